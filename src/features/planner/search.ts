/**
 * The planner's search (docs/decisions/022-trip-planner.md): which stops, in which order, fit
 * the hours and score best; and the favourites spread over days. Every drive is a Dijkstra on the
 * road graph from the leg's start (graphJoin.ts); ties break by destination id, so the result
 * depends on nothing but the input.
 */
import { haversineMiles, latitudeSpan } from '../../lib/geo.ts';
import { sameUtahTimeLater } from '../../lib/calendar.ts';
import { sunTimes } from '../planning/daylight.ts';
import { legFrom, legTowards, placeNode, runOf } from '../planning/graphJoin.ts';
import { closedReason, leftOutOfDay } from './planRoads.ts';
import { dayFrame } from './dayFrame.ts';
import { LIFT_MONTHS, notAStop, planClock, shapedShare, stageWithoutShow } from '../planning/placeSense.ts';
import {
  AT_SAME_PLACE_MILES,
  CHOICES_SHARED,
  DRIVE_PENALTY_PER_HOUR,
  MAX_STOPS,
  MOVING_SHARE,
  type PlanInput,
  type PlannerData,
  type PlannerPlace,
  type PlanResult,
  POOL_SIZE,
} from '../planning/planning.ts';
import { atSunset } from '../planning/rightHour.ts';
import { sightById, withMissed } from '../planning/signature.ts';
import { areaNamed, dayInResult, dayInSignatures, inDayOf, keepsToDay } from '../planning/dayIn.ts';
import { stopValue, stopVisit } from '../planning/stopValue.ts';
import { timeline } from './timeline.ts';
import { type AroundRule, dayAround, dayVisit, isTownCenter, otherBase, parkNearest } from './aroundTown.ts';
import { type Candidate, fitsIn, type Route, routeOf, scoreOf, spent } from './route.ts';
import { kindAllowed } from '../planning/travelerKinds.ts';
import { poolWorth } from './walkPool.ts';
import { dawnFirst, dawnOf, SUNRISE_WEIGHT } from './atDawn.ts';
import { atSkiFoot, skiDay, skis, withSkiDay } from './skiSeason.ts';
import { offSeasonLift } from './offSeasonLift.ts';
import { betterThan, withBetterTiers } from './betterTier.ts';
import { driveOnDay, driveWorth, placeById } from './driveStop.ts';
import { utahParts } from '../../lib/utahTime.ts';
import { byCodeUnits } from '../../lib/text.ts';

const SAME_PLACE_LATITUDE = latitudeSpan(AT_SAME_PLACE_MILES);

/**
 * Issue 48: a day spends at most this share of its moving time at the wheel, beyond the drive the
 * visitor asked for (to a day's other end, or to the park chosen for the day): a day from Duchesne
 * explores the Uinta Basin rather than driving seven hours for an hour at Mesa Arch. A plan over it
 * is offered only when no plan keeps within it (decision 092).
 */
export const WHEEL_SHARE = MOVING_SHARE;
const DRIVE_PER_VISIT = WHEEL_SHARE / (1 - WHEEL_SHARE);
/** The minutes a day drives beyond its wheel share, less the drive asked for (0 within it): the day's filter here, the trips' penalty in multiDay.ts. */
export const beyondShare = (drive: number, visit: number, asked = 0): number => Math.max(0, drive - asked - DRIVE_PER_VISIT * visit);
/**
 * Decision 133: the routes of a day within its wheel share. On a trip based in a town the move between two nights
 * is asked for only as far as the trip's length needs it (`moved`, tripRegion.ts movedFor), and the rest of it is
 * time at the wheel all the same: such a day keeps within its share counting that rest (Ephraim → Torrey by
 * Capitol Reef, not by Provo) when any route does, and takes the whole drive to its other end as asked for only
 * when none does. Elsewhere (no `moved`: a week from the airport, a day to another town) that drive is asked for.
 */
