import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { kitAnalytics } from '../src/features/kits/kits.server.ts';
import { json } from '../src/server/http.ts';

/**
 * GET /api/kit-analytics: kitStats, totalSignups and totalVotes for the Kit Analytics Dashboard.
 * Staff only: 401 for anonymous visitors, 403 for signed-in people without the staff role.
 */
export default staffHandler(async (_request, { sql }) => json(await kitAnalytics(sql)));

export const config: Config = { path: '/api/kit-analytics', method: 'GET' };
