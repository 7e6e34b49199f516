import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestMail, magicLinkFor, signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { localContext } from '../../src/server/functions.ts';
import { LOGIN_MAILS_PER_IP } from '../../src/features/accounts/login.server.ts';
import { ensureProfile } from '../../src/features/accounts/accounts.server.ts';
import authCallback from '../../functions/auth-callback.mts';
import authProvider from '../../functions/auth-provider.mts';
import authUser from '../../functions/auth-user.mts';
import login from '../../functions/login.mts';
import logout from '../../functions/logout.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-auth-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = 'boss@slctrips.test';
  resetProcessState();
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const postLogin = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  call(login, '/api/login', { method: 'POST', headers, body });

describe('embedded e-mail sign-in', () => {
  it('shows an e-mail form at GET /api/login', async () => {
    const response = await call(login, '/api/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('type="email"');
    expect(html).toContain('Send me a sign-in link');
  });

  it('mails a sign-in link with a text and an HTML part', async () => {
    const response = await postLogin(JSON.stringify({ email: 'Visitor@Example.com' }));
    expect(response.status).toBe(200);
    const mail = await latestMail('visitor@example.com');
    expect(mail?.text).toMatch(/\/api\/auth\/verify\?token=/);
    expect(mail?.html).toMatch(/\/api\/auth\/verify\?token=/);
    expect(await magicLinkFor('visitor@example.com')).toMatch(/\/api\/auth\/verify\?token=/);
  });

  it('answers 502 with a plain reason when the mail server is down, naming neither the server nor its credentials', async () => {
    process.env.SMTP_URL = 'smtp://mailer:s3cret-pass@127.0.0.1:1';
    resetProcessState();
    try {
      const response = await postLogin(JSON.stringify({ email: 'nomail@example.com' }));
      expect(response.status).toBe(502);
      const body = (await response.json()) as { error: string };
      expect(body.error).toBe('The mail server could not be reached. Nothing was sent.');
      expect(JSON.stringify(body)).not.toMatch(/s3cret|mailer|127\.0\.0\.1/);
    } finally {
      delete process.env.SMTP_URL;
      resetProcessState();
    }
    expect(await latestMail('nomail@example.com')).toBeUndefined();
  });

  it('refuses a bad e-mail, malformed JSON, a form post and another site with clear errors', async () => {
    expect((await postLogin(JSON.stringify({ email: 'not-an-email' }))).status).toBe(400);
    expect((await postLogin('{"email":')).status).toBe(400);
    expect((await postLogin('email=a%40b.co', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const crossSite = await postLogin(JSON.stringify({ email: 'a@b.co' }), { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await latestMail('a@b.co')).toBeUndefined();
  });

  it('builds the link on the site’s own origin when the request forges its Host header', async () => {
    // What an attacker's script sends: the victim's address, the attacker's host.
    const forged = await call(login, 'http://evil.example/api/login', {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com' }),
    });
    expect(forged.status).toBe(200);
    const link = new URL(await magicLinkFor('victim@example.com'));
    expect(link.origin).toBe('https://slctrips.com');
    expect((await latestMail('victim@example.com'))?.all).not.toContain('evil.example');

    // The site's own host and loopback keep the origin they were reached on.
    await call(login, 'https://slctrips.com/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'site@example.com' }),
    });
    expect(new URL(await magicLinkFor('site@example.com')).origin).toBe('https://slctrips.com');
    await postLogin(JSON.stringify({ email: 'local@example.com' }));
    expect(new URL(await magicLinkFor('local@example.com')).origin).toBe('http://127.0.0.1:4321');
  });

  it('limits sign-in mails per client address, across different e-mail addresses', async () => {
    const fromIp = (email: string, ip: string) => {
      const request = new Request('http://127.0.0.1:4321/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return login(request, localContext(request, {}, ip));
    };
    for (let i = 0; i < LOGIN_MAILS_PER_IP; i++) expect((await fromIp(`spray${i}@example.com`, '203.0.113.7')).status).toBe(200);
    const over = await fromIp('one-more@example.com', '203.0.113.7');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: expect.stringMatching(/Too many requests/) });
    expect(await latestMail('one-more@example.com')).toBeUndefined();
    // Another client is not held back by the first one's sprees.
    expect((await fromIp('neighbor@example.com', '203.0.113.8')).status).toBe(200);
  });

  it('opens a session from the link, once: a used link is refused with a clear page', async () => {
    await postLogin(JSON.stringify({ email: 'once@example.com' }));
    const link = new URL(await magicLinkFor('once@example.com'));
    const first = await call(authCallback, `${link.pathname}${link.search}`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/');
    const cookies = first.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('slc_session='))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('slc_session='))).toMatch(/SameSite=Lax/i);
    // Plain-http loopback: a Secure cookie would be dropped by the browser.
    expect(cookies.find((c) => c.startsWith('slc_session='))).not.toMatch(/Secure/i);
    const again = await call(authCallback, `${link.pathname}${link.search}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This sign-in link has already been used.');
  });

  it('sets the session cookie httpOnly, SameSite=Lax and Secure when the site is reached over https', async () => {
    await postLogin(JSON.stringify({ email: 'secure@example.com' }));
    const link = new URL(await magicLinkFor('secure@example.com'));
    const opened = await call(authCallback, `https://slctrips.com${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const session = opened.headers.getSetCookie().find((c) => c.startsWith('slc_session='));
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Secure/i);
  });

  it('reads the profile on signed-in requests without writing it', async () => {
    const cookie = await signIn('reader-only@example.com');
    const version = async () => (await database.sql<{ xmin: string }[]>`SELECT xmin::text FROM profiles WHERE email = 'reader-only@example.com'`)[0]!.xmin;
    const before = await version();
    for (let i = 0; i < 3; i++) expect((await call(authUser, '/api/auth/user', { headers: { cookie } })).status).toBe(200);
    // Any UPDATE, even one that changes nothing, would leave a new row version (a new xmin).
    expect(await version()).toBe(before);
  });

  it('creates one profile when first requests for a new address race', async () => {
    const profiles = await Promise.all(Array.from({ length: 10 }, () => ensureProfile(database.sql, 'Racing@Example.com')));
    expect(new Set(profiles.map((p) => p.id)).size).toBe(1);
    expect(profiles[0]).toMatchObject({ email: 'racing@example.com', subscriptionTier: 'free', role: 'visitor' });
    expect(await database.sql`SELECT 1 FROM profiles WHERE email = 'racing@example.com'`).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    await postLogin(JSON.stringify({ email: 'late@example.com' }));
    await database.sql`UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'`;
    const link = new URL(await magicLinkFor('late@example.com'));
    const response = await call(authCallback, `${link.pathname}${link.search}`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('This sign-in link has expired.');
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 for nobody and for a tampered session cookie', async () => {
    expect((await call(authUser, '/api/auth/user')).status).toBe(401);
    const cookie = await signIn('tamper@example.com');
    const tampered = cookie.replace(/slc_session=([^;]+)/, (_m, v: string) => `slc_session=${v.slice(0, -2)}xx`);
    expect((await call(authUser, '/api/auth/user', { headers: { cookie: tampered } })).status).toBe(401);
  });

  it('returns the signed-in user with tier and role, staff from STAFF_EMAILS', async () => {
    const visitor = await call(authUser, '/api/auth/user', { headers: { cookie: await signIn('someone@example.com') } });
    expect(await visitor.json()).toMatchObject({ email: 'someone@example.com', subscriptionTier: 'free', role: 'visitor', isStaff: false });
    const staff = await call(authUser, '/api/auth/user', { headers: { cookie: await signIn('boss@slctrips.test') } });
    expect(await staff.json()).toMatchObject({ email: 'boss@slctrips.test', role: 'staff', isStaff: true });
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const cookie = await signIn('leaving@example.com');
    const response = await call(logout, '/api/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /slc_session=;/.test(c))).toBe(true);
    expect((await call(authUser, '/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });
});

describe('OAuth buttons without Supabase', () => {
  // Issue 51: a visitor reads a fact and a way on, not the settings (the status page names them).
  it('say Google and Facebook sign-in are not available right now, offer the e-mail link, and name no setting', async () => {
    for (const [provider, name] of [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
    ]) {
      const response = await call(authProvider, `/api/auth/${provider}`);
      expect(response.status).toBe(503);
      const page = await response.text();
      expect(page).toContain(`${name} sign-in is not available right now`);
      expect(page).toContain('href="/api/login"');
      expect(page).not.toMatch(/SUPABASE_|Supabase|_URL|_KEY/);
    }
  });
});
