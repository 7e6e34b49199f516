import type { Config } from '@netlify/functions';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { probeServices } from '../src/features/health/probes.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * Every 5 minutes: one cheap real call to each outside service, kept in service_probes for the
 * staff status (issue 40, decision 059c). A service that is down is the probe's finding, not the
 * run's failure: the run answers 200 with every outcome.
 */
export default handler(async () => {
  const sql = await db();
  return recordScheduleRun(sql, 'probe-services', async () => json({ probes: await probeServices(sql) }));
});

export const config: Config = { schedule: '*/5 * * * *' };
