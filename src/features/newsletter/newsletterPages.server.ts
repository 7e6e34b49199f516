import { htmlPage } from '../../server/htmlPage.ts';
import { escapeHtml } from '../../server/mail.ts';
import type { ConfirmOutcome } from './newsletter.server.ts';
import { CONFIRM_DAYS, type SubscriberStatus } from './newsletter.ts';

const PRIVACY = '<p><a href="/privacy">What we keep and why</a></p>';
const SIGN_UP_AGAIN = '<p><a class="button" href="/">Sign up again from the home page</a></p>';

const CONFIRM_PAGES: Record<ConfirmOutcome, { status: number; title: string; body: string }> = {
  confirmed: {
    status: 200,
    title: 'You are on the list',
    body: '<p>Thank you: your sign-up is confirmed. The next SLC Trips newsletter comes to this address, and every issue has a link to leave the list.</p>',
  },
  already: {
    status: 200,
    title: 'You are on the list',
    body: '<p>This sign-up was already confirmed; nothing has changed. Every issue has a link to leave the list.</p>',
  },
  expired: {
    status: 410,
    title: 'This confirmation link has expired',
    body: `<p>Confirmation links work for ${CONFIRM_DAYS} days, and only the newest one mailed to an address works. Sign up again to get a new link.</p>${SIGN_UP_AGAIN}`,
  },
  unsubscribed: {
    status: 409,
    title: 'This address has left the list',
    body: `<p>It was unsubscribed after this link was sent, so the link no longer confirms anything. To come back, sign up again.</p>${SIGN_UP_AGAIN}`,
  },
  unknown: {
    status: 404,
    title: 'This link is not valid',
    body: `<p>We do not know this confirmation link. Please open the newest link we mailed you, or sign up again.</p>${SIGN_UP_AGAIN}`,
  },
};

/**
 * The page a confirmation link opens, for each outcome (4xx for a link that confirms nothing;
 * `status` 400 for a token that is not even well-formed).
 */
export function confirmPage(outcome: ConfirmOutcome, status = CONFIRM_PAGES[outcome].status): Response {
  const { title, body } = CONFIRM_PAGES[outcome];
  return htmlPage(title, `<h1>${title}</h1>${body}${PRIVACY}`, status, {}, { path: '/api/newsletter/confirm', description: title });
}

/** An unsubscribe link we do not know (or a malformed one). */
export function unknownUnsubscribePage(status = 404): Response {
  const title = 'This link is not valid';
  return htmlPage(
    title,
    `<h1>${title}</h1><p>We do not know this unsubscribe link. Use the link in the newest newsletter mail, or write to us and we remove your address.</p>${PRIVACY}`,
    status,
    {},
    { path: '/api/newsletter/unsubscribe', description: title },
  );
}

/**
 * GET of an unsubscribe link: a page with one button, so a mail scanner that follows every link
 * unsubscribes nobody; the button (and a mail client's one-click, RFC 8058) posts to the same URL.
 */
export function unsubscribeFormPage(token: string, target: { email: string; status: SubscriberStatus }): Response {
  if (target.status === 'unsubscribed') return unsubscribedPage(target.email, 'already');
  const title = 'Leave the SLC Trips newsletter';
  return htmlPage(
    title,
    `<h1>${title}</h1><p>Press the button to stop the newsletter to <strong>${escapeHtml(target.email)}</strong>. We send nothing more to it.</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>${PRIVACY}`,
    200,
    {},
    { path: '/api/newsletter/unsubscribe', description: title },
  );
}

/** The page after unsubscribing (or opening the link of an address that already left). */
export function unsubscribedPage(email: string, when: 'now' | 'already' = 'now'): Response {
  const title = when === 'now' ? 'You are unsubscribed' : 'You have already unsubscribed';
  return htmlPage(
    title,
    `<h1>${title}</h1><p>We send no more newsletters to <strong>${escapeHtml(email)}</strong>. Changed your mind? Sign up again at any time.</p>${PRIVACY}`,
    200,
    {},
    { path: '/api/newsletter/unsubscribe', description: title },
  );
}
