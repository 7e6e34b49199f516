import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError, NotFoundError } from '../lib/errors.ts';
import { assertSameOrigin, handler, json, parseJsonBody, pathParam, withSecurityHeaders } from './http.ts';
import { queueCookie } from './cookies.ts';
import { localContext } from './functions.ts';

const schema = z.object({ name: z.string().min(1) }).strict();
const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://127.0.0.1:4321/api/x', { method: 'POST', body, headers });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
}

describe('parseJsonBody', () => {
  it('accepts a valid JSON body', async () => {
    await expect(parseJsonBody(post('{"name":"Moab"}'), schema)).resolves.toEqual({ name: 'Moab' });
  });

  it('answers 415 to a body that is not declared as JSON', async () => {
    expect(await statusOf(parseJsonBody(post('name=Moab', { 'content-type': 'application/x-www-form-urlencoded' }), schema))).toBe(415);
  });

  it('answers 413 to a body over the limit', async () => {
    expect(await statusOf(parseJsonBody(post(JSON.stringify({ name: 'x'.repeat(2000) })), schema, 1000))).toBe(413);
  });

  it('stops reading a chunked body without Content-Length at the limit: an endless stream is cancelled after the limit + 1 chunk', async () => {
    let pulls = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        // A safety valve for the test itself: a reader that never stops (the bug) gets an
        // error after 1 MB instead of hanging the run.
        if (pulls > 1000) controller.error(new Error('read far past the limit'));
        else controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://127.0.0.1:4321/api/x', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect(await statusOf(parseJsonBody(request, schema, 8 * 1024))).toBe(413);
    // 8 KB is 8 chunks; the 9th passes the limit. The stream may have queued a chunk or two
    // ahead (its high-water mark), never the megabytes it would give if read whole.
    expect(pulls).toBeGreaterThanOrEqual(9);
    expect(pulls).toBeLessThanOrEqual(12);
    expect(cancelled).toBe(true);
  });

  it('answers 413 to a body whose Content-Length understates it', async () => {
    const request = new Request('http://127.0.0.1:4321/api/x', {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(5000) }),
      headers: { 'content-type': 'application/json', 'content-length': '10' },
    });
    expect(await statusOf(parseJsonBody(request, schema, 1000))).toBe(413);
  });

  it('answers 400 to a body that is not UTF-8', async () => {
    expect(await statusOf(parseJsonBody(post(new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])), schema))).toBe(
      400,
    );
  });

  it('answers 400 to malformed JSON and to wrong types, naming the field', async () => {
    expect(await statusOf(parseJsonBody(post('{"name":'), schema))).toBe(400);
    const error = await parseJsonBody(post('{"name":42}'), schema).catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).details).toEqual({ issues: [{ path: 'name', message: expect.any(String) }] });
  });
});

