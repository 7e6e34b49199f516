import type { Config } from '@netlify/functions';
import { statusTokenQuerySchema, submissionSchema } from '../src/features/submissions/submissions.schema.ts';
import { correctSubmission, limitStatusLookups, submissionStatus } from '../src/features/submissions/submissions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody, parseQuery } from '../src/server/http.ts';

/**
 * The submitter's private status link (decision 025).
 * GET /api/submissions/status?token=…: the submission, its status and the reviewer's notes.
 * PATCH /api/submissions/status?token=… (the public form's body): corrections while staff ask
 * for changes, which put it back to pending; 409 in any other status.
 * Both are rate-limited per client before the token is looked at, so guessing costs requests;
 * a wrong, retired or malformed token is a 404. The answer is personal: never cached.
 */
export default handler(async (request, context) => {
  const sql = await db();
  if (request.method === 'PATCH') {
    // The body first, so a bad field is named even when the token is also wrong; as for new
    // submissions, a refused body costs nothing and touches no submission, a valid one counts.
    const data = await parseJsonBody(request, submissionSchema, 16 * 1024);
    await limitStatusLookups(sql, context.ip, true);
    const { token } = parseQuery(request, statusTokenQuerySchema);
    return json(await correctSubmission(sql, token, data));
  }
  await limitStatusLookups(sql, context.ip, false);
  const { token } = parseQuery(request, statusTokenQuerySchema);
  return json(await submissionStatus(sql, token));
});

export const config: Config = { path: '/api/submissions/status', method: ['GET', 'PATCH'] };
