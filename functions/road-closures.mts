import type { Config } from '@netlify/functions';
import { roadClosures } from '../src/features/closures/closures.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/road-closures — the UDOT closures in force now, matched to the road graph and the
 * places they cut off, and the Cottonwood canyons' status; or `source: 'usual'` with the reason
 * when live closures cannot be had. Read by the destination pages, "Reachable now" and the
 * planner for today. The CDN keeps it a minute (the scan runs every five); browsers ask each
 * time, so a lifted closure leaves the page on its next load.
 */
export default handler(async () =>
  json(await roadClosures(await db()), {
    cache: 'public, max-age=0, must-revalidate',
    headers: { 'netlify-cdn-cache-control': 'public, durable, s-maxage=60, stale-while-revalidate=60' },
  }),
);

export const config: Config = { path: '/api/road-closures', method: 'GET' };
