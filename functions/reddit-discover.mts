import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { startScan } from '../src/features/reddit/discovery.server.ts';
import { triggerScan } from '../src/features/reddit/scanTrigger.server.ts';
import { json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * POST /api/reddit/discover (staff): claims the scan slot (409 while one runs, 429 too soon after
 * the last), hands the scan to the background function and answers 202 at once (502 when the
 * background function cannot be started). The page follows it through /api/reddit/status.
 */
export default staffHandler(async (request, { staff, sql }) => {
  await limitWrite(sql, 'scan', staff.id);
  const scan = await startScan(sql);
  await triggerScan(sql, scan.id, request);
  return json({ started: true, scanId: scan.id }, { status: 202 });
});

export const config: Config = { path: '/api/reddit/discover', method: 'POST' };
