/**
 * Issue 48, decision 135: a trip's day does not pass a better place for a lesser one. The day's search grows
 * its routes by the most value per minute (search.ts), so a long stop of a lower tier (a Nordic center's
 * two and a half hours) can fill the time a short highlight beside the road (Bridal Veil Falls' 45 minutes)
 * would have taken with room to spare. Once the day's route is chosen, each of its stops, the lowest tier
 * first, is tried in turn against the places of a better tier that lie nearer its path (a smaller detour
 * between the stops around it) and need no longer; the swapped route is grown again by the same insertion,
 * and kept when it still fits (hours, driving, the wheel share) and keeps at least 1 − {@link SWAP_LOSS} of
 * the day's score. Asked only where the tiers would have it: the day gives up at most that share of its value.
 */
import { LIFT_MONTHS } from '../planning/placeSense.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { placeTier } from '../planning/tiers.ts';
import type { Candidate, Route } from './route.ts';

/**
 * The share of the day's score a swap may give up for its better tier: the score's own distinctions between two
 * such days (a few minutes' driving, a visit's square root) are finer than the tiers' judgment of the places.
 */
export const SWAP_LOSS = 0.05;

/** What the swaps need of the day's search: its pool, the drives between pooled places and its own growth. */
export interface Swaps {
  pool: readonly Candidate[];
  /** Each pooled place's index in the pool, by id. */
  at: ReadonlyMap<string, number>;
  /** Rounded drives between pooled places: between[i][j] from pool[i] to pool[j]. */
  between: readonly (readonly number[])[];
  /** A route of these stops, timed and scored. */
  evaluate: (stops: Candidate[]) => Route;
  /** The route grown by the search's insertion while a stop adds score. */
  grow: (route: Route) => Route;
  /** Whether a route may be offered: within the hours, the driving and the wheel share. */
  keeps: (route: Route) => boolean;
  /** Decision 141: the kinds of place the travelers chose (none: any), and the day's month. */
  categories?: readonly string[];
  month?: number;
}

/**
 * Decision 141: a scenic byway or canyon road is a drive (decision 139), its worth the road's: planned as the
 * catalogue's hours at its turnoff it is "hours at the canyon's mouth", never the better place a swap takes.
 */
export const isDrive = (place: Pick<PlannerPlace, 'drive' | 'traits'>): boolean => place.drive !== undefined || (place.traits?.includes('drive') ?? false);

/**
 * Decision 141: whether `c` may stand in for the day's `stop` (or beside it): not a drive, of the kinds chosen when
 * the travelers chose some (the tiers weigh nothing outside them, tiers.ts regionWeight), and never a ski hill given up
 * in its lift months (the day's outing is not traded for a sight).
 */
export function mayGiveWay(stop: PlannerPlace, c: PlannerPlace, s: Pick<Swaps, 'categories' | 'month'>): boolean {
  if (isDrive(c) || (s.categories?.length && !s.categories.includes(c.category))) return false;
  return !(stop.kind === 'ski-area' && s.month !== undefined && LIFT_MONTHS.includes(s.month));
}

/** At most this many places beyond the pool are brought in for the swaps (each costs the day one more Dijkstra). */
export const MORE_CANDIDATES = 12;

/**
 * The places beyond the day's pool that a swap may bring in, best single stop first: of a better tier than a stop of
 * the route, no longer than it, and open for a visit alone (`alone`). The pool holds the best single stops less their
 * drives, where a short highlight ranks below a long stop of a lower tier (Bridal Veil Falls' 45 minutes below a
 * Nordic center's two and a half hours, Ensign Peak's hour below Malan's Peak's three and a half): no candidate there.
 */
export function betterThan<C extends Candidate>(route: Route, rest: readonly C[], alone: (c: C) => boolean): C[] {
  const out: C[] = [];
  for (const c of rest) {
    if (out.length === MORE_CANDIDATES) break;
    if (route.stops.some((stop) => placeTier(c.place) < placeTier(stop.place) && c.visit <= stop.visit) && alone(c)) out.push(c);
  }
  return out;
}

