import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { latestInteractions } from '../src/features/interactions/interactions.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/interactions: the latest 20 interactions, newest first (staff only; refetched every 10 s). */
export default staffHandler(async (_request, { sql }) => json(await latestInteractions(sql)));

export const config: Config = { path: '/api/admin/interactions', method: 'GET' };
