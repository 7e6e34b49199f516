import { createHash, randomBytes } from 'node:crypto';
import { exemptFromAddressLimits } from '../../server/clientIp.ts';
import type { Sql } from '../../server/db.ts';
import { escapeHtml, sendMail } from '../../server/mail.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import { CONFIRM_DAYS, type NewsletterCounts, SUBSCRIBER_STATUSES, type SubscriberStatus } from './newsletter.ts';
import type { NewsletterIssue, NewsletterSignup } from './newsletter.schema.ts';

/**
 * Sign-ups one client address, and one e-mail address, may make per window: each one mails the
 * address, so neither a script nor a prankster can fill someone's inbox (docs/security.md).
 */
export const NEWSLETTER_LIMITS = { perIp: 20, perEmail: 3, windowSeconds: 15 * 60 } as const;
/** One-click unsubscribes per client address a minute: mail providers post them from their own servers. */
export const UNSUBSCRIBES_PER_IP = { limit: 120, windowSeconds: 60 } as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

const confirmLink = (origin: string, value: string) => `${origin}/api/newsletter/confirm?token=${value}`;
const unsubscribeLink = (origin: string, value: string) => `${origin}/api/newsletter/unsubscribe?token=${value}`;

/** RFC 2369 and RFC 8058: mail clients show an "Unsubscribe" button that posts to the link. */
function listHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const FOOTER = (link: string) => `You get this because you signed up for the SLC Trips newsletter. To leave the list, open:\n${link}`;
const FOOTER_HTML = (link: string) =>
  `<p style="color:#555;font-size:13px">You get this because you signed up for the SLC Trips newsletter. <a href="${escapeHtml(link)}">Unsubscribe</a>.</p>`;

/**
 * Takes a sign-up and mails the address, answering the same way whatever the address's state so
 * the answer never tells who is on the list: a new or pending address gets a confirmation link
 * (a new one each time: the last mailed link is the one that works), an unsubscribed one starts
 * over as pending, and a confirmed one is told it is already on the list. Every mail carries its
 * own unsubscribe link. Rate-limited per client address (loopback exempt, as sign-in) and per
 * e-mail address.
 */
export async function subscribe(sql: Sql, input: NewsletterSignup, origin: string, clientIp?: string): Promise<void> {
  if (clientIp && !exemptFromAddressLimits(clientIp))
    await rateLimit(sql, `newsletter-ip:${clientIp}`, NEWSLETTER_LIMITS.perIp, NEWSLETTER_LIMITS.windowSeconds);
  await rateLimit(sql, `newsletter:${input.email}`, NEWSLETTER_LIMITS.perEmail, NEWSLETTER_LIMITS.windowSeconds);
  const confirm = token();
  const unsubscribe = token();
  const [row] = await sql<{ status: SubscriberStatus }[]>`
    INSERT INTO newsletter_subscribers (email, confirm_token_hash, unsubscribe_token_hashes, source_page)
    VALUES (${input.email}, ${sha256(confirm)}, ${[sha256(unsubscribe)]}, ${input.source ?? null})
    ON CONFLICT (lower(email)) DO UPDATE SET
      confirm_token_hash = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN newsletter_subscribers.confirm_token_hash ELSE EXCLUDED.confirm_token_hash END,
      confirm_sent_at = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN newsletter_subscribers.confirm_sent_at ELSE now() END,
      source_page = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN EXCLUDED.source_page ELSE newsletter_subscribers.source_page END,
      confirmed_at = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN NULL ELSE newsletter_subscribers.confirmed_at END,
      unsubscribed_at = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN NULL ELSE newsletter_subscribers.unsubscribed_at END,
      status = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN 'pending' ELSE newsletter_subscribers.status END,
      unsubscribe_token_hashes = newsletter_subscribers.unsubscribe_token_hashes || EXCLUDED.unsubscribe_token_hashes
    RETURNING status`;
  const leave = unsubscribeLink(origin, unsubscribe);
  if (row?.status === 'confirmed') {
    await sendMail({
      to: input.email,
      subject: 'You are already on the SLC Trips newsletter',
      text: `Someone, probably you, asked to sign this address up for the SLC Trips newsletter. It is already on the list, so nothing has changed.\n\n${FOOTER(leave)}`,
      html: `<p>Someone, probably you, asked to sign this address up for the SLC Trips newsletter. It is already on the list, so nothing has changed.</p>${FOOTER_HTML(leave)}`,
      headers: listHeaders(leave),
    });
    return;
  }
  const link = confirmLink(origin, confirm);
  await sendMail({
    to: input.email,
    subject: 'Confirm your SLC Trips newsletter sign-up',
    text: `Open this link to confirm that you want the SLC Trips newsletter:\n\n${link}\n\nThe link works for ${CONFIRM_DAYS} days. If you did not sign up, ignore this message: without the confirmation we send nothing more.\n\nTo remove this address now: ${leave}`,
    html: `<p>Open this link to confirm that you want the SLC Trips newsletter:</p><p><a href="${escapeHtml(link)}">Confirm my sign-up</a></p><p>The link works for ${CONFIRM_DAYS} days. If you did not sign up, ignore this message: without the confirmation we send nothing more.</p>${FOOTER_HTML(leave)}`,
    headers: listHeaders(leave),
  });
}

