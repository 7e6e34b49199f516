import type { Config } from '@netlify/functions';
import { staffPost } from '../src/features/accounts/auth.server.ts';
import { scanRivers } from '../src/features/conditions/riverFlow.server.ts';
import { runNowAsStaff } from '../src/features/health/health.server.ts';
import { handler, json } from '../src/server/http.ts';

/** POST /api/river-flow/scan — staff read the river gauges now rather than at the next quarter hour (issue 49). */
export default handler(staffPost((staff) => runNowAsStaff(staff.id, 'riverScan', 'scan-rivers', async (sql) => json(await scanRivers(sql)))));

export const config: Config = { path: '/api/river-flow/scan', method: 'POST' };
