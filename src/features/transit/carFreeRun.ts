// One plan request with `car=0` (issue 36, decision 060), as the car-free worker (or the page,
// where workers are missing) runs it: the plan URL's query in, the planner's own response shapes
// out, so /plan draws and exports it as any plan. The car planner (planner/planRun.ts) answers
// every other request; the transit room stands on the planner, never the reverse.
import { PlanInputError, type PlannerData } from '../planner/planner.ts';
import { queryObject } from '../planner/planner.schema.ts';
import { type PlanResponse, readPlanRequest } from '../planner/planRun.ts';
import { carFreeDayPlan, carFreeRequest, timetableOn } from './carFreePlan.ts';
import { carFreeTrip } from './carFreeTrip.ts';
import type { TripSource } from './reach.ts';
import { modelTrips } from './service.ts';
import { loadTripSource } from './timetableFile.ts';

/** Plans a `car=0` query that carries its date and time (the page fills them before asking). */
export function runCarFreePlan(search: string, data: PlannerData, source: TripSource = modelTrips): PlanResponse {
  // The walks join the road graph: the data file and this code must come from the same build (readPlanRequest checks).
  const read = readPlanRequest(search, data);
  if (!('q' in read)) return read;
  const { q } = read;
  try {
    // As the car planner: a trip's days are whole days unless the query says otherwise.
    if (q.days > 1)
      return { ok: true, kind: 'trip', result: carFreeTrip(data, { ...q, hours: queryObject(search).hours === undefined ? 'day' : q.hours }, source) };
    return { ok: true, kind: 'day', result: carFreeDayPlan(timetableOn(q.date, source), data.places, carFreeRequest(q, data)).result };
  } catch (error) {
    if (error instanceof PlanInputError) return { ok: false, error: error.message, fields: error.fields ?? ['from', 'to'] };
    throw error;
  }
}

/** As runCarFreePlan, on the feed's timetable file when the page names one, else on the model (decision 064). */
export async function runCarFreePlanOn(search: string, data: PlannerData, timetableUrl: string | undefined): Promise<PlanResponse> {
  return runCarFreePlan(search, data, await loadTripSource(timetableUrl));
}
