import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { readOutbox } from '../../../tests/helpers/outbox.ts';
import { outboxDir } from '../../server/mail.ts';
import { resetProcessState } from '../../server/processState.ts';
import {
  confirmedCsv,
  confirmSubscription,
  NEWSLETTER_LIMITS,
  newsletterCounts,
  sendIssue,
  subscribe,
  unsubscribe,
  unsubscribeTarget,
} from './newsletter.server.ts';
import { newsletterSignupSchema } from './newsletter.schema.ts';

const ORIGIN = 'http://127.0.0.1:4321';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-newsletter-'));
let database: TestDatabase;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  resetProcessState();
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.sql`DELETE FROM newsletter_subscribers`;
  await database.sql`DELETE FROM newsletter_issues`;
  await database.sql`DELETE FROM rate_limits WHERE starts_with(key, 'newsletter')`;
  fs.rmSync(outboxDir(), { recursive: true, force: true });
});

const signUp = (email: string, source?: string) => subscribe(database.sql, newsletterSignupSchema.parse({ email, source }), ORIGIN);
const mailsTo = (email: string) => readOutbox(outboxDir(), { to: email });
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${ORIGIN}/api/newsletter/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1]!;
};
const rows = () => database.sql<{ email: string; status: string; sourcePage: string | null }[]>`SELECT email, status, source_page FROM newsletter_subscribers`;

describe('signing up (double opt-in)', () => {
  it('stores a pending address, lower-cased, with its page, and mails a confirmation link with a one-click unsubscribe header', async () => {
    await signUp('Hiker@Example.com', '/destinations');
    expect(await rows()).toEqual([{ email: 'hiker@example.com', status: 'pending', sourcePage: '/destinations' }]);
    const [mail, ...more] = await mailsTo('hiker@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirm your SLC Trips newsletter sign-up');
    const leave = linkIn(mail!.text, 'unsubscribe');
    expect(mail!.headers['list-unsubscribe']).toBe(`<${ORIGIN}/api/newsletter/unsubscribe?token=${leave}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Only hashes are kept: the mailed tokens are not in the table.
    const [raw] = await database.sql<{ all: string }[]>`SELECT row_to_json(s)::text AS all FROM newsletter_subscribers s`;
    expect(raw!.all).not.toContain(linkIn(mail!.text, 'confirm'));
    expect(raw!.all).not.toContain(leave);
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
  });

  it('confirms with the mailed link, idempotently; an unknown link confirms nothing', async () => {
    await signUp('walker@example.com');
    const token = linkIn((await mailsTo('walker@example.com'))[0]!.text, 'confirm');
    expect(await confirmSubscription(database.sql, token)).toBe('confirmed');
    expect(await confirmSubscription(database.sql, token)).toBe('already');
    expect(await confirmSubscription(database.sql, 'x'.repeat(43))).toBe('unknown');
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 });
  });

  it('a second sign-up mails a new link that replaces the first, and one for a confirmed address says it is already on the list', async () => {
    await signUp('twice@example.com');
    const [first] = await mailsTo('twice@example.com');
    await signUp('twice@example.com');
    const second = (await mailsTo('twice@example.com')).find((m) => m.text !== first!.text);
    expect(await confirmSubscription(database.sql, linkIn(first!.text, 'confirm'))).toBe('unknown');
    expect(await confirmSubscription(database.sql, linkIn(second!.text, 'confirm'))).toBe('confirmed');
    await signUp('twice@example.com');
    const third = (await mailsTo('twice@example.com'))[2]!;
    expect(third.subject).toBe('You are already on the SLC Trips newsletter');
    expect(third.text).not.toContain('/api/newsletter/confirm');
    expect(third.headers['list-unsubscribe']).toContain('/api/newsletter/unsubscribe?token=');
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 });
  });

  it('a link older than the confirmation window has expired', async () => {
    await signUp('late@example.com');
    await database.sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '8 days'`;
    expect(await confirmSubscription(database.sql, linkIn((await mailsTo('late@example.com'))[0]!.text, 'confirm'))).toBe('expired');
  });

  it('limits the mails to one address per window', async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmail; i++) await signUp('busy@example.com');
    await expect(signUp('busy@example.com')).rejects.toMatchObject({ status: 429 });
    expect(await mailsTo('busy@example.com')).toHaveLength(NEWSLETTER_LIMITS.perEmail);
  });

  it('limits one client address across many e-mail addresses, loopback exempt', async () => {
    const input = (i: number) => newsletterSignupSchema.parse({ email: `spray${i}@example.com` });
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp; i++) await subscribe(database.sql, input(i), ORIGIN, '203.0.113.9');
    await expect(subscribe(database.sql, input(99), ORIGIN, '203.0.113.9')).rejects.toMatchObject({ status: 429 });
    await subscribe(database.sql, input(100), ORIGIN, '127.0.0.1');
    expect((await rows()).length).toBe(NEWSLETTER_LIMITS.perIp + 1);
  });
});

