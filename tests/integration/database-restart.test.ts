import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CATALOGUE } from '../helpers/database.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/privatePostgres.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * Issue 37: PostgreSQL stopped and started again under a running `npm run serve` (DATABASE_URL).
 * The server of this file is its own (tests/helpers/privatePostgres.ts: initdb in a temporary
 * folder, a free port), never the shared cluster. While it is down: prebuilt pages 200, the API
 * 503 with Retry-After and a JSON error, /api/health 503, each within 2 s; no 500 at any time;
 * back within 10 s of its return, the session made before still valid; a write sent during the
 * outage refused, and no half of it left. Then SIGTERM on PostgreSQL: the answer in flight
 * completes, and the next start finds everything. Runs only with TEST_POSTGRES_URL (CI, the
 * PostgreSQL step of npm test; vitest.config.ts POSTGRES_ONLY), where PostgreSQL is installed.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-db-restart-'));
const dist = path.join(root, 'dist');
let pg: PrivatePostgres;
let server: RunningServer;
let env: Record<string, string>;
let cookie = '';
const EMAIL = 'restart@example.com';

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('database-restart.test.ts needs PostgreSQL (it runs in the PostgreSQL step)');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Home</title>${'<p>home</p>'.repeat(100)}`);
  fs.writeFileSync(path.join(dist, 'big.pdf'), Buffer.alloc(700 * 1024, 2));
  pg = await startPrivatePostgres();
  // One proxy stands before the server, as in production, so the background load below is another client (its own
  // X-Forwarded-For) with its own counters: /api/health allows 60 a minute per client address, which a tight loop
  // reaches on a quiet machine and which the rate_limits table keeps across the restart of the second case.
  env = { DATABASE_URL: pg.url, DATA_DIR: path.join(root, 'data'), DIST_DIR: dist, SEED_DIR: FIXTURE_CATALOGUE, SITE_REBUILD: 'off', TRUSTED_PROXIES: '1' };
  server = await startServer(env, 90_000);
  // A session made before the outage, through the real mail flow.
  expect((await post('/api/login', { email: EMAIL })).status).toBe(200);
  const mail = (await readOutbox(path.join(root, 'data', 'outbox'), { to: EMAIL })).at(-1);
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0];
  const opened = await fetch(link!.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
  cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('slc_session=');
}, 120_000);

afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop('SIGKILL');
  pg?.remove();
  fs.rmSync(root, { recursive: true, force: true });
});

function post(route: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** One request's status and how long it took. */
async function timed(route: string, init: RequestInit = {}): Promise<{ status: number; ms: number; response: Response }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${route}`, init);
  await response.clone().arrayBuffer();
  return { status: response.status, ms: performance.now() - started, response };
}

describe('PostgreSQL stops and starts under a running server', { timeout: 90_000 }, () => {
  it('serves pages, answers the API 503 fast while it is down, and is whole again within 10 s of its return', async () => {
    const ids = ((await (await fetch(`${server.url}/api/destinations`)).json()) as Array<{ id: string }>).map((d) => d.id);
    expect((await post('/api/favorites', { destinationId: ids[0] }, { cookie })).status).toBe(200);
    // Background load for the whole case, from another client address: every status it sees, and no 500 among them.
    const seen = new Set<number>();
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const route = ['/', '/api/destinations', '/api/auth/user', '/api/health'][i % 4]!;
        seen.add((await timed(route, { headers: { cookie, 'x-forwarded-for': '203.0.113.7' } })).status);
      }
    })();

    pg.stop();
    const page = await timed('/');
    expect(page.status).toBe(200);
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    const api = await timed('/api/destinations');
    expect(api.status).toBe(503);
    expect(api.ms).toBeLessThan(2_000);
    expect(api.response.headers.get('retry-after')).toBe('5');
    expect(((await api.response.json()) as { error: string }).error).toMatch(/database is not available/);
    // A write during the outage is refused as a whole.
    const write = await post('/api/favorites', { destinationId: ids[1] }, { cookie });
    expect(write.status).toBe(503);

    pg.start();
    const back = performance.now();
    await vi.waitFor(async () => expect((await timed('/api/health')).status).toBe(200), { timeout: 10_000, interval: 100 });
    expect(performance.now() - back).toBeLessThan(10_000);
    expect((await timed('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    loading = false;
    await load;
    expect([...seen].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(seen.has(503)).toBe(true);
    const favorites = (await (await fetch(`${server.url}/api/favorites`, { headers: { cookie } })).json()) as Array<{ destinationId?: string; id?: string }>;
    const favoriteIds = favorites.map((f) => f.destinationId ?? f.id);
    expect(favoriteIds).toContain(ids[0]);
    expect(favoriteIds).not.toContain(ids[1]);
  });

  it('drains an answer in flight on SIGTERM, closes the pool, and the next start finds the session and the data', async () => {
    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${server.url}/big.pdf`, { agent: false }, (res) => resolve(res.pause())).on('error', reject);
    });
    const exited = server.stop('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM: shutting down'), { timeout: 10_000, interval: 20 });
    let bytes = 0;
    download.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await new Promise((resolve) => download.on('end', resolve).resume());
    expect(bytes).toBe(700 * 1024);
    expect(await exited).toBe(0);
    server = await startServer(env, 90_000);
    expect((await timed('/api/auth/user', { headers: { cookie } })).status).toBe(200);
    expect((await timed('/api/health')).status).toBe(200);
  });
});
