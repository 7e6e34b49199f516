import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from './app.ts';
import type { LoadedFunction } from './functions.ts';

// The static side of `npm start`: precompressed files from memory, ETags, the 404 page.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-app-'));
const page = `<!doctype html><title>Deck</title>${'<p>card</p>'.repeat(200)}`;
let origin = '';
let server: ReturnType<typeof createServer>;
const logged: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'deck'));
  fs.writeFileSync(path.join(dist, 'deck/index.html'), page);
  fs.writeFileSync(path.join(dist, 'deck/index.html.br'), zlib.brotliCompressSync(page));
  fs.writeFileSync(path.join(dist, 'deck/index.html.gz'), zlib.gzipSync(page));
  fs.mkdirSync(path.join(dist, '_astro'));
  fs.writeFileSync(path.join(dist, '_astro/app.abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, '404.html'), '<h1>Page not found</h1>');
  const ping: LoadedFunction = {
    name: 'ping',
    handler: () => Response.json({ pong: true }),
    config: { path: '/api/ping' },
    patterns: [new URLPattern({ pathname: '/api/ping' })],
    methods: null,
    background: false,
  };
  const whoami: LoadedFunction = {
    ...ping,
    name: 'whoami',
    handler: (_request, context) => Response.json({ requestId: context.requestId }),
    config: { path: '/api/whoami' },
    patterns: [new URLPattern({ pathname: '/api/whoami' })],
  };
  server = createServer({
    distDir: dist,
    functions: [ping, whoami],
    headerRules: [
      { for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } },
      // A rule naming a header the server also sets: the server's value replaces it, as setHeader did.
      { for: '/deck/*', values: { 'Cache-Control': 'no-cache' } },
    ],
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** fetch() decodes bodies itself; node's http gives the raw bytes, so the encoding is visible. */
async function raw(pathname: string, headers: Record<string, string> = {}) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the static server of npm start', () => {
  it('serves the precompressed variant the client accepts, with the plain page otherwise', async () => {
    const br = await raw('/deck/', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const gz = await raw('/deck', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    const plain = await raw('/deck/index.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
  });

  it('answers 304 to the ETag of the variant it sent, and the page again for any other', async () => {
    const first = await raw('/deck/', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await raw('/deck/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw('/deck/', { 'accept-encoding': 'br', 'if-none-match': 'W/"1-1"' })).status).toBe(200);
    // Another encoding is another representation with its own tag.
    expect((await raw('/deck/', { 'if-none-match': etag })).status).toBe(200);
  });

  it('marks hashed assets immutable, routes /api/ to the functions and anything unknown to the 404 page', async () => {
    expect((await raw('/_astro/app.abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await raw('/api/ping');
    expect(JSON.parse(api.body.toString())).toEqual({ pong: true });
    expect((await raw('/api/nothing')).status).toBe(404);
    const missing = await raw('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<h1>Page not found</h1>');
    expect((await raw('/deck/../404.html')).status).toBeLessThan(500);
  });

  it('sends a page from memory with the same headers as any other answer, each once (issue 38: one precomputed list)', async () => {
    const page200 = await raw('/deck/', { 'accept-encoding': 'br' });
    expect(page200.status).toBe(200);
    expect(page200.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding',
      'content-encoding': 'br',
      'content-type': 'text/html;charset=utf-8',
      'content-length': String(page200.body.length),
    });
    expect(page200.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
    const again = await raw('/deck/', { 'accept-encoding': 'br' });
    expect(again.headers['x-request-id']).not.toBe(page200.headers['x-request-id']);
    const notModified = await raw('/deck/', { 'accept-encoding': 'br', 'if-none-match': String(page200.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=0, must-revalidate',
      etag: page200.headers.etag,
    });
  });

  it('logs every request as one JSON line with the id it sends back in x-request-id', async () => {
    const response = await raw('/deck/?q=private');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    // The access log is written once per event-loop turn: wait for the line, not for a set time.
    await vi.waitFor(() => expect(logged.some((line) => line.includes(String(id)))).toBe(true));
    const line = JSON.parse(logged.find((l) => l.includes(String(id)))!);
    expect(line).toMatchObject({ level: 'info', requestId: id, method: 'GET', path: '/deck/', status: 200 });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(line.time)).not.toBeNaN();
    // The query string stays out of the log (a status link carries its token there).
    expect(JSON.stringify(line)).not.toContain('private');
  });

  it('gives a function the same request id as the header and the log line', async () => {
    const response = await raw('/api/whoami');
    const id = response.headers['x-request-id'];
    expect(JSON.parse(response.body.toString()).requestId).toBe(id);
    await vi.waitFor(() => expect(logged.some((line) => line.includes(`"requestId":"${id}"`) && line.includes('/api/whoami'))).toBe(true));
  });
});
