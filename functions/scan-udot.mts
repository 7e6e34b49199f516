import type { Config } from '@netlify/functions';
import { placePoints, scanUdot } from '../src/features/closures/closures.server.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * Every 5 minutes: UDOT's events and mountain passes into road_closures (decision 048). Two of
 * UDOT's ten calls a minute, taken from the budget all instances share; a run that finds it
 * used up, or UDOT down, records why and the pages fall back to the usual winter windows.
 */
export default handler(async () => {
  const sql = await db();
  return recordScheduleRun(sql, 'scan-udot', async () => {
    const outcome = await scanUdot(sql, async () => placePoints(await listDestinations(sql)));
    return json(outcome, { status: outcome.ok ? 200 : 502 });
  });
});

export const config: Config = { schedule: '*/5 * * * *' };
