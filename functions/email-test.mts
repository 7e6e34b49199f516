import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { assertNotCrossSite, sendTestEmail } from '../src/features/interactions/interactions.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/email/test: mails a test message to the signed-in staff member. */
export default staffHandler(async (request, { staff, sql }) => {
  assertNotCrossSite(request);
  return json({ ok: true, ...(await sendTestEmail(sql, staff.email)) });
});

export const config: Config = { path: '/api/email/test', method: 'GET' };
