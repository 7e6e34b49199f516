// A day without a car (issue 36): from a start (the airport's TRAX station on a layover) through
// the best places transit and walking reach, back at the end by a deadline (a flight's buffer),
// every leg walk + transit + walk with the times of the service running then. Greedy: from where
// the traveler is, one scan gives the arrival at every stop; the place worth most per minute
// spent that still leaves time to get back is next. The stop's value and visit length are the
// planner's own (stopValue, stopVisit, windowsOn), so both modes judge a place alike.
import { monthOf } from '../../lib/calendar.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { AIRPORT_LABEL, AT_SAME_PLACE_MILES, DRIVE_PENALTY_PER_HOUR, MOVING_SHARE, type Pace, type PlannerPlace } from '../planning/planning.ts';
import { dayStopMinutes, kindVisit, LIFT_MONTHS, notAStop, shapedShare, stageWithoutShow } from '../planning/placeSense.ts';
import { placeOnDay } from '../planning/placeOnDay.ts';
import { dayOf } from '../roads/day.ts';
import { stopValue, stopVisit, varietyRule } from '../planning/stopValue.ts';
import { byCodeUnits } from '../../lib/text.ts';
import { type Place, planJourney } from './journey.ts';
import { type Journey, scan, stopsNear, type Timetable } from './router.ts';
import { withBase } from './skiBases.ts';

export interface CarFreeDayInput {
  date: string;
  start: Place;
  end: Place;
  /** Minutes after midnight: leaving the start, and back at the end at the latest. */
  depart: number;
  backBy: number;
  categories: readonly string[];
  pace: Pace;
  maxWalkMinutes: number;
  /** What the travelers came for and the park the day is for: the car planner's worth (stopValue). */
  focus?: readonly string[] | undefined;
  park?: string | undefined;
  /** The day (or the trip it belongs to) starts at a ski area's foot (skiBases.ts atSkiAreaFoot): in the lift season it is for skiing. */
  skiTown?: boolean | undefined;
}

export interface CarFreeStop {
  place: PlannerPlace;
  /** How the traveler gets there from the previous point. */
  journey: Journey;
  /** Visit start (after any wait for opening) and end, minutes after midnight. */
  start: number;
  end: number;
}

export interface CarFreeDay {
  stops: CarFreeStop[];
  /** The way back to the end. */
  back: Journey | null;
}

// A place's opening on a date, asked at every step of a day: read once per place and date.
const memoWindows = new WeakMap<PlannerPlace, Map<string, Array<[number, number]>>>();

export function windowsInMinutes(place: PlannerPlace, date: string): Array<[number, number]> {
  const byDate = memoWindows.get(place) ?? memoWindows.set(place, new Map()).get(place)!;
  const memo = byDate.get(date);
  if (memo) return memo;
  const midnight = utahToInstant(date, '00:00');
  // Issue 47: the one answer of the day (placeOnDay): its roads, winter rule and seasons, then its hours.
  const out = placeOnDay(place, dayOf(date))
    .windows()
    .map(([a, b]) => [(a - midnight) / 60_000, (b - midnight) / 60_000] as [number, number]);
  byDate.set(date, out);
  return out;
}

interface Valued {
  place: PlannerPlace;
  value: number;
}

interface Option {
  place: PlannerPlace;
  start: number;
  end: number;
  value: number;
  worth: number;
}

/** The category a ski area's day is valued in when the day is for skiing. */
const SKIING = 'Skiing & Winter';

/**
 * What a season is for (decisions 111 and 120): from a town at a ski area's foot, a ski area in its
 * lift months is what the day is for, valued as the car planner values a day of skiing asked for
 * (stopValue's "Full day" of a chosen category: CATEGORY_BONUS and h/√2, not √h), whatever its
 * catalogue category (Park City Mountain and Deer Valley are "Olympic Venues"). A day from the city
 * asks nothing of the kind: skiing stays one outing among others unless the travelers choose it.
 */
export const forSkiing = (place: Pick<PlannerPlace, 'kind'>, input: Pick<CarFreeDayInput, 'date' | 'skiTown'>): boolean =>
  input.skiTown === true && place.kind === 'ski-area' && LIFT_MONTHS.includes(monthOf(input.date));

/**
 * A stop's value as the car planner weighs it (search.ts): the categories, the month, what the
 * travelers came for, the park; a district walked for less than its catalogue visit is worth its
 * share of the whole (decision 120), as on a car day; a ski area on a ski town's winter day, the day
 * of skiing it is for ({@link forSkiing}).
 */
