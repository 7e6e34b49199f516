import type { Config } from '@netlify/functions';
import { signOut } from '../src/features/accounts/auth.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** POST /api/logout — ends the session on the server and clears the cookies. */
export default handler(async (request, context) => {
  await limitWrite(await db(), 'logout', context.ip ?? 'unknown');
  const headers = new Headers();
  for (const c of await signOut(request)) headers.append('set-cookie', c);
  return json({ ok: true }, { headers });
});

export const config: Config = { path: '/api/logout', method: 'POST' };
