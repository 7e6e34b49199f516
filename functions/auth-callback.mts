import type { Config } from '@netlify/functions';
import { finishSupabaseSignIn, openMagicLink } from '../src/features/accounts/login.server.ts';
import { handler } from '../src/server/http.ts';

/** GET /api/auth/verify?token= (embedded magic link) and /api/auth/callback?code= (Supabase). */
export default handler(async (request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/verify')) return openMagicLink(request, url.searchParams.get('token'));
  return finishSupabaseSignIn(request);
});

export const config: Config = { path: ['/api/auth/verify', '/api/auth/callback'], method: 'GET' };
