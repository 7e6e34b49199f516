import type { Config } from '@netlify/functions';
import { sendInteractionDigest, sweepBeaconLimits } from '../src/features/staff/staff.server.ts';
import { db } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * Scheduled every 5 minutes: mails STAFF_EMAILS the interactions nobody was told about yet,
 * only when there are some. A sending failure (502 when the mail server is at fault) leaves
 * them pending for the next run.
 */
export default handler(async () => {
  const sql = await db();
  await sweepBeaconLimits(sql);
  return json(await sendInteractionDigest(sql, env().STAFF_EMAILS));
});

export const config: Config = { schedule: '*/5 * * * *' };
