import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { sendInteractionDigest } from '../src/features/interactions/interactions.server.ts';
import { env } from '../src/server/env.ts';
import { json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * POST /api/email/test-interactions: mails the pending interactions now (to STAFF_EMAILS and
 * the staff member who asked) and marks them sent; a summary goes out even when none wait.
 */
export default staffHandler(async (_request, { staff, sql }) => {
  await limitWrite(sql, 'digest', staff.id);
  const result = await sendInteractionDigest(sql, [...env().STAFF_EMAILS, staff.email], { always: true });
  return json({ ok: true, ...result });
});

export const config: Config = { path: '/api/email/test-interactions', method: 'POST' };