export function carFreeValue(
  place: PlannerPlace,
  visit: number,
  input: Pick<CarFreeDayInput, 'date' | 'categories' | 'focus' | 'park' | 'skiTown'> & { pace?: Pace | undefined },
): number {
  const full = Math.max(visit, stopVisit(place, input.pace ?? 'normal') ?? visit);
  const share = shapedShare(place, full, visit);
  const skiing = forSkiing(place, input);
  const worth = stopValue(skiing ? { ...place, category: SKIING } : place, {
    visit: share < 1 ? full : visit,
    categories: skiing ? [...input.categories, SKIING] : input.categories,
    month: monthOf(input.date),
    focus: input.focus,
    park: input.park,
    tiers: true,
  });
  return worth * share;
}

/** A stop's planned minutes: the catalogue's at the pace (an hour where it gives none), a district's walk at most an hour (decision 120). */
export const carFreeVisit = (place: PlannerPlace, pace: Pace): number => dayStopMinutes(place, stopVisit(place, pace)) ?? kindVisit(place, 60);

/**
 * A day's worth by the car planner's score (route.ts scoreOf, without drives): its stops' values,
 * best first, each shared by the one variety rule (stopValue.ts varietyRule).
 */
export function dayWorth(stops: ReadonlyArray<{ place: PlannerPlace; value: number }>): number {
  const share = varietyRule();
  return [...stops].sort((a, b) => b.value - a.value || byCodeUnits(a.place.id, b.place.id)).reduce((sum, s) => sum + s.value * share(s.place), 0);
}

/** Each place's earliest visit from here and now, by one scan; null where transit or opening hours rule it out. */
function options(table: Timetable, from: Place, now: number, places: readonly PlannerPlace[], input: CarFreeDayInput, seen: readonly Valued[]): Option[] {
  const { arrival } = scan(table, from, now, { maxWalkMinutes: input.maxWalkMinutes });
  const before = dayWorth(seen);
  const out: Option[] = [];
  for (const place of places) {
    let reach = Infinity;
    for (const s of stopsNear(place, input.maxWalkMinutes)) reach = Math.min(reach, (arrival.get(s.stop) ?? Infinity) + s.minutes);
    if (reach === Infinity) continue;
    const visit = carFreeVisit(place, input.pace);
    const window = windowsInMinutes(place, input.date).find(([, close]) => Math.max(reach, 0) + visit <= close);
    if (!window) continue;
    const start = Math.max(reach, window[0]);
    if (start + visit > window[1] || start + visit > input.backBy) continue;
    // As the planner scores a day (route.ts): what the stop adds to the day's score under the one
    // variety rule, its value by the same worth, season, focus and park.
    const value = dayWorth([...seen, { place, value: carFreeValue(place, visit, input) }]) - before;
    out.push({ place, start, end: start + visit, value, worth: value / (start + visit - now) });
  }
  return out.sort((a, b) => b.worth - a.worth);
}

/** How many of the best options are tried, in order of worth, before the day ends. */
const TRIED = 24;

/**
 * The best option with a journey there and one back by the deadline. Tried lazily in order: the
 * best ones are often near and fit at once; when they do not (a place up a canyon with no bus
 * back in time), the day goes on to the next rather than ending early.
 */
function firstFitting(
  table: Timetable,
  here: Place,
  now: number,
  opts: Option[],
  input: CarFreeDayInput,
  keeps?: (stop: CarFreeStop, back: Journey) => boolean,
) {
  const route = { maxWalkMinutes: input.maxWalkMinutes };
  for (const o of opts.slice(0, TRIED)) {
    const there = planJourney(table, here, o.place, now, route);
    if (!there) continue;
    // The visit starts when the journey arrives, if later than the scan's estimate: the way back leaves after it.
    const start = Math.max(o.start, there.arrive);
    const stop = { place: o.place, journey: there, start, end: start + (o.end - o.start) };
    const back = planJourney(table, o.place, input.end, stop.end, route);
    if (!back || back.arrive > input.backBy) continue;
    if (!keeps || keeps(stop, back)) return stop;
  }
  return null;
}

/**
 * Issue 48's bar for a day's moving time, planning.ts's `MOVING_SHARE`, the car planner's
 * `WHEEL_SHARE` too: at most 45 % of a day's moving and visiting time is spent riding,
 * walking between stops and waiting for the next vehicle, as the property sweep measures it.
 */
export const RIDE_SHARE = MOVING_SHARE;

/** A day's minutes on the move, as the sweep measures them: from leaving to being back, less its visits and the waits for an opening. */
export function movingMinutes(day: CarFreeDay, depart: number): number {
  if (!day.back) return 0;
  return day.back.arrive - depart - day.stops.reduce((sum, s) => sum + (s.end - s.journey.arrive), 0);
}

