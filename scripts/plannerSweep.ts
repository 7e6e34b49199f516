// Issue 48's property sweep: plans from every town the planner accepts as a start, in every month,
// by car and without, held to what a local would sign (docs/planner-quality.md, "The property
// sweep"). This module judges one answer; scripts/planner-sweep.ts runs the grid and writes the table.
import type { TripResult } from '../src/features/planning/planning.ts';
import { outdoors } from '../src/features/planning/daylight.ts';
import { calendarOf, dayStopMinutes, hasSeason, LIFT_MONTHS, notAStop, placeMonths, windowsOn } from '../src/features/planning/placeSense.ts';
import { stopVisit } from '../src/features/planning/stopValue.ts';
import { dayVisit } from '../src/features/planner/aroundTown.ts';
import { isDrive } from '../src/features/planner/betterTier.ts';
import { placeTier, regionSignature, valuedInSeason } from '../src/features/planning/tiers.ts';
import { kindAllowed } from '../src/features/planning/travelerKinds.ts';
import { haversineMiles } from '../src/lib/geo.ts';
import { type GraphPoint, legFrom, placeNode, pointNode, treeOf } from '../src/features/planning/graphJoin.ts';
import { planDayOf } from '../src/features/planner/planRoads.ts';
import { AT_SAME_PLACE_MILES, type Itinerary, type PlannerPlace, type PlanResult, WHOLE_DAY_HOURS } from '../src/features/planning/planning.ts';
import { HEAT_MONTHS, heatLimited, heatStart } from '../src/features/planning/rightHour.ts';
import { sightHour } from '../src/features/planning/signature.ts';
import { SHARED_LIMIT, WHEEL_SHARE } from '../src/features/planner/search.ts';
import { sharedShare } from '../src/features/planner/tripChoices.ts';
import { utahTime12 } from '../src/lib/format.ts';
import { utahParts, utahToInstant } from '../src/lib/utahTime.ts';
import { dayOf } from '../src/features/roads/day.ts';
import { placeOnDay } from '../src/features/planning/placeOnDay.ts';
import type { Window } from '../src/features/planning/placeSense.ts';
import { forSkiing } from '../src/features/transit/carFreeDay.ts';
import { timetableOn } from '../src/features/transit/carFreePlan.ts';
import { reachFrom } from '../src/features/transit/reach.ts';
import type { Reachable, Timetable } from '../src/features/transit/router.ts';
import { modelTrips } from '../src/features/transit/service.ts';
import { atSkiAreaFoot, withBase } from '../src/features/transit/skiBases.ts';

/** The issue's limits: a day's share of moving time at the wheel, and two choices' shared stops. */
export const LIMITS = { wheelShare: WHEEL_SHARE, sharedStops: SHARED_LIMIT } as const;

export type Mode = 'car' | 'transit';
export type Kind = 'day' | 'trip';

export interface SweepCase {
  start: string;
  month: number;
  mode: Mode;
  kind: Kind;
}

/** What one request's answer breaks, each a short reason ("Temple Square 5:21 AM: dark"). */
export interface CaseVerdict {
  case: SweepCase;
  /** False when the planner answered no plan (a start the mode does not serve, say). */
  served: boolean;
  /** The highest share of a day's moving time spent driving (or riding and walking), first choice. */
  wheelShare: number | null;
  /** The highest share of stops two choices have in common. */
  sharedStops: number | null;
  shut: string[];
  dark: string[];
  heat: string[];
  /** A stop of a lower tier while a better place, in season and open then, lay nearer the day's path unvisited. */
  tier: string[];
}

/** The plan URL's query for a case: the 15th of the month in 2027 at 8 AM, a day of 8 hours or a trip of 3 days. */
export function searchOf(c: SweepCase): string {
  const date = `2027-${String(c.month).padStart(2, '0')}-15`;
  const q = new URLSearchParams({ from: c.start, date, time: '08:00', ...(c.kind === 'day' ? { hours: '8' } : { days: '3' }) });
  if (c.mode === 'transit') q.set('car', '0');
  return `?${q}`;
}

