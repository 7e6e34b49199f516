/**
 * One planning request, as the worker (or the page, where workers are missing) runs it: the
 * plan URL's query in, a result or a message naming the field at fault out.
 */
import { type PlanQuery, parsePlanQuery, toPlanInput } from './planner.schema.ts';
import { graphFingerprint } from '../roads/fingerprint.ts';
import { type LiveClosures, PlanInputError, type PlannerData, type PlanResult } from './planner.ts';
import { type FavouriteDays, planDay, planFavouriteDays } from './search.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import type { TripResult } from './multiDay.ts';
import { planWithDays } from './tripRun.ts';

export type PlanResponse =
  | { ok: true; kind: 'day'; result: PlanResult }
  | { ok: true; kind: 'favourites'; result: FavouriteDays }
  | { ok: true; kind: 'trip'; result: TripResult }
  | { ok: false; error: string; fields: string[] };

/** A query with the date and time the page filled in. */
export type DatedQuery = PlanQuery & { date: string; time: string };

/**
 * A request's query read and checked, for the car planner and the car-free one (transit/carFreeRun.ts):
 * data from this build's road graph, every field valid, a date and a time; else the refusal naming the fields.
 */
export function readPlanRequest(search: string, data: PlannerData): { q: DatedQuery } | Extract<PlanResponse, { ok: false }> {
  if (data.graph !== graphFingerprint()) return { ok: false, error: 'The site was updated while this page was open: please reload it.', fields: [] };
  const parsed = parsePlanQuery(search);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    return { ok: false, error: `Please check: ${fields.join(', ')}`, fields };
  }
  const { date, time } = parsed.data;
  if (!date || !time) return { ok: false, error: 'Please choose a date and time', fields: ['date', 'time'] };
  return { q: { ...parsed.data, date, time } };
}

/** Plans for a query that carries its date and time (the page fills them before asking). */
export function runPlan(search: string, data: PlannerData, live?: LiveClosures): PlanResponse {
  const read = readPlanRequest(search, data);
  if (!('q' in read)) return read;
  const { q } = read;
  // Without a car the transit room plans (transit/carFreeRun.ts, issue 36): never a drive for someone who has no car.
  if (q.car === '0') return { ok: false, error: 'Plans without a car are made by the transit planner', fields: ['car'] };
  // Live closures hold on the day they were read only: the day model (roads/day.ts) decides.
  const input = { ...toPlanInput(q, utahToInstant(q.date, q.time)), liveClosures: live };
  try {
    if (q.favs) return { ok: true, kind: 'favourites', result: planFavouriteDays(data, input, q.favs.split(',')) };
    if (q.days > 1 || q.flight) return planWithDays(data, q, input, search);
    return { ok: true, kind: 'day', result: planDay(data, input) };
  } catch (error) {
    if (error instanceof PlanInputError) return { ok: false, error: error.message, fields: error.fields ?? ['from', 'to'] };
    throw error;
  }
}
