// Plans with days or a flight (decision 052): a trip of 2-7 days, or one day that ends at the
// airport before a flight (a layover). The query is parsed already; planRun.ts calls this.
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { planTrip } from './multiDay.ts';
import type { PlanQuery } from '../planning/planning.schema.ts';
import { queryObject } from '../planning/planning.schema.ts';
import { AIRPORT_LABEL, type PlanInput, PlanInputError, type PlannerData, type PlanResult, type TripResult } from '../planning/planning.ts';

type DaysResponse = { ok: true; kind: 'trip'; result: TripResult } | { ok: true; kind: 'day'; result: PlanResult };
import { planDay, sameTimeLater } from './search.ts';
import { say } from '../../lib/messages/said.ts';

/** The instant the visitor must be back at the airport: the flight on the last day less the buffer, or null. */
export function arriveByOf(q: Pick<PlanQuery, 'flight' | 'buffer' | 'days'>, leave: number): number | null {
  if (!q.flight) return null;
  const lastDay = utahParts(sameTimeLater(leave, q.days - 1)).date;
  return utahToInstant(lastDay, q.flight) - q.buffer * 60_000;
}

export function planWithDays(data: PlannerData, q: PlanQuery, input: PlanInput, search: string): DaysResponse {
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
