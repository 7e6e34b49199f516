import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { scanStatus } from '../src/features/reddit/discovery.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/reddit/status (staff): {status: {systemActive, redditRunning}, lastScanAt}. */
export default staffHandler(async (_request, { sql }) => json(await scanStatus(sql)));

export const config: Config = { path: '/api/reddit/status', method: 'GET' };
