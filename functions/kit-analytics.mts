import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { kitAnalytics } from '../src/features/kits/kits.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/kit-analytics: kitStats, totalSignups and totalVotes for the Kit Analytics Dashboard.
 * Staff only: 401 for anonymous visitors, 403 for signed-in people without the staff role.
 */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await kitAnalytics(await db()));
});

export const config: Config = { path: '/api/kit-analytics', method: 'GET' };
