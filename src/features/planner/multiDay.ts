/**
 * Trips of 2 to 7 days (docs/decisions/052-multi-day-trips.md): the nights first, then the days.
 *
 * 1. The nights: a beam search over sequences of overnight towns (nights.ts) from the start to the
 *    end, each day's town-to-town drive within the daily driving limit, scored by what the day
 *    between them can hold (the best open places not taken on an earlier day whose detour fits
 *    the limit and the day) minus the driving, with a squared drive term that keeps the days
 *    balanced. Staying two nights in one town is allowed: that is how a park that needs a day
 *    gets one.
 * 2. The days: each day is today's one-day planner (`planDay`) from one night's town to the
 *    next, with the day's hours, the driving limit, the roads of its date and the places open
 *    that day, minus those already visited. A day where nothing fits is the drive alone.
 * The three best different night sequences give three trips. Deterministic: ties break by name.
 */
import { utahParts } from '../../lib/utahTime.ts';
import { type Day, dayAt } from '../roads/day.ts';
import { sunTimes } from '../planning/daylight.ts';
import { EVERY_ROAD_OPEN, type GraphPoint, legFrom, placeNode, pointNode, pointOn, resolvePoint, treeOf } from '../planning/graphJoin.ts';
import { lodgingSearchUrl, NIGHT_TOWNS } from '../planning/nights.ts';
import { placeOnDay } from '../planning/placeOnDay.ts';
import { notAStop } from '../planning/placeSense.ts';
import {
  AIRPORT_LABEL,
  DRIVE_PENALTY_PER_HOUR,
  type Itinerary,
  type PlanInput,
  PlanInputError,
  type PlannerData,
  type Trip,
  type TripDay,
  type TripResult,
  WHOLE_DAY_HOURS,
} from '../planning/planning.ts';
import { beyondShare, planDay, sameTimeLater } from './search.ts';
import { stopValue, stopVisit, varietyRule } from '../planning/stopValue.ts';
import { timeline } from './timeline.ts';
import { type AroundRule, aroundFactor } from './aroundTown.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { nightNote, nightWeight, unlessAGatewayFits } from './gateways.ts';
import { missedSignatures } from '../planning/signature.ts';
import { say } from '../../lib/messages/said.ts';
import { kindAllowed } from '../planning/travelerKinds.ts';
import { byCodeUnits } from '../../lib/text.ts';

const noteOf = (town: string) => {
  const note = nightNote(town);
  return note ? { note } : {};
};

export const MAX_DAYS = 7;
/** The default daily driving limit: five hours. */
export const DEFAULT_DRIVE_HOURS = 5;
/** Sequences of nights kept at each step of the search. */
const BEAM = 64;
/** Points lost per squared hour of a day's driving: two 3-hour days beat a 1-hour and a 5-hour one. */
const BALANCE_PER_HOUR2 = 0.35;
/** A trip's first place in a National Park Service unit counts this many times: the parks are what several days are for. */
const PARK_BONUS = 3;
/**
 * Issue 39: signature sights weigh up to three times more (signature.ts), so the drive between the
 * nights costs as much more: the nights stay a loop through the gateways, not a zig-zag after sights.
 */
const EXPERT_DRIVE_SCALE = 2.5;
/** Issue 48 (decision 092): points lost per hour a day drives beyond its wheel share (search.ts beyondShare), and per hour a
 * night of a trip based in a town lies beyond its free radius: Moab's days are Arches, Canyonlands and the river, not Bluff. */
const OVER_SHARE_PER_HOUR = 10;
const NIGHT_AWAY_PER_HOUR = 20;
/** At most this many stops are counted when a pair of towns is scored. */
const SCORED_STOPS = 4;

export interface TripInput extends PlanInput {
  days: number;
  /** The daily driving limit in minutes. */
  driveMinutes: number;
  /** The instant the trip must be back at the airport (the flight less its buffer), or null. */
  arriveBy: number | null;
}

