import type { Config } from '@netlify/functions';
import { staffPost } from '../src/features/accounts/auth.server.ts';
import { placePoints, scanUdot } from '../src/features/closures/closures.server.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { runNowAsStaff } from '../src/features/health/health.server.ts';
import { handler, json } from '../src/server/http.ts';

/** POST /api/road-closures/scan — staff read UDOT now rather than at the next five minutes. */
export default handler(
  staffPost((staff) =>
    runNowAsStaff(staff.id, 'udotScan', 'scan-udot', async (sql) => json(await scanUdot(sql, async () => placePoints(await listDestinations(sql))))),
  ),
);

export const config: Config = { path: '/api/road-closures/scan', method: 'POST' };
