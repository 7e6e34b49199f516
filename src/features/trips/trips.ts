import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { parsePlanQuery } from '../planning/planning.schema.ts';

/** Saves per person per window: a person saving by hand never comes near it; a script does. */
export const TRIP_SAVES = { limit: 20, windowSeconds: 10 * 60 } as const;
/** At most this many saved trips per person. */
export const MAX_TRIPS = 100;

/** Body of POST /api/trips: a name and the plan URL's query, which must itself be a valid plan. */
export const tripSchema = z
  .object({
    name: text().trim().min(1, 'Give the trip a name').max(80),
    query: text()
      .trim()
      .min(1)
      .max(2000)
      .transform((q) => q.replace(/^\?/, ''))
      .superRefine((q, ctx) => {
        const parsed = parsePlanQuery(q);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `Not a plan: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}` });
          return;
        }
        if (!parsed.data.date || !parsed.data.time) ctx.addIssue({ code: 'custom', message: 'A saved plan needs its date and time' });
      }),
    plan: z.number().int().min(0).max(30).default(0),
  })
  .strict();

/** A trip id in a path: a UUID (anything else is a 404, not a database error). */
export const tripIdSchema = z.uuid();

export interface Trip {
  id: string;
  name: string;
  query: string;
  plan: number;
  createdAt: string;
}
