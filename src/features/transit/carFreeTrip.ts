// Trips of several days without a car (issue 36, decisions 060a and 088): nights only in the towns
// the lines reach with rooms near a station (Salt Lake City, Park City, Ogden, Provo), each day a
// car-free day from the night before to the next night. Greedy, day by day: of the four towns,
// the night is the one whose day is worth most, no place twice in a trip; three trips whose first
// nights differ and which visit none of the places of the trips before them (issue 48: choices
// that differ by where and what, not only by a night; decision 092).
// The car planner's night search (multiDay.ts) weighs drives; this one needs none.
import { addDays } from '../../lib/calendar.ts';
import { dayOf } from '../roads/day.ts';
import { lodgingSearchUrl } from '../planning/nights.ts';
import type { Itinerary, PlannerData, PlannerPlace, PlanResult, Trip, TripDay, TripResult } from '../planning/planning.ts';
import { carFreeValue, dayWorth, RIDE_PENALTY_PER_HOUR, RIDE_SHARE } from './carFreeDay.ts';
import type { PlanQuery } from '../planning/planning.schema.ts';
import { sunTimesOn } from '../planning/daylight.ts';
import { CAR_FREE_NIGHTS, type CarFreeRequest, carFreeDayPlan, carFreeRequest, instantAt, nightPlace, timetableOn } from './carFreePlan.ts';
import type { TripSource } from './transitAccess.ts';
import { say } from '../../lib/messages/said.ts';

interface Planned {
  result: PlanResult;
  visited: string[];
  night: (typeof CAR_FREE_NIGHTS)[number] | null;
}

/**
 * A day's score by the planner's own measure (stopValue: the traveler's categories, the season,
 * the visit, what they came for, the park; shared by the one variety rule) less its hours on the
 * move (carFreeDay.ts dayScore), so a ski week's night is the one that skis, not the one with most
 * museums on the way, and a night is where the day's stops are, not a train ride beyond them.
 */
function scoreOf(p: Planned, places: ReadonlyMap<string, PlannerPlace>, req: CarFreeRequest): number {
  const it = p.result.itineraries[0];
  if (!it) return 0;
  const worth = dayWorth(
    it.stops.map((s) => {
      const place = places.get(s.placeId)!;
      return { place, value: carFreeValue(place, s.visitMinutes, req) };
    }),
  );
  return worth - (itineraryMoving(it) / 60) * RIDE_PENALTY_PER_HOUR;
}

/** An itinerary's minutes on the move: from leaving to being back, less its visits and waits (as carFreeDay.ts movingMinutes). */
const itineraryMoving = (it: Itinerary): number => (it.back - it.leave) / 60_000 - it.visitMinutes - (it.waitMinutes ?? 0);

/** Whether a planned day has a stop and keeps within the ride share. */
const keepsShare = (p: Planned): boolean => {
  const it = p.result.itineraries[0];
  return it !== undefined && it.stops.length > 0 && itineraryMoving(it) <= (RIDE_SHARE / (1 - RIDE_SHARE)) * it.visitMinutes;
};

/** A day planned to a night, and, on the day before the last, the last day planned from that night. */
type WithNext = Planned & { next?: { planned: Planned; req: CarFreeRequest } };

/**
 * The best night of a day that is not the last: of the nights whose day keeps the ride share (all,
 * when none does), the one of the best score, then the list's order. On the day before the last
 * (`next`: the last day's request from a night, with the places already seen), the last day is
 * planned from each night too and counts with it: the trip's end is fixed, so the night before it
 * is the one from which the last day need not ride back across the network (a Park City trip in
 * October that spent its second day in Salt Lake City went home on a last day 51 % on the move).
 */
function dayToNight(
  data: PlannerData,
  req: CarFreeRequest,
  source: TripSource,
  seen: ReadonlySet<string>,
  towns = CAR_FREE_NIGHTS,
  next?: (night: (typeof CAR_FREE_NIGHTS)[number], seen: ReadonlySet<string>) => { planned: Planned; req: CarFreeRequest },
): WithNext {
  const places = data.places.filter((p) => !seen.has(p.id));
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const planned: WithNext[] = towns.map((night) => {
    const day = { ...carFreeDayPlan(timetableOn(req.date, source), places, { ...req, end: nightPlace(night) }, 1), night };
    return next ? { ...day, next: next(night, new Set([...seen, ...day.visited])) } : day;
  });
  const within = planned.filter((p) => keepsShare(p) && (!p.next || keepsShare(p.next.planned)));
  let best: { planned: WithNext; score: number } | null = null;
  for (const p of within.length > 0 ? within : planned) {
    const score = scoreOf(p, byId, req) + (p.next ? scoreOf(p.next.planned, byId, p.next.req) : 0);
    if (!best || score > best.score) best = { planned: p, score };
  }
  return best!.planned;
}

