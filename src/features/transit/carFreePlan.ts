// /plan without a car (issue 36, decision 060): the plan request (`car=0`) answered by the transit
// room. The day itself is planCarFreeDay's (the same day the ready-made car-free layover shows);
// this module reads the request, finds where the day starts and ends on the lines, and hands the
// page an Itinerary like the car planner's, with each stop's legs (walk + transit + walk) in
// place of its drive, so the page's timeline and every export read one shape.
import { utahInstantAtMinutes } from '../../lib/calendar.ts';
import { sunTimesOn } from '../planning/daylight.ts';
import { EVERY_ROAD_OPEN, resolvePoint } from '../planning/graphJoin.ts';
import { placeNotes } from '../planning/placeSense.ts';
import {
  AIRPORT_LABEL,
  CHOICES_SHARED,
  type Itinerary,
  PlanInputError,
  type PlanLeg,
  type PlannerData,
  type PlannerPlace,
  type PlanResult,
  WHOLE_DAY_HOURS,
} from '../planning/planning.ts';
import type { PlanQuery } from '../planning/planning.schema.ts';
import { kindAllowed } from '../planning/travelerKinds.ts';
import { type CarFreeDay, type CarFreeDayInput, carFreeValue, dayPool, planCarFreeDay } from './carFreeDay.ts';
import { betterTiers } from './betterTier.ts';
import type { Place } from './journey.ts';
import { servedAt, toMinutes, transitStop } from './network.ts';
import { AIRPORT_STATION, type TripSource } from './transitAccess.ts';
import { type Journey, stopsNear, Timetable } from './router.ts';
import { modelTrips } from './service.ts';
import { atSkiAreaFoot, withBase } from './skiBases.ts';
import { say } from '../../lib/messages/said.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';

/**
 * One car-free day as the plan request asks for it: the day planner's input (carFreeDay.ts: the
 * date, the ends, minutes after the day's midnight in Utah, categories, pace, the walking limit)
 * and whom it is for, which chooses the places it may visit (carFreePool).
 */
export interface CarFreeRequest extends CarFreeDayInput {
  who: readonly string[];
  focus: readonly string[];
}

/** The night towns and the station each night is planned from (rooms within a walk of it). */
export const CAR_FREE_NIGHTS: ReadonlyArray<{ town: string; stop: string }> = [
  { town: 'Salt Lake City', stop: 'citycenter' },
  { town: 'Park City', stop: 'oldtowntc' },
  { town: 'Ogden', stop: 'ogden' },
  { town: 'Provo', stop: 'provo' },
];

export const nightPlace = (n: (typeof CAR_FREE_NIGHTS)[number]): Place => ({
  ...transitStop(n.stop)!,
  name: `${n.town} (${transitStop(n.stop)!.name})`,
  town: true,
});

/**
 * Where a car-free day starts or ends: the airport is its own TRAX station (Airport Station, at the
 * terminal); a town, a place or "My location" must lie within the walking limit of a stop.
 */
export function carFreePoint(
  label: string,
  places: readonly PlannerPlace[],
  near: { lat: number; lng: number } | undefined,
  maxWalk: number,
  field: string,
): Place {
  const { node } = resolvePoint(label, places, near, EVERY_ROAD_OPEN);
  if (node.point.name === AIRPORT_LABEL) return AIRPORT_STATION;
  // A night town is its station: the town's centre point may lie beyond a short walk of it.
  const town = CAR_FREE_NIGHTS.find((n) => n.town === node.point.name);
  if (town) return nightPlace(town);
  const point: Place = { name: node.point.name, lat: node.point.lat, lng: node.point.lng, ...(Object.hasOwn(UTAH_TOWNS, node.point.name) && { town: true }) };
  if (stopsNear(point, maxWalk).length === 0) throw new PlanInputError(say('plan.carFree.startOutOfReach', { name: point.name, walk: maxWalk }), [field]);
  return point;
}

/**
 * An instant from minutes after the date's midnight in Utah (past 24:00: the next calendar day, as
 * timetables write it; the calendar's, not 24 hours on, which was an hour off after a clock change).
 */
export const instantAt = utahInstantAtMinutes;

/** A journey's legs as the plan carries them. */
export function planLegs(j: Journey, date: string): PlanLeg[] {
  return j.legs.map((l) =>
    l.kind === 'ride'
      ? {
          kind: 'ride',
          from: l.from,
          to: l.to,
          depart: instantAt(date, l.depart),
          arrive: instantAt(date, l.arrive),
          line: l.line.name,
          lineId: l.line.id,
          colour: l.line.colour,
          stops: l.stops,
          wait: l.wait,
          ...(l.estimated && { estimated: true }),
        }
      : {
          kind: 'walk',
          from: l.from,
          to: l.to,
          depart: instantAt(date, l.depart),
          arrive: instantAt(date, l.arrive),
          km: Math.round(l.km * 100) / 100,
          path: l.ends,
        },
  );
}

