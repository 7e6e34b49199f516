import type { Config } from '@netlify/functions';
import { trustedOrigin } from '../src/features/accounts/login.server.ts';
import { checkInboxText } from '../src/features/newsletter/newsletter.ts';
import { newsletterSignupSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { subscribe } from '../src/features/newsletter/newsletter.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

/**
 * POST /api/newsletter {email, source?}: mails a confirmation link (double opt-in). Always 202
 * with the same words, whether the address is new or already known, so the answer reveals
 * nobody's membership.
 */
export default handler(async (request, context) => {
  const signup = await parseJsonBody(request, newsletterSignupSchema, 2048);
  await subscribe(await db(), signup, trustedOrigin(request), context.ip);
  return json({ ok: true, ...checkInboxText(signup.email) }, { status: 202 });
});

export const config: Config = { path: '/api/newsletter', method: 'POST' };
