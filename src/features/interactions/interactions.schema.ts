import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { destinationIdSchema } from '../destinations/destinations.schema.ts';
import { INTERACTION_TYPES } from './interactions.ts';

/** Body of POST /api/interactions (the page beacon). The destination's name is looked up on the server. */
export const interactionSchema = z
  .object({
    type: z.enum(INTERACTION_TYPES),
    destinationId: destinationIdSchema.optional(),
    /** What was interacted with when it is not a destination, e.g. the social network's host. */
    label: text().trim().min(1).max(80).optional(),
  })
  .strict();
export type InteractionInput = z.infer<typeof interactionSchema>;
