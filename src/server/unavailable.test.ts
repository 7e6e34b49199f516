import { afterEach, describe, expect, it, vi } from 'vitest';
import { localContext } from './functions.ts';
import { handler } from './http.ts';

// Issue 37: a database that is down and a full disk answer 503 with Retry-After and a clear JSON
// error (never a 500), logged with the request id and not reported as a bug.
afterEach(() => vi.restoreAllMocks());

const run = (error: unknown) => {
  const request = new Request('http://127.0.0.1:4321/api/x', { method: 'POST', headers: { 'content-type': 'application/json' } });
  return handler(async () => {
    throw error;
  })(request, localContext(request, {}));
};
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('circumstances, not bugs', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), '5', /database is not available/],
    ['a connection closed by a restart', coded('write CONNECTION_CLOSED', 'CONNECTION_CLOSED'), '5', /database is not available/],
    ['PostgreSQL shutting down (57P01)', coded('terminating connection due to administrator command', '57P01'), '5', /database is not available/],
    ['PostgreSQL starting up (57P03)', coded('the database system is starting up', '57P03'), '5', /database is not available/],
    ['a full disk', coded("ENOSPC: no space left on device, write '.data/outbox/x.eml'", 'ENOSPC'), '60', /out of storage space/],
    ['a quota reached', coded('EDQUOT: disk quota exceeded', 'EDQUOT'), '60', /out of storage space/],
  ])('%s answers 503 with Retry-After and a JSON error', async (_name, error, retryAfter, message) => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0);
    const response = await run(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(retryAfter);
    const body = (await response.json()) as { error: string; reference: string };
    expect(body.error).toMatch(message);
    expect(body.reference).toBe(response.headers.get('x-request-id'));
    expect(lines.some((line) => line.includes(body.reference) && line.includes('"status":503'))).toBe(true);
  });

  it('leaves any other error a 500', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect((await run(new TypeError('x is undefined'))).status).toBe(500);
    expect((await run(coded('duplicate key', '23505'))).status).toBe(500);
  });
});
