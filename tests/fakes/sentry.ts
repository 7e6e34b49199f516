import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for Sentry's ingest, speaking its envelope format
 * (https://develop.sentry.dev/sdk/envelopes/): `POST /api/{project}/envelope/` with an
 * `X-Sentry-Auth: Sentry sentry_version=7, sentry_key=…` header and a body of newline-separated
 * JSON: the envelope header, then item header and payload pairs. Like Sentry it answers 401
 * for a wrong key, 404 for another project and 400 for a body that is not an envelope.
 */
export interface SentryEnvelope {
  header: { event_id: string; sent_at: string; dsn?: string };
  items: Array<{ header: { type: string }; payload: Record<string, unknown> }>;
}

export interface FakeSentry {
  /** The DSN to put in SENTRY_DSN. */
  dsn: string;
  envelopes: SentryEnvelope[];
  /** Resolves with the next envelope accepted (or one already waiting). */
  next(): Promise<SentryEnvelope>;
  close(): Promise<void>;
}

export async function startFakeSentry(key = 'fakepublickey', project = '4242'): Promise<FakeSentry> {
  const envelopes: SentryEnvelope[] = [];
  const waiting: Array<(envelope: SentryEnvelope) => void> = [];
  let taken = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/api/${project}/envelope/`) return answer(404, { detail: 'unknown project' });
      const auth = String(req.headers['x-sentry-auth'] ?? '');
      if (!auth.startsWith('Sentry ') || !auth.includes('sentry_version=7') || !auth.includes(`sentry_key=${key}`)) return answer(401, { detail: 'bad key' });
      try {
        const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
        const header = JSON.parse(lines[0]!) as SentryEnvelope['header'];
        const items: SentryEnvelope['items'] = [];
        for (let i = 1; i < lines.length; i += 2) items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
        if (!/^[0-9a-f]{32}$/.test(header.event_id) || items.length === 0) throw new Error('not an envelope');
        const envelope = { header, items };
        envelopes.push(envelope);
        const resolve = waiting.shift();
        if (resolve) {
          taken++;
          resolve(envelope);
        }
        answer(200, { id: header.event_id });
      } catch {
        answer(400, { detail: 'invalid envelope' });
      }
    });
  });
  const served = await serveFake(server);
  return {
    dsn: `http://${key}@127.0.0.1:${served.port}/${project}`,
    envelopes,
    next: () => (taken < envelopes.length ? Promise.resolve(envelopes[taken++]!) : new Promise<SentryEnvelope>((resolve) => waiting.push(resolve))),
    close: served.close,
  };
}
