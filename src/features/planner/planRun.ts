/**
 * One car planning request, as the worker (or the page, where workers are missing) runs it: the
 * request read by the shared core (planning/planning.schema.ts readPlanRequest), then a day, favorites or a trip.
 */
import { readPlanRequest, toPlanInput } from '../planning/planning.schema.ts';
import { type LiveClosures, PlanInputError, type PlannerData, type PlanResponse } from '../planning/planning.ts';
import { planDay, planFavoriteDays } from './search.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { planWithDays } from './tripRun.ts';
import { say } from '../../lib/messages/said.ts';

/** Plans for a query that carries its date and time (the page fills them before asking). */
export function runPlan(search: string, data: PlannerData, live?: LiveClosures): PlanResponse {
  const read = readPlanRequest(search, data);
  if (!('q' in read)) return read;
  const { q } = read;
  // Without a car the transit room plans (transit/carFreeRun.ts, issue 36): never a drive for someone who has no car.
  if (q.car === '0') return { ok: false, error: say('plan.error.transitPlanner'), fields: ['car'] };
  // Live closures hold on the day they were read only: the day model (roads/day.ts) decides.
  const input = { ...toPlanInput(q, utahToInstant(q.date, q.time)), liveClosures: live };
  try {
    if (q.favs) return { ok: true, kind: 'favourites', result: planFavoriteDays(data, input, q.favs.split(',')) };
    if (q.days > 1 || q.flight) return planWithDays(data, q, input, search);
    return { ok: true, kind: 'day', result: planDay(data, input) };
  } catch (error) {
    if (error instanceof PlanInputError) return { ok: false, error: error.said, fields: error.fields ?? ['from', 'to'] };
    throw error;
  }
}