/** The detour of the pooled place `c` between stops k−1 and k of `stops` (k = 0: from the start; k = stops.length: to the end). */
function detourAt(stops: readonly Candidate[], k: number, c: Candidate, s: Swaps): number {
  const ci = s.at.get(c.place.id)!;
  const before = k === 0 ? null : s.at.get(stops[k - 1]!.place.id)!;
  const after = k === stops.length ? null : s.at.get(stops[k]!.place.id)!;
  const into = before === null ? c.out : s.between[before]![ci]!;
  const onward = after === null ? c.back : s.between[ci]![after]!;
  const direct = before === null ? (after === null ? 0 : s.pool[after]!.out) : after === null ? s.pool[before]!.back : s.between[before]![after]!;
  return into + onward - direct;
}

/** Where `c` lies nearest the path of `stops`: the position of its least detour, and that detour. */
function nearest(stops: readonly Candidate[], c: Candidate, s: Swaps): { at: number; detour: number } {
  let best = { at: 0, detour: Infinity };
  for (let k = 0; k <= stops.length; k++) {
    const detour = detourAt(stops, k, c, s);
    if (detour < best.detour) best = { at: k, detour };
  }
  return best;
}

/**
 * The days a better place `c` makes of `stops` when the lesser stop at `k` gives way (decision 135), and when it stays
 * and another stop, of no better tier than `c`, gives way or none does (decision 141: the better place is visited either
 * way, and a Nordic center's morning may keep its place while another stop makes room for the falls beside the road).
 * Each with `c` where the day fits it best (decision 141: a museum that opens at 10 goes last rather than first).
 */
function trials(stops: readonly Candidate[], k: number, c: Candidate, s: Swaps): Route[] {
  const bases = [stops.filter((_, j) => j !== k), [...stops]];
  for (let j = 0; j < stops.length; j++)
    if (j !== k && placeTier(stops[j]!.place) >= placeTier(c.place) && mayGiveWay(stops[j]!.place, c.place, s)) bases.push(stops.filter((_, i) => i !== j));
  return bases.flatMap((base) => {
    let best: Route | null = null;
    for (let at = 0; at <= base.length; at++) {
      const route = s.evaluate([...base.slice(0, at), c, ...base.slice(at)]);
      if (s.keeps(route) && (!best || route.score > best.score)) best = route;
    }
    return best ? [best] : [];
  });
}

/** The route with its lesser stops swapped for better-tier places nearer its path wherever the day keeps its score. */
export function withBetterTiers(route: Route, s: Swaps): Route {
  if (!route.stops.every((c) => s.at.has(c.place.id))) return route;
  let best = route;
  const tried = new Set<string>();
  for (let round = 0; round < route.stops.length; round++) {
    const order = best.stops.map((c, k) => ({ c, k })).sort((a, b) => placeTier(b.c.place) - placeTier(a.c.place) || a.k - b.k);
    let swapped: Route | null = null;
    for (const { c: stop, k } of order) {
      const tier = placeTier(stop.place);
      if (tier === 1) break;
      // As the sweep measures it: the detour from the day's path without the stop.
      const others = best.stops.filter((_, j) => j !== k);
      const own = nearest(others, stop, s).detour;
      const ids = new Set(best.stops.map((c) => c.place.id));
      for (const c of s.pool) {
        const key = `${stop.place.id}>${c.place.id}`;
        if (ids.has(c.place.id) || placeTier(c.place) >= tier || c.visit > stop.visit || tried.has(key) || !mayGiveWay(stop.place, c.place, s)) continue;
        tried.add(key);
        if (nearest(others, c, s).detour > own) continue;
        for (const first of trials(best.stops, k, c, s)) {
          // Decision 141: the time a swap frees is not filled with a place of a lower tier than the stop it swapped.
          const regrown = s.grow(first);
          const grown = regrown.stops.every((x) => first.stops.includes(x) || placeTier(x.place) <= tier) ? regrown : first;
          if (s.keeps(grown) && grown.score >= best.score - SWAP_LOSS * Math.abs(route.score) && (!swapped || grown.score > swapped.score)) swapped = grown;
        }
        if (swapped) break;
      }
      if (swapped) break;
    }
    if (!swapped) break;
    best = swapped;
  }
  return best;
}