/** A day's share of its moving time at the wheel (by car) or in transit and on foot (without one). */
export function wheelShare(it: Itinerary): number {
  const visit = it.visitMinutes;
  const waits = it.stops.reduce((t, s) => t + (s.waitMinutes ?? 0), 0);
  const moving = it.carFree ? Math.max(0, (it.back - it.leave) / 60_000 - visit - waits) : it.driveMinutes;
  return moving + visit === 0 ? 0 : moving / (moving + visit);
}

/** The share of the smaller set's stops that the other holds too: the trips' own choice rule measures it so (decision 104). */
export const shared = sharedShare;

const highest = (values: number[]): number | null => (values.length ? Math.max(...values) : null);
const pairs = <T>(xs: readonly T[]): Array<[T, T]> => xs.flatMap((x, i) => xs.slice(i + 1).map((y) => [x, y] as [T, T]));

/**
 * A sunrise or sunset sight (signature.json `when`: Delicate Arch at sunset) is walked to and from
 * in the twilight, as the guides say: its visit may run this long past sunset or start this long
 * before sunrise (civil twilight lasts about half an hour in Utah).
 */
const TWILIGHT_MS = 40 * 60_000;

/** The hours of the day in Utah when exposed hikes wait out the heat (the site's own tips: off the trail by 10:30, from 5 PM). */
const HOT = { from: 10 * 60 + 30, to: 17 * 60 };

/**
 * The stops of a day at a shut hour, in the dark (outdoors, not a night-sky stop) or in the heat
 * (an exposed hike in June–August between 10:30 AM and 5 PM), each as "name time: why".
 */
export function hourFaults(it: Itinerary, places: ReadonlyMap<string, PlannerPlace>): Pick<CaseVerdict, 'shut' | 'dark' | 'heat'> {
  const out = { shut: [] as string[], dark: [] as string[], heat: [] as string[] };
  for (const s of it.stops) {
    const place = places.get(s.placeId);
    if (!place) continue;
    const start = s.arrive + (s.waitMinutes ?? 0) * 60_000;
    const { date, month } = utahParts(start);
    const windows = windowsOn(place, calendarOf(place), date);
    const slack = sightHour(place) === 'sunset' || sightHour(place) === 'sunrise' ? TWILIGHT_MS : 60_000;
    const inside = windows.some(([a, b]) => start >= a - slack && s.depart <= b + slack);
    const where = `${s.name} ${utahTime12(new Date(start))}`;
    if (!inside) (outdoors(place) ? out.dark : out.shut).push(`${where}: ${outdoors(place) ? 'dark' : 'shut'}`);
    if (heatLimited(place) && HEAT_MONTHS.includes(month)) {
      const midnight = utahToInstant(date, '00:00');
      const [from, to] = [(start - midnight) / 60_000, (s.depart - midnight) / 60_000];
      if (from < HOT.to && to > HOT.from) out.heat.push(`${where}: in the heat`);
    }
  }
  return out;
}

/**
 * Decision 130's season, which the car rows read until decision 135 (they now read {@link valuedInSeason}, as the
 * stop value weighs the month): kept to show what each reading counts. Whether a place is in its season in a month (stopValue.ts): a ski hill in
 * its lift months, a summer outing on the water in summer, a region's highlight always (decision 100:
 * Temple Square in January), another place with a season in its best months, any other always.
 */
export function inSeason(place: PlannerPlace, month: number): boolean {
  if (place.kind === 'ski-area') return LIFT_MONTHS.includes(month);
  if (regionSignature(place) && !place.traits?.includes('water')) return true;
  const months = hasSeason(place) ? placeMonths(place) : null;
  return months === null || months.includes(month);
}

/** A point of a day's path (its start, a stop, its end) or a place: where it lies, and which place it is when it is one. */
export interface PathPoint {
  lat: number;
  lng: number;
  name?: string;
  placeId?: string;
  id?: string;
  /** When the traveler leaves it (an instant): a car-free detour rides the timetable of that hour. */
  at?: number;
}

/** How far a point lies off a path: the least detour through it between two consecutive points. */
export type Detour = (path: readonly PathPoint[], p: PathPoint) => number;

