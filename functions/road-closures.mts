import type { Config } from '@netlify/functions';
import { roadClosures } from '../src/features/closures/closures.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/road-closures — the UDOT closures in force now, matched to the road graph and the
 * places they cut off, and the Cottonwood canyons' status; or `source: 'usual'` with the reason
 * when live closures cannot be had. Read by the destination pages, "Reachable now" and the
 * planner for today. Cached a minute: the scan runs every five.
 */
export default handler(async () => json(await roadClosures(await db()), { cache: 'public, max-age=60' }));

export const config: Config = { path: '/api/road-closures', method: 'GET' };
