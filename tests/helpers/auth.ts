import { outboxDir } from '../../src/server/mail.ts';
import { call } from './functions.ts';
import { readOutbox, type Mail } from './outbox.ts';
import login from '../../functions/login.mts';
import authCallback from '../../functions/auth-callback.mts';

/** The newest message in the outbox addressed to `email`, parsed. */
export async function latestMail(email: string): Promise<Mail | undefined> {
  return (await readOutbox(outboxDir(), { to: email })).at(-1);
}

/** The sign-in link in the newest mail to `email`. */
export async function magicLinkFor(email: string): Promise<string> {
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec((await latestMail(email))?.text ?? '');
  if (!match) throw new Error(`no sign-in link mailed to ${email}`);
  return match[0];
}

/** Signs in through the real embedded magic-link flow; returns the Cookie header to send. */
export async function signIn(email: string): Promise<string> {
  const sent = await call(login, '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (sent.status !== 200) throw new Error(`login failed: ${sent.status} ${await sent.text()}`);
  const link = new URL(await magicLinkFor(email));
  const opened = await call(authCallback, `${link.pathname}${link.search}`);
  const cookies = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookies.includes('slc_session=')) throw new Error('no session cookie');
  return cookies;
}
