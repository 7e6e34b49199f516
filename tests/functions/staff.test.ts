import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers/outbox.ts';
import { outboxDir } from '../../src/server/mail.ts';
import { localContext } from '../../src/server/functions.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import adminAnalytics from '../../functions/admin-analytics.mts';
import adminInteractions from '../../functions/admin-interactions.mts';
import adminSubmission from '../../functions/admin-submission.mts';
import adminSubmissions from '../../functions/admin-submissions.mts';
import emailTest from '../../functions/email-test.mts';
import emailTestInteractions from '../../functions/email-test-interactions.mts';
import interactions from '../../functions/interactions.mts';
import sendDigest from '../../functions/send-digest.mts';
import { resetProcessState } from '../../src/server/processState.ts';

const STAFF = 'boss@slctrips.test';
const OTHER_STAFF = 'ops@slctrips.test';
let database: TestDatabase;
let staff: string;
let visitor: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-staff-'));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = `${STAFF}, ${OTHER_STAFF}`;
  delete process.env.SMTP_URL;
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn(STAFF);
  visitor = await signIn('visitor@example.com');
});
afterAll(async () => {
  await database.close();
  delete process.env.STAFF_EMAILS;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const jsonHeaders = { 'content-type': 'application/json' };

/** Posts a beacon as a browser on this site would (same-origin, optional cookies). */
function beacon(body: unknown, cookie = '', ip = '127.0.0.1') {
  const request = new Request('http://127.0.0.1:4321/api/interactions', {
    method: 'POST',
    headers: { ...jsonHeaders, origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin', cookie },
    body: JSON.stringify(body),
  });
  return interactions(request, localContext(request, {}, ip));
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('slc_sid='))
    ?.split(';')[0] ?? '';

/** Every message in the outbox, parsed, oldest first. */
const outbox = () => readOutbox(outboxDir());
const digests = async () => (await outbox()).filter((m) => /^SLC Trips: (\d+ new interactions?|no new interactions)$/.test(m.subject));

describe('every staff endpoint checks the role on the server', () => {
  const endpoints: Array<[string, (cookie: string) => Promise<Response>]> = [
    ['GET /api/admin/analytics', (cookie) => call(adminAnalytics, '/api/admin/analytics', { headers: { cookie } })],
    ['GET /api/admin/interactions', (cookie) => call(adminInteractions, '/api/admin/interactions', { headers: { cookie } })],
    ['GET /api/email/test', (cookie) => call(emailTest, '/api/email/test', { headers: { cookie } })],
    ['POST /api/email/test-interactions', (cookie) => call(emailTestInteractions, '/api/email/test-interactions', { method: 'POST', headers: { cookie } })],
    ['GET /api/admin/submissions', (cookie) => call(adminSubmissions, '/api/admin/submissions', { headers: { cookie } })],
  ];

  for (const [name, request] of endpoints) {
    it(`${name}: anonymous 401, signed-in visitor 403, staff 200`, async () => {
      expect((await request('')).status).toBe(401);
      expect((await request(visitor)).status).toBe(403);
      const ok = await request(staff);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
    });
  }

  it('PUT /api/admin/submissions/{id}: anonymous 401, signed-in visitor 403, staff 200', async () => {
    const [row] = await database.sql<{ id: string }[]>`
      INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role)
      VALUES ('Auth Check Cafe', 'dining', 'Nowhere', '801 555 0100', 'a@example.com', 'Coffee.', 'Ann', 'owner') RETURNING id`;
    const put = (cookie: string) =>
      call(adminSubmission, `/api/admin/submissions/${row!.id}`, {
        method: 'PUT',
        headers: { ...jsonHeaders, cookie },
        body: JSON.stringify({ status: 'rejected' }),
        params: { id: row!.id },
      });
    expect((await put('')).status).toBe(401);
    expect((await put(visitor)).status).toBe(403);
    expect((await put(staff)).status).toBe(200);
    const [after] = await database.sql<{ status: string }[]>`SELECT status FROM submissions WHERE id = ${row!.id}`;
    expect(after!.status).toBe('rejected');
  });

  it('a staff role granted in the profile counts like STAFF_EMAILS', async () => {
    const cookie = await signIn('promoted@example.com');
    expect((await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie } })).status).toBe(403);
    await database.sql`UPDATE profiles SET role = 'staff' WHERE email = 'promoted@example.com'`;
    expect((await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie } })).status).toBe(200);
  });
});

