import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { INTERACTION_TYPES } from './interactions.ts';

/** Body of POST /api/interactions (the page beacon). The destination's name is looked up on the server. */
export const interactionSchema = z
  .object({
    type: z.enum(INTERACTION_TYPES),
    destinationId: text()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(80)
      .optional(),
    /** What was interacted with when it is not a destination, e.g. the social network's host. */
    label: text().trim().min(1).max(80).optional(),
  })
  .strict();
export type InteractionInput = z.infer<typeof interactionSchema>;
