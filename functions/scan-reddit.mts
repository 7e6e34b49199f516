import type { Config } from '@netlify/functions';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { scheduledScan } from '../src/features/reddit/discovery.server.ts';
import { triggerScan } from '../src/features/reddit/scanTrigger.server.ts';
import { db } from '../src/server/db.ts';
import { handler } from '../src/server/http.ts';

/**
 * Every 15 minutes: one discovery scan, so the Media Hub's "Auto-refreshed every 15 minutes"
 * is true. The scan itself runs in the background function (scheduled functions stop after
 * 30 seconds). Skipped quietly while a scan started from the staff page is still running.
 */
export default handler(async (request) => {
  const sql = await db();
  return recordScheduleRun(sql, 'scan-reddit', async () => {
    await scheduledScan(sql, (scanId) => triggerScan(sql, scanId, request));
    return new Response(null, { status: 204 });
  });
});

export const config: Config = { schedule: '*/15 * * * *' };