describe('the interaction beacon', () => {
  beforeEach(async () => {
    await database.sql`DELETE FROM interactions`;
    await database.sql`DELETE FROM rate_limits`;
  });

  it('records a destination view under a new first-party session, naming the destination from the catalogue', async () => {
    const response = await beacon({ type: 'destination_detail_view', destinationId: 'temple-square' });
    expect(response.status).toBe(204);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('slc_sid='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=1800/);
    const rows = await database.sql`SELECT type, destination_id, destination_name, email, session_id FROM interactions`;
    expect(rows).toEqual([
      {
        type: 'destination_detail_view',
        destinationId: 'temple-square',
        destinationName: 'Temple Square',
        email: null,
        sessionId: sessionCookie(response).slice('slc_sid='.length),
      },
    ]);
  });

  it('keeps the session of its cookie and adds the e-mail of a signed-in person', async () => {
    const first = await beacon({ type: 'destinations_browse', label: 'All Destinations' });
    const sid = sessionCookie(first);
    const second = await beacon({ type: 'social_media_access', label: 'tiktok.com' }, `${sid}; ${visitor}`);
    expect(second.status).toBe(204);
    expect(sessionCookie(second)).toBe(sid);
    const rows = await database.sql`SELECT type, destination_name, email, session_id FROM interactions ORDER BY id`;
    expect(rows.map((r) => r.sessionId)).toEqual([sid.slice(8), sid.slice(8)]);
    expect(rows[1]).toMatchObject({ type: 'social_media_access', destinationName: 'tiktok.com', email: 'visitor@example.com' });
  });

  it('accepts only the known types, known destinations and JSON, writing nothing otherwise', async () => {
    expect((await beacon({ type: 'page_view' })).status).toBe(400);
    expect((await beacon({ type: 'other', extra: 1 })).status).toBe(400);
    expect((await beacon({ type: 'destination_detail_view', destinationId: 'no-such-place' })).status).toBe(404);
    const text = new Request('http://127.0.0.1:4321/api/interactions', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"type":"other"}' });
    expect((await interactions(text, localContext(text, {}))).status).toBe(415);
    const big = await beacon({ type: 'other', label: 'x'.repeat(2000) });
    expect(big.status).toBe(413);
    expect(await database.sql`SELECT 1 FROM interactions`).toHaveLength(0);
  });

  it('refuses beacons another site sends', async () => {
    const request = new Request('http://127.0.0.1:4321/api/interactions', {
      method: 'POST',
      headers: { ...jsonHeaders, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ type: 'other' }),
    });
    expect((await interactions(request, localContext(request, {}))).status).toBe(403);
  });

  it('is rate-limited per session: the 31st beacon in a minute is refused and not stored', async () => {
    const sid = sessionCookie(await beacon({ type: 'other' }));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await beacon({ type: 'other' }, sid)).status);
    expect(statuses.slice(0, 29).every((s) => s === 204)).toBe(true);
    expect(statuses[29]).toBe(429);
    expect(await database.sql`SELECT 1 FROM interactions`).toHaveLength(30);
    // Another session is not affected.
    expect((await beacon({ type: 'other' }, '', '10.0.0.9')).status).toBe(204);
  });

  it('is rate-limited per client address too: a fresh session id on every beacon still meets a 429 after 120 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await beacon({ type: 'other' }, `slc_sid=${randomUUID()}`, '203.0.113.7')).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(await database.sql`SELECT 1 FROM interactions`).toHaveLength(120);
    // Someone at another address is not affected.
    expect((await beacon({ type: 'other' }, `slc_sid=${randomUUID()}`, '198.51.100.4')).status).toBe(204);
  });
});