export function withinShare<R extends { drive: number; visit: number }>(routes: R[], asked: number, toEnd: number, moved?: (direct: number) => number): R[] {
  const loose = routes.filter((r) => beyondShare(r.drive, r.visit, asked) === 0);
  if (toEnd === 0 || !moved) return loose;
  const strict = loose.filter((r) => beyondShare(r.drive, r.visit, asked - toEnd + Math.min(toEnd, moved(toEnd))) === 0);
  return strict.length > 0 ? strict : loose;
}
/** Issue 48: two choices share at most this share of the smaller one's stops. */
export const SHARED_LIMIT = CHOICES_SHARED;

/** A place that fits the day alone, with its value less its drives' penalty. */
type Ranked = Candidate & { single: number };

/**
 * The first `count` places of the ranking that can be visited open within the hours alone (the
 * search uses no more). Issue 38: ranking needs no clock, so only the places read in rank order
 * until `count` fit have their opening windows (and the sun) computed, not every place in reach.
 */
function openFirst(ranked: readonly Ranked[], count: number, waits: (c: Ranked) => number[] | null, budget: number): Ranked[] {
  const fits: Ranked[] = [];
  for (let k = 0; k < ranked.length; k++) {
    const c = ranked[k]!;
    if (fits.length === count) break;
    const wait = waits(c);
    if (wait !== null && c.out + wait[0]! + c.visit + c.back <= budget) fits.push(c);
  }
  return fits;
}

/** What the loops grow from: the pool, the drives between its places, and the day's limits. */
interface Growth {
  pool: readonly Candidate[];
  /** Each pooled place's index in the pool, by id. */
  at: ReadonlyMap<string, number>;
  /** Rounded drives between pooled places: between[i][j] from pool[i] to pool[j]. */
  between: readonly (readonly number[])[];
  evaluate: (stops: Candidate[]) => Route;
  /** A route of these stops with these legs (the drives evaluate would take), timed and scored (with its score when known). */
  timed: (stops: Candidate[], legs: number[], score?: number) => Route;
  budget: number;
  maxDrive: number;
}
/** A growth with each pooled place's Dijkstra, which a wider pool keeps (decision 135). */
type Grown = Growth & { runs: ReturnType<typeof runOf>[] };

/**
 * One loop from each pooled seed that fits alone, grown by cheapest insertion. A loop's growth
 * depends on its stops alone, so once two seeds reach the same stops in the same order they end
 * the same: the rest is taken from the first (issue 38; the plans are unchanged).
 */
function growSeeds(g: Growth): Route[] {
  const grown = new Map<string, Route>();
  const loops: Route[] = [];
  for (const seed of g.pool) {
    let route = g.evaluate([seed]);
    if (!fitsIn(route, g.budget)) continue;
    const passed: string[] = [];
    for (;;) {
      const ids = route.stops.map((s) => s.place.id).join('>');
      const known = grown.get(ids);
      if (known) {
        route = known;
        break;
      }
      passed.push(ids);
      const next = route.stops.length >= MAX_STOPS ? null : bestInsertion(route, g);
      if (!next) break;
      route = next;
    }
    for (const ids of passed) grown.set(ids, route);
    loops.push(route);
  }
  return loops;
}

/** A route grown by cheapest insertion while a stop adds score (decision 135's swaps grow theirs so). */
const growOn =
  (g: Growth) =>
  (route: Route): Route => {
    for (let r = route; ; ) {
      const next = r.stops.length >= MAX_STOPS ? null : bestInsertion(r, g);
      if (!next) return r;
      r = next;
    }
  };

/**
 * Whether an insertion cannot gain, or cannot reach `bestRate`, whatever its variety shares and
 * waits (issue 38): its score is at most its stops' values (each share is at most 1, each value
 * at least 0) less its drive's penalty, and its extra minutes are at least the drive and visit it
 * adds (`least`: waits only add). The margin, far above the sums' rounding, keeps the skip exact.
 */
function cannotBeat(values: number, routeScore: number, drive: number, least: number, bestRate: number): boolean {
  const most = values - (drive / 60) * DRIVE_PENALTY_PER_HOUR - routeScore + 1e-9 * (values + Math.abs(routeScore) + 1);
  return most <= 0 || (least > 0 && most / least < bestRate);
}

