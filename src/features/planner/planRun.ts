/**
 * One car planning request, as the worker (or the page, where workers are missing) runs it: the
 * request read by the shared core (planning/planning.schema.ts readPlanRequest), then a day,
 * favorites, a trip of 2-7 days or one day that ends at the airport before a flight (decision 052).
 */
import { type PlanQuery, queryObject, readPlanRequest, toPlanInput } from '../planning/planning.schema.ts';
import {
  AIRPORT_LABEL,
  type LiveClosures,
  type PlanInput,
  PlanInputError,
  type PlannerData,
  type PlanResponse,
  type PlanResult,
  type TripResult,
} from '../planning/planning.ts';
import { planTrip } from './multiDay.ts';
import { planFavoriteDays } from './favoriteDays.ts';
import { planDay, sameTimeLater } from './search.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { say } from '../../lib/messages/said.ts';

type DaysResponse = { ok: true; kind: 'trip'; result: TripResult } | { ok: true; kind: 'day'; result: PlanResult };

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

/** The instant the visitor must be back at the airport: the flight on the last day less the buffer, or null. */
function arriveByOf(q: Pick<PlanQuery, 'flight' | 'buffer' | 'days'>, leave: number): number | null {
  if (!q.flight) return null;
  const lastDay = utahParts(sameTimeLater(leave, q.days - 1)).date;
  return utahToInstant(lastDay, q.flight) - q.buffer * 60_000;
}

function planWithDays(data: PlannerData, q: PlanQuery, input: PlanInput, search: string): DaysResponse {
  const arriveBy = arriveByOf(q, input.leave);
  if (q.days > 1) {
    // A trip's days are whole days unless the query says otherwise.
    const hours = queryObject(search).hours === undefined ? 'day' : input.hours;
    return { ok: true, kind: 'trip', result: planTrip(data, { ...input, hours, days: q.days, driveMinutes: q.drive * 60, arriveBy }) };
  }
  const budget = Math.floor((arriveBy! - input.leave) / 60_000);
  if (budget < 30) throw new PlanInputError(say('plan.error.flightTooSoon'), ['flight', 'time']);
  return { ok: true, kind: 'day', result: planDay(data, { ...input, to: AIRPORT_LABEL, budgetMinutes: budget }) };
}
