import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, NotFoundError } from '../lib/errors.ts';
import { assertSameOrigin, handler, json, parseJsonBody } from './http.ts';
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

  it('answers 400 to malformed JSON and to wrong types, naming the field', async () => {
    expect(await statusOf(parseJsonBody(post('{"name":'), schema))).toBe(400);
    const error = await parseJsonBody(post('{"name":42}'), schema).catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).details).toEqual({ issues: [{ path: 'name', message: expect.any(String) }] });
  });
});

describe('assertSameOrigin', () => {
  const write = (headers: Record<string, string>) => new Request('http://127.0.0.1:4321/api/x', { method: 'POST', headers: { host: '127.0.0.1:4321', ...headers } });

  it('lets same-origin writes and reads from anywhere through', () => {
    expect(() => assertSameOrigin(write({ origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin' }))).not.toThrow();
    expect(() => assertSameOrigin(new Request('http://127.0.0.1:4321/api/x', { headers: { origin: 'https://evil.example' } }))).not.toThrow();
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
    const original = console.error;
    console.error = () => {};
    const response = await run(async () => {
      throw new Error('secret internals at line 42');
    });
    console.error = original;
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
    const failing = run(async () => {
      queueCookie('refreshed=1; Path=/');
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new NotFoundError('Nope');
    });
    const other = run(async () => json({ ok: true }));
    const [error, plain] = await Promise.all([failing, other]);
    expect(error.status).toBe(404);
    expect(error.headers.getSetCookie()).toEqual(['refreshed=1; Path=/']);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });

  it('queues nothing outside a request', () => {
    expect(queueCookie('stray=1')).toBe(false);
  });
});
