import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { runScan, startScan } from '../src/features/forum/forum.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * POST /api/reddit/discover (staff): starts a scan and answers 202 at once; 409 while one runs.
 * The scan continues after the answer (context.waitUntil); the page follows it through
 * /api/reddit/status.
 */
export default handler(async (request, context) => {
  const staff = await requireStaff(request);
  const sql = await db();
  await limitWrite(sql, 'scan', staff.id);
  const scan = await startScan(sql);
  const done = runScan(sql, scan.id);
  if (typeof context?.waitUntil === 'function') context.waitUntil(done);
  else void done;
  return json({ started: true, scanId: scan.id }, { status: 202 });
});

export const config: Config = { path: '/api/reddit/discover', method: 'POST' };
