import { z } from 'zod';
import { CATEGORIES, TIERS } from './categories.ts';
import type { DestinationsQuery } from './destinations.ts';

/** Query of GET /api/destinations: drive time at or under, category, what a tier may open. */
export const destinationsQuerySchema = z
  .object({
    driveTime: z.coerce.number().int().min(0).max(24 * 60).optional(),
    category: z.enum(CATEGORIES).optional(),
    tier: z.enum(TIERS).optional(),
  })
  .strict() satisfies z.ZodType<DestinationsQuery, unknown>;

/** A destination id: the catalogue's slug form. */
export const destinationIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80);
