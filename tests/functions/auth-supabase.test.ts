import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from '../fakes/supabaseAuth.ts';
import authCallback from '../../functions/auth-callback.mts';
import authProvider from '../../functions/auth-provider.mts';
import authUser from '../../functions/auth-user.mts';
import login from '../../functions/login.mts';
import logout from '../../functions/logout.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// Production sign-in: the same functions with SUPABASE_URL set, against a local fake of the
// Supabase Auth endpoints (PKCE OAuth, magic link, user lookup, sign-out).
let database: TestDatabase;
let fake: FakeSupabaseAuth;
beforeAll(async () => {
  fake = await startFakeSupabaseAuth();
  process.env.SUPABASE_URL = fake.url;
  process.env.SUPABASE_ANON_KEY = fake.anonKey;
  resetProcessState();
  database = await freshDatabase();
});
afterAll(async () => {
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  resetProcessState();
  await database.close();
  await fake.close();
});

/** Cookie header from Set-Cookie lines, merged over an existing jar (empty values delete). */
function jar(existing: Record<string, string>, setCookies: string[]): Record<string, string> {
  const next = { ...existing };
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (value === '' || /max-age=0/i.test(line)) delete next[name];
    else next[name] = value;
  }
  return next;
}
const header = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

describe('sign-in through Supabase Auth', () => {
  it('runs Google OAuth with PKCE, keeps the session in cookies and ends it on sign-out', async () => {
    const start = await call(authProvider, '/api/auth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(fake.url);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('provider')).toBe('google');
    expect(authorize.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4321/api/auth/callback');
    let cookies = jar({}, start.headers.getSetCookie());
    expect(Object.keys(cookies).some((k) => k.endsWith('-code-verifier'))).toBe(true);

    const code = fake.approve(authorize.searchParams.get('code_challenge')!, 'Explorer@Example.com');
    const back = await call(authCallback, `/api/auth/callback?code=${code}`, { headers: { cookie: header(cookies) } });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/');
    cookies = jar(cookies, back.headers.getSetCookie());

    const me = await call(authUser, '/api/auth/user', { headers: { cookie: header(cookies) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'explorer@example.com', subscriptionTier: 'free', isStaff: false });

    const out = await call(logout, '/api/logout', { method: 'POST', headers: { cookie: header(cookies) } });
    expect(out.status).toBe(200);
    expect(fake.logouts).toBe(1);
    expect((await call(authUser, '/api/auth/user', { headers: { cookie: header(cookies) } })).status).toBe(401);
  });

  it('refreshes an expired access token inside a request, sets the new session cookies and spends the old refresh token', async () => {
    // Sign in while the fake issues access tokens that are already expired.
    fake.accessTokenSeconds = -60;
    const start = await call(authProvider, '/api/auth/google');
    const authorize = new URL(start.headers.get('location')!);
    const code = fake.approve(authorize.searchParams.get('code_challenge')!, 'Refresher@Example.com');
    const back = await call(authCallback, `/api/auth/callback?code=${code}`, { headers: { cookie: header(jar({}, start.headers.getSetCookie())) } });
    fake.accessTokenSeconds = 3600;
    expect(back.status).toBe(302);
    const stale = jar({}, back.headers.getSetCookie());
    const sessionCookie = Object.keys(stale).find((k) => /^sb-.+-auth-token/.test(k));
    expect(sessionCookie).toBeDefined();

    const refreshesBefore = fake.refreshes.length;
    const me = await call(authUser, '/api/auth/user', { headers: { cookie: header(stale) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'refresher@example.com' });
    expect(fake.refreshes.slice(refreshesBefore)).toEqual([{ refreshToken: expect.any(String), ok: true }]);
    const setCookies = me.headers.getSetCookie();
    const renewed = setCookies.find((line) => line.startsWith(`${sessionCookie}=`));
    expect(renewed).toBeDefined();
    expect(renewed).toMatch(/HttpOnly/i);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const fresh = jar(stale, setCookies);
    expect(fresh[sessionCookie!]).not.toBe(stale[sessionCookie!]);

    // The renewed cookies keep the visitor signed in without another refresh…
    const again = await call(authUser, '/api/auth/user', { headers: { cookie: header(fresh) } });
    expect(again.status).toBe(200);
    expect(fake.refreshes.length).toBe(refreshesBefore + 1);

    // …while the old cookies carry a refresh token that has been used and no longer works.
    const replay = await call(authUser, '/api/auth/user', { headers: { cookie: header(stale) } });
    expect(replay.status).toBe(401);
    expect(fake.refreshes.at(-1)).toEqual({ refreshToken: fake.refreshes[refreshesBefore]!.refreshToken, ok: false });
  });

  it('refuses a callback whose code does not match the browser’s PKCE verifier', async () => {
    const start = await call(authProvider, '/api/auth/facebook');
    const authorize = new URL(start.headers.get('location')!);
    const code = fake.approve('some-other-challenge', 'mallory@example.com');
    const back = await call(authCallback, `/api/auth/callback?code=${code}`, { headers: { cookie: header(jar({}, start.headers.getSetCookie())) } });
    expect(back.status).toBe(400);
    const page = await back.text();
    expect(page).toContain('We could not finish signing you in');
    expect(page).not.toMatch(/sign-in link (is not valid|has expired)/);
    expect(back.headers.getSetCookie().some((c) => /^sb-.+-auth-token=[^;]/.test(c))).toBe(false);
    expect(authorize.searchParams.get('provider')).toBe('facebook');
  });

  it('tells a person who cancelled at the provider that sign-in was cancelled, without echoing the provider’s text', async () => {
    for (const query of ['', '?error=access_denied&error_description=%3Cb%3ECall%20555-0100%3C%2Fb%3E']) {
      const back = await call(authCallback, `/api/auth/callback${query}`);
      expect(back.status).toBe(400);
      const page = await back.text();
      expect(page).toContain('<h1>Sign-in was canceled</h1>');
      expect(page).not.toMatch(/sign-in link (is not valid|has expired)/);
      expect(page).not.toContain('555-0100');
    }
  });

  it('asks Supabase to mail the magic link, returning to our callback', async () => {
    const response = await call(login, '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(fake.otpRequests.at(-1)).toEqual({ email: 'reader@example.com', redirectTo: 'http://127.0.0.1:4321/api/auth/callback' });
  });
});