describe('the dashboard reads', () => {
  beforeAll(async () => {
    await database.sql`DELETE FROM interactions`;
    await database.sql`DELETE FROM rate_limits`;
    const a = sessionCookie(await beacon({ type: 'destination_detail_view', destinationId: 'delicate-arch' }));
    await beacon({ type: 'destination_detail_view', destinationId: 'delicate-arch' }, a);
    await beacon({ type: 'destination_detail_view', destinationId: 'temple-square' }, a);
    const b = sessionCookie(await beacon({ type: 'destination_detail_view', destinationId: 'delicate-arch' }));
    await beacon({ type: 'destinations_browse', label: 'All Destinations' }, b);
    // An old interaction from another session: counted in the totals, not as active or today.
    await database.sql`INSERT INTO interactions (type, session_id, created_at) VALUES ('email_interaction', 'old-session', now() - interval '3 days')`;
    // Active Sessions counts Utah's day so far: a visit two hours ago counts (after midnight),
    // one a minute before midnight does not.
    const midnight = database.sql`(date_trunc('day', now() AT TIME ZONE 'America/Denver') AT TIME ZONE 'America/Denver')`;
    await database.sql`INSERT INTO interactions (type, session_id, created_at) VALUES ('other', 'earlier-today', GREATEST(${midnight}, now() - interval '2 hours'))`;
    await database.sql`INSERT INTO interactions (type, session_id, created_at) VALUES ('other', 'late-yesterday', ${midnight} - interval '1 minute')`;
  });

  it('analytics: total destinations, active sessions, today, popular destinations and counts per type', async () => {
    const response = await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie: staff } });
    expect(await response.json()).toEqual({
      totalDestinations: 3,
      activeSessions: 3,
      todayInteractions: 6,
      pendingInteractions: 8,
      popularDestinations: [
        { destination: 'delicate-arch', name: 'Delicate Arch', count: 3 },
        { destination: 'temple-square', name: 'Temple Square', count: 1 },
      ],
      interactionTypes: [
        { type: 'destination_detail_view', count: 4 },
        { type: 'destinations_browse', count: 1 },
        { type: 'email_interaction', count: 1 },
        { type: 'analytics_event', count: 0 },
        { type: 'social_media_access', count: 0 },
        { type: 'other', count: 2 },
      ],
      siteBuild: { requestedAt: null, hookCalledAt: null, lastError: null },
    });
  });

  it('interactions: the latest first, at most 20, with the docs/product.md §3.8 fields', async () => {
    for (let i = 0; i < 20; i++)
      await database.sql`INSERT INTO interactions (type, session_id, created_at) VALUES ('other', ${`s-${i}`}, now() - interval '1 day')`;
    const list = (await (await call(adminInteractions, '/api/admin/interactions', { headers: { cookie: staff } })).json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      id: expect.any(String),
      type: 'destinations_browse',
      destinationName: 'All Destinations',
      timestamp: expect.any(String),
      email: null,
      sessionId: expect.any(String),
    });
    const times = list.map((i) => Date.parse(i.timestamp as string));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});

