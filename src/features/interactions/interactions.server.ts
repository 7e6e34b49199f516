import { randomUUID } from 'node:crypto';
import type { Sql, Stored } from '../../server/db.ts';
import { readCookies, setCookie } from '../../server/cookies.ts';
import { env } from '../../server/env.ts';
import { escapeHtml, sendMail } from '../../server/mail.ts';
import { rateLimit, sweepRateLimits } from '../../server/rateLimit.ts';
import { HttpError } from '../../lib/errors.ts';
import { getUser, HINT_COOKIE } from '../accounts/auth.server.ts';
import { ADMIN, INTERACTION_TYPES, interactionLabel, type AdminAnalytics, type Interaction, type InteractionType } from './interactions.ts';
import type { InteractionInput } from './interactions.schema.ts';
import { siteBuildState } from '../publishing/siteBuild.server.ts';
import { UTAH_TZ } from '../../lib/utahTime.ts';

/** First-party, random, httpOnly: tells one visit from another and nothing more. */
export const SESSION_ID_COOKIE = 'slc_sid';
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Beacons per session per minute, and per client address per minute. The session id comes
 * from the client, so the address limit is what stops a script that sends a fresh id each
 * time; 120 a minute leaves room for a household or an office browsing behind one address.
 */
const BEACONS_PER_MINUTE = 30;
export const BEACONS_PER_IP_PER_MINUTE = 120;
/** The day of "Today's Interactions" is Utah's. */
const TIME_ZONE = UTAH_TZ;
/** A digest lists this many interactions and counts the rest. */
const DIGEST_LISTED = 200;
/** At most this many interactions are marked by one digest; the rest wait for the next. */
const DIGEST_BATCH = 5000;

/**
 * Records one beacon: known types only, rate-limited per client address and per session, the destination's name
 * looked up here (never taken from the page). Returns the Set-Cookie that starts or extends
 * the session (rolling, 30 minutes).
 */
export async function recordInteraction(sql: Sql, request: Request, ip: string, input: InteractionInput): Promise<string> {
  const existing = readCookies(request)[SESSION_ID_COOKIE];
  const sessionId = existing && SESSION_ID.test(existing) ? existing : randomUUID();
  await rateLimit(sql, `beacon-ip:${ip}`, BEACONS_PER_IP_PER_MINUTE, 60);
  await rateLimit(sql, `beacon:${sessionId}`, BEACONS_PER_MINUTE, 60);

  let destinationName: string | null = input.label ?? null;
  if (input.destinationId) {
    const [row] = await sql<{ name: string }[]>`SELECT name FROM destinations WHERE id = ${input.destinationId}`;
    if (!row) throw new HttpError(404, 'Destination not found');
    destinationName = row.name;
  }
  // Only people the hint cookie marks as signed in cost a session lookup.
  const user = readCookies(request)[HINT_COOKIE] ? await getUser(request) : null;
  await sql`
    INSERT INTO interactions (type, destination_id, destination_name, email, session_id)
    VALUES (${input.type}, ${input.destinationId ?? null}, ${destinationName}, ${user?.email ?? null}, ${sessionId})`;
  return setCookie(request, SESSION_ID_COOKIE, sessionId, { httpOnly: true, maxAge: ADMIN.sessionIdleMinutes * 60 });
}

/** Selected in Interaction's order; the id is a bigint, which postgres.js reads as a string. */
const toInteraction = (r: Stored<Interaction, 'timestamp'>): Interaction => ({ ...r, timestamp: r.timestamp.toISOString() });

