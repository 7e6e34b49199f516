import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Supabase Auth (GoTrue) endpoints our server calls, speaking their
 * JSON: /auth/v1/otp, /auth/v1/token?grant_type=pkce, /auth/v1/user, /auth/v1/logout.
 * `approve(challenge, email)` plays the part of Google/Facebook or the e-mailed link: it
 * issues the code that the provider would send back to /api/auth/callback.
 */
export interface FakeSupabaseAuth {
  url: string;
  anonKey: string;
  otpRequests: Array<{ email: string; redirectTo: string | null }>;
  logouts: number;
  approve(codeChallenge: string, email: string): string;
  close(): Promise<void>;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  const anonKey = 'test-anon-key';
  const codes = new Map<string, { challenge: string; email: string }>();
  const tokens = new Map<string, { id: string; email: string }>();
  const otpRequests: FakeSupabaseAuth['otpRequests'] = [];
  const state = { logouts: 0 };

  const userJson = (u: { id: string; email: string }) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: new Date().toISOString(),
  });

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
      const challenge = createHash('sha256').update(code_verifier ?? '').digest('base64url');
      if (!pending || pending.challenge !== challenge) return send(400, { code: 400, error_code: 'bad_code_verifier', msg: 'invalid flow state' });
      codes.delete(auth_code);
      const user = { id: randomUUID(), email: pending.email };
      const now = Math.floor(Date.now() / 1000);
      const accessToken = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ sub: user.id, email: user.email, aud: 'authenticated', role: 'authenticated', exp: now + 3600, iat: now }))}.${b64url('signature')}`;
      tokens.set(accessToken, user);
      return send(200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, refresh_token: randomUUID(), user: userJson(user) });
    }
    if (url.pathname === '/auth/v1/user' && req.method === 'GET') {
      const user = bearer ? tokens.get(bearer) : undefined;
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey,
    otpRequests,
    get logouts() {
      return state.logouts;
    },
    approve(codeChallenge, email) {
      const code = randomUUID();
      codes.set(code, { challenge: codeChallenge, email });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