function tripDay(p: Planned, req: CarFreeRequest): TripDay {
  const where = p.night ? nightPlace(p.night) : req.end;
  const sun = sunTimesOn(req.date, where.lat, where.lng);
  const plan = p.result.itineraries[0] ?? {
    // A day the lines offer no visit on still moves the traveler on: an empty timeline to the night.
    start: p.result.start,
    end: p.result.end,
    leave: instantAt(req.date, req.depart),
    stops: [],
    finalDriveMinutes: 0,
    back: instantAt(req.date, req.depart),
    driveMinutes: 0,
    visitMinutes: 0,
    score: 0,
    sunset: sun.sunset,
    warnings: [say('plan.carFree.nothingFits')],
    carFree: { back: [] },
  };
  return {
    date: req.date,
    roads: dayOf(req.date).season,
    plan,
    budgetMinutes: req.backBy - req.depart,
    night: p.night ? { town: p.night.town, lat: where.lat, lng: where.lng, lodging: lodgingSearchUrl(p.night.town) } : null,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
  };
}

/** Plans a `days=N&car=0` query: up to three trips, nights in the four towns, each day car-free. */
export function carFreeTrip(data: PlannerData, q: PlanQuery & { date: string; time: string }, source: TripSource): TripResult {
  const first = carFreeRequest({ ...q, days: 1, flight: undefined }, data);
  const last = carFreeRequest({ ...q, days: 1, date: addDays(q.date, q.days - 1) }, data);
  // Three trips that differ as the car planner's do (multiDay.ts), by a town slept in: each next
  // trip spends its first night in a town none of those before did, and visits none of their
  // places (the first, best trip is planned as before). A one-day trip has no night: one.
  const trips: Trip[] = [];
  const firstNights = new Set<string>();
  for (let k = 0; k < 3 && (k === 0 || q.days > 1); k++) {
    const towns = CAR_FREE_NIGHTS.filter((n) => !firstNights.has(n.town));
    if (towns.length === 0) break;
    const trip = oneTrip(data, q, source, first, last, towns, new Set(trips.flatMap(stopsOf)));
    trips.push(trip);
    const night = trip.days[0]?.night?.town;
    if (!night) break;
    firstNights.add(night);
  }
  return {
    start: trips[0]!.days[0]!.plan.start,
    end: trips[0]!.days.at(-1)!.plan.end,
    days: q.days,
    driveLimitMinutes: 0,
    arriveBy: q.flight ? instantAt(last.date, last.backBy) : null,
    // Best first, by the worth of their stops (each trip's score), as the car planner orders its trips.
    trips: trips.sort((a, b) => b.score - a.score),
  };
}

const stopsOf = (t: Trip) => t.days.flatMap((d) => d.plan.stops.map((s) => s.placeId));

/** One trip, greedy day by day; its first night in one of `towns`. */
function oneTrip(
  data: PlannerData,
  q: PlanQuery & { date: string; time: string },
  source: TripSource,
  first: CarFreeRequest,
  last: CarFreeRequest,
  towns: typeof CAR_FREE_NIGHTS,
  earlier: ReadonlySet<string>,
): Trip {
  const seen = new Set<string>(earlier);
  const byId = new Map(data.places.map((p) => [p.id, p]));
  let worth = 0;
  const days: TripDay[] = [];
  let here = first.start;
  // The last day, from a night to the trip's end, without the places already seen.
  const lastFrom = (night: (typeof CAR_FREE_NIGHTS)[number] | null, seen: ReadonlySet<string>) => {
    const req: CarFreeRequest = { ...last, start: night ? nightPlace(night) : first.start };
    const planned = carFreeDayPlan(
      timetableOn(req.date, source),
      data.places.filter((p) => !seen.has(p.id)),
      req,
      1,
    );
    return { planned: { ...planned, night: null }, req };
  };
  const add = (planned: Planned, req: CarFreeRequest) => {
    for (const id of planned.visited) seen.add(id);
    worth += scoreOf(planned, byId, req);
    days.push(tripDay(planned, req));
  };
  for (let k = 0; k < q.days - 1; k++) {
    const req: CarFreeRequest = { ...first, date: addDays(q.date, k), start: here };
    const planned = dayToNight(data, req, source, seen, k === 0 ? towns : CAR_FREE_NIGHTS, k === q.days - 2 ? lastFrom : undefined);
    add(planned, req);
    if (planned.night) here = nightPlace(planned.night);
    if (planned.next) add(planned.next.planned, planned.next.req);
  }
  if (q.days === 1) {
    const one = lastFrom(null, seen);
    add(one.planned, one.req);
  }
  return {
    days,
    driveMinutes: 0,
    visitMinutes: days.reduce((sum, d) => sum + d.plan.visitMinutes, 0),
    score: Math.round(worth * 100) / 100,
  };
}
