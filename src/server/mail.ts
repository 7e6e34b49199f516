import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type SentMessageInfo, type Transporter } from 'nodemailer';
import { HttpError } from '../lib/errors.ts';
import { env } from './env.ts';
import { errorText, log, stackOf } from './log.ts';
import { asUnavailable } from './unavailable.ts';

export interface Message {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail. */
  headers?: Record<string, string>;
}

/** The transport, built for one reading of the environment (a new reading builds a new one). */
let transport: { for: ReturnType<typeof env>; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const settings = env();
  if (transport?.for !== settings) {
    // SMTP when configured; otherwise nodemailer builds the raw message and we keep it in the outbox.
    const transporter = settings.SMTP_URL
      ? nodemailer.createTransport(settings.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transport = { for: settings, transporter };
  }
  return transport.transporter;
}

export function outboxDir(): string {
  return path.join(env().dataDir, 'outbox');
}

const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS']);
const REFUSED = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE', 'EPROTOCOL', 'ESTREAM']);

/**
 * Sends a message with a plain-text and an HTML part. A mail-server failure becomes a 502 whose
 * message a person can act on (staff toasts and the sign-in form show it) without the server's
 * address, credentials or reply reaching the page; the full error goes to the log. Anything
 * else is rethrown as it is: a full outbox disk (ENOSPC) becomes the wrapper's 503 with
 * Retry-After (unavailable.ts, issue 37), a bug stays a 500.
 */
export async function sendMail(message: Message): Promise<{ id: string; file?: string }> {
  let info: SentMessageInfo;
  try {
    info = await transporter().sendMail({ from: env().MAIL_FROM, ...message });
  } catch (error) {
    const { code, command, responseCode } = (error ?? {}) as { code?: string; command?: string; responseCode?: number };
    const unreachable = (code !== undefined && UNREACHABLE.has(code)) || command === 'CONN';
    const refused = (code !== undefined && REFUSED.has(code)) || typeof responseCode === 'number';
    if (!unreachable && !refused) throw error;
    log.error('mail', `sending "${message.subject}" failed: ${errorText(error)}`, { stack: stackOf(error) });
    throw new HttpError(
      502,
      unreachable ? 'The mail server could not be reached. Nothing was sent.' : 'The mail server refused the message. Nothing was sent.',
    );
  }
  if (env().SMTP_URL) return { id: info.messageId };
  return { id: info.messageId, file: keepInOutbox(message, (info as unknown as { message: Buffer }).message) };
}

/**
 * Writes one message into the outbox. A full disk (issue 37) leaves no half-written .eml and is
 * the same kind of failure as a mail server that is down: a typed 503, so a caller that treats a
 * failed mail as "not sent" (a submission's status link) still answers, and one that needs it (a
 * sign-in link) answers 503 with Retry-After.
 */
function keepInOutbox(message: Message, raw: Buffer): string {
  const dir = outboxDir();
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, raw);
    return file;
  } catch (error) {
    fs.rmSync(file, { force: true });
    const full = asUnavailable(error);
    if (!full) throw error;
    log.error('mail', `the outbox ${dir} has no room: "${message.subject}" was not kept (${(error as NodeJS.ErrnoException).code})`);
    throw new HttpError(503, 'The server has run out of storage space, so the message was not sent. Please try again later.', full.details);
  }
}

/** Escapes text for an HTML mail body: whatever a user typed is shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Checks that mail can go out, without sending any (the staff status, issue 30): with SMTP_URL
 * nodemailer's verify() (connect, greet, authenticate) within `timeoutMs`; without it, that the
 * outbox folder takes a file. Resolves with what was checked; rejects with a reason a person can
 * act on, naming no server address or credential.
 */
export async function verifyMail(timeoutMs: number): Promise<string> {
  if (!env().SMTP_URL) {
    const dir = outboxDir();
    const probe = path.join(dir, `.probe-${randomUUID().slice(0, 8)}`);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(probe, '');
      fs.rmSync(probe);
    } catch (error) {
      throw new Error(`the outbox folder is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    return 'the outbox folder is writable (no SMTP_URL: mail is kept as .eml files)';
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the mail server did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([transporter().verify(), timeout]);
  } catch (error) {
    const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
    if (code === 'EAUTH') throw new Error('the mail server refused our credentials');
    if (typeof responseCode === 'number') throw new Error(`the mail server answered ${responseCode}`);
    if (code && UNREACHABLE.has(code)) throw new Error(`the mail server could not be reached (${code})`);
    throw error instanceof Error && error.message.startsWith('the mail server') ? error : new Error('the mail server could not be reached');
  } finally {
    clearTimeout(timer);
  }
  return 'the SMTP server accepted a connection (verify)';
}
