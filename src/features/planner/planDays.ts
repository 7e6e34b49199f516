/**
 * A trip's days (decision 052): each day of a sequence of nights planned with the one-day planner
 * (`planDay`) from one night's town to the next, places visited once, a day where nothing fits the
 * drive alone. multiDay.ts searches the nights and hands each sequence here; a later choice of a
 * trip may keep its first days and plan the rest without the earlier choices' stops (decision 104).
 */
import type { Day } from '../roads/day.ts';
import { sunTimes } from '../planning/daylight.ts';
import { type GraphPoint, legFrom, pointOn, treeOf } from '../planning/graphJoin.ts';
import { lodgingSearchUrl } from '../planning/nights.ts';
import {
  DRIVE_PENALTY_PER_HOUR,
  type Itinerary,
  type PlanInput,
  PlanInputError,
  type PlannerData,
  type Trip,
  type TripDay,
  WHOLE_DAY_HOURS,
} from '../planning/planning.ts';
import { say } from '../../lib/messages/said.ts';
import { missedSignatures, sightOf } from '../planning/signature.ts';
import type { AroundRule } from './aroundTown.ts';
import { nightNote } from './gateways.ts';
import { planDay } from './search.ts';
import { timeline } from './timeline.ts';

/** A night's town, the start or the end, joined to the roads. */
export interface Point {
  label: string;
  node: GraphPoint;
}

/** Places a trip's days leave out from one day on: a later choice's days without the earlier choices' stops. */
export interface Without {
  from: number;
  ids: ReadonlySet<string>;
}

/** What every day of a trip shares: its clock, roads, hours and driving, and what the trip knows of each place. */
export interface Frame {
  leaves: number[];
  dates: string[];
  roads: Day[];
  budgets: number[];
  limits: number[];
  /** Days already planned, by the nights that lead to them: trips that share their first nights share those days. */
  memo: Map<string, Itinerary>;
  /** How each day weighs a place by where it lies: around the base of a trip from a town back to it (aroundTown.ts). */
  around: ((day: number) => AroundRule) | undefined;
  /** On a based trip, what of a move of `direct` minutes between two nights its length asks for (decision 133). */
  moved?: ((direct: number) => number) | undefined;
  /** Whether the place at this index of the catalogue is open on the day (placeOnDay, asked once per trip). */
  open: (place: number, day: number) => boolean;
  /**
   * Whether the place at this index may fit a day between two points, by the trip's own drives (at
   * least every place the day's planner would consider): the day is planned among those only.
   */
  near: (day: number, from: Point, to: Point) => (place: number) => boolean;
}

/** The day's minutes: the hours asked for, and on the last day of a flight, what is left before it. */
export function dayBudgets(input: Pick<PlanInput, 'hours' | 'budgetMinutes'> & { arriveBy: number | null }, leaves: readonly number[]): number[] {
  const hours = (input.hours === 'day' ? WHOLE_DAY_HOURS : input.hours) * 60;
  return leaves.map((leave, k) => {
    if (k < leaves.length - 1 || input.arriveBy === null) return input.budgetMinutes ?? hours;
    const left = Math.floor((input.arriveBy - leave) / 60_000);
    if (left < 30) throw new PlanInputError(say('plan.error.flightAfterLastDay'), ['flight', 'time']);
    return Math.min(left, input.budgetMinutes ?? Math.max(hours, left));
  });
}

const noteOf = (town: string) => {
  const note = nightNote(town);
  return note ? { note } : {};
};

/** Plans each day of a sequence of nights with the one-day planner, places visited once. */
export function planDays(data: PlannerData, input: PlanInput, path: readonly Point[], f: Frame, without?: Without): Trip {
  const used = new Set<string>();
  const days: TripDay[] = [];
  const left = without ? [...without.ids].sort().join() : '';
  for (let k = 0; k + 1 < path.length; k++) {
    const from = path[k]!;
    const to = path[k + 1]!;
    const sun = sunTimes(f.leaves[k]!, to.node.point.lat, to.node.point.lng);
    const leaves = without && k >= without.from ? without.ids : undefined;
    const key = `${path
      .slice(0, k + 2)
      .map((p) => p.label)
      .join('>')}${leaves ? `/${without!.from}-${left}` : ''}`;
    let plan = f.memo.get(key);
    if (!plan) {
      // Issue 52: the places out of the day's reach are left to the planner's own test only when
      // it needs them: a signature sight (the parks' left-out lines) or a place the day starts or ends at.
      const near = f.near(k, from, to);
      const ends = new Set([from.label, to.label].map((l) => l.trim().toLowerCase()));
      const places = data.places.filter(
        (p, i) =>
          !used.has(p.id) && !leaves?.has(p.id) && f.open(i, k) && (near(i) || sightOf(p) !== undefined || ends.has(p.id) || ends.has(p.name.toLowerCase())),
      );
      const dayInput: PlanInput = {
        ...input,
        from: from.label,
        to: to.label,
        leave: f.leaves[k]!,
        budgetMinutes: f.budgets[k]!,
        maxDriveMinutes: f.limits[k],
        date: f.dates[k],
      };
      plan = planDay({ ...data, places }, dayInput, f.around?.(k), 1, f.moved).itineraries[0] ?? driveOnly(from, to, f.leaves[k]!, f.roads[k]!, sun);
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