interface Point {
  label: string;
  node: GraphPoint;
}

/** A sequence of nights being searched: the points so far, the places it counts on and its score. */
interface State {
  path: number[];
  claimed: number[];
  /** NPS units already in the trip. */
  units: string[];
  score: number;
  /** What its nights lose for lying away from the start of a trip based there (issue 48). */
  away: number;
}

/** The day's minutes: the hours asked for, and on the last day of a flight, what is left before it. */
function dayBudgets(input: TripInput, leaves: readonly number[]): number[] {
  const hours = (input.hours === 'day' ? WHOLE_DAY_HOURS : input.hours) * 60;
  return leaves.map((leave, k) => {
    if (k < leaves.length - 1 || input.arriveBy === null) return input.budgetMinutes ?? hours;
    const left = Math.floor((input.arriveBy - leave) / 60_000);
    if (left < 30) throw new PlanInputError(say('plan.error.flightAfterLastDay'), ['flight', 'time']);
    return Math.min(left, input.budgetMinutes ?? Math.max(hours, left));
  });
}

/** The trip's days, one day model each (roads/day.ts): the nights are searched on the roads each day is then planned on (decision 054). */
export function tripDays(input: Pick<TripInput, 'leave' | 'days' | 'liveClosures'>): Day[] {
  return Array.from({ length: input.days }, (_, k) => dayAt(sameTimeLater(input.leave, k), input.liveClosures));
}

