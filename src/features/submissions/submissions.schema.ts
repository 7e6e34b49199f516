import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { blankToUndefined, placeFieldSchemas, requiredText } from '../destinations/placeFields.schema.ts';
import { BUSINESS_ROLES, SUBMISSION_CATEGORIES, SUBMISSION_LIMITS, SUBMISSION_STATUSES } from './submissions.ts';

/** A submission's id in a path (PUT /api/admin/submissions/{id}): a UUID, anything else names no submission. */
export const submissionIdSchema = z.guid();

/**
 * Body of POST /api/submit-destination, shared by the form and the function. `promoCode` is the
 * honeypot: hidden from people, so anything in it comes from a bot.
 */
export const submissionSchema = z
  .object({
    name: placeFieldSchemas.name,
    category: z.enum(SUBMISSION_CATEGORIES, 'Please choose a category'),
    address: placeFieldSchemas.address,
    website: placeFieldSchemas.website,
    phone: placeFieldSchemas.phone,
    email: text()
      .trim()
      .max(SUBMISSION_LIMITS.email)
      .pipe(z.email('Please enter a valid e-mail address'))
      .transform((e) => e.toLowerCase()),
    description: placeFieldSchemas.description,
    highlights: placeFieldSchemas.highlights,
    hours: placeFieldSchemas.hours,
    pricing: placeFieldSchemas.pricing,
    seasonality: placeFieldSchemas.seasonality,
    contactName: requiredText(SUBMISSION_LIMITS.contactName, 'Please enter your name'),
    businessRole: z.enum(BUSINESS_ROLES, 'Please choose your role'),
    promoCode: text().max(200).optional(),
  })
  .strict();
export type SubmissionInput = z.input<typeof submissionSchema>;
export type SubmissionData = z.output<typeof submissionSchema>;

/** Body of PUT /api/admin/submissions/{id}. Asking for changes needs notes saying which. */
export const reviewSchema = z
  .object({
    status: z.enum(SUBMISSION_STATUSES),
    reviewNotes: z.preprocess(blankToUndefined, text({ multiline: true }).trim().max(SUBMISSION_LIMITS.reviewNotes).nullish()),
  })
  .strict()
  .refine((r) => r.status !== 'needs_changes' || Boolean(r.reviewNotes), {
    path: ['reviewNotes'],
    message: 'Please tell the submitter what to change',
  });
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewData = z.output<typeof reviewSchema>;

/**
 * Query of /api/submissions/status. A missing or absurd token is a 400 naming `token`; one of
 * the right shape that matches nothing (wrong, retired or malformed inside) is a 404 later.
 */
export const statusTokenQuerySchema = z.object({
  token: text().min(1, 'The status link has no token').max(200, 'The status link is not valid'),
});
