import * as z from 'zod/mini';
import { textCheck } from '../../lib/text.ts';
import { CATEGORIES } from '../destinations/categories.ts';
import { graphFingerprint } from '../roads/roadNetwork.ts';
import { AIRPORT_LABEL, MY_LOCATION_LABEL, PACES, type PlanInput, type PlannerData, type PlanResponse } from './planning.ts';
import { DAY_IN_NAMES } from './dayIn.ts';
import { FOCUS, WHO } from './travelerKinds.ts';
import { say } from '../../lib/messages/said.ts';

// zod/mini, not classic zod (issue 38): this schema ships in the planner's workers, and zod/mini's
// functions tree-shake where classic zod's methods do not (about 80 KB less to compile on every
// plan page's first plan). Each check is the one classic zod's method adds (`.min()` on a string
// is minLength, on a number gte), so the checks and the paths of the errors are the same.
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const label = z.string().check(textCheck(), z.trim(), z.minLength(1), z.maxLength(120));
const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.describe(description)) as T;
const list = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  described(z._default(z.array(z.enum(values)).check(z.maxLength(values.length)), []), description);
const oneOf = <T extends readonly number[]>(values: T) => z.pipe(z.coerce.number(), z.union(values.map((v) => z.literal(v)) as [z.ZodMiniLiteral<T[number]>]));

/**
 * The planner's inputs as they appear in a plan's URL (`/plan?from=…&hours=…`): the one schema
 * for the page, the worker and the saved-trips API. Absent date and time mean "now in Utah".
 */
export const planQuerySchema = z
  .object({
    from: described(z._default(label, AIRPORT_LABEL), 'start: the airport, a catalogue place name, a Utah town or "My location"'),
    near: described(
      z.optional(z.string().check(z.regex(/^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, 'expected "lat,lng"'))),
      'the coordinates of "My location"',
    ),
    to: described(z._default(z.string().check(textCheck(), z.trim(), z.maxLength(120)), ''), 'where the day ends; empty for back at the start'),
    date: described(z.optional(z.iso.date()), 'day of departure in Utah, YYYY-MM-DD'),
    time: described(z.optional(z.string().check(z.regex(HH_MM, 'expected HH:MM'))), 'departure time in Utah, HH:MM'),
    hours: described(z._default(z.union([z.literal('day'), z.coerce.number().check(z.int(), z.gte(1), z.lte(16))]), 4), 'hours available, 1-16, or "day"'),
    cat: list(CATEGORIES, 'preferred categories'),
    pace: z._default(z.enum(PACES), 'normal'),
    who: list(WHO, 'who is coming: hikers, easy (walking only), children, wheelchair'),
    for: list(FOCUS, 'what they came for: sights, hikes, offroad, culture'),
    park: described(
      z.optional(z.enum(DAY_IN_NAMES)),
      'the park, monument, state park, town or region the day is for: its signature sights first (a base such as Moab serves two parks)',
    ),
    days: described(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(7)), 1), 'days of the trip, 1-7 (1: the day planner)'),
    drive: described(z._default(z.coerce.number().check(z.gte(1), z.lte(12), z.multipleOf(0.5)), 5), 'daily driving limit in hours (trips of 2+ days)'),
    end: described(z.optional(z.string().check(textCheck(), z.trim(), z.maxLength(120))), 'where the trip ends (same as `to`); empty for back at the start'),
    flight: described(
      z.optional(z.string().check(z.regex(HH_MM, 'expected HH:MM'))),
      'departure of the flight home on the last day, Utah time, HH:MM: the trip ends at the airport before it',
    ),
    buffer: described(z._default(oneOf([60, 90, 120] as const), 90), 'minutes at the airport before the flight: 60, 90 or 120'),
    car: described(z._default(z.enum(['0', '1']), '1'), '"0": I have no car, every leg by public transport and on foot (issue 36)'),
    walk: described(z._default(oneOf([10, 15, 20, 30] as const), 20), 'without a car: the longest single walk, minutes: 10, 15, 20 or 30'),
    favs: described(
      z.optional(z.string().check(z.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'expected comma-separated destination ids'), z.maxLength(4000))),
      '"plan my favorites": the destinations to order into days',
    ),
  })
  .check(
    z.refine((q) => q.from !== MY_LOCATION_LABEL || q.near !== undefined, { path: ['near'], message: '"My location" needs its coordinates' }),
    z.refine((q) => q.car === '1' || !q.favs, { path: ['favs'], message: '"Plan my favorites" plans drives: not without a car' }),
  );

export type PlanQuery = z.infer<typeof planQuerySchema>;

/** The query fields that repeat (`cat=…&cat=…`). */
const LISTS = ['cat', 'who', 'for'];

/** A URL query string as the schema's input (repeated `cat`, everything else last value wins). */
export function queryObject(search: string | URLSearchParams): Record<string, unknown> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) if (!LISTS.includes(key) && value !== '') out[key] = value;
  for (const key of LISTS) out[key] = params.getAll(key);
  return out;
}

/** Parses a plan URL's query; `now` fills a missing date and time with Utah's clock. */
export function parsePlanQuery(search: string | URLSearchParams): z.core.util.SafeParseResult<PlanQuery> {
  // Without zod's compiled fast path (issue 38): a fresh worker parses one query, and compiling
  // the schema's parser costs more than the plain path it would spare; the checks are the same.
  return z.safeParse(planQuerySchema, queryObject(search), { jitless: true });
}

/** The planner input of a parsed query, leaving at `leave` (an instant). */
export function toPlanInput(q: PlanQuery, leave: number): PlanInput {
  const near = q.near?.split(',').map(Number) as [number, number] | undefined;
  return {
    from: q.from,
    near: near ? { lat: near[0], lng: near[1] } : undefined,
    to: q.end ?? q.to,
    leave,
    hours: q.hours,
    categories: q.cat,
    pace: q.pace,
    date: q.date,
    who: q.who,
    focus: q.for,
    park: q.park,
  };
}

/** A query with the date and time the page filled in. */
export type DatedQuery = PlanQuery & { date: string; time: string };

/**
 * A plan request's query read and checked, for the car planner (planner/planRun.ts) and the car-free one
 * (transit/carFreeRun.ts): data from this build's road graph, every field valid, a date and a time; else
 * the refusal naming the fields.
 */
export function readPlanRequest(search: string, data: PlannerData): { q: DatedQuery } | Extract<PlanResponse, { ok: false }> {
  if (data.graph !== graphFingerprint()) return { ok: false, error: say('plan.error.updated'), fields: [] };
  const parsed = parsePlanQuery(search);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    return { ok: false, error: say('plan.error.check', { fields: fields.join(', ') }), fields };
  }
  const { date, time } = parsed.data;
  if (!date || !time) return { ok: false, error: say('plan.error.dateTime'), fields: ['date', 'time'] };
  return { q: { ...parsed.data, date, time } };
}
