import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { adminAnalytics } from '../src/features/interactions/interactions.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/analytics: the dashboard's figures (staff only; refetched every 30 s). */
export default staffHandler(async (_request, { sql }) => json(await adminAnalytics(sql)));

export const config: Config = { path: '/api/admin/analytics', method: 'GET' };