/** The day as an Itinerary: stops with their legs, no drives, the way back on `carFree.back`. */
function itinerary(day: CarFreeDay, req: CarFreeRequest): Itinerary | null {
  if (day.stops.length === 0 || !day.back) return null;
  const at = (m: number) => instantAt(req.date, m);
  const stops = day.stops.map((s) => {
    const arrive = s.journey.arrive;
    return {
      placeId: s.place.id,
      name: s.place.name,
      lat: s.place.lat,
      lng: s.place.lng,
      category: s.place.category,
      rating: s.place.rating,
      driveMinutes: 0,
      arrive: at(arrive),
      depart: at(s.end),
      visitMinutes: s.end - s.start,
      ...(s.start > arrive && { waitMinutes: s.start - arrive }),
      hours: s.place.hours,
      address: s.place.address,
      warnings: placeNotes(s.place, at(s.start)),
      legs: planLegs(s.journey, req.date),
    };
  });
  const sun = sunTimesOn(req.date, req.start.lat, req.start.lng);
  return {
    start: { name: req.start.name, lat: req.start.lat, lng: req.start.lng },
    end: { name: req.end.name, lat: req.end.lat, lng: req.end.lng },
    leave: at(req.depart),
    stops,
    finalDriveMinutes: 0,
    back: at(day.back.arrive),
    driveMinutes: 0,
    visitMinutes: stops.reduce((sum, s) => sum + s.visitMinutes, 0),
    waitMinutes: stops.reduce((sum, s) => sum + (s.waitMinutes ?? 0), 0),
    // The plans come best first (the greedy day, then days without its main stops): the score only orders them.
    score: stops.length,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    warnings: [],
    carFree: { back: planLegs(day.back, req.date) },
  };
}

/** The places this traveler may visit (the car planner's rule, travelerKinds.ts). */
export function carFreePool(places: readonly PlannerPlace[], req: Pick<CarFreeRequest, 'who' | 'focus'>): PlannerPlace[] {
  return places.filter((p) => kindAllowed(p, { who: req.who, focus: req.focus }));
}

/** The places of the traveler's categories (all, when none chosen) that no stop lies within a walk of. */
export function outOfReach(pool: readonly PlannerPlace[], req: Pick<CarFreeRequest, 'categories' | 'maxWalkMinutes'>): PlanResult['leftOut'] {
  const wanted = pool.filter((p) => req.categories.length === 0 || req.categories.includes(p.category));
  // A place reached by riding through it (a canyon: `servedAt`) is within reach, as /destinations?car=0 lists it (issue 50: the counts agree).
  const count = wanted.filter((p) => stopsNear(withBase(p), req.maxWalkMinutes).length === 0 && !servedAt(p.name)).length;
  if (count === 0) return undefined;
  // Both counts, of the places this traveler is offered (issue 51: "534 out of reach" alone read as
  // 172 within reach of the guide's 706, where /destinations?car=0 lists 100).
  const key = req.categories.length === 0 ? 'plan.carFree.outOfReach' : 'plan.carFree.outOfReachOfKinds';
  return { count, text: say(key, { count, total: wanted.length, walk: req.maxWalkMinutes, within: wanted.length - count }) };
}

/** The stop a car-free day is about: its most valuable (the car planner's "main stop"). */
function mainStop(day: CarFreeDay, req: CarFreeRequest): string {
  const value = (s: CarFreeDay['stops'][number]) => carFreeValue(s.place, s.end - s.start, req);
  return [...day.stops].sort((a, b) => value(b) - value(a) || (a.place.id < b.place.id ? -1 : 1))[0]!.place.id;
}

/** Issue 48: two choices share at most this share of the smaller one's stops (planning.ts's `CHOICES_SHARED`, the car planner's too). */
export const CHOICE_SHARED = CHOICES_SHARED;

const visiting = (day: CarFreeDay) => day.stops.reduce((sum, s) => sum + (s.end - s.start), 0);

/** How many days are planned at most to find three that differ. */
const ATTEMPTS = 6;

/**
 * Up to three car-free days that differ as the car planner's do (search.ts): each has another main
 * stop and shares at most a third of its stops with each day kept. The first is the greedy day;
 * each next one is planned without the main and first stops of those before, so it goes elsewhere or does
 * something else, by the same worth, season and visit rules.
 */