describe('e-mail: the test message and the interaction digest', () => {
  beforeEach(async () => {
    await database.sql`DELETE FROM interactions`;
    fs.rmSync(outboxDir(), { recursive: true, force: true });
  });

  it('GET /api/email/test mails the signed-in staff member a message with text and HTML parts', async () => {
    const response = await call(emailTest, '/api/email/test', { headers: { cookie: staff } });
    expect(response.status).toBe(200);
    const [mail] = (await outbox()).filter((m) => m.subject === 'SLC Trips test e-mail');
    expect(mail?.to).toEqual([STAFF]);
    expect(mail?.text).not.toBe('');
    expect(mail?.html).not.toBe('');
  });

  it('GET /api/email/test refuses a request another site started', async () => {
    const response = await call(emailTest, '/api/email/test', { headers: { cookie: staff, 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(403);
    expect(await outbox()).toHaveLength(0);
  });

  it('the scheduled digest sends nothing when nothing is pending', async () => {
    const response = await sendDigest(new Request('http://127.0.0.1/.netlify/functions/send-digest', { method: 'POST', body: '{}' }), {} as never);
    expect(await response.json()).toMatchObject({ sent: false, count: 0 });
    expect(await digests()).toHaveLength(0);
  });

  it('the scheduled digest mails STAFF_EMAILS the pending interactions once, escaping what visitors typed', async () => {
    await database.sql`INSERT INTO interactions (type, destination_name, email, session_id)
      VALUES ('social_media_access', '<img src=x onerror=alert(1)>', 'fan@example.com', 'abcdef0123456789'),
             ('destination_detail_view', 'Temple Square', NULL, 'fedcba9876543210')`;
    const run = () => sendDigest(new Request('http://127.0.0.1/.netlify/functions/send-digest', { method: 'POST', body: '{}' }), {} as never);
    expect(await (await run()).json()).toMatchObject({ sent: true, count: 2, to: [STAFF, OTHER_STAFF] });
    const [mail] = await digests();
    expect(mail?.subject).toBe('SLC Trips: 2 new interactions');
    expect(mail?.to).toEqual([STAFF, OTHER_STAFF]);
    expect(mail?.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.html).not.toMatch(/<img src=x/);
    expect(mail?.text).toContain('abcdef01');
    expect(await database.sql`SELECT 1 FROM interactions WHERE notified_at IS NULL`).toHaveLength(0);
    expect(await (await run()).json()).toMatchObject({ sent: false, count: 0 });
    expect(await digests()).toHaveLength(1);
  });

  it('a mail server that cannot be reached is a 502 naming the cause, and the interactions stay pending for the next run', async () => {
    await database.sql`INSERT INTO interactions (type, session_id) VALUES ('other', 'pending-session')`;
    // Port 1 on loopback: nothing listens, so the connection is refused.
    process.env.SMTP_URL = 'smtp://mailer:s3cret-pass@127.0.0.1:1';
    resetProcessState();
    const unreachable = { error: 'The mail server could not be reached. Nothing was sent.', reference: expect.stringMatching(/^[0-9a-f]{12}$/) };
    try {
      const failed = await sendDigest(new Request('http://127.0.0.1/.netlify/functions/send-digest', { method: 'POST', body: '{}' }), {} as never);
      expect(failed.status).toBe(502);
      const staffCall = await call(emailTestInteractions, '/api/email/test-interactions', { method: 'POST', headers: { cookie: staff } });
      expect(staffCall.status).toBe(502);
      const body = await staffCall.text();
      expect(JSON.parse(body)).toEqual(unreachable);
      expect(body).not.toMatch(/127\.0\.0\.1|s3cret|ECONNREFUSED|mailer/);
      const testMail = await call(emailTest, '/api/email/test', { headers: { cookie: staff } });
      expect(testMail.status).toBe(502);
      expect(await testMail.json()).toEqual(unreachable);
      expect(await database.sql`SELECT 1 FROM interactions WHERE notified_at IS NULL`).toHaveLength(1);
    } finally {
      delete process.env.SMTP_URL;
      resetProcessState();
    }
    const retried = await sendDigest(new Request('http://127.0.0.1/.netlify/functions/send-digest', { method: 'POST', body: '{}' }), {} as never);
    expect(await retried.json()).toMatchObject({ sent: true, count: 1 });
    expect(await database.sql`SELECT 1 FROM interactions WHERE notified_at IS NULL`).toHaveLength(0);
  });

  it('POST /api/email/test-interactions sends the summary now, to staff and the person who asked, and marks them sent', async () => {
    await database.sql`INSERT INTO interactions (type, destination_name, session_id) VALUES ('destination_detail_view', 'Delicate Arch', 'now-session-1234')`;
    const cookie = await signIn('promoted-2@example.com');
    await database.sql`UPDATE profiles SET role = 'staff' WHERE email = 'promoted-2@example.com'`;
    const response = await call(emailTestInteractions, '/api/email/test-interactions', { method: 'POST', headers: { cookie } });
    expect(await response.json()).toMatchObject({ ok: true, sent: true, count: 1, to: [STAFF, OTHER_STAFF, 'promoted-2@example.com'] });
    expect((await digests())[0]?.text).toContain('Delicate Arch');
    expect(await database.sql`SELECT 1 FROM interactions WHERE notified_at IS NULL`).toHaveLength(0);
    // With nothing pending the button still confirms the path with a short summary.
    expect(await (await call(emailTestInteractions, '/api/email/test-interactions', { method: 'POST', headers: { cookie } })).json()).toMatchObject({
      sent: true,
      count: 0,
    });
    expect((await digests()).at(-1)?.subject).toBe('SLC Trips: no new interactions');
  });
});
