import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { adminAnalytics } from '../src/features/interactions/interactions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/admin/analytics: the dashboard's figures (staff only; refetched every 30 s). */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await adminAnalytics(await db()));
});

export const config: Config = { path: '/api/admin/analytics', method: 'GET' };