/** The stop and position adding the most score per extra minute while the loop still fits, or null. */
function bestInsertion(route: Route, g: Growth): Route | null {
  const { pool, between, budget, maxDrive } = g;
  let bestRoute: Route | null = null;
  let bestRate = 0;
  // Pool indexes, not ids, and index loops (issue 38, decision 071): this runs thousands of times cold.
  const at: number[] = [];
  let values = 0;
  for (let k = 0; k < route.stops.length; k++) {
    at.push(g.at.get(route.stops[k]!.place.id)!);
    values += Math.max(0, route.stops[k]!.value);
  }
  // No insertion drives less than the route without its longest leg (a leg is never negative).
  let longest = 0;
  for (let k = 0; k < route.legs.length; k++) longest = Math.max(longest, route.legs[k]!);
  const shortest = route.drive - longest;
  for (let ci = 0; ci < pool.length; ci++) {
    const c = pool[ci]!;
    if (at.includes(ci)) continue;
    if (cannotBeat(values + Math.max(0, c.value), route.score, shortest, shortest + route.visit + c.visit - spent(route), bestRate)) continue;
    for (let pos = 0; pos <= route.stops.length; pos++) {
      // Issue 38: the drive and visit of the insertion from the route's own integer minutes,
      // before the trial route is built: over the hours or the driving it cannot fit whatever
      // its waits (a wait is never negative), so it is skipped without evaluating it.
      const into = pos === 0 ? c.out : between[at[pos - 1]!]![ci]!;
      const onward = pos === at.length ? c.back : between[ci]![at[pos]!]!;
      const drive = route.drive - route.legs[pos]! + into + onward;
      if (drive + route.visit + c.visit > budget || drive > maxDrive) continue;
      // The score needs no clock: a trial that gains nothing, or whose rate cannot reach the best
      // so far even with no wait (waits only add minutes), is skipped before its waits are read,
      // and, by the bound, most before they are scored.
      const least = drive + (route.visit + c.visit) - spent(route);
      if (cannotBeat(values + Math.max(0, c.value), route.score, drive, least, bestRate)) continue;
      const stops = [...route.stops.slice(0, pos), c, ...route.stops.slice(pos)];
      const score = scoreOf(stops, drive);
      const gain = score - route.score;
      if (gain <= 0 || (least > 0 && gain / least < bestRate)) continue;
      // The route's own legs around the new stop: what evaluate would look up again.
      const next = g.timed(stops, [...route.legs.slice(0, pos), into, onward, ...route.legs.slice(pos + 1)], score);
      if (!fitsIn(next, budget) || next.drive > maxDrive) continue;
      const rate = gain / (spent(next) - spent(route) || 1);
      if (rate > bestRate || (rate === bestRate && bestRoute && next.stops.map((s) => s.place.id).join() < bestRoute.stops.map((s) => s.place.id).join())) {
        bestRate = rate;
        bestRoute = next;
      }
    }
  }
  return bestRoute;
}

/**
 * Plans the day: up to three different itineraries that fit the time, best first.
 *
 * 1. One Dijkstra from the start (and one from the end when it differs) gives the drive to
 *    every place; a place fits alone when out + visit + back ≤ the hours.
 * 2. The {@link POOL_SIZE} best single stops by score seed loops; each loop grows by
 *    cheapest insertion (the stop and position adding the most score per extra minute) while
 *    it still fits, with drives between stops from a Dijkstra per pooled place.
 * 3. Loops and single stops are ranked by score; a plan is kept only if it shares at most a
 *    third of its stops with each plan already kept and its main stop is different.
 * Every drive is rounded to the minute before the totals, so the timeline adds up exactly.
 * `most` itineraries at most: a trip's day (multiDay.ts) needs only the first; `moved`: on a based trip, what of
 * the drive to the day's other end the trip's length asks for (decision 133).
 */
