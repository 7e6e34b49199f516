import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppServer, type ConnectionLimits, createServer } from './app.ts';

// Issue 37: files that vanish under `npm start` (a deleted .br, a build beside it, a folder mid-swap)
// and slow or idle clients. Each case makes its own dist/ and server (in this process: the stream
// errors that ended the process before would end this test run the same way).

const page = (words: string) => `<!doctype html><title>${words}</title>${`<p>${words}</p>`.repeat(200)}`;
const servers: AppServer[] = [];
let root = '';
let dist = '';
const warned: string[] = [];

function writePage(dir: string, rel: string, html: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), html);
  fs.writeFileSync(path.join(dir, `${rel}.br`), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dir, `${rel}.gz`), zlib.gzipSync(html));
}

async function start(limits: Partial<ConnectionLimits> = {}): Promise<string> {
  const server = createServer({ distDir: dist, functions: [], headerRules: [], limits });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The raw answer (status, encoding, decoded text), or the socket error's code. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; encoding?: string; text: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();
          resolve({ status: res.statusCode ?? 0, encoding, text, retryAfter: res.headers['retry-after'] as string | undefined });
        });
      })
      .on('error', reject);
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-serving-'));
  dist = path.join(root, 'dist');
  writePage(dist, '/index.html', page('Home'));
  writePage(dist, '/plan/index.html', page('Plan'));
  writePage(dist, '/trips/index.html', page('Trips'));
  fs.writeFileSync(path.join(dist, '404.html'), '<h1>Page not found</h1>');
  // Over the memory layer's 512 KB: the disk layer streams it.
  fs.writeFileSync(path.join(dist, 'guide.pdf'), Buffer.alloc(600 * 1024, 7));
  vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
    warned.push(String(line));
    return true;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(root, { recursive: true, force: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('files that vanish under the server', () => {
  it('answers a page whose .br was removed after the listing with another variant, and says so in the log', async () => {
    const origin = await start();
    fs.rmSync(path.join(dist, 'plan/index.html.br'));
    const answer = await get(`${origin}/plan/`, { 'accept-encoding': 'br, gzip' });
    expect(answer).toMatchObject({ status: 200, encoding: 'gzip', text: page('Plan') });
    expect(warned.some((line) => line.includes('"at":"static"') && line.includes('ENOENT') && /"requestId":"[0-9a-f]{12}"/.test(line))).toBe(true);
    // Dropped from the listing: the next request goes straight to the gzip file.
    warned.length = 0;
    expect((await get(`${origin}/plan/`, { 'accept-encoding': 'br, gzip' })).encoding).toBe('gzip');
    expect(warned).toEqual([]);
  });

  it('answers 404 for a page removed whole, and for a large file the disk layer had listed', async () => {
    const origin = await start();
    for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(dist, `trips/index.html${suffix}`));
    fs.rmSync(path.join(dist, 'guide.pdf'));
    const gone = await get(`${origin}/trips/`, { 'accept-encoding': 'br' });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Page not found');
    expect((await get(`${origin}/guide.pdf`)).status).toBe(404);
    expect((await get(`${origin}/`, { 'accept-encoding': 'br' })).text).toBe(page('Home'));
  });

  it('streams a large file with ranges, and a file removed before its stream opened is a 404, not a dead process', async () => {
    const origin = await start();
    const range = await new Promise<http.IncomingMessage>((resolve) => http.get(`${origin}/guide.pdf`, { headers: { range: 'bytes=10-19' } }, resolve));
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-19/${600 * 1024}`);
    range.resume();
    fs.rmSync(path.join(dist, '404.html'));
    fs.rmSync(path.join(dist, 'guide.pdf'));
    const missing = await get(`${origin}/guide.pdf`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('There is no page at this address');
  });

  it('serves the new files after another process swapped the folder, and 503 while the folder is missing', async () => {
    const origin = await start();
    expect((await get(`${origin}/plan/`)).text).toBe(page('Plan'));
    // A build in another process: a fresh folder renamed in place of the served one.
    const fresh = path.join(root, 'dist.build-1');
    writePage(fresh, '/index.html', page('Home 2'));
    writePage(fresh, '/plan/index.html', page('Plan 2'));
    writePage(fresh, '/about/index.html', page('About'));
    fs.renameSync(dist, path.join(root, 'dist.old-1'));
    fs.renameSync(fresh, dist);
    fs.rmSync(path.join(root, 'dist.old-1'), { recursive: true });
    await vi.waitFor(async () => expect((await get(`${origin}/plan/`)).text).toBe(page('Plan 2')), { timeout: 5_000, interval: 50 });
    // The served folder gone (a swap stuck between its renames): a page not yet in memory waits up
    // to 1 s for it, then answers 503; pages in memory keep answering.
    fs.renameSync(dist, path.join(root, 'away'));
    expect((await get(`${origin}/plan/`)).text).toBe(page('Plan 2'));
    const during = await get(`${origin}/about/`);
    expect(during.status).toBe(503);
    expect(during.retryAfter).toBe('1');
    fs.renameSync(path.join(root, 'away'), dist);
    await vi.waitFor(async () => expect((await get(`${origin}/`)).text).toBe(page('Home 2')), { timeout: 5_000, interval: 50 });
  });
});

/** A raw socket; resolves when the server closes it, with what the server wrote. */
function openSocket(origin: string): { socket: net.Socket; closed: Promise<string> } {
  const { port } = new URL(origin);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  return { socket, closed };
}

describe('slow and idle clients are bounded', () => {
  it('closes a connection whose headers never finish (slowloris) with 408', async () => {
    const origin = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 });
    const { socket, closed } = openSocket(origin);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    const timer = setInterval(() => socket.write('X-More: 1\r\n'), 100);
    const received = await closed;
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // The server still answers others.
    expect((await get(`${origin}/`)).status).toBe(200);
  });

  it('closes idle kept-alive connections and refuses connections over the limit', async () => {
    const origin = await start({ keepAliveTimeoutMs: 200, maxConnections: 2 });
    const idle = openSocket(origin);
    idle.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await idle.closed).toMatch(/^HTTP\/1\.1 200/);
    const first = openSocket(origin);
    const second = openSocket(origin);
    await Promise.all([first, second].map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    const third = openSocket(origin);
    third.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    // Refused at accept: closed without an answer, while the two within the limit stay open.
    expect(await third.closed).toBe('');
    expect(first.socket.destroyed || second.socket.destroyed).toBe(false);
    first.socket.destroy();
    second.socket.destroy();
  });
});
