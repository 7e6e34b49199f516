import fs from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Submission, SubmissionStatusView } from '../../src/features/submissions/submissions.ts';
import { STATUS_EDITS, STATUS_LOOKUPS, submitterMessage } from '../../src/features/submissions/submissions.server.ts';
import { localContext } from '../../src/server/functions.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { outboxDir } from '../../src/server/mail.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import adminSubmission from '../../functions/admin-submission.mts';
import adminSubmissions from '../../functions/admin-submissions.mts';
import submissionStatus from '../../functions/submission-status.mts';
import submitDestination from '../../functions/submit-destination.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// Issue 21 (first half), decision 025: submitters follow their submission through a private link.
let database: TestDatabase;
let staff: string;
const ORIGIN = 'http://127.0.0.1:4321';
withStaffDatabase('status-links', (d, s) => {
  database = d;
  staff = s;
});

// Sent as a client older than issue 51 would: a legacy category, still accepted.
const form = {
  name: 'Summit Sled Rentals',
  category: 'family',
  address: '1500 Kearns Blvd, Park City, UT 84060',
  website: 'https://summit-sleds.example.com',
  phone: '(435) 555-0142',
  email: 'hello@summit-sleds.example.com',
  description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
  highlights: 'Kids sleds\nGuided snowshoe walks',
  hours: '9am-5pm daily',
  pricing: '$15 per day',
  seasonality: 'December to March',
  contactName: 'Sam Summit',
  businessRole: 'owner',
};

let client = 0;
const nextIp = () => `203.0.113.${++client}`;

function submit(body: unknown, ip = nextIp()) {
  const request = new Request(`${ORIGIN}/api/submit-destination`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  return submitDestination(request, localContext(request, {}, ip));
}
function status(token: string, ip = nextIp()) {
  const request = new Request(`${ORIGIN}/api/submissions/status?token=${encodeURIComponent(token)}`);
  return submissionStatus(request, localContext(request, {}, ip));
}
function correct(token: string, body: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/api/submissions/status?token=${encodeURIComponent(token)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return submissionStatus(request, localContext(request, {}, ip));
}
const list = async () => (await (await call(adminSubmissions, '/api/admin/submissions', { headers: { cookie: staff } })).json()) as Submission[];
const review = (id: string, body: unknown) =>
  call(adminSubmission, `/api/admin/submissions/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: staff },
    body: JSON.stringify(body),
    params: { id },
  });

/** Every message in the outbox, parsed, oldest first. */
const outbox = () => readOutbox(outboxDir());
const LINK = /https?:\/\/[^\s"<>]+\/submissions\/status\?token=([A-Za-z0-9_%-]+)/;
/** The newest mail to `to` and the token of its status link. */
async function newestMail(to: string): Promise<{ mail: string; token: string; link: string }> {
  const mail = (await readOutbox(outboxDir(), { to })).at(-1)?.all;
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = LINK.exec(mail);
  if (!match) throw new Error('no status link in the mail');
  return { mail, token: decodeURIComponent(match[1]!), link: match[0] };
}

/** Submits the form as a new business; returns its staff id and the mailed token. */
async function submitted(email: string) {
  expect((await submit({ ...form, email })).status).toBe(201);
  const { token, mail, link } = await newestMail(email);
  const id = (await list()).find((s) => s.email === email)!.id;
  return { id, token, mail, link };
}

beforeEach(() => {
  fs.rmSync(outboxDir(), { recursive: true, force: true });
});

describe('the confirmation e-mail', () => {
  it('carries a private status link whose token answers the submission as pending; only its hash is stored', async () => {
    const response = await submit({ ...form, email: 'first@example.com' });
    expect(await response.json()).toEqual({ ok: true, status: 'pending', emailSent: true });
    const { mail, token, link } = await newestMail('first@example.com');
    expect(mail).toMatch(/^Subject: We received “Summit Sled Rentals”/m);
    expect(link).toBe(`${ORIGIN}/submissions/status?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answer = await status(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const view = (await answer.json()) as SubmissionStatusView;
    expect(view).toMatchObject({
      name: 'Summit Sled Rentals',
      email: 'first@example.com',
      status: 'pending',
      reviewNotes: null,
      placeUrl: null,
      category: 'family',
    });
    expect(Object.keys(view)).not.toContain('id');

    const [row] = await database.sql<{ statusTokenHash: string }[]>`SELECT status_token_hash FROM submissions WHERE email = 'first@example.com'`;
    expect(row!.statusTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.statusTokenHash).not.toContain(token);
    // Staff answers never carry the token or its hash.
    const staffList = JSON.stringify(await list());
    expect(staffList).not.toContain(token);
    expect(staffList).not.toContain(row!.statusTokenHash);
  });

  it('a wrong, malformed, missing or absurd token is a clear answer, never the submission', async () => {
    await submitted('second@example.com');
    for (const bad of ['A'.repeat(43), 'short', 'not a token!', '../../etc/passwd']) {
      const response = await status(bad);
      expect(response.status, bad).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/^This status link is not valid/);
    }
    const missing = await submissionStatus(
      new Request(`${ORIGIN}/api/submissions/status`),
      localContext(new Request(`${ORIGIN}/api/submissions/status`), {}, nextIp()),
    );
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['token']);
    expect((await status('x'.repeat(500))).status).toBe(400);
    expect((await status('abc\u0000')).status).toBe(400);
  });
});

