// A day without a car (issue 36): from a start (the airport's TRAX station on a layover) through
// the best places transit and walking reach, back at the end by a deadline (a flight's buffer),
// every leg walk + transit + walk with the times of the service running then. Greedy: from where
// the traveler is, one scan gives the arrival at every stop; the place worth most per minute
// spent that still leaves time to get back is next. The stop's value and visit length are the
// planner's own (stopValue, stopVisit, windowsOn), so both modes judge a place alike.
import { monthOf } from '../../lib/calendar.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { AIRPORT_LABEL, AT_SAME_PLACE_MILES, type Pace, type PlannerPlace } from '../planning/planning.ts';
import { kindVisit, notAStop } from '../planning/placeSense.ts';
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

function windowsInMinutes(place: PlannerPlace, date: string): Array<[number, number]> {
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

/** A stop's value as the car planner weighs it (search.ts): the categories, the month, what the travelers came for, the park. */
export function carFreeValue(place: PlannerPlace, visit: number, input: Pick<CarFreeDayInput, 'date' | 'categories' | 'focus' | 'park'>): number {
  return stopValue(place, { visit, categories: input.categories, month: monthOf(input.date), focus: input.focus, park: input.park, tiers: true });
}

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
    const visit = stopVisit(place, input.pace) ?? kindVisit(place, 60);
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
function firstFitting(table: Timetable, here: Place, now: number, opts: Option[], input: CarFreeDayInput) {
  const route = { maxWalkMinutes: input.maxWalkMinutes };
  for (const o of opts.slice(0, TRIED)) {
    const there = planJourney(table, here, o.place, now, route);
    if (!there) continue;
    const back = planJourney(table, o.place, input.end, o.end, route);
    if (back && back.arrive <= input.backBy) return { o, there };
  }
  return null;
}

/**
 * Plans the day: stops while the next one still leaves a journey back by `backBy`. Two greedy
 * days, one opening with the stop worth most per minute and one with the stop worth most (a ski
 * area's whole day, which short museum stops first would leave no bus for); the day worth more
 * by the planner's stopValue is kept.
 */
export function planCarFreeDay(table: Timetable, places: readonly PlannerPlace[], input: CarFreeDayInput): CarFreeDay {
  // The airport is where a day starts or ends, never a stop (issue 50: a layover spent 1 h 30 in
  // its terminal); nor is any place where the traveler already starts or ends (the car planner's rule).
  const ends = [input.start, input.end];
  const pool = places
    .filter((p) => p.name !== AIRPORT_LABEL && !ends.some((e) => haversineMiles(p.lat, p.lng, e.lat, e.lng) < AT_SAME_PLACE_MILES))
    .map(withBase);
  const byWorth = greedyDay(table, pool, input, false);
  const byValue = greedyDay(table, pool, input, true);
  return byValue.value > byWorth.value ? byValue.day : byWorth.day;
}

function greedyDay(table: Timetable, pool: readonly PlannerPlace[], input: CarFreeDayInput, openWithValue: boolean): { day: CarFreeDay; value: number } {
  const opts = { maxWalkMinutes: input.maxWalkMinutes };
  const stops: CarFreeStop[] = [];
  let value = 0;
  let here: Place = input.start;
  let now = input.depart;
  for (let guard = 0; guard < 12; guard++) {
    // As the planner: an empty site (Block 85 before its Games) is never a stop of its own.
    const left = pool.filter((p) => !notAStop(p) && !stops.some((s) => s.place.id === p.id));
    const ranked = options(
      table,
      here,
      now,
      left,
      input,
      stops.map((s) => ({ place: s.place, value: carFreeValue(s.place, s.end - s.start, input) })),
    );
    if (openWithValue && stops.length === 0) ranked.sort((a, b) => b.value - a.value);
    const next = firstFitting(table, here, now, ranked, input);
    if (!next?.there) break;
    value += next.o.value;
    const start = Math.max(next.o.start, next.there.arrive);
    stops.push({ place: next.o.place, journey: next.there, start, end: start + (next.o.end - next.o.start) });
    here = { ...next.o.place };
    now = stops.at(-1)!.end;
  }
  const back = planJourney(table, here, input.end, now, opts);
  return { day: { stops, back: back && back.arrive <= input.backBy ? back : null }, value };
}
