import { exemptFromAddressLimits } from '../../server/clientIp.ts';
import { db } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { htmlPage } from '../../server/htmlPage.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import { HttpError } from '../../lib/errors.ts';
import { hintCookie, sendMagicLink, supabaseConfigured, supabaseFor, verifyMagicLink } from './auth.server.ts';
import type { OAuthProvider } from './accounts.ts';

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

// Allowed by its hash in the page's Content-Security-Policy (htmlPage): keep it a constant.
const LOGIN_FORM_SCRIPT = `
  const form = document.getElementById('login-form');
  const status = document.getElementById('login-status');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    const email = form.email.value.trim();
    if (!email || !email.includes('@')) { status.textContent = 'Please enter a valid e-mail address.'; form.email.focus(); return; }
    button.disabled = true;
    status.textContent = 'Sending…';
    try {
      const response = await fetch('/api/login', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      const body = await response.json().catch(() => ({}));
      status.textContent = response.ok ? body.message : (body.error || 'Something went wrong. Please try again.');
    } catch {
      status.textContent = 'Network error. Please try again.';
    } finally {
      button.disabled = false;
    }
  });
`;

/** The e-mail sign-in form; its script posts JSON, as every state-changing request must. */
export function loginFormPage(): Response {
  return htmlPage(
    'Sign in',
    `<h1>Sign in to SLC Trips</h1>
<p>Enter your e-mail address and we will send you a link that signs you in. No password needed.</p>
<form id="login-form" novalidate>
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="email" required>
  <button type="submit">Send me a sign-in link</button>
</form>
<p id="login-status" role="status" aria-live="polite"></p>
<p><a href="/login">Other ways to sign in</a></p>`,
    200,
    {},
    { script: LOGIN_FORM_SCRIPT },
  );
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin that sign-in links and OAuth returns point at. The request's own origin comes
 * from its Host header, which whoever sends the request chooses: trusting it would let a
 * scripted POST /api/login with `Host: evil.example` mail a victim a working link to the
 * attacker's host. So it is used only for loopback (the machine itself: `npm start`, tests)
 * or when it is SITE_URL's host; anything else gets SITE_URL.
 */
export function trustedOrigin(request: Request): string {
  const site = new URL(env().SITE_URL);
  const url = new URL(request.url);
  return LOOPBACK_HOSTS.has(url.hostname) || url.host === site.host ? url.origin : site.origin;
}

/** Sign-in mails one client address may ask for per window, whatever the addresses. */
export const LOGIN_MAILS_PER_IP = 20;
const LOGIN_IP_WINDOW_SECONDS = 15 * 60;

/**
 * Mails a sign-in link: our own in the embedded setup, Supabase's magic link in production.
 * Besides the per-address limit, one client may not spray mails at many addresses; loopback
 * clients (the machine itself, its tests) are exempt unless a proxy is configured — see
 * docs/decisions/011 and 016.
 */
export async function startEmailSignIn(request: Request, email: string, clientIp?: string): Promise<void> {
  if (clientIp && !exemptFromAddressLimits(clientIp)) await rateLimit(await db(), `login-ip:${clientIp}`, LOGIN_MAILS_PER_IP, LOGIN_IP_WINDOW_SECONDS);
  if (!supabaseConfigured()) return sendMagicLink(email, trustedOrigin(request));
  const { client } = supabaseFor(request);
  const { error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${trustedOrigin(request)}/api/auth/callback` } });
  if (error) throw new HttpError(error.status === 429 ? 429 : 400, error.message);
}

/** Starts Google / Facebook sign-in through Supabase (PKCE), or explains why it cannot. */
export async function startOAuth(request: Request, provider: OAuthProvider): Promise<Response> {
  if (!supabaseConfigured()) {
    return htmlPage(
      `${PROVIDER_NAMES[provider]} sign-in unavailable`,
      `<h1>${PROVIDER_NAMES[provider]} sign-in is not available right now</h1>
<p class="note">Signing in with ${PROVIDER_NAMES[provider]} is not available on SLC Trips right now.</p>
<p>You can still sign in with a link sent to your e-mail address.</p>
<p><a class="button" href="/api/login">Sign in with e-mail</a></p>`,
      503,
    );
  }
  const { client, setCookies } = supabaseFor(request);
  const { data, error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo: `${trustedOrigin(request)}/api/auth/callback`, skipBrowserRedirect: true },
  });
  if (error || !data.url) throw new HttpError(502, 'The sign-in provider could not be reached. Please try again.');
  const headers = new Headers({ location: data.url, 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(null, { status: 302, headers });
}

const LINK_ERRORS = {
  used: 'This sign-in link has already been used.',
  expired: 'This sign-in link has expired.',
  unknown: 'This sign-in link is not valid.',
} as const;

function linkErrorPage(reason: keyof typeof LINK_ERRORS): Response {
  return htmlPage(
    'Sign-in link not valid',
    `<h1>${LINK_ERRORS[reason]}</h1><p>Sign-in links work once and only for 15 minutes. Ask for a new one and open it from the same browser.</p>
<p><a class="button" href="/api/login">Send a new link</a></p>`,
    reason === 'unknown' ? 400 : 410,
  );
}

function redirectHome(setCookies: string[]): Response {
  const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(null, { status: 302, headers });
}

/** Opens an embedded magic link: starts the session and lands on /. */
export async function openMagicLink(request: Request, value: string | null): Promise<Response> {
  if (!value || value.length > 200) return linkErrorPage('unknown');
  const result = await verifyMagicLink(request, value);
  return result.ok ? redirectHome(result.setCookies) : linkErrorPage(result.reason);
}

const OAUTH_ERRORS = {
  cancelled: {
    title: 'Sign-in was canceled',
    text: 'Signing in did not finish at the provider, so nothing has changed. You can try again, or sign in with a link sent to your e-mail address.',
  },
  failed: {
    title: 'We could not finish signing you in',
    text: 'The sign-in could not be confirmed: it was probably started in another browser or tab, or has already been completed. Please start again from this browser.',
  },
} as const;

/**
 * The page for a Supabase return that did not sign anyone in. Its own words, not the magic-link
 * ones: the person may have pressed "Cancel" at Google, which is neither an invalid nor an
 * expired link. The provider's error description is not shown: it arrives in the URL, so anyone
 * could write it.
 */
function oauthErrorPage(reason: keyof typeof OAUTH_ERRORS): Response {
  const { title, text } = OAUTH_ERRORS[reason];
  return htmlPage(
    title,
    `<h1>${title}</h1><p>${text}</p>
<p><a class="button" href="/login">Try again</a> <a href="/api/login">Sign in with e-mail</a></p>`,
    400,
  );
}

/** Supabase's redirect back (OAuth or e-mail link): exchanges the code for a session. */
export async function finishSupabaseSignIn(request: Request): Promise<Response> {
  const code = new URL(request.url).searchParams.get('code');
  // No code: the provider sent the person back without one (cancelled or refused).
  if (!supabaseConfigured() || !code || code.length > 500) return oauthErrorPage('cancelled');
  const { client, setCookies } = supabaseFor(request);
  const { error } = await client.auth.exchangeCodeForSession(code);
  // A code that does not match this browser's PKCE verifier, or one already exchanged.
  if (error) return oauthErrorPage('failed');
  return redirectHome([...setCookies, hintCookie(request)]);
}