/** Whether a day keeps its moving time within {@link RIDE_SHARE} of its moving and visiting time. */
export function withinShare(day: CarFreeDay, depart: number): boolean {
  const moving = movingMinutes(day, depart);
  const visiting = day.stops.reduce((sum, s) => sum + (s.end - s.start), 0);
  return moving <= (RIDE_SHARE / (1 - RIDE_SHARE)) * visiting;
}

/**
 * A day's score as the car planner scores a route (route.ts `scoreOf`): its worth less an hour's
 * penalty for every hour on the move, so a ride is taken only when the place it reaches is worth it.
 */
export function dayScore(day: CarFreeDay, input: CarFreeDayInput): number {
  const worth = dayWorth(day.stops.map((s) => ({ place: s.place, value: carFreeValue(s.place, s.end - s.start, input) })));
  return worth - (movingMinutes(day, input.depart) / 60) * RIDE_PENALTY_PER_HOUR;
}

/** What an hour on the move costs a day's score: the car planner's hour at the wheel. */
export const RIDE_PENALTY_PER_HOUR = DRIVE_PENALTY_PER_HOUR;

/**
 * Plans the day: stops while the next one still leaves a journey back by `backBy`. Two greedy
 * days, one opening with the stop worth most per minute and one with the stop worth most (a ski
 * area's whole day, which short museum stops first would leave no bus for); of those within the
 * ride share (any, when neither is), the one of the better {@link dayScore} is kept.
 */
export function planCarFreeDay(table: Timetable, places: readonly PlannerPlace[], input: CarFreeDayInput): CarFreeDay {
  // The airport is where a day starts or ends, never a stop (issue 50: a layover spent 1 h 30 in
  // its terminal); nor is any place where the traveler already starts or ends (the car planner's
  // rule), unless that end is a town: its sights are what a day there is for (decision 106), as
  // Temple Square, three minutes from City Center, is Salt Lake City's.
  const pool = dayPool(places, input);
  const days = [greedyDay(table, pool, input, 'worth'), greedyDay(table, pool, input, 'value'), greedyDay(table, pool, input, 'share')];
  // A day with no stop keeps any share: it is offered only when no day has one.
  const planned = days.filter((d) => d.stops.length > 0);
  const within = planned.filter((d) => withinShare(d, input.depart));
  const offered = within.length > 0 ? within : planned.length > 0 ? planned : days;
  return offered.reduce((best, d) => (dayScore(d, input) > dayScore(best, input) ? d : best));
}

/** The places a day may visit: not the airport, nor where a non-town end already is (see {@link planCarFreeDay}); ski areas from their base stop. */
export function dayPool(places: readonly PlannerPlace[], input: Pick<CarFreeDayInput, 'start' | 'end'>): PlannerPlace[] {
  const ends = [input.start, input.end].filter((e) => !e.town);
  return places.filter((p) => p.name !== AIRPORT_LABEL && !ends.some((e) => haversineMiles(p.lat, p.lng, e.lat, e.lng) < AT_SAME_PLACE_MILES)).map(withBase);
}

/**
 * How a greedy day picks: the option worth most per minute, or first the option worth most, or the
 * option worth most per minute that keeps the day, ended there, within the ride share (a day that
 * stays near when the rides farther would cost more than its visits allow).
 */
type Greed = 'worth' | 'value' | 'share';

function greedyDay(table: Timetable, pool: readonly PlannerPlace[], input: CarFreeDayInput, greed: Greed): CarFreeDay {
  const opts = { maxWalkMinutes: input.maxWalkMinutes };
  const stops: CarFreeStop[] = [];
  let here: Place = input.start;
  let now = input.depart;
  for (let guard = 0; guard < 12; guard++) {
    // As the planner: an empty site (Block 85 before its Games) is never a stop of its own, nor a
    // stage without a show (decision 114: a look from outside at a hall is no visit).
    const left = pool.filter((p) => !notAStop(p) && !stageWithoutShow(p) && !stops.some((s) => s.place.id === p.id));
    const ranked = options(
      table,
      here,
      now,
      left,
      input,
      stops.map((s) => ({ place: s.place, value: carFreeValue(s.place, s.end - s.start, input) })),
    );
    if (greed === 'value' && stops.length === 0) ranked.sort((a, b) => b.value - a.value);
    const next = firstFitting(
      table,
      here,
      now,
      ranked,
      input,
      greed === 'share' ? (stop, back) => withinShare({ stops: [...stops, stop], back }, input.depart) : undefined,
    );
    if (!next) break;
    stops.push(next);
    here = { ...next.place };
    now = next.end;
  }
  const back = planJourney(table, here, input.end, now, opts);
  return { stops, back: back && back.arrive <= input.backBy ? back : null };
}
