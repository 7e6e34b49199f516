import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler, json } from './http.ts';
import { localContext } from './functions.ts';
import { accessLine, currentRequestId, log, logLine } from './log.ts';

const captured = (stream: NodeJS.WriteStream) => {
  const spy = vi.spyOn(stream, 'write').mockImplementation(() => true);
  return () => spy.mock.calls.map((c) => String(c[0]));
};

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line with time, level, where and what, errors and warnings to stderr', () => {
    const stderr = captured(process.stderr);
    const stdout = captured(process.stdout);
    log.error('conditions', 'NPS answered 503', { status: 503 });
    log.warn('photos', 'slow store');
    log.info('site-build', 'build hook called');
    const [error, warn] = stderr();
    expect(stderr()).toHaveLength(2);
    expect(stdout()).toHaveLength(1);
    for (const line of [error!, warn!, stdout()[0]!]) expect(line.endsWith('\n') && line.indexOf('\n') === line.length - 1).toBe(true);
    const parsed = JSON.parse(error!);
    expect(parsed).toEqual({ time: expect.any(String), level: 'error', at: 'conditions', message: 'NPS answered 503', status: 503 });
    expect(Number.isNaN(Date.parse(parsed.time))).toBe(false);
    expect(JSON.parse(warn!)).toMatchObject({ level: 'warn', at: 'photos', message: 'slow store' });
    expect(JSON.parse(stdout()[0]!)).toMatchObject({ level: 'info', at: 'site-build', message: 'build hook called' });
  });

  it('has no request id outside a request, and fields cannot overwrite level, at or message', () => {
    expect(currentRequestId()).toBeUndefined();
    const line = JSON.parse(logLine('info', 'x', 'real', { level: 'error', at: 'y', message: 'fake' }));
    expect(line).toMatchObject({ level: 'info', at: 'x', message: 'real' });
    expect(line).not.toHaveProperty('requestId');
  });

  it("gives a feature's line, written while handler answers, the response's x-request-id", async () => {
    const stderr = captured(process.stderr);
    const feature = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      log.error('conditions', 'alerts: request failed: ECONNREFUSED');
      return json({ ok: true });
    };
    const request = new Request('http://127.0.0.1:4321/api/conditions');
    const [first, second] = await Promise.all([handler(feature)(request, localContext(request, {})), handler(feature)(request, localContext(request, {}))]);
    const ids = [first!.headers.get('x-request-id'), second!.headers.get('x-request-id')];
    expect(ids[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const lines = stderr().map((l) => JSON.parse(l));
    expect(lines.map((l) => l.requestId).sort()).toEqual([...ids].sort());
    expect(lines[0]).toMatchObject({ level: 'error', at: 'conditions', message: 'alerts: request failed: ECONNREFUSED' });
    expect(currentRequestId()).toBeUndefined();
  });

  it('writes the access line as logLine would, with a path that needs escaping', () => {
    const fields = { requestId: 'abc123', method: 'GET', path: '/a"b\\c/é', status: 404, ms: 3 };
    const general = JSON.parse(logLine('info', 'access', 'GET /a"b\\c/é 404', fields));
    const direct = JSON.parse(accessLine('abc123', 'GET', '/a"b\\c/é', 404, 3));
    expect({ ...direct, time: 0 }).toEqual({ ...general, time: 0 });
    expect(Object.keys(direct)).toEqual(Object.keys(general));
  });
});
