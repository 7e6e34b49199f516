/**
 * Trips of 2 to 7 days (docs/decisions/052-multi-day-trips.md): the nights first, then the days.
 *
 * 1. The nights: a beam search over sequences of overnight towns (nights.ts) from the start to the
 *    end, each day's town-to-town drive within the daily driving limit, scored by what the day
 *    between them can hold (the best open places not taken on an earlier day whose detour fits
 *    the limit and the day) minus the driving, with a squared drive term that keeps the days
 *    balanced. Staying two nights in one town is allowed: that is how a park that needs a day
 *    gets one.
 * 2. The days (planDays.ts): each day is today's one-day planner (`planDay`) from one night's town
 *    to the next, with the day's hours, the driving limit, the roads of its date and the places
 *    open that day, minus those already visited. A day where nothing fits is the drive alone.
 * The three best sequences with different towns are planned; the best of them is the first trip,
 * and the later trips differ from it by where or what (tripChoices.ts, decision 104): as they
 * are, or their last days searched and planned again without the earlier trips' stops.
 * Deterministic: ties break by name.
 */
import { utahParts } from '../../lib/utahTime.ts';
import { type Day, dayAt } from '../roads/day.ts';
import { EVERY_ROAD_OPEN, legFrom, placeNode, pointNode, pointOn, resolvePoint, treeOf } from '../planning/graphJoin.ts';
import { NIGHT_TOWNS } from '../planning/nights.ts';
import { placeOnDay } from '../planning/placeOnDay.ts';
import { notAStop, stageWithoutShow } from '../planning/placeSense.ts';
import {
  AIRPORT_LABEL,
  DRIVE_PENALTY_PER_HOUR,
  type Itinerary,
  type PlanInput,
  PlanInputError,
  type PlannerData,
  type TripResult,
} from '../planning/planning.ts';
import { sameTimeLater } from './search.ts';
import { baseAround, baseIsANight, byWorthHere, movedFor, overShare } from './tripRegion.ts';
import { stopValue, stopVisit, varietyRule } from '../planning/stopValue.ts';
import { type AroundRule, otherBase } from './aroundTown.ts';
import { sightById } from '../planning/signature.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { nightWeight, unlessAGatewayFits } from './gateways.ts';
import { say } from '../../lib/messages/said.ts';
import { kindAllowed } from '../planning/travelerKinds.ts';
import { byCodeUnits } from '../../lib/text.ts';
import { chooseTrips, type TripOption } from './tripChoices.ts';
import { dayBudgets, type Frame, planDays, type Point, type Without } from './planDays.ts';

export const MAX_DAYS = 7;
/** The default daily driving limit: five hours. */
export const DEFAULT_DRIVE_HOURS = 5;
/** Sequences of nights kept at each step of the search. */
const BEAM = 64;
/** Sequences kept at each step when a later choice's remaining nights are searched again (tripChoices.ts). */
const REPLAN_BEAM = 16;
/** Points lost per squared hour of a day's driving: two 3-hour days beat a 1-hour and a 5-hour one. */
const BALANCE_PER_HOUR2 = 0.35;
/** A trip's first place in a National Park Service unit counts this many times: the parks are what several days are for. */
const PARK_BONUS = 3;
/**
 * Issue 39: signature sights weigh up to three times more (signature.ts), so the drive between the
 * nights costs as much more: the nights stay a loop through the gateways, not a zig-zag after sights.
 */
const EXPERT_DRIVE_SCALE = 2.5;
/** Issue 48 (decision 092): points lost per hour a night of a trip based in a town lies beyond its free radius: Moab's
 * days are Arches, Canyonlands and the river, not Bluff. A day beyond its wheel share: tripRegion.ts overShare. */
const NIGHT_AWAY_PER_HOUR = 20;
/**
 * Issue 48 (decision 121): a night lies near what its day or the next day is for, or on the way between the nights around
 * it. Points lost per hour beyond {@link NIGHT_NEAR_MINUTES} by which the town lies both from the nearest of the
 * {@link MAIN_STOPS} best stops of either day and off the way (the drive through it less the direct one): a May week
 * from the airport slept in Bluff between a day in Arches and one in Capitol Reef, two hours from both and off the way.
 */