describe('leaving the list', () => {
  it('unsubscribes with the link of any mail, idempotently, and a new sign-up starts over as pending', async () => {
    await signUp('leaver@example.com');
    const mail = (await mailsTo('leaver@example.com'))[0]!;
    const confirm = linkIn(mail.text, 'confirm');
    const leave = linkIn(mail.text, 'unsubscribe');
    await confirmSubscription(database.sql, confirm);
    expect(await unsubscribeTarget(database.sql, leave)).toEqual({ email: 'leaver@example.com', status: 'confirmed' });
    expect(await unsubscribe(database.sql, leave)).toEqual({ email: 'leaver@example.com' });
    const [first] = await database.sql<{ unsubscribedAt: Date }[]>`SELECT unsubscribed_at FROM newsletter_subscribers`;
    expect(await unsubscribe(database.sql, leave)).toEqual({ email: 'leaver@example.com' });
    const [again] = await database.sql<{ unsubscribedAt: Date }[]>`SELECT unsubscribed_at FROM newsletter_subscribers`;
    expect(again!.unsubscribedAt).toEqual(first!.unsubscribedAt);
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 0, confirmed: 0, unsubscribed: 1 });
    // The old confirmation link does not bring them back.
    expect(await confirmSubscription(database.sql, confirm)).toBe('unsubscribed');
    expect(await unsubscribe(database.sql, 'y'.repeat(43))).toBeNull();
    expect(await unsubscribeTarget(database.sql, 'y'.repeat(43))).toBeNull();
    await signUp('leaver@example.com');
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
  });
});

describe('staff: export and issues', () => {
  async function confirmed(email: string, source?: string) {
    await signUp(email, source);
    await confirmSubscription(database.sql, linkIn((await mailsTo(email)).at(-1)!.text, 'confirm'));
  }

  it('exports only confirmed addresses as CSV, with formula-looking cells made inert', async () => {
    await confirmed('a@example.com', '/');
    await confirmed('-sum@example.com');
    await signUp('pending@example.com');
    const csv = await confirmedCsv(database.sql);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at,source_page');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['"a@example.com"', `"'-sum@example.com"`]);
    expect(csv).not.toContain('pending@example.com');
  });

  it('mails an issue to each confirmed subscriber with their own unsubscribe link, and records it', async () => {
    await confirmed('one@example.com');
    await confirmed('two@example.com');
    await signUp('notyet@example.com');
    const sent = await sendIssue(
      database.sql,
      { subject: 'Spring in the canyons', body: 'Big Cottonwood opens <soon>.\n\nSee you there.' },
      'boss@slctrips.test',
      ORIGIN,
    );
    expect(sent.recipients).toBe(2);
    const one = (await mailsTo('one@example.com')).at(-1)!;
    const two = (await mailsTo('two@example.com')).at(-1)!;
    expect(one.subject).toBe('Spring in the canyons');
    expect(one.html).toContain('Big Cottonwood opens &lt;soon&gt;.');
    expect(await mailsTo('notyet@example.com')).toHaveLength(1);
    const leaveOne = linkIn(one.text, 'unsubscribe');
    expect(leaveOne).not.toBe(linkIn(two.text, 'unsubscribe'));
    expect(one.headers['list-unsubscribe']).toBe(`<${ORIGIN}/api/newsletter/unsubscribe?token=${leaveOne}>`);
    expect(one.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [issue] = await database.sql`SELECT subject, sent_by, recipients FROM newsletter_issues`;
    expect(issue).toEqual({ subject: 'Spring in the canyons', sentBy: 'boss@slctrips.test', recipients: 2 });
    // The link of the issue works, and so does the one of the earlier confirmation mail.
    expect(await unsubscribe(database.sql, leaveOne)).toEqual({ email: 'one@example.com' });
    const earlier = linkIn((await mailsTo('two@example.com'))[0]!.text, 'unsubscribe');
    expect(await unsubscribe(database.sql, earlier)).toEqual({ email: 'two@example.com' });
    expect(await newsletterCounts(database.sql)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 2 });
  });
});
