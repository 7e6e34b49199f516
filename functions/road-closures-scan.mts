import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { placePoints, scanUdot } from '../src/features/closures/closures.server.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { db } from '../src/server/db.ts';
import { assertSameOrigin, handler, json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** POST /api/road-closures/scan — staff read UDOT now rather than at the next five minutes. */
export default handler(async (request) => {
  assertSameOrigin(request);
  const staff = await requireStaff(request);
  const sql = await db();
  await limitWrite(sql, 'udotScan', staff.id);
  return recordScheduleRun(sql, 'scan-udot', async () => json(await scanUdot(sql, async () => placePoints(await listDestinations(sql)))));
});

export const config: Config = { path: '/api/road-closures/scan', method: 'POST' };
