import fs from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../../src/server/mail.ts';
import { call } from './functions.ts';
import login from '../../functions/login.mts';
import authCallback from '../../functions/auth-callback.mts';

/** The newest message in the outbox addressed to `email`, as raw text. */
export function latestMail(email: string): string | undefined {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) return text;
  }
  return undefined;
}

/** The sign-in link in the newest mail to `email`. */
export function magicLinkFor(email: string): string {
  // Undo quoted-printable (soft line breaks and =XX escapes) before looking for the link.
  const mail = (latestMail(email) ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(mail);
  if (!match) throw new Error(`no sign-in link mailed to ${email}`);
  return match[0];
}

/** Signs in through the real embedded magic-link flow; returns the Cookie header to send. */
export async function signIn(email: string): Promise<string> {
  const sent = await call(login, '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (sent.status !== 200) throw new Error(`login failed: ${sent.status} ${await sent.text()}`);
  const link = new URL(magicLinkFor(email));
  const opened = await call(authCallback, `${link.pathname}${link.search}`);
  const cookies = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookies.includes('slc_session=')) throw new Error('no session cookie');
  return cookies;
}