/** The detour in miles as the crow flies. */
export const crowDetour: Detour = (path, p) => {
  let least = Infinity;
  for (let k = 1; k < path.length; k++) {
    const [a, b] = [path[k - 1]!, path[k]!];
    least = Math.min(
      least,
      haversineMiles(a.lat, a.lng, p.lat, p.lng) + haversineMiles(p.lat, p.lng, b.lat, b.lng) - haversineMiles(a.lat, a.lng, b.lat, b.lng),
    );
  }
  return least;
};

/**
 * The detour in minutes by road on a date's roads, as the planner drives (graphJoin.ts): from each point
 * of the path to the place and on, the way back read from the next point's tree (the roads taken as
 * two-way: one tree per point of the path, not one per place of the catalogue).
 */
export function roadDetour(places: ReadonlyMap<string, PlannerPlace>, date: string): Detour {
  const roads = planDayOf({ date, leave: 0 }).roads;
  const nodes = new Map<string, GraphPoint>();
  const nodeOf = (q: PathPoint): GraphPoint => {
    const id = q.placeId ?? q.id;
    const key = id ?? `${q.lat},${q.lng}`;
    let n = nodes.get(key);
    if (!n) {
      const place = id ? places.get(id) : undefined;
      n = place ? placeNode(place, roads) : pointNode(q.name ?? '', q.lat, q.lng, roads);
      nodes.set(key, n);
    }
    return n;
  };
  const leg = (a: PathPoint, b: PathPoint) => legFrom(treeOf(nodeOf(a), roads), nodeOf(a), nodeOf(b));
  return (path, p) => {
    let least = Infinity;
    for (let k = 1; k < path.length; k++) least = Math.min(least, leg(path[k - 1]!, p) + leg(path[k]!, p) - leg(path[k - 1]!, path[k]!));
    return least;
  };
}

/**
 * The detour in minutes without a car (decision 132): walking within the limit and riding the date's
 * timetable as the car-free planner's journeys do (transit/reach.ts: one connection scan from each
 * point of the path, leaving when the traveler leaves it; the way on from the place read from the
 * next point's scan, as roadDetour takes the roads as two-way). A place no walk and ride reaches is
 * never nearer.
 */
export function transitDetour(
  places: ReadonlyMap<string, PlannerPlace>,
  date: string,
  table: Timetable = timetableOn(date, modelTrips),
  maxWalkMinutes = 20,
): Detour {
  const midnight = utahToInstant(date, '00:00');
  const reaches = new Map<string, (to: Reachable) => number>();
  const pointOf = (q: PathPoint): Reachable => {
    const place = q.placeId ? places.get(q.placeId) : undefined;
    return place ? withBase(place) : { lat: q.lat, lng: q.lng };
  };
  const reachOf = (q: PathPoint) => {
    const minutes = Math.round(((q.at ?? midnight) - midnight) / 60_000);
    const key = `${q.placeId ?? q.id ?? ''}|${q.lat},${q.lng}@${minutes}`;
    return reaches.get(key) ?? reaches.set(key, reachFrom(table, pointOf(q), minutes, maxWalkMinutes)).get(key)!;
  };
  const leg = (a: PathPoint, b: PathPoint) => reachOf(a)(pointOf(b));
  return (path, p) => {
    let least = Infinity;
    for (let k = 1; k < path.length; k++) {
      const d = leg(path[k - 1]!, p) + leg(path[k]!, p) - leg(path[k - 1]!, path[k]!);
      if (!Number.isNaN(d)) least = Math.min(least, d);
    }
    return least;
  };
}

/**
 * How a mode reads a place on a day: its windows (a place shut that day has none), and whether a
 * stop is the day's purpose rather than a lesser stop. By car, decision 130's reading; without one,
 * the car-free planner's (decision 132): the day's windows as it reads them (placeOnDay: roads,
 * winter rule, the open season its hours state: a summer market in January has none), and a ski area
 * in its lift months on a trip from a ski town's foot is what the trip is for (carFreeDay.ts forSkiing).
 */
export interface TierReading {
  inSeason(place: PlannerPlace, month: number): boolean;
  windows(place: PlannerPlace, date: string): Window[];
  purpose(place: PlannerPlace, date: string): boolean;
  /** The better place's visit, when not a one-day plan's (a district walked an hour, placeSense.ts dayStopMinutes). */
  visit?(place: PlannerPlace): number | null;
}

