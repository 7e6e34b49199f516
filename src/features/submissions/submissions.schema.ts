import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { BUSINESS_ROLES, SUBMISSION_CATEGORIES, SUBMISSION_LIMITS, SUBMISSION_STATUSES } from './submissions.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const required = (max: number, message: string, multiline = false) => text({ multiline }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max: number, multiline = false) =>
  z.preprocess(blankToUndefined, text({ multiline }).trim().max(max, `At most ${max} characters`).optional());

/**
 * Body of POST /api/submit-destination, shared by the form and the function. `promoCode` is the
 * honeypot: hidden from people, so anything in it comes from a bot.
 */
export const submissionSchema = z
  .object({
    name: required(SUBMISSION_LIMITS.name, 'Please enter the business or destination name'),
    category: z.enum(SUBMISSION_CATEGORIES, 'Please choose a category'),
    address: required(SUBMISSION_LIMITS.address, 'Please enter the address'),
    website: z.preprocess(
      blankToUndefined,
      text()
        .pipe(
          z
            .url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'Please enter a web address starting with http:// or https://' })
            .max(SUBMISSION_LIMITS.website),
        )
        .optional(),
    ),
    phone: required(SUBMISSION_LIMITS.phone, 'Please enter a phone number').regex(
      /^\+?[\d\s().-]{7,24}(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i,
      'Please enter a phone number, e.g. (801) 555-0100',
    ),
    email: text()
      .trim()
      .max(SUBMISSION_LIMITS.email)
      .pipe(z.email('Please enter a valid e-mail address'))
      .transform((e) => e.toLowerCase()),
    description: required(SUBMISSION_LIMITS.description, 'Please describe the destination', true),
    highlights: optional(SUBMISSION_LIMITS.highlights, true),
    hours: optional(SUBMISSION_LIMITS.hours),
    pricing: optional(SUBMISSION_LIMITS.pricing),
    seasonality: optional(SUBMISSION_LIMITS.seasonality),
    contactName: required(SUBMISSION_LIMITS.contactName, 'Please enter your name'),
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
