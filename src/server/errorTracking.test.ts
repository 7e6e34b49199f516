import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeSentry, type FakeSentry } from '../../tests/fakes/sentry.ts';
import { reportError, sentryEnvelope, sentryTarget } from './errorTracking.ts';
import { localContext } from './functions.ts';
import { handler } from './http.ts';
import { resetProcessState } from './processState.ts';

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  delete process.env.SENTRY_DSN;
  resetProcessState();
  await sentry.close();
});
beforeEach(() => {
  process.env.SENTRY_DSN = sentry.dsn;
  resetProcessState();
  sentry.envelopes.length = 0;
});

const scope = { requestId: 'a1b2c3d4e5f6', method: 'GET', path: '/api/x' };

describe('error tracking (Sentry envelopes)', () => {
  it('reads a DSN as Sentry does: key, host, optional path prefix, project', () => {
    expect(sentryTarget('https://abc123@o1.ingest.sentry.io/987')).toEqual({
      url: 'https://o1.ingest.sentry.io/api/987/envelope/',
      auth: 'Sentry sentry_version=7, sentry_key=abc123, sentry_client=slc-trips/1.0',
    });
    expect(sentryTarget('https://k@sentry.example.com/prefix/5')?.url).toBe('https://sentry.example.com/prefix/api/5/envelope/');
    expect(sentryTarget('https://sentry.example.com/5')).toBeNull();
    expect(sentryTarget('https://k@sentry.example.com/not-a-project')).toBeNull();
  });

  it('writes one event with the error, its stack frames oldest first and the request id as a tag', () => {
    const error = new Error('boom');
    const [header, item, event] = sentryEnvelope(error, scope, 'https://k@h/1', new Date('2026-11-27T09:00:00Z'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toMatchObject({ sent_at: '2026-11-27T09:00:00.000Z', dsn: 'https://k@h/1' });
    expect(item).toEqual({ type: 'event', content_type: 'application/json' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      level: 'error',
      platform: 'node',
      tags: { request_id: 'a1b2c3d4e5f6' },
      transaction: 'GET /api/x',
    });
    const frames = event.exception.values[0].stacktrace.frames;
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'boom' });
    expect(frames.at(-1).filename).toContain('errorTracking.test.ts');
  });

  it('sends an unexpected error of a function to the fake Sentry with the request id the visitor sees', async () => {
    const request = new Request('http://127.0.0.1:4321/api/broken?token=private');
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await handler(async () => {
      throw new Error('database exploded');
    })(request, localContext(request, {}));
    const envelope = await sentry.next();
    const logged = errors.mock.calls.map((c) => String(c[0]));
    errors.mockRestore();
    const reference = response.headers.get('x-request-id');
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.', reference });
    const event = envelope.items[0]!.payload as { tags: Record<string, string>; request: { url: string }; exception: { values: Array<{ value: string }> } };
    expect(event.tags.request_id).toBe(reference);
    expect(event.exception.values[0]!.value).toBe('database exploded');
    expect(event.request.url).toBe('http://127.0.0.1:4321/api/broken');
    // The error is one JSON line in the log with the same id.
    const line = JSON.parse(logged.find((l) => l.includes('database exploded'))!);
    expect(line).toMatchObject({ level: 'error', requestId: reference, method: 'GET', path: '/api/broken', status: 500 });
  });

  it('sends nothing without a DSN, and nothing for an error it answers on purpose', async () => {
    delete process.env.SENTRY_DSN;
    resetProcessState();
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await reportError(new Error('x'), scope);
    process.env.SENTRY_DSN = sentry.dsn;
    resetProcessState();
    const request = new Request('http://127.0.0.1:4321/api/x');
    const { NotFoundError } = await import('../lib/errors.ts');
    const missing = await handler(async () => {
      throw new NotFoundError();
    })(request, localContext(request, {}));
    errors.mockRestore();
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
    expect(sentry.envelopes).toEqual([]);
  });

  it('logs and swallows a tracker that refuses the key', async () => {
    process.env.SENTRY_DSN = sentry.dsn.replace('fakepublickey', 'wrongkey');
    resetProcessState();
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(reportError(new Error('x'), scope)).resolves.toBeUndefined();
    const logged = errors.mock.calls.map((c) => String(c[0]));
    errors.mockRestore();
    expect(logged.some((l) => l.includes('Sentry answered 401') && l.includes('a1b2c3d4e5f6'))).toBe(true);
  });
});