describe('the message', () => {
  it('shows what people typed as text in the HTML part', () => {
    const m = submitterMessage(
      'needs_changes',
      { name: '<img src=x onerror=alert(1)>', contactName: 'Eve & Co', reviewNotes: '<b>bold</b>' },
      'https://slctrips.com/submissions/status?token=t',
      null,
    );
    expect(m.html).not.toContain('<img');
    expect(m.html).not.toContain('<b>bold');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(m.html).toContain('Eve &amp; Co');
    expect(m.text).toContain('<b>bold</b>');
  });
});

describe('staff decisions', () => {
  it('approve, reject and request changes each e-mail a fresh link; the status answer shows the decision and the older link stops working', async () => {
    const { id, token: first } = await submitted('decide@example.com');

    const asked = await review(id, { status: 'needs_changes', reviewNotes: 'Please add your winter opening hours.' });
    expect(asked.status).toBe(200);
    const askedBody = (await asked.json()) as Submission & { notified: boolean };
    expect(askedBody).toMatchObject({ status: 'needs_changes', notified: true });
    expect(JSON.stringify(askedBody)).not.toMatch(/token/i);
    const changes = await newestMail('decide@example.com');
    expect(changes.mail).toMatch(/^Subject: Changes requested for “Summit Sled Rentals”/m);
    expect(changes.mail).toContain('Please add your winter opening hours.');
    expect(changes.token).not.toBe(first);
    expect((await status(first)).status).toBe(404);
    expect(await (await status(changes.token)).json()).toMatchObject({ status: 'needs_changes', reviewNotes: 'Please add your winter opening hours.' });

    await review(id, { status: 'rejected', reviewNotes: 'A chain franchise.' });
    const rejected = await newestMail('decide@example.com');
    expect(rejected.mail).toMatch(/^Subject: “Summit Sled Rentals” was not accepted/m);
    expect(rejected.mail).toContain('A chain franchise.');
    expect(await (await status(rejected.token)).json()).toMatchObject({ status: 'rejected', reviewNotes: 'A chain franchise.', placeUrl: null });

    await review(id, { status: 'approved', reviewNotes: 'Welcome aboard.' });
    const approved = await newestMail('decide@example.com');
    expect(approved.mail).toMatch(/^Subject: “Summit Sled Rentals” is approved/m);
    const destinationId = (await list()).find((s) => s.id === id)!.destinationId!;
    expect(approved.mail).toContain(`${ORIGIN}/destinations/${destinationId}/`);
    expect(await (await status(approved.token)).json()).toMatchObject({
      status: 'approved',
      reviewNotes: 'Welcome aboard.',
      placeUrl: `/destinations/${destinationId}/`,
    });
    expect((await status(rejected.token)).status).toBe(404);
  });

  it('asking for changes needs notes; a move back to pending mails nothing', async () => {
    const { id } = await submitted('notes@example.com');
    const refused = await review(id, { status: 'needs_changes', reviewNotes: '  ' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['reviewNotes']);
    const before = (await outbox()).length;
    expect(await (await review(id, { status: 'pending' })).json()).toMatchObject({ status: 'pending', notified: null });
    expect(await outbox()).toHaveLength(before);
  });
});

describe('corrections through the link', () => {
  it('while changes are asked for, corrections are validated like the form, stored, and put the submission back to pending for staff', async () => {
    const { id } = await submitted('fix@example.com');
    await review(id, { status: 'needs_changes', reviewNotes: 'Add winter hours.' });
    const { token } = await newestMail('fix@example.com');

    const bad = await correct(token, { ...form, email: 'fix@example.com', hours: 'x'.repeat(501), phone: 'call me' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path).sort()).toEqual(['hours', 'phone']);
    expect((await correct(token, { ...form, status: 'approved' })).status).toBe(400);
    expect((await correct(token, { ...form, hours: '9am-5pm daily, 10am-4pm in winter' }, nextIp(), { origin: 'https://evil.example' })).status).toBe(403);

    // Today's form corrects a legacy category under the site category it maps to.
    const fixed = await correct(token, { ...form, category: 'Family Fun', email: 'fix@example.com', hours: '9am-5pm daily, 10am-4pm in winter' });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({
      status: 'pending',
      category: 'Family Fun',
      hours: '9am-5pm daily, 10am-4pm in winter',
      reviewNotes: 'Add winter hours.',
    });
    // The same link keeps working (nothing was mailed), and staff see it pending again, corrected.
    expect(await (await status(token)).json()).toMatchObject({ status: 'pending' });
    const again = (await list()).find((s) => s.id === id)!;
    expect(again).toMatchObject({ status: 'pending', hours: '9am-5pm daily, 10am-4pm in winter', reviewedAt: null });

    // Pending now: a second edit is refused with a clear 409, and nothing changes.
    const refused = await correct(token, { ...form, email: 'fix@example.com', hours: 'Never' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/can be corrected only when our team asks for changes/), status: 'pending' });
    expect((await list()).find((s) => s.id === id)!.hours).toBe('9am-5pm daily, 10am-4pm in winter');
  });

  it('approved and rejected submissions cannot be edited; an unknown token is a 404', async () => {
    const { id } = await submitted('done@example.com');
    await review(id, { status: 'rejected' });
    const { token } = await newestMail('done@example.com');
    expect((await correct(token, { ...form, email: 'done@example.com' })).status).toBe(409);
    expect((await correct('B'.repeat(43), { ...form })).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('status reads are limited per client address, whatever the token', async () => {
    const ip = '198.51.100.61';
    const statuses: number[] = [];
    for (let i = 0; i <= STATUS_LOOKUPS.limit; i++) statuses.push((await status(`${'C'.repeat(42)}${i % 10}`, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await status('C'.repeat(43), '198.51.100.62')).status).toBe(404);
  });

  it('corrections are limited per client address', async () => {
    const ip = '198.51.100.63';
    const statuses: number[] = [];
    for (let i = 0; i <= STATUS_EDITS.limit; i++) statuses.push((await correct('D'.repeat(43), form, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the window is fixed: once it has passed (the database clock decides), the client may read again', async () => {
    const ip = '198.51.100.64';
    await database.sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${`status:${ip}`}, now() - make_interval(secs => ${STATUS_LOOKUPS.windowSeconds + 1}), ${STATUS_LOOKUPS.limit + 5})`;
    expect((await status('E'.repeat(43), ip)).status).toBe(404);
  });
});

describe('the mail server failing', () => {
  it('still stores the submission and says the e-mail was not sent', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetProcessState();
    const error = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const response = await submit({ ...form, email: 'nomail@example.com' });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, status: 'pending', emailSent: false });
      expect((await list()).some((s) => s.email === 'nomail@example.com')).toBe(true);
      expect(JSON.stringify(error.mock.calls)).not.toMatch(/submissions\/status\?token=/);
      expect(error.mock.calls.some(([line]) => String(line).includes('"at":"mail"'))).toBe(true);
    } finally {
      error.mockRestore();
      delete process.env.SMTP_URL;
      resetProcessState();
    }
  });
});
