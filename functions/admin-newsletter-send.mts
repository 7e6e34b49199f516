import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { trustedOrigin } from '../src/features/accounts/login.server.ts';
import { newsletterIssueSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { sendIssue } from '../src/features/newsletter/newsletter.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** POST /api/admin/newsletter/send {subject, body}: mails one issue to every confirmed subscriber (staff only). */
export default handler(async (request) => {
  const user = await requireStaff(request);
  const issue = await parseJsonBody(request, newsletterIssueSchema, 64 * 1024);
  const sql = await db();
  await limitWrite(sql, 'newsletterSend', user.id);
  return json({ ok: true, ...(await sendIssue(sql, issue, user.email, trustedOrigin(request))) });
});

export const config: Config = { path: '/api/admin/newsletter/send', method: 'POST' };
