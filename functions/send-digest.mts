import type { Config } from '@netlify/functions';
import { recordScheduleRun } from '../src/features/health/health.server.ts';
import { flushSiteBuild } from '../src/features/publishing/siteBuild.server.ts';
import { sendInteractionDigest, sweepBeaconLimits } from '../src/features/interactions/interactions.server.ts';
import { db } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { handler, json } from '../src/server/http.ts';
import { errorText, log } from '../src/server/log.ts';

/**
 * Scheduled every 5 minutes: mails STAFF_EMAILS the interactions nobody was told about yet,
 * only when there are some, and asks for a rebuild of the site that is due (siteBuild.server.ts). A sending failure (502 when the mail server is at fault) leaves
 * them pending for the next run.
 */
export default handler(async () => {
  const sql = await db();
  return recordScheduleRun(sql, 'send-digest', async () => {
    await sweepBeaconLimits(sql);
    // A rebuild asked for by a function instance that was frozen before its debounce timer fired.
    await flushSiteBuild(sql).catch((error) => log.error('site-build', `flush failed: ${errorText(error)}`));
    return json(await sendInteractionDigest(sql, env().STAFF_EMAILS));
  });
});

export const config: Config = { schedule: '*/5 * * * *' };
