import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { emailSchema } from '../accounts/accounts.ts';
import { INTEREST_TEXT } from './interestText.ts';
import { FEEDBACK_MAX, KIT_IDS, MAX_RANKED_KITS } from './kits.ts';

export const kitIdSchema = z.enum(KIT_IDS, { error: 'Unknown kit' });

/**
 * How a submission meets an earlier ranking of the same e-mail: `replace` (the dialog, the
 * default) swaps it for the new one; `add` (the Olympic sign-up page) adds its one kit to it.
 */
export const INTEREST_MODES = ['replace', 'add'] as const;
export type InterestMode = (typeof INTEREST_MODES)[number];

/** Body of POST /api/kit-interest (docs/product.md §3.5, §5.2), shared by the dialog, the sign-up page and the function. */
export const kitInterestSchema = z
  .object({
    email: text().trim().pipe(emailSchema),
    rankedKits: z
      .array(kitIdSchema)
      .min(1, INTEREST_TEXT.selectKits.description)
      .max(MAX_RANKED_KITS, INTEREST_TEXT.maxKits)
      .refine((kits) => new Set(kits).size === kits.length, 'Each kit can be ranked only once'),
    feedback: text({ multiline: true })
      .trim()
      .max(FEEDBACK_MAX, `Feedback can be at most ${FEEDBACK_MAX} characters`)
      .nullish()
      .transform((f) => f || null),
    // Absent means "replace", so the dialog's body stays exactly email, rankedKits and feedback (docs/product.md §3.5).
    mode: z.enum(INTEREST_MODES, { error: 'Mode must be "replace" or "add"' }).optional(),
  })
  .strict()
  .refine((body) => body.mode !== 'add' || body.rankedKits.length === 1, { path: ['rankedKits'], message: 'Adding to a ranking takes exactly one kit' });
export type KitInterestInput = z.input<typeof kitInterestSchema>;
export type KitInterest = z.output<typeof kitInterestSchema>;
