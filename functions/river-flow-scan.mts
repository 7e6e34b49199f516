import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { scanRivers } from '../src/features/conditions/riverFlow.server.ts';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { db } from '../src/server/db.ts';
import { assertSameOrigin, handler, json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** POST /api/river-flow/scan — staff read the river gauges now rather than at the next quarter hour (issue 49). */
export default handler(async (request) => {
  assertSameOrigin(request);
  const staff = await requireStaff(request);
  const sql = await db();
  await limitWrite(sql, 'riverScan', staff.id);
  return recordScheduleRun(sql, 'scan-rivers', async () => json(await scanRivers(sql)));
});

export const config: Config = { path: '/api/river-flow/scan', method: 'POST' };