const NIGHT_FAR_PER_HOUR = 40;
const NIGHT_NEAR_MINUTES = 45;
const MAIN_STOPS = 2;
/** Sequences of nights planned beyond the three when a night of the best of them lies far from its days as planned. */
const MORE_PLANNED = 3;
/** Minutes of slack when a day's places are narrowed by the trip's drives (planDays.ts): the day's own test is exact. */
const NEAR_SLACK = 15;
/** At most this many stops are counted when a pair of towns is scored. */
const SCORED_STOPS = 4;

export interface TripInput extends PlanInput {
  days: number;
  /** The daily driving limit in minutes. */
  driveMinutes: number;
  /** The instant the trip must be back at the airport (the flight less its buffer), or null. */
  arriveBy: number | null;
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
  /** The last day's stops, by index in `usable`: the next night is weighed by how near it lies to them (decision 121). */
  last: number[];
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
  const regionOf = { elsewhere: otherBase(data.places, start.node.point), sight: sightById(data.places) };
  const towns: Point[] = NIGHT_TOWNS.map((t) => ({ label: t, node: pointNode(t, UTAH_TOWNS[t]!.lat, UTAH_TOWNS[t]!.lng, EVERY_ROAD_OPEN) }));
  // Points: 0 the start, 1 the end, then the towns; decision 127: last, a based trip's own start by its name, though no night town.
  const base = baseIsANight(based, start.node.point.name) ? [{ label: start.node.point.name, node: start.node }] : [];
  const points = [start, end, ...towns, ...base];

