import type { Config } from '@netlify/functions';
import { limitWrite } from '../src/server/rateLimit.ts';
import { json } from '../src/server/http.ts';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { adminStatus, recordScheduleRun } from '../src/features/health/health.server.ts';
import { probeServices } from '../src/features/health/probes.server.ts';
import { siteBuildState } from '../src/features/publishing/siteBuild.server.ts';
import { lastScan } from '../src/features/reddit/lastScan.server.ts';

/**
 * POST /api/admin/status/probe (staff only): "Check the outside services now" runs the probe
 * schedule's round at once (issue 40, decision 061a) and answers the status it leaves, so staff
 * who just fixed a key or saw a service come back need not wait for the next five minutes.
 */
export default staffHandler(async (_request, { staff, sql }) => {
  await limitWrite(sql, 'serviceProbe', staff.id);
  // Recorded as a run of the schedule, so the panel's line for the probe schedule counts it too.
  await recordScheduleRun(sql, 'probe-services', async () => json({ probes: await probeServices(sql) }));
  return json(await adminStatus(sql, { lastScan, siteBuildState }));
});

export const config: Config = { path: '/api/admin/status/probe', method: 'POST' };
