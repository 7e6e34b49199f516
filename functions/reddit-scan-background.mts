import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { claimScan, runScan } from '../src/features/reddit/discovery.server.ts';
import { assertInternalSecret } from '../src/features/reddit/scanTrigger.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

const bodySchema = z.object({ scanId: z.number().int().positive() }).strict();

/**
 * Background function (the `-background` name; Netlify answers 202 at once and lets it run up
 * to 15 minutes): runs one discovery scan that /api/reddit/discover or the schedule claimed.
 * Internal: only requests with the INTERNAL_SCAN_SECRET run anything (401 without, 403 wrong;
 * Netlify discards a background function's answer, the local router logs it). A scan already
 * taken up (a repeated delivery) or no longer running is left alone.
 */
export default handler(async (request) => {
  assertInternalSecret(request);
  const { scanId } = await parseJsonBody(request, bodySchema, 1024);
  const sql = await db();
  if (!(await claimScan(sql, scanId))) return json({ error: `Scan ${scanId} is not waiting to run` }, { status: 409 });
  return json(await runScan(sql, scanId));
});

export const config: Config = { background: true };