  // Places: value, visit and whether open on each day. The day search's own value of each stop
  // (stopValue.ts), with the month's share as decision 054 planned once the signature sights keep
  // their weight out of season (issue 39): else an ordinary place out of its season weighs as much
  // in the nights as in its best month. The first day's month: a trip is at most a week.
  const places = data.places.map((p) => {
    const visit = stopVisit(p, input.pace);
    const value = visit === null ? 0 : stopValue(p, { visit, categories: input.categories, month: roads[0]!.month, focus: input.focus, tiers: based });
    return { p, node: placeNode(p, EVERY_ROAD_OPEN), visit, value, open: roads.map((d) => placeOnDay(p, d).closed === null) };
  });
  const usable = places.flatMap(({ p, node, visit }, i) =>
    visit !== null && node.access.length > 0 && !notAStop(p) && !stageWithoutShow(p) && kindAllowed(p, input) ? [i] : [],
  );
  usable.sort((a, b) => places[b]!.value - places[a]!.value || byCodeUnits(places[a]!.p.id, places[b]!.p.id));
  const visits = Float64Array.from(usable, (k) => places[k]!.visit!);

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
    // Issue 48: a trip based in a town keeps its days around it, beyond the nights' free radius (aroundTown.ts); decision 127:
    // a park's sights away from its gateway and another base's places reach as much less from it as on a day around it.
    const around = based
      ? baseAround(
          usable.map((k) => places[k]!.p),
          toPlace[0]!,
          freeRadius,
          regionOf,
        )
      : new Float64Array(usable.length).fill(1);
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
  // The places open on the day within the limit of each point, in `usable` order: a pair's candidates are among both ends'.
  const reach = new Map<number, number[]>();
  const reachOf = (a: number, day: number): number[] => {
    const key = day * points.length + a;
    const known = reach.get(key);
    if (known) return known;
    const out = drives(roads[day]!).toPlace[a]!;
    const list = usable.flatMap((k, j) => (out[j]! <= limit && places[k]!.open[day] ? [j] : []));
    reach.set(key, list);
    return list;
  };
  const candidates = (a: number, b: number, day: number): number[] => {
    const key = (day * points.length + a) * points.length + b;
    const known = pairs.get(key);
    if (known) return known;
    const { between, toPlace, around } = drives(roads[day]!);
    const direct = between[a]![b]!;
    const near: number[] = [];
    let shortest = 0;
    let quickest = 0;
    for (const j of reachOf(a, day)) {
      const out = toPlace[a]![j]!;
      const back = toPlace[b]![j]!;
      if (!(back <= limit)) continue;
      near.push(j);
      shortest = Math.min(shortest, out + back - direct);
      quickest = Math.min(quickest, out + back - direct + visits[j]!);
    }
    const before = SCORED_STOPS - 1;
    const list = near.filter((j) => {
      const detour = toPlace[a]![j]! + toPlace[b]![j]! - direct;
      return direct + before * shortest + detour <= limits[day]! && direct + before * quickest + detour + visits[j]! <= budgets[day]!;
    });
    // Decision 127: a based trip's day counts its places by what they are worth where they lie, not by their worth anywhere.
    if (based) byWorthHere(list, (j) => places[usable[j]!]!.value * around[j]!);
    pairs.set(key, list);
    return list;
  };
  // `taken`: the places an earlier day counts on, by index (a flag per place: the search asks thousands of times).
  const dayScore = (a: number, b: number, day: number, taken: Uint8Array, units: readonly string[]) => {
    const { between, toPlace, around } = drives(roads[day]!);
    const direct = between[a]![b]!;
    if (!(direct <= limits[day]!)) return null;
    let drive = direct;
    let time = direct;
    let value = 0;
    const share = varietyRule();
    const picked: number[] = [];
    const seen: number[] = [];
    const parks = new Set<string>();
    const fromA = toPlace[a]!;
    const toB = toPlace[b]!;
    // The candidates are open that day already (reachOf).
    for (const j of candidates(a, b, day)) {
      if (picked.length === SCORED_STOPS) break;
      const k = usable[j]!;
      if (taken[k]) continue;
      const detour = fromA[j]! + toB[j]! - direct;
      if (drive + detour > limits[day]! || time + detour + visits[j]! > budgets[day]!) continue;
      const c = places[k]!;
      drive += detour;
      time += detour + c.visit!;
      const park = c.p.park;
      const bonus = park && !units.includes(park) && !parks.has(park) ? PARK_BONUS : 1;
      if (park) parks.add(park);
      value += c.value * around[j]! * bonus * share(c.p);
      picked.push(k);
      seen.push(j);
    }
    // The last leg to a set end (the airport, another town) is asked for, as a day's other end is (search.ts).
    // Decision 127: a based trip's move between two nights is asked for only as far as its length needs it (tripRegion.ts).
    const asked = based ? movedFor(direct, freeRadius) : b === 1 ? direct : 0;
    const over = overShare(based, drive, time - drive, asked);
    return {
      score: value - EXPERT_DRIVE_SCALE * ((drive / 60) * DRIVE_PENALTY_PER_HOUR + BALANCE_PER_HOUR2 * (drive / 60) ** 2) - over,
      picked,
      seen,
      parks,
    };
  };

