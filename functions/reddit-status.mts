import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { scanStatus } from '../src/features/reddit/discovery.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/reddit/status (staff): {status: {systemActive, redditRunning}, lastScanAt}. */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await scanStatus(await db()));
});

export const config: Config = { path: '/api/reddit/status', method: 'GET' };
