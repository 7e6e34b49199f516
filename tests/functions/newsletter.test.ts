import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminNewsletter from '../../functions/admin-newsletter.mts';
import adminNewsletterCsv from '../../functions/admin-newsletter-csv.mts';
import adminNewsletterSend from '../../functions/admin-newsletter-send.mts';
import newsletter from '../../functions/newsletter.mts';
import newsletterConfirm from '../../functions/newsletter-confirm.mts';
import newsletterUnsubscribe from '../../functions/newsletter-unsubscribe.mts';
import { outboxDir } from '../../src/server/mail.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { startSmtpFake } from '../fakes/smtp.ts';

const STAFF = 'letters@slctrips.test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-newsletter-fn-'));
let database: TestDatabase;
let staff: string;
let visitor: string;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = STAFF;
  delete process.env.SMTP_URL;
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn(STAFF);
  visitor = await signIn('reader@example.com');
});
afterAll(async () => {
  await database.close();
  delete process.env.STAFF_EMAILS;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const post = (body: string, headers: Record<string, string> = json) => call(newsletter, '/api/newsletter', { method: 'POST', headers, body });
const count = async () => (await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM newsletter_subscribers`)[0]!.n;
const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/api/newsletter/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(text)![1]!;
const counts = async (cookie: string) => (await call(adminNewsletter, '/api/admin/newsletter', { headers: { cookie } })).json();

describe('POST /api/newsletter', () => {
  it('refuses bad input with a 4xx naming the field and writes nothing', async () => {
    const cases: Array<[string, Record<string, string>, number, string | null]> = [
      ['{"email":', json, 400, null],
      [JSON.stringify({ email: 42 }), json, 400, 'email'],
      [JSON.stringify({ email: ['a@example.com'] }), json, 400, 'email'],
      [JSON.stringify({}), json, 400, 'email'],
      [JSON.stringify({ email: 'not an address' }), json, 400, 'email'],
      [JSON.stringify({ email: 'nul\u0000@example.com' }), json, 400, 'email'],
      [JSON.stringify({ email: 'lone\ud800@example.com' }), json, 400, 'email'],
      [JSON.stringify({ email: `${'a'.repeat(250)}@example.com` }), json, 400, 'email'],
      [JSON.stringify({ email: 'a@example.com', source: 42 }), json, 400, 'source'],
      [JSON.stringify({ email: 'a@example.com', source: '/a\u0000b' }), json, 400, 'source'],
      [JSON.stringify({ email: 'a@example.com', status: 'confirmed' }), json, 400, ''],
      [JSON.stringify({ email: 'a@example.com', source: `/${'x'.repeat(3000)}` }), json, 413, null],
      ['email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded' }, 415, null],
    ];
    for (const [body, headers, status, field] of cases) {
      const response = await post(body, headers);
      expect({ body: body.slice(0, 40), status: response.status }).toEqual({ body: body.slice(0, 40), status });
      const answer = (await response.json()) as { error: string; issues?: Array<{ path: string }> };
      expect(answer.error).toEqual(expect.any(String));
      if (field !== null) expect(answer.issues?.map((i) => i.path)).toContain(field);
    }
    expect(await count()).toBe(0);
    expect(await readOutbox(outboxDir())).toHaveLength(2); // the two sign-in links only
  });

  it('answers 202 with the same words for a new and a known address', async () => {
    const first = await post(JSON.stringify({ email: 'Same@Example.com', source: '/' }));
    const again = await post(JSON.stringify({ email: 'same@example.com' }));
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    const words = await first.json();
    expect(await again.json()).toEqual(words);
    expect(words).toMatchObject({ ok: true, title: 'Check your inbox' });
    expect(await count()).toBe(1);
  });
});

describe('the links and the staff screens', () => {
  it('confirm → staff count 1 → one-click unsubscribe → 0; both links idempotent, unknown ones 4xx pages', async () => {
    await post(JSON.stringify({ email: 'journey@example.com' }));
    const mail = (await readOutbox(outboxDir(), { to: 'journey@example.com' })).at(-1)!;
    const confirm = tokenIn(mail.text, 'confirm');
    const leave = tokenIn(mail.text, 'unsubscribe');
    for (let i = 0; i < 2; i++) {
      const page = await call(newsletterConfirm, `/api/newsletter/confirm?token=${confirm}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('You are on the list');
    }
    expect(await counts(staff)).toMatchObject({ confirmed: 1 });
    const unknown = await call(newsletterConfirm, `/api/newsletter/confirm?token=${'Z'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This link is not valid');
    expect((await call(newsletterConfirm, '/api/newsletter/confirm?token=%00')).status).toBe(400);
    expect((await call(newsletterConfirm, '/api/newsletter/confirm')).status).toBe(400);

    // GET only shows the button: a link scanner unsubscribes nobody.
    const form = await call(newsletterUnsubscribe, `/api/newsletter/unsubscribe?token=${leave}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('journey@example.com');
    expect(await counts(staff)).toMatchObject({ confirmed: 1 });
    // What a mail client sends for RFC 8058's one-click (JSON back), then the page's button (a page back).
    const oneClick = (accept?: string) =>
      call(newsletterUnsubscribe, `/api/newsletter/unsubscribe?token=${leave}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
        body: 'List-Unsubscribe=One-Click',
      });
    const byClient = await oneClick();
    expect(byClient.status).toBe(200);
    expect(await byClient.json()).toEqual({ ok: true, unsubscribed: true });
    const byButton = await oneClick('text/html,application/xhtml+xml');
    expect(byButton.status).toBe(200);
    expect(await byButton.text()).toContain('You are unsubscribed');
    expect(await counts(staff)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 1 });
    const bad = await call(newsletterUnsubscribe, `/api/newsletter/unsubscribe?token=${'Z'.repeat(43)}`, { method: 'POST' });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ error: 'This unsubscribe link is not valid' });
    const malformed = await call(newsletterUnsubscribe, '/api/newsletter/unsubscribe?token=%00', { method: 'POST' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain('token');
    expect((await call(newsletterUnsubscribe, '/api/newsletter/unsubscribe?token=short')).status).toBe(400);
  });

  it('keeps the counts, the export and sending to staff, checked on the server', async () => {
    expect((await call(adminNewsletter, '/api/admin/newsletter')).status).toBe(401);
    expect((await call(adminNewsletter, '/api/admin/newsletter', { headers: { cookie: visitor } })).status).toBe(403);
    expect((await call(adminNewsletterCsv, '/api/admin/newsletter.csv', { headers: { cookie: visitor } })).status).toBe(403);
    const sendAs = (cookie: string, body: string) =>
      call(adminNewsletterSend, '/api/admin/newsletter/send', { method: 'POST', headers: { ...json, cookie }, body });
    expect((await sendAs(visitor, JSON.stringify({ subject: 'Hi', body: 'Text' }))).status).toBe(403);
    expect(await database.sql`SELECT 1 FROM newsletter_issues`).toHaveLength(0);

    await post(JSON.stringify({ email: 'fan@example.com' }));
    const mail = (await readOutbox(outboxDir(), { to: 'fan@example.com' })).at(-1)!;
    await call(newsletterConfirm, `/api/newsletter/confirm?token=${tokenIn(mail.text, 'confirm')}`);
    const csv = await call(adminNewsletterCsv, '/api/admin/newsletter.csv', { headers: { cookie: staff } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"fan@example.com","\d{4}-/);

    for (const [body, field] of [
      ['{"subject":', null],
      [JSON.stringify({ subject: 7, body: 'x' }), 'subject'],
      [JSON.stringify({ subject: 'a\u0000', body: 'x' }), 'subject'],
      [JSON.stringify({ subject: 'a', body: '\udc00' }), 'body'],
      [JSON.stringify({ subject: 'a', body: 'x'.repeat(20_001) }), 'body'],
    ] as const) {
      const response = await sendAs(staff, body);
      expect(response.status).toBe(400);
      if (field) expect(((await response.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain(field);
    }
    expect(await database.sql`SELECT 1 FROM newsletter_issues`).toHaveLength(0);
    const sent = await sendAs(staff, JSON.stringify({ subject: 'First light at Arches', body: 'Go early.' }));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, recipients: 1 });
    const issue = (await readOutbox(outboxDir(), { to: 'fan@example.com' })).at(-1)!;
    expect(issue.subject).toBe('First light at Arches');
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('with SMTP_URL set', () => {
  it('sends the confirmation through the SMTP server, with the List-Unsubscribe headers, and keeps nothing in the outbox', async () => {
    const smtp = await startSmtpFake();
    const before = (await readOutbox(outboxDir())).length;
    process.env.SMTP_URL = smtp.url;
    resetProcessState();
    try {
      const response = await post(JSON.stringify({ email: 'by-smtp@example.com' }));
      expect(response.status).toBe(202);
    } finally {
      delete process.env.SMTP_URL;
      resetProcessState();
      await smtp.close();
    }
    expect(smtp.messages.map((m) => m.to)).toEqual([['by-smtp@example.com']]);
    // Long header lines arrive folded (RFC 5322); unfold them to read each one whole.
    const raw = smtp.messages[0]!.data.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:4321\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Subject: Confirm your SLC Trips newsletter sign-up$/m);
    expect(await readOutbox(outboxDir())).toHaveLength(before);
  });
});
