import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { latestInteractions } from '../src/features/interactions/interactions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/admin/interactions: the latest 20 interactions, newest first (staff only; refetched every 10 s). */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await latestInteractions(await db()));
});

export const config: Config = { path: '/api/admin/interactions', method: 'GET' };