  // The nights: beam search over towns from a state (the start, or a later choice's first days), the last day always to the end.
  const townIds = [...towns, ...base].map((_, i) => i + 2);
  // Decision 121: what the night at path[day] loses for lying far from the best stops of its day and the next (indexes in
  // `usable`, best first) and off the way from the night before to the next.
  const farAt = (day: number, prev: number, night: number, next: number, before: readonly number[], after: readonly number[]) => {
    if (night < 2) return 0;
    const { between, toPlace } = drives(roads[day]!);
    const out = toPlace[night]!;
    let nearest = between[prev]![night]! + between[night]![next]! - between[prev]![next]!;
    for (const j of before.slice(0, MAIN_STOPS)) nearest = Math.min(nearest, out[j]!);
    for (const j of after.slice(0, MAIN_STOPS)) nearest = Math.min(nearest, out[j]!);
    return (NIGHT_FAR_PER_HOUR * Math.max(0, nearest - NIGHT_NEAR_MINUTES)) / 60;
  };
  const awayAt = (day: number, to: number) =>
    day === n - 1 || !based ? 0 : (NIGHT_AWAY_PER_HOUR * Math.max(0, drives(roads[day]!).between[0]![to]! - freeRadius)) / 60;
  // Each step keeps its state's arrays to extend until it is among the `width` best (issue 52: most steps are dropped).
  const search = (from: State, width: number): State[] => {
    let beam = [from];
    for (let day = from.path.length - 1; day < n && beam.length > 0; day++) {
      const last = day === n - 1;
      const next: Array<{ s: State; to: number; picked: number[]; seen: number[]; parks: Set<string>; score: number; away: number }> = [];
      const after = drives(roads[Math.min(day + 1, n - 1)]!).between;
      const left = limits.slice(day + 1).reduce((t, x) => t + x, 0);
      for (const s of beam) {
        const here = s.path.at(-1)!;
        const taken = new Uint8Array(places.length);
        for (const k of s.claimed) taken[k] = 1;
        const options: typeof next = [];
        for (const to of last ? [1] : townIds) {
          // Decision 062: a trip does not come back to a town it has left (Moab, Panguitch, Moab): the guides' loops never double back.
          if (to !== here && s.path.includes(to)) continue;
          // Stay reachable: the end must be within the days left after this night.
          if (!last && !(after[to]![1]! <= left)) continue;
          const d = dayScore(here, to, day, taken, s.units);
          if (!d) continue;
          // Issue 39: gateway towns first, a few-rooms town only when nothing else fits (gateways.ts).
          const away = awayAt(day, to);
          const night = (last ? 0 : nightWeight(points[to]!.label) - away) - (day > 0 ? farAt(day, s.path.at(-2)!, here, to, s.last, d.seen) : 0);
          options.push({ s, to, picked: d.picked, seen: d.seen, parks: d.parks, score: s.score + d.score + night, away: s.away + away });
        }
        next.push(...unlessAGatewayFits(options, (o) => points[o.to]!.label));
      }
      // Ties break by the nights' indexes as text, each joined once (a sort asks for them thousands of times).
      const keys = new Map<(typeof next)[number], string>();
      const key = (o: (typeof next)[number]) => keys.get(o) ?? keys.set(o, [...o.s.path, o.to].join(',')).get(o)!;
      next.sort((x, y) => y.score - x.score || byCodeUnits(key(x), key(y)));
      beam = next.slice(0, width).map((o) => ({
        path: [...o.s.path, o.to],
        claimed: [...o.s.claimed, ...o.picked],
        units: [...o.s.units, ...o.parks],
        score: o.score,
        away: o.away,
        last: o.seen,
      }));
    }
    return beam;
  };
  const beam = search({ path: [0], claimed: [], units: [], score: 0, away: 0, last: [] }, BEAM);
  if (beam.length === 0)
    throw new PlanInputError(say('plan.error.noTrip', { days: n, hours: Math.round(input.driveMinutes / 6) / 10, from: start.label, to: end.label }));

  // The sequences to plan, best first (decision 121: each differs by its nights in order, not by its set of towns: Moab,
  // Moab, Torrey and Moab, Torrey, Torrey are two trips; the choices' own differences are tripChoices.ts's).
  const chosen: State[] = [];
  const townsOf = (s: State) => s.path.slice(1, -1).join(',');
  for (const s of beam) if (chosen.every((c) => townsOf(c) !== townsOf(s))) chosen.push(s);

