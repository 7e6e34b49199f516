import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { trustedOrigin } from '../src/features/accounts/login.server.ts';
import { newsletterIssueSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { sendIssue } from '../src/features/newsletter/newsletter.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** POST /api/admin/newsletter/send {subject, body}: mails one issue to every confirmed subscriber (staff only). */
export default staffHandler(async (request, { staff, sql }) => {
  const issue = await parseJsonBody(request, newsletterIssueSchema, 64 * 1024);
  await limitWrite(sql, 'newsletterSend', staff.id);
  return json({ ok: true, ...(await sendIssue(sql, issue, staff.email, trustedOrigin(request))) });
});

export const config: Config = { path: '/api/admin/newsletter/send', method: 'POST' };
