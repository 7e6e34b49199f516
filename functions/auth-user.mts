import type { Config } from '@netlify/functions';
import { getUser } from '../src/features/accounts/auth.server.ts';
import { UnauthorizedError } from '../src/lib/errors.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/auth/user — the signed-in user, or 401 (the client reads that as "nobody"). */
export default handler(async (request) => {
  const user = await getUser(request);
  if (!user) throw new UnauthorizedError('Not signed in');
  return json(user);
});

export const config: Config = { path: '/api/auth/user', method: 'GET' };