/** Plans up to three different trips of `input.days` days (2 to 7). */
export function planTrip(data: PlannerData, input: TripInput): TripResult {
  const n = input.days;
  if (!Number.isInteger(n) || n < 2 || n > MAX_DAYS) throw new PlanInputError(say('plan.error.tripDays', { max: MAX_DAYS }));
  const leaves = Array.from({ length: n }, (_, k) => sameTimeLater(input.leave, k));
  const dates = leaves.map((l) => utahParts(l).date);
  const roads = tripDays(input);
  const budgets = dayBudgets(input, leaves);
  // Each day's driving limit: the visitor's, or the whole day when that is shorter (a flight's last day).
  const limits = budgets.map((b) => Math.min(input.driveMinutes, b));
  const limit = Math.max(...limits);

  const start: Point = { label: input.from, node: resolvePoint(input.from, data.places, input.near, EVERY_ROAD_OPEN).node };
  const endLabel = input.arriveBy !== null ? AIRPORT_LABEL : input.to.trim() || input.from;
  const end: Point = { label: endLabel, node: resolvePoint(endLabel, data.places, input.near, EVERY_ROAD_OPEN).node };
  // A trip from a town back to it keeps to its region, the farther the longer it is (a week from Salt Lake City
  // may loop through the parks); the airport is an arrival, not a base: a trip from it goes where the parks are.
  const based = input.arriveBy === null && endLabel === start.label && start.label !== AIRPORT_LABEL;
  const freeRadius = (n - 2) * 60;
  const towns: Point[] = NIGHT_TOWNS.map((t) => ({ label: t, node: pointNode(t, UTAH_TOWNS[t]!.lat, UTAH_TOWNS[t]!.lng, EVERY_ROAD_OPEN) }));
  // Points: 0 the start, 1 the end, then the towns.
  const points = [start, end, ...towns];

  // Places: value, visit and whether open on each day. The day search's own value of each stop
  // (stopValue.ts), with the month's share as decision 054 planned once the signature sights keep
  // their weight out of season (issue 39): else an ordinary place out of its season weighs as much
  // in the nights as in its best month. The first day's month: a trip is at most a week.
  const places = data.places.map((p) => {
    const visit = stopVisit(p, input.pace);
    const value = visit === null ? 0 : stopValue(p, { visit, categories: input.categories, month: roads[0]!.month, focus: input.focus, tiers: based });
    return { p, node: placeNode(p, EVERY_ROAD_OPEN), visit, value, open: roads.map((d) => placeOnDay(p, d).closed === null) };
  });
  const usable = places.flatMap(({ p, node, visit }, i) => (visit !== null && node.access.length > 0 && !notAStop(p) && kindAllowed(p, input) ? [i] : []));
  usable.sort((a, b) => places[b]!.value - places[a]!.value || byCodeUnits(places[a]!.p.id, places[b]!.p.id));

  // Drives, rounded to the minute, per day's roads: point → point and point → place (places beyond the limit left out).
  // Per graph, not per date: the days that close the same roads drive the same minutes (issue 38).
  const memo = new Map<string, { between: number[][]; toPlace: Float64Array[]; around: Float64Array }>();
  const drives = (day: Day) => {
    const known = memo.get(day.roads.graph);
    if (known) return known;
    const on = points.map((q) => pointOn(q.node, day.roads));
    const trees = on.map((q) => treeOf(q, day.roads));
    const between = on.map((a, i) => on.map((b) => Math.round(legFrom(trees[i]!, a, b))));
    const nodes = usable.map((k) => pointOn(places[k]!.node, day.roads));
    const toPlace = on.map((a, i) => Float64Array.from(nodes, (node) => Math.round(legFrom(trees[i]!, a, node))));
    // Issue 48: a trip based in a town keeps its days around it, beyond the nights' free radius (aroundTown.ts).
    const around = Float64Array.from(toPlace[0]!, (out) => (based ? aroundFactor(out, freeRadius) : 1));
    const value = { between, toPlace, around };
    memo.set(day.roads.graph, value);
    return value;
  };

  /** What a day from point a to point b can hold: the best stops whose detours fit, greedily. */
  // The places a day from a to b could visit (out and back each within the limit), best first.
  // Issue 38: per day and pair, only the places open that day whose detour can still fit the day's
  // driving and hours after the stops picked before it: dayScore below skips the others anyway, and
  // the beam asks for the same pair thousands of times. A detour is rarely negative (drives are
  // rounded, and a short hop beats the roads), so the bound allows for the earlier stops' shortest.
  const pairs = new Map<number, number[]>();
  const candidates = (a: number, b: number, day: number): number[] => {
    const key = (day * points.length + a) * points.length + b;
    const known = pairs.get(key);
    if (known) return known;
    const { between, toPlace } = drives(roads[day]!);
    const direct = between[a]![b]!;
    const near: number[] = [];
    let shortest = 0;
    let quickest = 0;
    for (let j = 0; j < usable.length; j++) {
      const out = toPlace[a]![j]!;
      const back = toPlace[b]![j]!;
      if (!(out <= limit && back <= limit) || !places[usable[j]!]!.open[day]) continue;
      near.push(j);
      shortest = Math.min(shortest, out + back - direct);
      quickest = Math.min(quickest, out + back - direct + places[usable[j]!]!.visit!);
    }
    const before = SCORED_STOPS - 1;
    const list = near.filter((j) => {
      const detour = toPlace[a]![j]! + toPlace[b]![j]! - direct;
      return direct + before * shortest + detour <= limits[day]! && direct + before * quickest + detour + places[usable[j]!]!.visit! <= budgets[day]!;
    });
    pairs.set(key, list);
    return list;
  };
  const dayScore = (a: number, b: number, day: number, claimed: readonly number[], units: readonly string[]) => {
    const { between, toPlace, around } = drives(roads[day]!);
    const direct = between[a]![b]!;
    if (!(direct <= limits[day]!)) return null;
    let drive = direct;
    let time = direct;
    let value = 0;
    let taken = 0;
    const share = varietyRule();
    const picked: number[] = [];
    const parks = new Set<string>();
    const fromA = toPlace[a]!;
    const toB = toPlace[b]!;
    for (const j of candidates(a, b, day)) {
      if (taken === SCORED_STOPS) break;
      const out = fromA[j]!;
      const back = toB[j]!;
      const k = usable[j]!;
      const c = places[k]!;
      if (claimed.includes(k) || !c.open[day]) continue;
      const detour = out + back - direct;
      if (drive + detour > limits[day]! || time + detour + c.visit! > budgets[day]!) continue;
      drive += detour;
      time += detour + c.visit!;
      const park = c.p.park;
      const bonus = park && !units.includes(park) && !parks.has(park) ? PARK_BONUS : 1;
      if (park) parks.add(park);
      value += c.value * around[j]! * bonus * share(c.p);
      picked.push(k);
      taken++;
    }
    // The last leg to a set end (the airport, another town) is asked for, as a day's other end is (search.ts).
    const asked = b === 1 && !based ? direct : 0;
    const over = OVER_SHARE_PER_HOUR * (beyondShare(drive, time - drive, asked) / 60);
    return { score: value - EXPERT_DRIVE_SCALE * ((drive / 60) * DRIVE_PENALTY_PER_HOUR + BALANCE_PER_HOUR2 * (drive / 60) ** 2) - over, picked, parks };
  };

  // The nights: beam search over towns, the last day always to the end.
  const townIds = towns.map((_, i) => i + 2);
  let beam: State[] = [{ path: [0], claimed: [], units: [], score: 0, away: 0 }];
  for (let day = 0; day < n; day++) {
    const last = day === n - 1;
    const next: State[] = [];
    for (const s of beam) {
      const here = s.path.at(-1)!;
      const options: State[] = [];
      for (const to of last ? [1] : townIds) {
        // Decision 062: a trip does not come back to a town it has left (Moab, Panguitch, Moab): the guides' loops never double back.
        if (to !== here && s.path.includes(to)) continue;
        // Stay reachable: the end must be within the days left after this night.
        if (!last && !(drives(roads[day + 1]!).between[to]![1]! <= limits.slice(day + 1).reduce((t, x) => t + x, 0))) continue;
        const d = dayScore(here, to, day, s.claimed, s.units);
        if (!d) continue;
        // Issue 39: gateway towns first, a few-rooms town only when nothing else fits (gateways.ts).
        const away = last || !based ? 0 : (NIGHT_AWAY_PER_HOUR * Math.max(0, drives(roads[day]!).between[0]![to]! - freeRadius)) / 60;
        const night = last ? 0 : nightWeight(points[to]!.label) - away;
        options.push({
          path: [...s.path, to],
          claimed: [...s.claimed, ...d.picked],
          units: [...s.units, ...d.parks],
          score: s.score + d.score + night,
          away: s.away + away,
        });
      }
      next.push(...unlessAGatewayFits(options, (o) => points[o.path.at(-1)!]!.label));
    }
    const key = (s: State) => s.path.join(',');
    next.sort((x, y) => y.score - x.score || byCodeUnits(key(x), key(y)));
    beam = next.slice(0, BEAM);
    if (beam.length === 0)
      throw new PlanInputError(say('plan.error.noTrip', { days: n, hours: Math.round(input.driveMinutes / 6) / 10, from: start.label, to: end.label }));
  }

  // Three different sequences: each differs from those kept by at least one town slept in.
  const chosen: State[] = [];
  const townsOf = (s: State) => [...new Set(s.path.slice(1, -1))].sort().join(',');
  for (const s of beam) {
    if (chosen.length === 3) break;
    if (chosen.every((c) => townsOf(c) !== townsOf(s))) chosen.push(s);
  }

  const planned = new Map<string, Itinerary>();
  const at = new Map(usable.map((k, j) => [places[k]!.p.id, j]));
  const aroundBase = (day: number): AroundRule => {
    const { around } = drives(roads[day]!);
    return (id) => (at.has(id) ? around[at.get(id)!]! : 1);
  };
  const ranked = chosen.map((s) => {
    const days = s.path.map((i) => points[i]!);
    const trip = planDays(data, input, days, { leaves, dates, roads, budgets, limits, memo: planned, around: based ? aroundBase : undefined });
    // Issue 48: ranked as the nights were searched: the days' worth less the wheel beyond its share and the nights away.
    const asked = based ? 0 : drives(roads[n - 1]!).between[s.path.at(-2)!]![1]!;
    const over = trip.days.reduce((t, d, i) => t + beyondShare(d.plan.driveMinutes, d.plan.visitMinutes, i === n - 1 ? asked : 0), 0);
    return { trip, rank: trip.score - OVER_SHARE_PER_HOUR * (over / 60) - s.away };
  });

  // Best first by the planned days' own scores (the search only estimated them).
  ranked.sort((x, y) => y.rank - x.rank);
  const trips = ranked.map((r) => r.trip);
  return { start: start.node.point, end: end.node.point, days: n, driveLimitMinutes: input.driveMinutes, arriveBy: input.arriveBy, trips };
}