export function carFreeDays(table: Timetable, pool: readonly PlannerPlace[], req: CarFreeRequest, count = 3): CarFreeDay[] {
  const kept: CarFreeDay[] = [];
  const without = new Set<string>();
  for (let k = 0; k < ATTEMPTS && kept.length < count; k++) {
    const allowed = pool.filter((p) => !without.has(p.id));
    // Decision 136: no lesser stop where a better place lies nearer and the day keeps with it instead.
    const day = betterTiers(table, dayPool(allowed, req), planCarFreeDay(table, allowed, req), req);
    if (day.stops.length === 0 || !day.back) break;
    const main = mainStop(day, req);
    // The next day goes elsewhere first and does without this one's main stop.
    without.add(main).add(day.stops[0]!.place.id);
    const ids = new Set(day.stops.map((s) => s.place.id));
    const shared = kept.map((c) => c.stops.filter((s) => ids.has(s.place.id)));
    // As the car planner's choices (search.ts): at most a third of the larger day's stops and 70 % of
    // the smaller's in common (a one-stop day inside a three-stop one is no choice), another main stop,
    // and a day too: at least half the first choice's visiting time (one good plan beats two thin ones).
    const different = kept.every(
      (c, i) =>
        shared[i]!.length <= Math.floor(Math.max(c.stops.length, ids.size) / 3) &&
        shared[i]!.length <= CHOICE_SHARED * Math.min(c.stops.length, ids.size) &&
        mainStop(c, req) !== main,
    );
    if (different && (kept.length === 0 || 2 * visiting(day) >= visiting(kept[0]!))) kept.push(day);
    // A day too like one kept: the next does without the stops they share too (downtown, the Main
    // Library and Olympic Cauldron Park would otherwise be in every day, and no third choice).
    else for (const s of shared.flat()) without.add(s.place.id);
  }
  return kept;
}

/** Up to three days without a car, as the plan page shows a day; `visited` is the first one's. */
export function carFreeDayPlan(table: Timetable, places: readonly PlannerPlace[], req: CarFreeRequest, count = 3): { result: PlanResult; visited: string[] } {
  const pool = carFreePool(places, req);
  const days = carFreeDays(table, pool, req, count);
  const its = days.map((d) => itinerary(d, req)).filter((it): it is Itinerary => it !== null);
  const point = (p: Place) => ({ name: p.name, lat: p.lat, lng: p.lng });
  return {
    result: {
      start: point(req.start),
      end: point(req.end),
      budgetMinutes: req.backBy - req.depart,
      sunset: sunTimesOn(req.date, req.start.lat, req.start.lng).sunset,
      itineraries: its,
      leftOut: outOfReach(pool, req),
    },
    visited: days[0]?.stops.map((s) => s.place.id) ?? [],
  };
}

const tables = new Map<string, Timetable>();

/** The day's timetable, one per date for the worker's life (about 10,000 connections). */
export function timetableOn(date: string, source: TripSource): Timetable {
  if (source !== modelTrips) return new Timetable(source(date));
  return tables.get(date) ?? tables.set(date, new Timetable(source(date))).get(date)!;
}

/** The request of the query's first day: where it starts and ends and the minutes it has. */
export function carFreeRequest(q: PlanQuery & { date: string; time: string }, data: PlannerData): CarFreeRequest {
  const near = q.near?.split(',').map(Number) as [number, number] | undefined;
  const at = near ? { lat: near[0], lng: near[1] } : undefined;
  const start = carFreePoint(q.from, data.places, at, q.walk, 'from');
  const endLabel = q.flight ? 'airport' : (q.end ?? q.to);
  const end = endLabel ? carFreePoint(endLabel, data.places, at, q.walk, 'to') : start;
  const depart = toMinutes(q.time);
  const hours = (q.hours === 'day' ? WHOLE_DAY_HOURS : q.hours) * 60;
  // As the car planner: a flight sets the day's end (the flight less the time at the airport).
  const backBy = q.flight && q.days === 1 ? toMinutes(q.flight) - q.buffer : depart + hours;
  if (backBy - depart < 30) throw new PlanInputError(say('plan.error.flightTooSoon'), ['flight', 'time']);
  const skiTown = atSkiAreaFoot(start);
  return { date: q.date, start, end, depart, backBy, categories: q.cat, pace: q.pace, who: q.who, focus: q.for, park: q.park, maxWalkMinutes: q.walk, skiTown };
}
