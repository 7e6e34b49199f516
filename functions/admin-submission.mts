import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { trustedOrigin } from '../src/features/accounts/login.server.ts';
import { reviewSchema, submissionIdSchema } from '../src/features/submissions/submissions.schema.ts';
import { reviewSubmission } from '../src/features/submissions/submissions.server.ts';
import { json, parseJsonBody, pathParam } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * PUT /api/admin/submissions/{id} {status, reviewNotes}: staff review. Approving adds the
 * destination to the catalogue at once (the API shows it; its page comes with the next build).
 * Approving, rejecting and asking for changes (notes required) mail the submitter a fresh
 * status link; `notified` says whether the mail went (null when nothing was to be sent).
 */
export default staffHandler(async (request, { staff, sql }, context) => {
  const review = await parseJsonBody(request, reviewSchema, 8 * 1024);
  await limitWrite(sql, 'review', staff.id);
  const id = pathParam(context, 'id', submissionIdSchema, 'Submission not found');
  return json(await reviewSubmission(sql, id, review, trustedOrigin(request)));
});

export const config: Config = { path: '/api/admin/submissions/:id', method: 'PUT' };