interface Frame {
  leaves: number[];
  dates: string[];
  roads: Day[];
  budgets: number[];
  limits: number[];
  /** Days already planned, by the nights that lead to them: trips that share their first nights share those days. */
  memo: Map<string, Itinerary>;
  /** How each day weighs a place by where it lies: around the base of a trip from a town back to it (aroundTown.ts). */
  around: ((day: number) => AroundRule) | undefined;
}

/** Plans each day of a chosen sequence of nights with the one-day planner, places visited once. */
function planDays(data: PlannerData, input: TripInput, path: readonly Point[], f: Frame): Trip {
  const used = new Set<string>();
  const days: TripDay[] = [];
  for (let k = 0; k + 1 < path.length; k++) {
    const from = path[k]!;
    const to = path[k + 1]!;
    const sun = sunTimes(f.leaves[k]!, to.node.point.lat, to.node.point.lng);
    const key = path
      .slice(0, k + 2)
      .map((p) => p.label)
      .join('>');
    let plan = f.memo.get(key);
    if (!plan) {
      const places = data.places.filter((p) => !used.has(p.id) && placeOnDay(p, f.roads[k]!).closed === null);
      const dayInput: PlanInput = {
        ...input,
        from: from.label,
        to: to.label,
        leave: f.leaves[k]!,
        budgetMinutes: f.budgets[k]!,
        maxDriveMinutes: f.limits[k],
        date: f.dates[k],
      };
      plan = planDay({ ...data, places }, dayInput, f.around?.(k)).itineraries[0] ?? driveOnly(from, to, f.leaves[k]!, f.roads[k]!, sun);
      f.memo.set(key, plan);
    }
    for (const s of plan.stops) used.add(s.placeId);
    const last = k + 2 === path.length;
    days.push({
      date: f.dates[k]!,
      roads: f.roads[k]!.season,
      plan,
      budgetMinutes: f.budgets[k]!,
      night: last ? null : { town: to.label, ...noteOf(to.label), lat: to.node.point.lat, lng: to.node.point.lng, lodging: lodgingSearchUrl(to.label) },
      sunrise: sun.sunrise,
      sunset: sun.sunset,
    });
  }
  const driveMinutes = days.reduce((t, d) => t + d.plan.driveMinutes, 0);
  const visitMinutes = days.reduce((t, d) => t + d.plan.visitMinutes, 0);
  const score = Math.round(days.reduce((t, d) => t + d.plan.score, 0) * 100) / 100;
  const leftOut = missedSignatures([...used], data.places);
  return { days, driveMinutes, visitMinutes, score, ...(leftOut.length ? { leftOut } : {}) };
}

/** A day with no stop that fits: the drive to the next night. */
function driveOnly(from: Point, to: Point, leave: number, day: Day, sun: ReturnType<typeof sunTimes>): Itinerary {
  const [a, b] = [pointOn(from.node, day.roads), pointOn(to.node, day.roads)];
  const minutes = Math.round(legFrom(treeOf(a, day.roads), a, b));
  return timeline(
    { stops: [], legs: [minutes], drive: minutes, visit: 0, score: -(minutes / 60) * DRIVE_PENALTY_PER_HOUR },
    from.node.point,
    to.node.point,
    leave,
    sun,
  );
}
