import type { Config } from '@netlify/functions';
import { scanRivers } from '../src/features/conditions/riverFlow.server.ts';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * Every 15 minutes, as USGS's gauges report: each river gauge's latest reading into
 * river_readings (issue 49). A gauge that cannot be read keeps its last reading with why, and the
 * pages say the gauge cannot be read (plans keep the usual runoff window).
 */
export default handler(async () => {
  const sql = await db();
  return recordScheduleRun(sql, 'scan-rivers', async () => {
    const outcome = await scanRivers(sql);
    return json(outcome, { status: outcome.ok ? 200 : 502 });
  });
});

export const config: Config = { schedule: '*/15 * * * *' };
