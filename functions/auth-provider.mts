import type { Config } from '@netlify/functions';
import type { OAuthProvider } from '../src/features/accounts/accounts.ts';
import { startOAuth } from '../src/features/accounts/login.server.ts';
import { handler } from '../src/server/http.ts';

/** GET /api/auth/google and /api/auth/facebook — browser navigations that start OAuth. */
export default handler(async (request) => {
  const provider = new URL(request.url).pathname.split('/').pop() as OAuthProvider;
  return startOAuth(request, provider);
});

export const config: Config = { path: ['/api/auth/google', '/api/auth/facebook'], method: 'GET' };
