import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { newsletterCounts } from '../src/features/newsletter/newsletter.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/admin/newsletter: how many addresses are pending, confirmed and unsubscribed (staff only). */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await newsletterCounts(await db()));
});

export const config: Config = { path: '/api/admin/newsletter', method: 'GET' };