describe('assertSameOrigin', () => {
  const write = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:4321/api/x', { method: 'POST', headers: { host: '127.0.0.1:4321', ...headers } });

  it('lets same-origin writes and reads from anywhere through', () => {
    expect(() => assertSameOrigin(write({ origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin' }))).not.toThrow();
    expect(() => assertSameOrigin(new Request('http://127.0.0.1:4321/api/x', { headers: { origin: 'https://evil.example' } }))).not.toThrow();
  });

  it('compares scheme, host and port: another scheme, port or a subdomain is another site', () => {
    expect(() => assertSameOrigin(write({ origin: 'https://127.0.0.1:4321' }))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(write({ origin: 'http://127.0.0.1:4322' }))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(write({ origin: 'http://127.0.0.1' }))).toThrow(/Cross-site/);
    const site = (origin: string, headers: Record<string, string> = {}) =>
      new Request('https://slctrips.com/api/x', { method: 'POST', headers: { host: 'slctrips.com', origin, ...headers } });
    expect(() => assertSameOrigin(site('https://slctrips.com'))).not.toThrow();
    expect(() => assertSameOrigin(site('https://slctrips.com:443'))).not.toThrow();
    expect(() => assertSameOrigin(site('http://slctrips.com'))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(site('https://slctrips.com:8443'))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(site('https://evil.slctrips.com'))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(site('https://slctrips.com.evil.example'))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(site('not a url'))).toThrow(/Cross-site/);
  });

  it('takes the scheme and host a TLS-terminating proxy forwarded', () => {
    const proxied = (origin: string) =>
      new Request('http://10.0.0.5:4321/api/x', {
        method: 'POST',
        headers: { host: '10.0.0.5:4321', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'slctrips.com', origin },
      });
    expect(() => assertSameOrigin(proxied('https://slctrips.com'))).not.toThrow();
    expect(() => assertSameOrigin(proxied('http://slctrips.com'))).toThrow(/Cross-site/);
  });

  it('refuses writes another site sends with 403', () => {
    expect(() => assertSameOrigin(write({ origin: 'https://evil.example' }))).toThrow(HttpError);
    expect(() => assertSameOrigin(write({ 'sec-fetch-site': 'cross-site' }))).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(write({ origin: 'null' }))).toThrow(/Cross-site/);
  });
});

describe('handler', () => {
  const run = (fn: Parameters<typeof handler>[0], request = new Request('http://127.0.0.1:4321/api/x')) => handler(fn)(request, localContext(request, {}));

  it('turns typed errors into their status with a JSON error body', async () => {
    const response = await run(async () => {
      throw new NotFoundError('Nope');
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Nope' });
  });

  it('hides unexpected errors behind a 500 without a stack trace', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await run(async () => {
      throw new Error('secret internals at line 42');
    });
    stderr.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|line 42/);
    expect(JSON.parse(text)).toHaveProperty('error');
  });

  it('adds cookies queued anywhere during the request to the response, once each', async () => {
    const response = await run(async () => {
      await Promise.resolve();
      queueCookie('a=1; Path=/; HttpOnly');
      queueCookie('b=2; Path=/');
      return json({ ok: true }, { cache: 'public, max-age=60', headers: { 'set-cookie': 'b=2; Path=/' } });
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['b=2; Path=/', 'a=1; Path=/; HttpOnly']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('adds queued cookies to error responses too, and keeps requests apart', async () => {
    // The failing request is held open until the other one has finished, so the two overlap.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = run(async () => {
      queueCookie('refreshed=1; Path=/');
      await gate;
      throw new NotFoundError('Nope');
    });
    const plain = await run(async () => json({ ok: true }));
    release();
    const error = await failing;
    expect(error.status).toBe(404);
    expect(error.headers.getSetCookie()).toEqual(['refreshed=1; Path=/']);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });

  it('queues nothing outside a request', () => {
    expect(queueCookie('stray=1')).toBe(false);
  });
});

describe('pathParam', () => {
  const slug = z.string().regex(/^[a-z]+(-[a-z]+)*$/);
  const at = (params: Record<string, string>) => localContext(new Request('http://127.0.0.1:4321/api/x'), params);
  const failure = (params: Record<string, string>, name = 'id') => {
    try {
      pathParam(at(params), name, slug, 'Place not found');
    } catch (error) {
      return error;
    }
    return null;
  };

  it('reads the named parameter through its schema, percent-decoded once', () => {
    expect(pathParam(at({ id: 'delicate-arch' }), 'id', slug, 'Place not found')).toBe('delicate-arch');
    expect(pathParam(at({ town: 'Green%20River' }), 'town', z.enum(['Green River']), 'Unknown town')).toBe('Green River');
    // A malformed escape is read as sent (and then judged by the schema), never a 500.
    expect(pathParam(at({ id: '100%' }), 'id', z.string(), 'Place not found')).toBe('100%');
  });

  it('answers a value outside the schema, or no value, as a 404 naming the parameter', async () => {
    for (const params of [{ id: '<script>' }, { id: '%3Cscript%3E' }, { id: 'a%2Fb' }, { id: '%E0%A4%A' }, {}] as Array<Record<string, string>>) {
      const error = failure(params);
      expect(error, JSON.stringify(params)).toBeInstanceOf(HttpError);
      expect({ status: (error as HttpError).status, message: (error as HttpError).message, details: (error as HttpError).details }).toEqual({
        status: 404,
        message: 'Place not found',
        details: { field: 'id' },
      });
    }
    const response = await handler(async (_request, context) => json(pathParam(context, 'id', slug, 'Place not found')))(
      new Request('http://127.0.0.1:4321/api/x'),
      at({ id: 'Bad%20Id' }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Place not found', field: 'id' });
  });
});

describe('withSecurityHeaders', () => {
  it('sets the headers on a response we made without re-wrapping its body', async () => {
    const body = new TextEncoder().encode('{"ok":true}');
    const response = new Response(body, { headers: { 'content-type': 'application/json' } });
    const secured = withSecurityHeaders(response);
    // The same object: a cached body stays one piece for the local server (decision 018).
    expect(secured).toBe(response);
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff');
    expect(secured.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await secured.text()).toBe('{"ok":true}');
  });

  it('copies a response whose headers are immutable (a redirect) into one that has them', () => {
    const redirect = Response.redirect('https://example.test/next', 302);
    const secured = withSecurityHeaders(redirect);
    expect(secured).not.toBe(redirect);
    expect(secured.status).toBe(302);
    expect(secured.headers.get('location')).toBe('https://example.test/next');
    expect(secured.headers.get('x-frame-options')).toBe('DENY');
  });
});
