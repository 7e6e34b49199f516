/**
 * A plan request as both planners read it, and the answer the page gets from either: the plan
 * URL's query in, a result or a message naming the field at fault out. The car planner
 * (planner/planRun.ts) and the car-free one (transit/carFreeRun.ts) each start from here.
 */
import { type PlanQuery, parsePlanQuery } from './planning.schema.ts';
import { graphFingerprint } from '../roads/fingerprint.ts';
import type { FavouriteDays, PlannerData, PlanResult, TripResult } from './planning.ts';

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
