/**
 * A trip's three choices differ by where or what (issue 48, decision 104). The first choice is the
 * night search's best (multiDay.ts); each later one shares at most {@link SHARED_LIMIT} of the
 * smaller trip's stops with every choice before it, measured as the property sweep measures it
 * (scripts/plannerSweep.ts): other nights that reach other places, or, when other nights only
 * rearrange the same places, the same days up to one and the rest planned without the stops the
 * earlier choices visit. A choice is also a trip: at least half the first one's visiting time.
 * Fewer choices are offered when no more differ (one good trip beats two near-copies).
 */
import { byCodeUnits } from '../../lib/text.ts';
import { type Said, say } from '../../lib/messages/said.ts';
import type { Trip } from '../planning/planning.ts';
import { SHARED_LIMIT } from './search.ts';

/** Replans of one option at most: from its last day that may stay, then one day earlier each time. */
const ATTEMPTS = 3;
/** At most this many of a choice's own stops name it ("other stops: …"). */
const NAMED_STOPS = 3;

/** The share of the smaller set's stops that the other holds too: 0 when either has none. */
export function sharedShare(a: readonly string[], b: readonly string[]): number {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size === 0 || y.size === 0) return 0;
  let both = 0;
  for (const id of x) if (y.has(id)) both++;
  return both / Math.min(x.size, y.size);
}

/** Issue 48 (decision 121): a day two trips have in common, the same day of each sharing over this share of its stops. */
export const SAME_DAY_SHARE = 0.5;

/** Whether day `k` of two trips is the same day: the same date's stops, mostly the same places (a day of driving alone is none). */
export function sameDay(a: Trip, b: Trip, k: number): boolean {
  const x = a.days[k]?.plan.stops.map((s) => s.placeId) ?? [];
  const y = b.days[k]?.plan.stops.map((s) => s.placeId) ?? [];
  return sharedShare(x, y) > SAME_DAY_SHARE;
}

/**
 * Whether a later choice is another trip than an earlier one by its days (decision 121): it does not open with the same
 * day (a February ski trip's three choices all skied Alta first) and has at most half its days in common (a May week's
 * first two trips were the same for five days).
 */
export function otherDays(a: Trip, b: Trip): boolean {
  if (sameDay(a, b, 0)) return false;
  let same = 0;
  for (let k = 1; k < a.days.length; k++) if (sameDay(a, b, k)) same++;
  return same <= Math.floor(a.days.length / 2);
}

/** Every stop of a trip, day after day. */
export const tripStops = (trip: Trip): string[] => trip.days.flatMap((d) => d.plan.stops.map((s) => s.placeId));

/** A trip the night search offers, with its nights (the towns slept in, in order) and its rank (best highest). */
export interface TripOption {
  trip: Trip;
  nights: readonly string[];
  rank: number;
}

/**
 * `option`'s first `keep` days as they are, the later ones planned without the places in `without`
 * (and without those the kept days visit), on nights other than those of the choices `taken` where
 * any fit; or null when no day can be planned.
 */
export type Replan<O extends TripOption> = (option: O, keep: number, without: ReadonlySet<string>, taken: readonly O[]) => O | null;

/**
 * The days of `option` that may stay as they are while the rest changes: the most whose stops,
 * with none of the others', share at most the limit with every choice kept (their stop counts as the
 * option's own: the later days will hold about as many).
 */
export function daysToKeep(option: TripOption, kept: readonly string[][], keptTrips: readonly Trip[] = []): number {
  const stops = tripStops(option.trip);
  let before: string[] = [];
  let keep = 0;
  // Decision 121: and no more days in common with a choice kept than otherDays allows, none the first.
  const same = keptTrips.map(() => 0);
  const allowed = Math.floor(option.trip.days.length / 2);
  for (let k = 0; k < option.trip.days.length; k++) {
    const over = keptTrips.some((t, i) => sameDay(option.trip, t, k) && (k === 0 || ++same[i]! > allowed));
    if (over) break;
    before = [...before, ...option.trip.days[k]!.plan.stops.map((s) => s.placeId)];
    const ok = kept.every((c) => {
      const other = new Set(c);
      const both = new Set(before.filter((id) => other.has(id))).size;
      return both <= SHARED_LIMIT * Math.min(new Set(stops).size, other.size);
    });
    if (!ok) break;
    keep = k + 1;
  }
  return Math.min(keep, option.trip.days.length - 1);
}

/**
 * The choices, best first: `ranked[0]` as it is, then the other options in rank order, each as it
 * is when it differs enough from the choices kept, else replanned from its last day that may stay
 * (then one day earlier, {@link ATTEMPTS} times at most); after them the first option's own
 * nights, replanned the same way. The later choices are ranked among themselves, each saying how
 * it differs from the first.
 */
export function chooseTrips<O extends TripOption>(ranked: readonly O[], replan: Replan<O>, worth: (placeId: string) => number): Trip[] {
  const first = ranked[0];
  if (!first) return [];
  const kept: O[] = [first];
  const stopsOf = new Map<O, string[]>([[first, tripStops(first.trip)]]);
  const least = first.trip.visitMinutes / 2;
  const fits = (o: O | null): o is O => {
    if (!o || o.trip.visitMinutes < least) return false;
    const ids = tripStops(o.trip);
    if (!kept.every((c) => sharedShare(stopsOf.get(c)!, ids) <= SHARED_LIMIT && otherDays(o.trip, c.trip))) return false;
    stopsOf.set(o, ids);
    return true;
  };
  for (const option of [...ranked.slice(1), first]) {
    if (kept.length === 3) break;
    if (option !== first && fits(option)) {
      kept.push(option);
      continue;
    }
    const without = new Set(kept.flatMap((c) => stopsOf.get(c)!));
    const keep = daysToKeep(
      option,
      kept.map((c) => stopsOf.get(c)!),
      kept.map((c) => c.trip),
    );
    for (let days = keep; days >= Math.max(0, keep - ATTEMPTS + 1); days--) {
      const next = replan(option, days, without, kept);
      if (fits(next)) {
        kept.push(next);
        break;
      }
    }
  }
  const [best, ...rest] = kept;
  rest.sort((x, y) => y.rank - x.rank || byCodeUnits(x.nights.join(), y.nights.join()));
  return [best!.trip, ...rest.map((o) => ({ ...o.trip, differs: differsFrom(o, best!, worth) }))];
}

/** How a choice differs from the first: its nights when they differ, and its best stops the first does not visit. */
export function differsFrom(option: TripOption, first: TripOption, worth: (placeId: string) => number): Said {
  const seen = new Set(tripStops(first.trip));
  const own = new Map<string, string>();
  for (const d of option.trip.days) for (const s of d.plan.stops) if (!seen.has(s.placeId)) own.set(s.placeId, s.name);
  const stops = [...own.keys()]
    .sort((a, b) => worth(b) - worth(a) || byCodeUnits(a, b))
    .slice(0, NAMED_STOPS)
    .map((id) => own.get(id)!)
    .join(', ');
  if (option.nights.join() === first.nights.join()) return say('plan.trip.differs.stops', { stops });
  // The towns the first trip does not sleep in; all of its nights when it sleeps in the same towns in another order.
  const towns = [...new Set(option.nights)];
  const other = towns.filter((t) => !first.nights.includes(t));
  return say('plan.trip.differs.nights', { towns: (other.length ? other : towns).join(', '), stops });
}
