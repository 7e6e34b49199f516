// One plan request with `car=0` (issue 36, decision 060), as the car-free worker (or the page,
// where workers are missing) runs it: the plan URL's query in, the planner's own response shapes
// out, so /plan draws and exports it as any plan. The car planner (planner/planRun.ts) answers
// every other request; the transit room stands on the planner, never the reverse.
import { type Said, say } from '../../lib/messages/said.ts';
import { type Itinerary, PlanInputError, type PlannerData, type PlanResponse } from '../planning/planning.ts';
import { queryObject, readPlanRequest } from '../planning/planning.schema.ts';
import { carFreeDayPlan, carFreeRequest, timetableOn } from './carFreePlan.ts';
import { carFreeTrip } from './carFreeTrip.ts';
import { timetableBasis } from './feedService.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips } from './service.ts';
import { loadTripSource } from './timetableFile.ts';

/**
 * What a plan says when a GTFS feed is configured but does not cover its date (decision 089): the
 * day was timed by the guide's model of the service, not by the operator's timetable.
 */
export function feedNote(source: TripSource, date: string): Said | undefined {
  const basis = timetableBasis(source, date);
  if (!basis || basis.covered) return undefined;
  return say('plan.carFree.modelTimetable', { from: { date: basis.feedFrom, as: 'long' }, to: { date: basis.feedTo, as: 'long' } });
}

/** An itinerary with the timetable note of its date, when there is one. */
const noted = (it: Itinerary, source: TripSource, date: string): Itinerary => {
  const note = feedNote(source, date);
  return note ? { ...it, warnings: [...it.warnings, note] } : it;
};

/** Plans a `car=0` query that carries its date and time (the page fills them before asking). */
export function runCarFreePlan(search: string, data: PlannerData, source: TripSource = modelTrips): PlanResponse {
  // The walks join the road graph: the data file and this code must come from the same build (readPlanRequest checks).
  const read = readPlanRequest(search, data);
  if (!('q' in read)) return read;
  const { q } = read;
  try {
    // As the car planner: a trip's days are whole days unless the query says otherwise.
    if (q.days > 1) {
      const result = carFreeTrip(data, { ...q, hours: queryObject(search).hours === undefined ? 'day' : q.hours }, source);
      const trips = result.trips.map((t) => ({ ...t, days: t.days.map((d) => ({ ...d, plan: noted(d.plan, source, d.date) })) }));
      return { ok: true, kind: 'trip', result: { ...result, trips } };
    }
    const day = carFreeDayPlan(timetableOn(q.date, source), data.places, carFreeRequest(q, data)).result;
    return { ok: true, kind: 'day', result: { ...day, itineraries: day.itineraries.map((it) => noted(it, source, q.date)) } };
  } catch (error) {
    if (error instanceof PlanInputError) return { ok: false, error: error.said, fields: error.fields ?? ['from', 'to'] };
    throw error;
  }
}

/** As runCarFreePlan, on the feed's timetable file when the page names one, else on the model (decision 064). */
export async function runCarFreePlanOn(search: string, data: PlannerData, timetableUrl: string | undefined): Promise<PlanResponse> {
  return runCarFreePlan(search, data, await loadTripSource(timetableUrl));
}