/** The latest interactions, newest first (docs/product.md §9: 20). */
export async function latestInteractions(sql: Sql, limit: number = ADMIN.liveListSize): Promise<Interaction[]> {
  const rows = await sql<Stored<Interaction, 'timestamp'>[]>`
    SELECT id, type, destination_name, created_at AS timestamp, email, session_id FROM interactions
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  return rows.map(toInteraction);
}

/**
 * The Overview and Analytics figures of /admin. Active Sessions and Today's Interactions share
 * one window, Utah's day so far (docs/decisions/009-active-sessions-window.md).
 */
export async function adminAnalytics(sql: Sql): Promise<AdminAnalytics> {
  const [[totals], popular, types, siteBuild] = await Promise.all([
    sql<{ destinations: number; active: number; today: number; pending: number }[]>`
      WITH today AS (
        SELECT session_id FROM interactions
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE})
      )
      SELECT
        (SELECT count(*)::int FROM destinations WHERE withdrawn_at IS NULL) AS destinations,
        (SELECT count(DISTINCT session_id)::int FROM today) AS active,
        (SELECT count(*)::int FROM today) AS today,
        (SELECT count(*)::int FROM interactions WHERE notified_at IS NULL) AS pending`,
    sql<{ destination: string; name: string; count: number }[]>`
      SELECT destination_id AS destination, max(destination_name) AS name, count(*)::int AS count
      FROM interactions WHERE type = 'destination_detail_view' AND destination_id IS NOT NULL
      GROUP BY destination_id ORDER BY count DESC, name LIMIT ${ADMIN.popularSize}`,
    sql<{ type: InteractionType; count: number }[]>`SELECT type, count(*)::int AS count FROM interactions GROUP BY type`,
    siteBuildState(sql),
  ]);
  const byType = new Map(types.map((t) => [t.type, t.count]));
  return {
    totalDestinations: totals?.destinations || null,
    activeSessions: totals?.active ?? 0,
    todayInteractions: totals?.today ?? 0,
    pendingInteractions: totals?.pending ?? 0,
    popularDestinations: popular.map((p) => ({ ...p })),
    interactionTypes: INTERACTION_TYPES.map((type) => ({ type, count: byType.get(type) ?? 0 })),
    siteBuild,
  };
}

/** Refuses a GET with side effects that another site started (a link or a form elsewhere). */
export function assertNotCrossSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
}

/** GET /api/email/test: a short message to the staff member who asked, through the real mail path. */
export async function sendTestEmail(sql: Sql, to: string): Promise<{ to: string }> {
  await rateLimit(sql, `email-test:${to}`, 10, 10 * 60);
  const at = new Date().toISOString();
  await sendMail({
    to,
    subject: 'SLC Trips test e-mail',
    text: `This is a test message from the SLC Trips admin dashboard, sent at ${at} to ${to}.\n\nIf you can read it, e-mail notifications work.`,
    html: `<p>This is a test message from the SLC Trips admin dashboard, sent at ${escapeHtml(at)} to ${escapeHtml(to)}.</p><p>If you can read it, e-mail notifications work.</p>`,
  });
  return { to };
}

/** The digest's text and HTML for a batch of interactions (user-supplied text escaped in HTML). */
export function digestMessage(items: Interaction[], siteUrl = env().SITE_URL): { subject: string; text: string; html: string } {
  const listed = items.slice(0, DIGEST_LISTED);
  const more = items.length - listed.length;
  const subject = items.length === 0 ? 'SLC Trips: no new interactions' : `SLC Trips: ${items.length} new interaction${items.length === 1 ? '' : 's'}`;
  const cells = (i: Interaction) => [
    i.timestamp.replace('T', ' ').slice(0, 19),
    interactionLabel(i.type),
    i.destinationName ?? '—',
    i.email ?? 'anonymous',
    i.sessionId.slice(0, ADMIN.sessionIdShown),
  ];
  const intro =
    items.length === 0
      ? 'No new interactions since the last summary.'
      : `${items.length} interaction${items.length === 1 ? '' : 's'} since the last summary (times in UTC):`;
  const dashboard = new URL('/admin', siteUrl).href;
  const text = [intro, '', ...listed.map((i) => cells(i).join(' | ')), ...(more > 0 ? [`… and ${more} more.`] : []), '', `Dashboard: ${dashboard}`].join('\n');
  const rows = listed
    .map(
      (i) =>
        `<tr>${cells(i)
          .map((c) => `<td>${escapeHtml(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  const table = listed.length
    ? `<table cellpadding="4" border="1" style="border-collapse:collapse"><thead><tr><th>Time (UTC)</th><th>Type</th><th>Destination</th><th>E-mail</th><th>Session</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  const html = `<p>${escapeHtml(intro)}</p>${table}${more > 0 ? `<p>… and ${more} more.</p>` : ''}<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p>`;
  return { subject, text, html };
}

/**
 * Mails the pending interactions and marks them sent, in one transaction: if sending fails
 * (a 502 when the mail server is at fault) the transaction rolls back and they stay pending
 * for the next run. `SKIP LOCKED` keeps
 * two senders (the schedule and a staff member's button) from mailing the same rows.
 * `always` sends even when nothing is pending (the dashboard's button confirms the path works).
 */
export async function sendInteractionDigest(
  sql: Sql,
  to: string[],
  options: { always?: boolean } = {},
): Promise<{ sent: boolean; count: number; to: string[] }> {
  const recipients = [...new Set(to.map((e) => e.toLowerCase()))];
  if (recipients.length === 0) return { sent: false, count: 0, to: [] };
  return sql.begin(async (tx) => {
    const rows = await tx<Stored<Interaction, 'timestamp'>[]>`
      SELECT id, type, destination_name, created_at AS timestamp, email, session_id FROM interactions
      WHERE notified_at IS NULL ORDER BY id LIMIT ${DIGEST_BATCH} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0 && !options.always) return { sent: false, count: 0, to: recipients };
    await sendMail({ to: recipients, ...digestMessage(rows.map(toInteraction), env().SITE_URL) });
    if (rows.length) await tx`UPDATE interactions SET notified_at = now() WHERE id IN ${tx(rows.map((r) => r.id))}`;
    return { sent: true, count: rows.length, to: recipients };
  });
}

/**
 * Rate-limit counters of beacons outlive their sessions; the digest job sweeps them
 * (beacon-new: counted new sessions per address before beacon-ip: replaced it).
 */
export async function sweepBeaconLimits(sql: Sql): Promise<void> {
  await sweepRateLimits(sql, ['beacon:', 'beacon-ip:', 'beacon-new:']);
}
