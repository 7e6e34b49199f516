/**
 * One planning request, as the worker (or the page, where workers are missing) runs it: the
 * plan URL's query in, a result or a message naming the field at fault out.
 */
import { parsePlanQuery, toPlanInput } from './planner.schema.ts';
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

/** Plans for a query that carries its date and time (the page fills them before asking). */
export function runPlan(search: string, data: PlannerData, live?: LiveClosures): PlanResponse {
  if (data.graph !== graphFingerprint()) return { ok: false, error: 'The site was updated while this page was open: please reload it.', fields: [] };
  const parsed = parsePlanQuery(search);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    return { ok: false, error: `Please check: ${fields.join(', ')}`, fields };
  }
  const q = parsed.data;
  if (!q.date || !q.time) return { ok: false, error: 'Please choose a date and time', fields: ['date', 'time'] };
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
