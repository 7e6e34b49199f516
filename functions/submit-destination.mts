import type { Config } from '@netlify/functions';
import { trustedOrigin } from '../src/features/accounts/login.server.ts';
import { submissionSchema } from '../src/features/submissions/submissions.schema.ts';
import { createSubmission } from '../src/features/submissions/submissions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

/**
 * POST /api/submit-destination: a business proposes a destination; stored as pending for review,
 * and the submitter is mailed a private status link (emailSent: false when the mail server failed).
 */
export default handler(async (request, context) => {
  const data = await parseJsonBody(request, submissionSchema, 16 * 1024);
  const { emailSent } = await createSubmission(await db(), data, context.ip, trustedOrigin(request));
  return json({ ok: true, status: 'pending', emailSent }, { status: 201 });
});

export const config: Config = { path: '/api/submit-destination', method: 'POST' };
