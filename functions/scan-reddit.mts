import type { Config } from '@netlify/functions';
import { scheduledScan } from '../src/features/forum/forum.server.ts';
import { db } from '../src/server/db.ts';
import { handler } from '../src/server/http.ts';

/**
 * Every 15 minutes: one discovery scan, so the Media Hub's "Auto-refreshed every 15 minutes"
 * is true. Skipped quietly while a scan started from the staff page is still running.
 */
export default handler(async () => {
  await scheduledScan(await db());
  return new Response(null, { status: 204 });
});

export const config: Config = { schedule: '*/15 * * * *' };
