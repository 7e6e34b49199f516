import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/** One message of the server's outbox (`$DATA_DIR/outbox/*.eml`, written when no SMTP is set), parsed. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header line as sent, keyed by its lower-case name (folded lines joined). */
  headers: Record<string, string>;
  /** "To: …", "Subject: …", a blank line, then the text and HTML bodies: for tests that match on the whole message. */
  all: string;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/**
 * When the server wrote a message: the time in its name (src/server/mail.ts names each file by the
 * server's clock), else the file's modification time. The name, because the file system stamps
 * files by the real clock while `npm test`'s hours part runs the server and the tests under a
 * shifted one (decision 076).
 */
function writtenAt(file: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(path.basename(file));
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : fs.statSync(file).mtimeMs;
}

/**
 * The one reader of the outbox for every test (issue 14): each message parsed with mailparser
 * (quoted-printable, encoded-word subjects and UTF-8 undone), oldest first. `since` keeps the
 * messages written at or after that time (a second of slack for file-system clocks); `to` keeps
 * those addressed to that address.
 */
export async function readOutbox(dir: string, options: { since?: number; to?: string } = {}): Promise<Mail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f))
    .filter((f) => options.since === undefined || writtenAt(f) >= options.since - 1000);
  const mails = await Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(file));
      const to = addresses(parsed.to);
      const subject = parsed.subject ?? '';
      const text = parsed.text ?? '';
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      const headers = Object.fromEntries(
        parsed.headerLines.map((h) => [
          h.key,
          h.line
            .slice(h.line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
        ]),
      );
      return { to, subject, text, html, headers, all: `To: ${to.join(', ')}\nSubject: ${subject}\n\n${text}\n${html}` };
    }),
  );
  const wanted = options.to?.toLowerCase();
  return wanted ? mails.filter((m) => m.to.includes(wanted)) : mails;
}
