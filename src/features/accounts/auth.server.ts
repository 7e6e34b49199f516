import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { createServerClient } from '@supabase/ssr';
import type { Sql } from '../../server/db.ts';
import { db } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { queueCookie, readCookies, setCookie } from '../../server/cookies.ts';
import { assertSameOrigin, type Handler, handler } from '../../server/http.ts';
import { escapeHtml, sendMail } from '../../server/mail.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { ensureProfile } from './accounts.server.ts';
import type { Role } from './accounts.ts';
import type { Tier } from '../destinations/catalogue.ts';

/** The signed-in person as the API shows them. */
export interface SessionUser {
  id: string;
  email: string;
  subscriptionTier: Tier;
  role: Role;
  isStaff: boolean;
}

export const SESSION_COOKIE = 'slc_session';
/** Not a secret: tells the static pages' scripts whether to ask who is signed in at all. */
export const HINT_COOKIE = 'slc_signed_in';
const SESSION_DAYS = 30;
const LINK_MINUTES = 15;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export function supabaseConfigured(): boolean {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = env();
  return Boolean(SUPABASE_URL && SUPABASE_ANON_KEY);
}

async function withRole(sql: Sql, email: string): Promise<SessionUser> {
  const profile = await ensureProfile(sql, email);
  const isStaff = profile.role === 'staff' || env().STAFF_EMAILS.includes(profile.email);
  return { ...profile, role: isStaff ? 'staff' : 'visitor', isStaff };
}

/**
 * A Supabase client bound to one request's cookies (PKCE verifier and session). Cookies it
 * wants to set are collected in `setCookies` and also queued in the request's cookie jar, so
 * that those set where no caller looks (a token refresh inside getUser) still reach the
 * response; the handler does not add a line the function already set.
 */
export function supabaseFor(request: Request) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = env();
  const setCookies: string[] = [];
  const client = createServerClient(SUPABASE_URL!, SUPABASE_ANON_KEY!, {
    cookies: {
      getAll: () => Object.entries(readCookies(request)).map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const c of cookies) {
          const line = setCookie(request, c.name, c.value, { ...c.options, httpOnly: true });
          setCookies.push(line);
          queueCookie(line);
        }
      },
    },
    auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { client, setCookies };
}

/** Who sent this request: the one way every page and function learns it. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const sql = await db();
  if (supabaseConfigured()) {
    const { client } = supabaseFor(request);
    const { data, error } = await client.auth.getUser();
    if (error || !data.user?.email) return null;
    return withRole(sql, data.user.email);
  }
  const value = readCookies(request)[SESSION_COOKIE];
  if (!value || value.length > 200) return null;
  const [row] = await sql<{ email: string }[]>`
    SELECT p.email FROM sessions s JOIN profiles p ON p.id = s.profile_id
    WHERE s.id_hash = ${sha256(value)} AND s.expires_at > now()`;
  return row ? withRole(sql, row.email) : null;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw new UnauthorizedError();
  return user;
}

/**
 * An endpoint for signed-in people only: `handler` that answers 401 to anyone else and hands the
 * function the person and the database, so each of them starts the same way.
 */
export function userHandler(fn: (request: Request, signedIn: { user: SessionUser; sql: Sql }, context: Context) => Promise<Response>): Handler {
  return handler(async (request, context) => {
    const user = await requireUser(request);
    return fn(request, { user, sql: await db() }, context);
  });
}

/** Staff only: 401 for anonymous, 403 for signed-in visitors. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isStaff) throw new ForbiddenError('Staff only');
  return user;
}

/**
 * An endpoint for staff only: `handler` that answers 401 to anonymous and 403 to signed-in
 * visitors, and hands the function the staff member and the database, as userHandler does for
 * signed-in people, so every staff endpoint starts the same way.
 */
export function staffHandler(fn: (request: Request, signedIn: { staff: SessionUser; sql: Sql }, context: Context) => Promise<Response>): Handler {
  return handler(async (request, context) => {
    const staff = await requireStaff(request);
    return fn(request, { staff, sql: await db() }, context);
  });
}

/** Embedded sign-in: mails a single-use link valid for 15 minutes. */
export async function sendMagicLink(email: string, origin: string): Promise<void> {
  const sql = await db();
  await rateLimit(sql, `login:${email}`, 5, 15 * 60);
  const value = token();
  await sql`INSERT INTO auth_tokens (token_hash, email, expires_at)
            VALUES (${sha256(value)}, ${email}, now() + make_interval(mins => ${LINK_MINUTES}))`;
  const link = `${origin}/api/auth/verify?token=${encodeURIComponent(value)}`;
  await sendMail({
    to: email,
    subject: 'Your SLC Trips sign-in link',
    text: `Open this link to sign in to SLC Trips:\n\n${link}\n\nIt works once and expires in ${LINK_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    html: `<p>Open this link to sign in to SLC Trips:</p><p><a href="${escapeHtml(link)}">Sign in to SLC Trips</a></p><p>It works once and expires in ${LINK_MINUTES} minutes. If you did not ask for it, ignore this message.</p>`,
  });
}

/** The not-secret "someone is signed in" hint for the static pages' scripts, as long as a session. */
export function hintCookie(request: Request): string {
  return setCookie(request, HINT_COOKIE, '1', { maxAge: SESSION_DAYS * 24 * 3600 });
}

export type LinkResult = { ok: true; setCookies: string[] } | { ok: false; reason: 'used' | 'expired' | 'unknown' };

/** Consumes a magic-link token and starts a session (cookies for the response). */
export async function verifyMagicLink(request: Request, value: string): Promise<LinkResult> {
  const sql = await db();
  const hash = sha256(value);
  const [used] = await sql<{ email: string }[]>`
    UPDATE auth_tokens SET used_at = now()
    WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > now() RETURNING email`;
  if (!used) {
    const [row] = await sql<{ usedAt: Date | null }[]>`SELECT used_at FROM auth_tokens WHERE token_hash = ${hash}`;
    return { ok: false, reason: !row ? 'unknown' : row.usedAt ? 'used' : 'expired' };
  }
  const profile = await ensureProfile(sql, used.email);
  const session = token();
  await sql`INSERT INTO sessions (id_hash, profile_id, expires_at)
            VALUES (${sha256(session)}, ${profile.id}, now() + make_interval(days => ${SESSION_DAYS}))`;
  const maxAge = SESSION_DAYS * 24 * 3600;
  return {
    ok: true,
    setCookies: [setCookie(request, SESSION_COOKIE, session, { httpOnly: true, maxAge }), hintCookie(request)],
  };
}

/** Ends the session on the server and clears the cookies. */
export async function signOut(request: Request): Promise<string[]> {
  const clear = [setCookie(request, SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 }), setCookie(request, HINT_COOKIE, '', { maxAge: 0 })];
  if (supabaseConfigured()) {
    const { client, setCookies } = supabaseFor(request);
    await client.auth.signOut();
    return [...setCookies, ...clear];
  }
  const value = readCookies(request)[SESSION_COOKIE];
  if (value) await (await db())`DELETE FROM sessions WHERE id_hash = ${sha256(value)}`;
  return clear;
}

/**
 * A staff-only POST from our own pages: the origin checked, then the signed-in staff member, whom
 * `run` is given (the staff "do it now" buttons: read UDOT, read the river gauges).
 */
export function staffPost(run: (staff: SessionUser, request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    assertSameOrigin(request);
    return run(await requireStaff(request), request);
  };
}
