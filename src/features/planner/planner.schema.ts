import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { CATEGORIES } from '../destinations/categories.ts';
import { AIRPORT_LABEL, MY_LOCATION_LABEL, PACES, type PlanInput } from './planner.ts';
import { PARK_NAMES } from './signature.ts';
import { FOCUS, WHO } from './travelerKinds.ts';

const label = text().trim().min(1).max(120);

/**
 * The planner's inputs as they appear in a plan's URL (`/plan?from=…&hours=…`): the one schema
 * for the page, the worker and the saved-trips API. Absent date and time mean "now in Utah".
 */
export const planQuerySchema = z
  .object({
    from: label.default(AIRPORT_LABEL).describe('start: the airport, a catalogue place name, a Utah town or "My location"'),
    near: z
      .string()
      .regex(/^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, 'expected "lat,lng"')
      .optional()
      .describe('the coordinates of "My location"'),
    to: text().trim().max(120).default('').describe('where the day ends; empty for back at the start'),
    date: z.iso.date().optional().describe('day of departure in Utah, YYYY-MM-DD'),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
      .optional()
      .describe('departure time in Utah, HH:MM'),
    hours: z
      .union([z.literal('day'), z.coerce.number().int().min(1).max(16)])
      .default(4)
      .describe('hours available, 1-16, or "day"'),
    cat: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]).describe('preferred categories'),
    pace: z.enum(PACES).default('normal'),
    who: z.array(z.enum(WHO)).max(WHO.length).default([]).describe('who is coming: hikers, easy (walking only), children, wheelchair'),
    for: z.array(z.enum(FOCUS)).max(FOCUS.length).default([]).describe('what they came for: sights, hikes, offroad, culture'),
    park: z.enum(PARK_NAMES).optional().describe('the park the day is for: its sights first (a base such as Moab serves two parks)'),
    days: z.coerce.number().int().min(1).max(7).default(1).describe('days of the trip, 1-7 (1: the day planner)'),
    drive: z.coerce.number().min(1).max(12).multipleOf(0.5).default(5).describe('daily driving limit in hours (trips of 2+ days)'),
    end: text().trim().max(120).optional().describe('where the trip ends (same as `to`); empty for back at the start'),
    flight: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
      .optional()
      .describe('departure of the flight home on the last day, Utah time, HH:MM: the trip ends at the airport before it'),
    buffer: z.coerce
      .number()
      .pipe(z.union([z.literal(60), z.literal(90), z.literal(120)]))
      .default(90)
      .describe('minutes at the airport before the flight: 60, 90 or 120'),
    car: z.enum(['0', '1']).default('1').describe('"0": I have no car, every leg by public transport and on foot (issue 36)'),
    walk: z.coerce
      .number()
      .pipe(z.union([z.literal(10), z.literal(15), z.literal(20), z.literal(30)]))
      .default(20)
      .describe('without a car: the longest single walk, minutes: 10, 15, 20 or 30'),
    favs: z
      .string()
      .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'expected comma-separated destination ids')
      .max(4000)
      .optional()
      .describe('"plan my favourites": the destinations to order into days'),
  })
  .refine((q) => q.from !== MY_LOCATION_LABEL || q.near !== undefined, { path: ['near'], message: '"My location" needs its coordinates' })
  .refine((q) => q.car === '1' || !q.favs, { path: ['favs'], message: '"Plan my favourites" plans drives: not without a car' });

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
export function parsePlanQuery(search: string | URLSearchParams): ReturnType<typeof planQuerySchema.safeParse> {
  // Without zod's compiled fast path (issue 38): a fresh worker parses one query, and compiling
  // the schema's parser costs more than the plain path it would spare; the checks are the same.
  return planQuerySchema.safeParse(queryObject(search), { jitless: true });
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
