// A trip of several days without a car (issue 36, decision 060b): nights only in the towns the
// lines reach with rooms near a station (Salt Lake City, Park City, Ogden, Provo), each day a
// car-free day from the night before to the next night. Greedy, day by day: of the four towns,
// the night is the one whose day visits the most (then the longest), no place twice in a trip.
// The car planner's night search (multiDay.ts) weighs drives; this one needs none.
import { addDays } from '../../lib/calendar.ts';
import { dayOf } from '../roads/day.ts';
import { lodgingSearchUrl } from '../planner/nights.ts';
import type { PlannerData, PlanResult } from '../planner/planner.ts';
import type { Trip, TripDay, TripResult } from '../planner/multiDay.ts';
import type { PlanQuery } from '../planner/planner.schema.ts';
import { sunTimesOn } from '../planner/daylight.ts';
import { CAR_FREE_NIGHTS, type CarFreeRequest, carFreeDayPlan, carFreeRequest, instantAt, nightPlace, timetableOn } from './carFreePlan.ts';
import type { TripSource } from './reach.ts';

interface Planned {
  result: PlanResult;
  visited: string[];
  night: (typeof CAR_FREE_NIGHTS)[number] | null;
}

const minutesOf = (p: Planned) => p.result.itineraries[0]?.visitMinutes ?? 0;

/** The best night of a day that is not the last: most stops, then most minutes visiting, then the list's order. */
function dayToNight(data: PlannerData, req: CarFreeRequest, source: TripSource, seen: ReadonlySet<string>): Planned {
  const places = data.places.filter((p) => !seen.has(p.id));
  let best: Planned | null = null;
  for (const night of CAR_FREE_NIGHTS) {
    const planned = { ...carFreeDayPlan(timetableOn(req.date, source), places, { ...req, end: nightPlace(night) }), night };
    if (!best || planned.visited.length > best.visited.length || (planned.visited.length === best.visited.length && minutesOf(planned) > minutesOf(best)))
      best = planned;
  }
  return best!;
}

function tripDay(p: Planned, req: CarFreeRequest): TripDay {
  const where = p.night ? nightPlace(p.night) : req.end;
  const sun = sunTimesOn(req.date, where.lat, where.lng);
  const plan = p.result.itineraries[0] ?? {
    // A day the lines offer no visit on still moves the traveller on: an empty timeline to the night.
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
    warnings: ['No visit fits this day without a car: the lines and walks reach nothing more in the hours'],
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

/** Plans a `days=N&car=0` query: one trip, nights in the four towns, each day car-free. */
export function carFreeTrip(data: PlannerData, q: PlanQuery & { date: string; time: string }, source: TripSource): TripResult {
  const first = carFreeRequest({ ...q, days: 1, flight: undefined }, data);
  const last = carFreeRequest({ ...q, days: 1, date: addDays(q.date, q.days - 1) }, data);
  const seen = new Set<string>();
  const days: TripDay[] = [];
  let here = first.start;
  for (let k = 0; k < q.days; k++) {
    const isLast = k === q.days - 1;
    const req: CarFreeRequest = isLast ? { ...last, start: here } : { ...first, date: addDays(q.date, k), start: here };
    const planned = isLast
      ? {
          ...carFreeDayPlan(
            timetableOn(req.date, source),
            data.places.filter((p) => !seen.has(p.id)),
            req,
          ),
          night: null,
        }
      : dayToNight(data, req, source, seen);
    for (const id of planned.visited) seen.add(id);
    days.push(tripDay(planned, req));
    if (planned.night) here = nightPlace(planned.night);
  }
  const trip: Trip = {
    days,
    driveMinutes: 0,
    visitMinutes: days.reduce((sum, d) => sum + d.plan.visitMinutes, 0),
    score: seen.size,
  };
  return {
    start: days[0]!.plan.start,
    end: days.at(-1)!.plan.end,
    days: q.days,
    driveLimitMinutes: 0,
    arriveBy: q.flight ? instantAt(last.date, last.backBy) : null,
    trips: [trip],
  };
}
