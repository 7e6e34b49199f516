import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { CATEGORIES, TIERS } from './categories.ts';
import { DESTINATION_ID_MAX, DESTINATION_ID_PATTERN } from './ids.ts';
import type { DestinationsQuery } from './destinations.ts';

// `?driveTime=` (an empty form field) means no filter: without this, coercion reads it as 0.
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Query of GET /api/destinations: drive time at or under, category, what a tier may open, added after a moment. */
export const destinationsQuerySchema = z
  .object({
    driveTime: blankIsAbsent(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(24 * 60),
    ),
    category: blankIsAbsent(z.enum(CATEGORIES)),
    tier: blankIsAbsent(z.enum(TIERS)),
    // Places added after a build (lateCatalogue.ts): the build's newest created_at, as ISO 8601.
    since: blankIsAbsent(z.iso.datetime({ offset: true })),
  })
  .strict() satisfies z.ZodType<DestinationsQuery, unknown>;

/** A destination id: the catalogue's slug form. */
export const destinationIdSchema = text().regex(DESTINATION_ID_PATTERN).max(DESTINATION_ID_MAX);