  const planned = new Map<string, Itinerary>();
  const at = new Map(usable.map((k, j) => [places[k]!.p.id, j]));
  const aroundBase = (day: number): AroundRule => {
    const { around } = drives(roads[day]!);
    return (id) => (at.has(id) ? around[at.get(id)!]! : 1);
  };
  const open = (i: number, day: number) => places[i]!.open[day]!;
  // A day's stops by index in `usable`, best first (`usable` is in value order), as the night search picks them.
  const bestFirst = (stops: ReadonlyArray<{ placeId: string }>) => stops.flatMap((x) => (at.has(x.placeId) ? [at.get(x.placeId)!] : [])).sort((x, y) => x - y);
  // Whether a place may fit a day by the trip's own drives: the day's planner leaves out one whose out + back is over
  // the day's driving or out + visit + back over its hours, on the same roads (issue 52: most of the catalogue, each day).
  const slot = new Int32Array(places.length).fill(-1);
  usable.forEach((k, j) => {
    slot[k] = j;
  });
  const near = (day: number, a: Point, b: Point) => {
    const { toPlace } = drives(roads[day]!);
    const [out, back] = [toPlace[points.indexOf(a)]!, toPlace[points.indexOf(b)]!];
    return (i: number) => {
      const j = slot[i]!;
      return j >= 0 && out[j]! + back[j]! <= limits[day]! + NEAR_SLACK && out[j]! + places[i]!.visit! + back[j]! <= budgets[day]! + NEAR_SLACK;
    };
  };
  const moved = based ? (direct: number) => movedFor(direct, freeRadius) : undefined;
  const frame: Frame = { leaves, dates, roads, budgets, limits, memo: planned, around: based ? aroundBase : undefined, moved, open, near };
  const option = (s: State, without?: Without): Choice => {
    const days = s.path.map((i) => points[i]!);
    const trip = planDays(data, input, days, frame, without);
    // Issue 48: ranked as the nights were searched: the days' worth less the wheel beyond its share and the nights away.
    const asked = (i: number) => {
      const direct = drives(roads[i]!).between[s.path[i]!]![s.path[i + 1]!]!;
      return based ? movedFor(direct, freeRadius) : i === n - 1 ? direct : 0;
    };
    const over = trip.days.reduce((t, d, i) => t + overShare(based, d.plan.driveMinutes, d.plan.visitMinutes, asked(i)), 0);
    // Decision 121: and its nights far from what the days around them visit, as planned (the search only estimated them).
    const stopsOf = trip.days.map((d) => bestFirst(d.plan.stops));
    const far = s.path.slice(1, -1).reduce((t, night, k) => t + farAt(k + 1, s.path[k]!, night, s.path[k + 2]!, stopsOf[k]!, stopsOf[k + 1]!), 0);
    return { trip, state: s, far, nights: days.slice(1, -1).map((p) => p.label), rank: trip.score - over - s.away - far };
  };
  // Best first by the planned days' own scores (the search only estimated them); the later choices differ from it (tripChoices.ts).
  // Three are planned; decision 121: while the best of them sleeps far from its days as planned, up to
  // {@link MORE_PLANNED} more (the search's estimate of a day can take other stops than the day's planner).
  const options: Choice[] = [];
  const best = () => options.reduce((x, y) => (y.rank > x.rank ? y : x));
  for (const s of chosen) {
    if (options.length >= 3 && (best().far === 0 || options.length >= 3 + MORE_PLANNED)) break;
    options.push(option(s));
  }
  const ranked = options.sort((x, y) => y.rank - x.rank);
  // A later choice keeps an option's first days and searches the rest of its nights again without the earlier choices' stops.
  const placeOf = (id: string) => (at.has(id) ? places[usable[at.get(id)!]!]! : undefined);
  const replan = (o: Choice, keep: number, ids: ReadonlySet<string>, taken: readonly Choice[]) => {
    const path = o.state.path.slice(0, keep + 1);
    const before = o.trip.days.slice(0, keep).flatMap((d) => d.plan.stops.map((x) => x.placeId));
    const claimed = [...new Set([...before, ...ids])].flatMap((id) => (at.has(id) ? [usable[at.get(id)!]!] : []));
    const units = [...new Set(before.flatMap((id) => placeOf(id)?.p.park ?? []))];
    const away = path.slice(1).reduce((t, to, day) => t + awayAt(day, to), 0);
    const last = keep === 0 ? [] : bestFirst(o.trip.days[keep - 1]!.plan.stops);
    const found = search({ path, claimed, units, score: 0, away, last }, REPLAN_BEAM);
    const best = found.find((f) => taken.every((t) => t.state.path.join() !== f.path.join())) ?? found[0];
    return best ? option(best, { from: keep, ids }) : null;
  };
  const trips = chooseTrips(ranked, replan, (id) => placeOf(id)?.value ?? 0);
  return { start: start.node.point, end: end.node.point, days: n, driveLimitMinutes: input.driveMinutes, arriveBy: input.arriveBy, trips };
}

/** A trip offered, with the nights it was planned on. */
type Choice = TripOption & { state: State; far: number };
