import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for the Supabase Auth (GoTrue) endpoints our server calls, speaking their
 * JSON: /auth/v1/otp, /auth/v1/token?grant_type=pkce|refresh_token, /auth/v1/user,
 * /auth/v1/logout. `approve(challenge, email)` plays the part of Google/Facebook or the
 * e-mailed link: it issues the code that the provider would send back to /api/auth/callback.
 * Access tokens expire after `accessTokenSeconds` (the user endpoint then refuses them) and a
 * refresh token works once, as GoTrue's rotation does.
 */
export interface FakeSupabaseAuth {
  url: string;
  anonKey: string;
  otpRequests: Array<{ email: string; redirectTo: string | null }>;
  logouts: number;
  /** Lifetime of the access tokens issued from now on. */
  accessTokenSeconds: number;
  /** Refresh-token grants answered, successful or not. */
  refreshes: Array<{ refreshToken: string; ok: boolean }>;
  approve(codeChallenge: string, email: string): string;
  close(): Promise<void>;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  const anonKey = 'test-anon-key';
  const codes = new Map<string, { challenge: string; email: string }>();
  const tokens = new Map<string, { id: string; email: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { id: string; email: string; used: boolean }>();
  const otpRequests: FakeSupabaseAuth['otpRequests'] = [];
  const refreshes: FakeSupabaseAuth['refreshes'] = [];
  const state = { logouts: 0, accessTokenSeconds: 3600 };

  const userJson = (u: { id: string; email: string }) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: new Date().toISOString(),
  });

  const issueSession = (user: { id: string; email: string }) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + state.accessTokenSeconds;
    const accessToken = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ sub: user.id, email: user.email, aud: 'authenticated', role: 'authenticated', exp: expiresAt, iat: now, session_id: randomUUID() }))}.${b64url('signature')}`;
    const refreshToken = randomUUID();
    tokens.set(accessToken, { ...user, expiresAt });
    refreshTokens.set(refreshToken, { ...user, used: false });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: state.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    const send = (status: number, data?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(data === undefined ? '' : JSON.stringify(data));
    };
    if (req.headers.apikey !== anonKey) return send(401, { message: 'Invalid API key' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

    if (url.pathname === '/auth/v1/otp' && req.method === 'POST') {
      const { email } = JSON.parse(body) as { email: string };
      otpRequests.push({ email, redirectTo: url.searchParams.get('redirect_to') });
      return send(200, {});
    }
    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'pkce') {
      const { auth_code, code_verifier } = JSON.parse(body) as { auth_code: string; code_verifier: string };
      const pending = codes.get(auth_code);
      const challenge = createHash('sha256')
        .update(code_verifier ?? '')
        .digest('base64url');
      if (!pending || pending.challenge !== challenge) return send(400, { code: 400, error_code: 'bad_code_verifier', msg: 'invalid flow state' });
      codes.delete(auth_code);
      return send(200, issueSession({ id: randomUUID(), email: pending.email }));
    }
    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
      const { refresh_token } = JSON.parse(body) as { refresh_token: string };
      const known = refreshTokens.get(refresh_token);
      refreshes.push({ refreshToken: refresh_token, ok: Boolean(known && !known.used) });
      if (!known) return send(400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' });
      if (known.used) return send(400, { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' });
      known.used = true;
      return send(200, issueSession({ id: known.id, email: known.email }));
    }
    if (url.pathname === '/auth/v1/user' && req.method === 'GET') {
      const user = bearer ? tokens.get(bearer) : undefined;
      if (user && user.expiresAt <= Math.floor(Date.now() / 1000)) return send(403, { code: 403, error_code: 'bad_jwt', msg: 'invalid JWT: token is expired' });
      return user ? send(200, userJson(user)) : send(401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
    }
    if (url.pathname === '/auth/v1/logout' && req.method === 'POST') {
      if (bearer) tokens.delete(bearer);
      state.logouts++;
      res.writeHead(204);
      return res.end();
    }
    return send(404, { message: 'not found' });
  });
  const served = await serveFake(server);
  return {
    url: served.url,
    anonKey,
    otpRequests,
    refreshes,
    get logouts() {
      return state.logouts;
    },
    get accessTokenSeconds() {
      return state.accessTokenSeconds;
    },
    set accessTokenSeconds(seconds: number) {
      state.accessTokenSeconds = seconds;
    },
    approve(codeChallenge, email) {
      const code = randomUUID();
      codes.set(code, { challenge: codeChallenge, email });
      return code;
    },
    close: served.close,
  };
}