export type ConfirmOutcome = 'confirmed' | 'already' | 'expired' | 'unsubscribed' | 'unknown';

/**
 * Opens a confirmation link. Idempotent: opening it again after confirming says so again. A
 * link older than CONFIRM_DAYS, one replaced by a newer sign-up, or one of an address that has
 * left the list confirms nothing.
 */
export async function confirmSubscription(sql: Sql, value: string): Promise<ConfirmOutcome> {
  const hash = sha256(value);
  const [done] = await sql<{ email: string }[]>`
    UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now()
    WHERE confirm_token_hash = ${hash} AND status = 'pending' AND confirm_sent_at > now() - make_interval(days => ${CONFIRM_DAYS})
    RETURNING email`;
  if (done) return 'confirmed';
  const [row] = await sql<{ status: SubscriberStatus }[]>`SELECT status FROM newsletter_subscribers WHERE confirm_token_hash = ${hash}`;
  if (!row) return 'unknown';
  return row.status === 'confirmed' ? 'already' : row.status === 'pending' ? 'expired' : 'unsubscribed';
}

/** Who an unsubscribe link is for and whether they are still on the list, or null for an unknown link. */
export async function unsubscribeTarget(sql: Sql, value: string): Promise<{ email: string; status: SubscriberStatus } | null> {
  const [row] = await sql<{ email: string; status: SubscriberStatus }[]>`
    SELECT email, status FROM newsletter_subscribers WHERE unsubscribe_token_hashes @> ${[sha256(value)]}::text[]`;
  return row ?? null;
}

/**
 * Takes the address of an unsubscribe link off the list (pending or confirmed alike). Idempotent:
 * the first time is kept as the moment they left. Null for an unknown link.
 */
export async function unsubscribe(sql: Sql, value: string): Promise<{ email: string } | null> {
  const [row] = await sql<{ email: string }[]>`
    UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now())
    WHERE unsubscribe_token_hashes @> ${[sha256(value)]}::text[]
    RETURNING email`;
  return row ?? null;
}

/** Counts per unsubscribe request, per client address (before the link is even read). */
export function limitUnsubscribes(sql: Sql, clientIp: string): Promise<void> {
  return rateLimit(sql, `newsletter-unsubscribe:${clientIp}`, UNSUBSCRIBES_PER_IP.limit, UNSUBSCRIBES_PER_IP.windowSeconds);
}

/** How many addresses are pending, confirmed and unsubscribed. */
export async function newsletterCounts(sql: Sql): Promise<NewsletterCounts> {
  const rows = await sql<{ status: SubscriberStatus; n: number }[]>`SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status`;
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) as NewsletterCounts;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** One CSV cell: quoted, and a leading = + - @ made inert so a spreadsheet never runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The confirmed subscribers as CSV (RFC 4180, CRLF lines): address, when confirmed, the page of the sign-up. */
export async function confirmedCsv(sql: Sql): Promise<string> {
  const rows = await sql<{ email: string; confirmedAt: Date; sourcePage: string | null }[]>`
    SELECT email, confirmed_at, source_page FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, email`;
  const lines = ['email,confirmed_at,source_page', ...rows.map((r) => [r.email, r.confirmedAt.toISOString(), r.sourcePage ?? ''].map(cell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Mails one issue to every confirmed subscriber, one message each with its own unsubscribe link
 * and List-Unsubscribe header, then records the issue with the number it reached. A mail
 * transport failure stops the sending: the issue is recorded with those already sent and the
 * error (a 502 or 503 the staff form shows) is rethrown.
 */
export async function sendIssue(sql: Sql, issue: NewsletterIssue, sentBy: string, origin: string): Promise<{ id: string; recipients: number }> {
  const subscribers = await sql<{ id: string; email: string }[]>`SELECT id, email FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY email`;
  let sent = 0;
  const record = async () => {
    const [row] = await sql<{ id: string }[]>`
      INSERT INTO newsletter_issues (subject, body, sent_by, recipients) VALUES (${issue.subject}, ${issue.body}, ${sentBy}, ${sent}) RETURNING id`;
    return { id: row!.id, recipients: sent };
  };
  try {
    for (const s of subscribers) {
      const value = token();
      await sql`UPDATE newsletter_subscribers SET unsubscribe_token_hashes = unsubscribe_token_hashes || ${[sha256(value)]}::text[] WHERE id = ${s.id}`;
      const leave = unsubscribeLink(origin, value);
      const paragraphs = issue.body
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
      await sendMail({
        to: s.email,
        subject: issue.subject,
        text: `${issue.body}\n\n--\n${FOOTER(leave)}`,
        html: `${paragraphs}<hr>${FOOTER_HTML(leave)}`,
        headers: listHeaders(leave),
      });
      sent++;
    }
  } catch (error) {
    await record();
    throw error;
  }
  return record();
}
