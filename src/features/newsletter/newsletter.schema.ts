import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { emailSchema } from '../accounts/accounts.ts';
import { ISSUE_LIMITS } from './newsletter.ts';

/** Body of POST /api/newsletter: the address and, optionally, the page the form was on. */
export const newsletterSignupSchema = z
  .object({
    email: text().trim().pipe(emailSchema),
    source: text()
      .max(200)
      .regex(/^\/[^\s]*$/, 'Must be a path of this site, starting with /')
      .optional(),
  })
  .strict();
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The token of a confirmation or unsubscribe link (32 random bytes, base64url). */
export const newsletterLinkSchema = z.object({ token: text().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid') });

/** Body of POST /api/admin/newsletter/send: one plain-text issue. */
export const newsletterIssueSchema = z
  .object({
    subject: text().trim().min(1, 'Please write a subject').max(ISSUE_LIMITS.subject, `At most ${ISSUE_LIMITS.subject} characters`),
    body: text({ multiline: true }).trim().min(1, 'Please write the text of the issue').max(ISSUE_LIMITS.body, `At most ${ISSUE_LIMITS.body} characters`),
  })
  .strict();
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
