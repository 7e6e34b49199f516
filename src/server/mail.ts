import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from './env.ts';

export interface Message {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
}

let transport: Transporter | undefined;

function transporter(): Transporter {
  // SMTP when configured; otherwise nodemailer builds the raw message and we keep it in the outbox.
  transport ??= env().SMTP_URL ? nodemailer.createTransport(env().SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transport;
}

export function outboxDir(): string {
  return path.join(env().dataDir, 'outbox');
}

/** Sends a message with a plain-text and an HTML part; throws when sending fails. */
export async function sendMail(message: Message): Promise<{ id: string; file?: string }> {
  const info = await transporter().sendMail({ from: env().MAIL_FROM, ...message });
  if (env().SMTP_URL) return { id: info.messageId };
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
  return { id: info.messageId, file };
}

/** Escapes text for an HTML mail body: whatever a user typed is shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Forgets the transport (tests switch SMTP_URL between cases). */
export function resetMailTransport(): void {
  transport = undefined;
}