export function planDay(data: PlannerData, input: PlanInput, aroundRule?: AroundRule, most = 3, moved?: (direct: number) => number): PlanResult {
  const { budget, maxDrive, start, end, startTree, endTree, day } = dayFrame(data, input);
  const excluded = new Set([start.place?.id, end.place?.id].filter(Boolean));
  const closed: Array<{ place: PlannerPlace; visit: number }> = [];
  // Issue 48: a day from a town explores around it, by the notability tiers (aroundTown.ts).
  const nearest = parkNearest(data.places, (p) => legFrom(startTree, start.node, placeNode(p, day.roads)));
  const { around, tiers } = dayAround(input, end === start, aroundRule, nearest, otherBase(data.places, start.node.point), sightById(data.places));
  // A place where the day starts or ends (the catalogue lists the airport itself) is no stop; around a town, its center's sights are (decision 106).
  const ends = [start.node.point, end.node.point].filter((q) => !((tiers || areaNamed(input.park)) && isTownCenter(q.name)));
  const atEnds = (p: PlannerPlace) =>
    ends.some((q) => Math.abs(p.lat - q.lat) <= SAME_PLACE_LATITUDE && haversineMiles(p.lat, p.lng, q.lat, q.lng) < AT_SAME_PLACE_MILES);

  const clock = planClock(day.live);
  const sun = sunTimes(input.leave, start.node.point.lat, start.node.point.lng);
  const dawn = dawnOf(input.leave, sun.sunrise); // decision 130: a day that leaves before sunrise opens at a sunrise sight
  const ranked: Ranked[] = [];
  for (let k = 0; k < data.places.length; k++) {
    const place = data.places[k]!;
    if (excluded.has(place.id) || atEnds(place) || notAStop(place) || stageWithoutShow(place)) continue;
    if (!kindAllowed(place, input)) continue; // issue 39: only the kinds of stop these travelers asked for
    // Decision 137: on a one-day plan a ski hill out of its lift season is a few hours' ride or walk, worth those hours.
    // Decision 142: on a one-day plan a byway or canyon is its road and its stops along it (a trip's day: not yet, see the decision).
    const onDay = most > 1 ? driveOnDay(place, day.month, placeById(data.places)) : undefined;
    if (onDay === null) continue;
    const drive = onDay?.visit;
    const full = drive ?? offSeasonLift(place, stopVisit(place, input.pace), most > 1 ? day.month : undefined);
    // Decision 106: a big place may get a short visit, for its whole worth (aroundTown.ts).
    const visit = drive ?? dayVisit(place, full, budget, tiers, input.categories, day.month, most > 1); // a trip's day plans one choice
    if (visit === null || visit > budget) continue;
    const node = placeNode(place, day.roads);
    const out = Math.round(legFrom(startTree, start.node, node));
    const back = end === start ? out : Math.round(legFrom(endTree, end.node, node));
    if (closedReason(place, day) !== null || !Number.isFinite(out + back)) closed.push({ place, visit });
    if (closed.at(-1)?.place === place || out + visit + back > budget || out + back > maxDrive) continue;
    // Decision 130: before dawn a sunrise sight in reach is asked for, wherever it lies (as a chosen park is), and weighs more.
    const first = dawn?.sight(place, out) ?? false;
    const share = shapedShare(place, full!, visit); // decision 120: a walk is worth its share of its district
    const ctx = { visit: full!, categories: input.categories, month: day.month, focus: input.focus, park: input.park, tiers };
    const worth = onDay ? driveWorth(place, ctx) : stopValue(place, ctx); // decision 142: a drive is worth its road's scenery
    const value = (first ? SUNRISE_WEIGHT : around(place.id, out)) * share * worth;
    const pooled = poolWorth(place, value, share); // decision 134: a highlight's walk is tried by its district's worth
    ranked.push({ place, node, visit, full: full ?? visit, value, out, back, single: pooled - ((out + back) / 60) * DRIVE_PENALTY_PER_HOUR });
  }
  ranked.sort((a, b) => b.single - a.single || byCodeUnits(a.place.id, b.place.id));
  const fits = openFirst(ranked, POOL_SIZE * 2, (c) => clock.waits(input.leave, [c], [c.out]), budget);
  const withLegs = (stops: Candidate[], legs: number[], score?: number): Route => routeOf(stops, legs, clock.waits(input.leave, stops, legs), score);
  // Drives between pooled places, rounded: legs[i][j] from pool[i] to pool[j], each place's Dijkstra settled only as
  // far as the pool reaches; a wider pool (decision 135) keeps the runs and drives of the one it widens.
  const growthOf = (pool: readonly Candidate[], prior?: Grown): Grown => {
    const at = new Map(pool.map((c, i) => [c.place.id, i]));
    const runs = pool.map((c, i) => prior?.runs[i] ?? runOf(c.node, day.roads));
    const between = pool.map((a, i) => pool.map((b, j) => (a === b ? 0 : (prior?.between[i]?.[j] ?? Math.round(legTowards(runs[i]!, a.node, b.node))))));
    const evaluate = (stops: Candidate[]): Route => {
      const legs: number[] = [stops[0]!.out];
      for (let k = 1; k < stops.length; k++) legs.push(between[at.get(stops[k - 1]!.place.id)!]![at.get(stops[k]!.place.id)!]!);
      legs.push(stops.at(-1)!.back);
      return withLegs(stops, legs);
    };
    return { pool, at, between, evaluate, timed: withLegs, budget, maxDrive, runs };
  };
  const growth = growthOf(fits.slice(0, POOL_SIZE));
  const { pool } = growth;

  const routes: Route[] = fits.slice(0, POOL_SIZE * 2).map((c) => routeOf([c], [c.out, c.back], clock.waits(input.leave, [c], [c.out])));
  routes.push(...growSeeds(growth));

  const key = (r: Route) => r.stops.map((s) => s.place.id).join('>');
  routes.sort((a, b) => b.score - a.score || byCodeUnits(key(a), key(b)));
  // The drive asked for: to the day's other end, and to the chosen park or area and back (its nearest signature sight), or before dawn to the nearest sunrise sight.
  const parkIds = dayInSignatures(input.park, data.places);
  const toPark = ranked.reduce((least, c) => (parkIds.has(c.place.id) || dawn?.sight(c.place, c.out) ? Math.min(least, c.out + c.back) : least), Infinity);
  const toEnd = end === start ? 0 : Math.round(legFrom(startTree, start.node, end.node));
  const asked = toEnd + (Number.isFinite(toPark) ? toPark : 0);
  const within = withinShare(routes, asked, toEnd, input.park === undefined ? moved : undefined);
  // Issue 48: "a day in" a park spends at least half its visiting time in that park, in every choice; in an area, all of it (dayIn.ts).
  const inPark = inDayOf(input.park, ranked);
  const inParkDays = input.park ? within.filter((r) => keepsToDay(input.park, r.stops, r.visit, inPark)) : [];
  // A choice there is a day too: at least half the visiting time of the best one, or no choice (one good plan beats two thin ones).
  const fullest = Math.max(0, ...inParkDays.map((r) => r.visit));
  const parkDays = input.park ? inParkDays.filter((r) => 2 * r.visit >= fullest) : within;
  const anywhere = within.length > 0 ? within : routes;
  // Decision 129: a day in an area that none of its days fits offers none there rather than a day elsewhere.
  const kept = parkDays.length > 0 ? parkDays : areaNamed(input.park) ? anywhere.filter((r) => keepsToDay(input.park, r.stops, r.visit, inPark)) : anywhere;
  const offered = dawnFirst(kept, dawn);
  const main = (r: Route) => [...r.stops].sort((a, b) => b.value - a.value || byCodeUnits(a.place.id, b.place.id))[0]!.place.id;
  const chosen: Route[] = [];
  const differs = (c: Route, r: Route) => {
    const ids = new Set(r.stops.map((s) => s.place.id));
    const shared = c.stops.filter((s) => ids.has(s.place.id)).length;
    // Issue 48: nor more than 70 % of the smaller plan's stops (a one-stop plan inside a four-stop one is no choice).
    // A day in one park has only its sights to share out: there the 70 % alone holds, not the third.
    const third = input.park !== undefined || shared <= Math.floor(Math.max(c.stops.length, ids.size) / 3);
    return third && shared <= SHARED_LIMIT * Math.min(c.stops.length, ids.size) && main(c) !== main(r);
  };
  const choose = (first?: Route) => {
    chosen.splice(0, chosen.length, ...(first ? [first] : []));
    for (const r of offered) if (chosen.length < most && chosen.every((c) => differs(c, r))) chosen.push(r);
  };
  choose();
  // Decision 135: a trip's day around its base does not pass a better place for a lesser one (betterTier.ts); a day in a park or area keeps to it.
  // Decision 141: nor does a one-day plan's first choice (not a dawn day's: it opens at its sunrise sight); the others then differ from it.
  let { evaluate } = growth;
  if (tiers && input.park === undefined && chosen[0] && (most === 1 || !dawn)) {
    const alone = (c: Ranked) => openFirst([c], 1, (x) => clock.waits(input.leave, [x], [x.out]), budget).length > 0;
    const more = ranked.filter((c) => !growth.at.has(c.place.id));
    const wide = growthOf([...pool, ...betterThan(chosen[0], more, alone)], growth);
    const keeps = (r: Route) =>
      fitsIn(r, budget) && r.drive <= maxDrive && withinShare([r], asked, toEnd, input.park === undefined ? moved : undefined).length > 0;
    const better = withBetterTiers(chosen[0], { ...wide, grow: growOn(wide), keeps, categories: input.categories, month: day.month });
    if (better !== chosen[0]) choose(better); // the other choices differ from the first as it now is
    evaluate = wide.evaluate;
  }
  // Decision 130: in its lift season a day from or ending in a ski town offers a day of skiing in one of its three choices (first from a ski area's foot, 134).
  if (most > 1 && LIFT_MONTHS.includes(day.month) && !skis(chosen[0])) {
    const areas = data.places.flatMap((place) => {
      // Decision 129: a day in an area skis in it or not at all.
      if (place.kind !== 'ski-area' || !kindAllowed(place, input) || closedReason(place, day) !== null || (areaNamed(input.park) && !inPark(place))) return [];
      const node = placeNode(place, day.roads);
      const out = Math.round(legFrom(startTree, start.node, node));
      const back = end === start ? out : Math.round(legFrom(endTree, end.node, node));
      const full = stopVisit(place, input.pace) ?? 0;
      const value = stopValue(place, { visit: full, categories: input.categories, month: day.month, focus: input.focus, tiers });
      return Number.isFinite(out + back) ? [{ place, node, out, back, full, value }] : [];
    });
    const lifts = (place: PlannerPlace, arrive: number) => {
      const w = clock.windows(place, utahParts(arrive).date).find(([, close]) => close > arrive);
      return w ? { start: Math.max(w[0], arrive), close: w[1] } : null;
    };
    const ski = () => skiDay(areas, input.leave, budget, lifts, (stops, legs) => clock.waits(input.leave, stops, legs));
    chosen.splice(0, chosen.length, ...withSkiDay(chosen, ski, most, atSkiFoot(areas)));
  }

  // Issue 39: a sunset sight (Delicate Arch) last, at sunset, when the day allows (rightHour.ts).
  const timed = chosen.map((r) =>
    atSunset(
      r,
      (id) => sightById(data.places)(id)?.when === 'sunset',
      input.leave,
      sun.sunset,
      evaluate,
      (x, w) => routeOf(x.stops, x.legs, w),
      (x) => fitsIn(x, budget) && x.drive <= maxDrive,
    ),
  );
  chosen.splice(0, chosen.length, ...timed);
  return {
    start: start.node.point,
    end: end.node.point,
    budgetMinutes: budget,
    sunset: sun.sunset,
    // Issue 39: each plan names the signature sights of its parks that it leaves out.
    itineraries: chosen.map((r) => withMissed(timeline(r, start.node.point, end.node.point, input.leave, sun, day.live, data.places), data.places)),
    leftOut: leftOutOfDay(data, input, closed, budget, day),
    ...dayInResult(input.park, toPark),
  };
}

/** The same Utah clock time `days` calendar days later (right across a daylight-saving change): the calendar's. */
export const sameTimeLater = sameUtahTimeLater;
