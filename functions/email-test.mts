import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { assertNotCrossSite, sendTestEmail } from '../src/features/interactions/interactions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/email/test: mails a test message to the signed-in staff member. */
export default handler(async (request) => {
  assertNotCrossSite(request);
  const staff = await requireStaff(request);
  return json({ ok: true, ...(await sendTestEmail(await db(), staff.email)) });
});

export const config: Config = { path: '/api/email/test', method: 'GET' };