/**
 * By car (decision 135): in season as the stop value weighs the month, as without one (decision 132): the car
 * planner's value is the same `stopValue`, which keeps a third of an ordinary place's worth outside its best months
 * whether or not it "has a season" (placeSense.ts valueFactor): Olympic Legacy Plaza's fountains (June–August) in
 * January are no better stop than the Gallivan Center's skating rink.
 */
export const CAR_READING: TierReading = { inSeason: valuedInSeason, windows: (p, date) => windowsOn(p, calendarOf(p), date), purpose: () => false };

/**
 * A car trip's days keep the catalogue's visit of a district (aroundTown.ts dayVisit: decision 120 walks it an hour on
 * a one-day plan only), so a better district is no swap for a shorter stop there: Ogden's 25th Street is three hours
 * on a trip's day, not the hour a Layton day's canyon trail took (decision 135).
 */
export const CAR_TRIP_READING: TierReading = { ...CAR_READING, visit: (p) => dayVisit(p, stopVisit(p, 'normal'), WHOLE_DAY_HOURS * 60, true) };

export const carFreeReading = (skiTown: boolean): TierReading => ({
  inSeason: valuedInSeason,
  windows: (p, date) => placeOnDay(p, dayOf(date)).windows(),
  purpose: (p, date) => forSkiing(p, { date, skiTown }),
});

/**
 * Whether a day stands in a district's walk (decision 134): a walk (a district, a main street, a plaza) with a stop of the
 * day within AT_SAME_PLACE_MILES of its point (the Park City Museum at 528 Main Street, 0.05 mile from Main Street's) was
 * walked to that stop, as the planner reads a place that near the day's start or end as that place (search.ts).
 */
export function stoodIn(place: PlannerPlace, it: Itinerary): boolean {
  return (place.traits?.includes('walk') ?? false) && it.stops.some((s) => haversineMiles(place.lat, place.lng, s.lat, s.lng) < AT_SAME_PLACE_MILES);
}

/**
 * Issue 48's tier property: a stop of tier t (tiers.ts, staff's correction first) while a place of a
 * better tier lay nearer the day's path (a smaller detour from the path without that stop: by road in
 * the sweep, {@link roadDetour}; as the crow flies by default), unvisited, in its season (a ski hill in its lift months) and open for its own visit at
 * the hour the stop began, a stop for any traveler (not a stage, a whole park or a 4x4 road) and no
 * longer than the stop's own visit (a better place that needs more time than the stop had is no swap), and
 * of a category the day's other stops do not hold (the variety rule's choice, decision 062: a third
 * historic building beside Temple Square and the Capitol is worth half), and not a walk the day stands in ({@link stoodIn}), nor
 * a drive (decision 141, betterTier.ts isDrive: a byway or canyon road lies along its road, not at the turnoff the detour
 * measures, and the planner's swaps never take one).
 * `elsewhere`: places the plan visits on its other days (a trip's). Each as "Stop (tier 3) for Better (tier 1)".
 */
export function tierFaults(
  it: Itinerary,
  places: ReadonlyMap<string, PlannerPlace>,
  detour: Detour = crowDetour,
  elsewhere: readonly string[] = [],
  reading: TierReading = CAR_READING,
): string[] {
  const faults: string[] = [];
  const visited = new Set([...it.stops.map((s) => s.placeId), ...elsewhere]);
  const candidates = [...places.values()].filter(
    (p) => !visited.has(p.id) && !notAStop(p) && !seenFromOutside(p) && !isDrive(p) && kindAllowed(p) && !p.traits?.includes('area') && !stoodIn(p, it),
  );
  it.stops.forEach((s, k) => {
    const place = places.get(s.placeId);
    if (!place || placeTier(place) === 1) return;
    const start = s.arrive + (s.waitMinutes ?? 0) * 60_000;
    const { date, month } = utahParts(start);
    if (reading.purpose(place, date)) return;
    const stops = it.stops.map((o) => ({ ...o, at: o.depart }));
    const path = [{ ...it.start, at: it.leave }, ...stops.filter((_, j) => j !== k), { ...it.end, at: it.back }];
    const own = detour(path, stops[k]!);
    if (!Number.isFinite(own)) return;
    // The variety rule (decision 062): a second place of a category the day holds is worth half, so a better museum beside a museum is no finding.
    const held = new Set(it.stops.filter((_, j) => j !== k).map((o) => o.category));
    const better = candidates.find((p) => {
      if (held.has(p.category) || placeTier(p) >= placeTier(place) || detour(path, p) >= own || !reading.inSeason(p, month)) return false;
      const visit = reading.visit ? reading.visit(p) : dayStopMinutes(p, stopVisit(p, 'normal'));
      if (visit === null || visit > s.visitMinutes) return false;
      // The planner's own clock (rightHour.ts): an exposed desert hike in June–August waits out the midday heat (decision 135).
      if (heatStart(p, start, date, month, visit) !== start) return false;
      return reading.windows(p, date).some(([a, b]) => start >= a && start + visit * 60_000 <= b);
    });
    if (better) faults.push(`${s.name} (tier ${placeTier(place)}) for ${better.name} (tier ${placeTier(better)})`);
  });
  return faults;
}

