import type { Config } from '@netlify/functions';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { requestSiteBuild } from '../src/features/publishing/siteBuild.server.ts';
import { checkTransitFeed } from '../src/features/transit/feedCheck.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * Daily: the GTFS feed of TRANSIT_GTFS_URL read again, and a rebuild asked for (debounced, as an
 * approval's) when it changed since the served build (decision 064). No feed configured: nothing
 * is fetched or rebuilt, the run is recorded. Scheduled only: Netlify and scripts/serve.ts give
 * it no URL, so no visitor can call it.
 */
export default handler(async () => {
  const sql = await db();
  return recordScheduleRun(sql, 'transit-feed-check', async () => {
    try {
      return json(await checkTransitFeed(() => requestSiteBuild(sql)));
    } catch (error) {
      // The feed or the site unreachable: the served build stays; tomorrow's run looks again.
      return json({ error: (error as Error).message }, { status: 502 });
    }
  });
});

// 10:20 UTC: 3:20 AM in Utah, after operators publish overnight and before the day's visitors.
export const config: Config = { schedule: '20 10 * * *' };