/**
 * Decision 135: a venue (a stage, a cinema, a festival: placeSense.ts placeKind) is never the better place. Its tier is
 * its show's, a play at its own hour in its season that the planner does not know (no show times in the catalogue);
 * by day the planner plans it as a look from outside (45 minutes at half its worth, decision 062), which is not the
 * place its tier was given for: the Utah Shakespeare Festival's grounds at 10 AM are not the festival.
 */
export const seenFromOutside = (place: Pick<PlannerPlace, 'kind'>): boolean => place.kind === 'venue';

/** The verdict on one answer: a day's three choices, or a trip's. */
export function judge(
  c: SweepCase,
  answer: { kind: 'day'; result: PlanResult } | { kind: 'trip'; result: TripResult } | null,
  places: ReadonlyMap<string, PlannerPlace>,
  detour?: (date: string) => Detour,
): CaseVerdict {
  const none: CaseVerdict = { case: c, served: false, wheelShare: null, sharedStops: null, shut: [], dark: [], heat: [], tier: [] };
  if (!answer) return none;
  const choices: Itinerary[][] =
    answer.kind === 'day' ? answer.result.itineraries.map((it) => [it]) : answer.result.trips.map((t) => t.days.map((d) => d.plan));
  const first = choices[0];
  if (!first || first.every((it) => it.stops.length === 0)) return none;
  const faults = first.map((it) => hourFaults(it, places));
  // Without a car, the car-free planner's reading; a trip from a ski area's foot is a ski town's (carFreeRequest).
  const reading = c.mode === 'transit' && first[0] ? carFreeReading(atSkiAreaFoot(first[0].start)) : c.kind === 'trip' ? CAR_TRIP_READING : CAR_READING;
  const ids = choices.map((days) => days.flatMap((it) => it.stops.map((s) => s.placeId)));
  return {
    case: c,
    served: true,
    wheelShare: highest(first.filter((it) => it.stops.length > 0).map(wheelShare)),
    sharedStops: highest(pairs(ids).map(([a, b]) => shared(a, b))),
    shut: faults.flatMap((f) => f.shut),
    dark: faults.flatMap((f) => f.dark),
    heat: faults.flatMap((f) => f.heat),
    // A trip's day is not faulted for a better place another of its days visits.
    tier: first.flatMap((it) => tierFaults(it, places, detour?.(utahParts(it.leave).date), ids[0], reading)),
  };
}

/** One row of the table: how many answers of a group break each property. */
export interface Tally {
  answers: number;
  unserved: number;
  overWheel: number;
  overShared: number;
  shut: number;
  dark: number;
  heat: number;
  tier: number;
}

export function tally(verdicts: readonly CaseVerdict[]): Tally {
  const served = verdicts.filter((v) => v.served);
  return {
    answers: served.length,
    unserved: verdicts.length - served.length,
    overWheel: served.filter((v) => (v.wheelShare ?? 0) > LIMITS.wheelShare).length,
    overShared: served.filter((v) => (v.sharedStops ?? 0) > LIMITS.sharedStops).length,
    shut: served.filter((v) => v.shut.length > 0).length,
    dark: served.filter((v) => v.dark.length > 0).length,
    heat: served.filter((v) => v.heat.length > 0).length,
    tier: served.filter((v) => v.tier.length > 0).length,
  };
}
