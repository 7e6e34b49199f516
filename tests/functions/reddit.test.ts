import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestResponse, StatusResponse } from '../../src/features/reddit/discovery.ts';
import { SCAN_FUNCTION_PATH, SECRET_HEADER } from '../../src/features/reddit/scanTrigger.server.ts';
import { createServer } from '../../src/server/app.ts';
import { backgroundSettled, internalOrigin, loadFunctions, setInternalOrigin } from '../../src/server/functions.ts';
import { type FakeReddit, samplePosts, startFakeReddit } from '../fakes/reddit.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import redditDiscover from '../../functions/reddit-discover.mts';
import redditLatest from '../../functions/reddit-latest.mts';
import redditScanBackground from '../../functions/reddit-scan-background.mts';
import redditStatus from '../../functions/reddit-status.mts';
import scanReddit from '../../functions/scan-reddit.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
let fake: FakeReddit;
let staff: string;
let visitor: string;
let server: http.Server;
const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-reddit-'));
const saved = { ...process.env };

beforeAll(async () => {
  // The fake serves every community; one is slow so a scan is still running when asked twice.
  fake = await startFakeReddit({
    posts: samplePosts(),
    slow: { utah: 600 },
    broken: { tooele: 'error' },
    oauth: { clientId: 'slc-id', clientSecret: 'slc-secret' },
  });
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    STAFF_EMAILS: 'boss@example.com',
    REDDIT_BASE_URL: fake.url,
    REDDIT_OAUTH_BASE_URL: fake.url,
    REDDIT_CLIENT_ID: 'slc-id',
    REDDIT_CLIENT_SECRET: 'slc-secret',
    // Several whole scans within a minute: the local fake needs no pacing (proved elsewhere).
    REDDIT_REQUESTS_PER_MINUTE: '10000',
    INTERNAL_SCAN_SECRET: SECRET,
  });
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn('boss@example.com');
  visitor = await signIn('someone@example.com');
  // The local router, as under `npm start`: the discover route reaches the background function through it.
  server = createServer({ distDir: path.join(dataDir, 'no-dist'), functions: await loadFunctions(), headerRules: [] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setInternalOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  // A scan still running would write into a closed database.
  for (let i = 0; i < 200 && (await status()).status.redditRunning; i++) await new Promise((r) => setTimeout(r, 100));
  await backgroundSettled();
  setInternalOrigin(undefined);
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await fake.close();
  process.env = saved;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const discover = (cookie = staff) => call(redditDiscover, '/api/reddit/discover', { method: 'POST', headers: { cookie } });
const status = async () => (await (await call(redditStatus, '/api/reddit/status', { headers: { cookie: staff } })).json()) as StatusResponse;
const latest = async () => (await (await call(redditLatest, '/api/reddit/latest')).json()) as LatestResponse;

async function waitUntilIdle(): Promise<void> {
  await expect.poll(async () => (await status()).status.redditRunning, { timeout: 20_000, interval: 100 }).toBe(false);
}

describe('the discovery API', () => {
  it('keeps status and discover for staff: 401 signed out, 403 for visitors', async () => {
    expect((await call(redditStatus, '/api/reddit/status')).status).toBe(401);
    expect((await call(redditStatus, '/api/reddit/status', { headers: { cookie: visitor } })).status).toBe(403);
    const anonymous = await discover('');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in required' });
    const forbidden = await discover(visitor);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Staff only' });
    expect(await database.sql`SELECT 1 FROM reddit_scans`).toHaveLength(0);
  });

  it('answers inactive and empty before the first scan; latest is public', async () => {
    expect(await status()).toEqual({ status: { systemActive: false, redditRunning: false }, lastScanAt: null });
    const response = await call(redditLatest, '/api/reddit/latest');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ summary: null, scannedAt: null, discoveries: [], trending: [] });
  });

  it('starts a scan and answers at once; a second request while it runs gets 409', async () => {
    const first = await discover();
    expect(first.status).toBe(202);
    const body = (await first.json()) as { started: boolean; scanId: number };
    expect(body).toEqual({ started: true, scanId: expect.any(Number) });
    const scanId = body.scanId;
    // At once: the answer came while the scan (one community answers only after 600 ms) still runs.
    const [row] = await database.sql<{ status: string }[]>`SELECT status FROM reddit_scans WHERE id = ${scanId}`;
    expect(row!.status).toBe('running');
    expect(await status()).toMatchObject({ status: { systemActive: true, redditRunning: true } });
    const second = await discover();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: 'A discovery scan is already running' });
    await waitUntilIdle();
    const after = await status();
    expect(after.status).toEqual({ systemActive: true, redditRunning: false });
    expect(after.lastScanAt).not.toBeNull();
  });

  it('reads every community through OAuth, skipping the broken one', async () => {
    const listings = fake.listingRequests();
    expect(new Set(listings.map((r) => r.path)).size).toBe(64);
    expect(listings.every((r) => r.authorization.startsWith('bearer fake-token-'))).toBe(true);
    expect(fake.tokensIssued).toBe(1);
    expect(listings.find((r) => r.path === '/r/Tooele/hot.json')?.status).toBe(500);
    const [scan] = await database.sql<{ status: string; error: string }[]>`SELECT status, error FROM reddit_scans ORDER BY id DESC LIMIT 1`;
    expect(scan).toEqual({ status: 'finished', error: expect.stringMatching(/^skipped 1: r\/Tooele/) });
  });

  it('serves the results with public post fields only', async () => {
    const body = await latest();
    expect(body.summary).toEqual({ total: 9, highPotential: expect.any(Number) });
    expect(body.summary!.highPotential).toBe(body.discoveries.filter((d) => d.content_potential >= 4).length);
    expect(body.discoveries).toHaveLength(9);
    expect(body.trending).toHaveLength(5);
    for (const d of [...body.discoveries, ...body.trending]) {
      expect(Object.keys(d).sort()).toEqual(
        [
          'category',
          'content_potential',
          'created_readable',
          'created_utc',
          'id',
          'location',
          'matching_keywords',
          'num_comments',
          'score',
          'selftext',
          'subreddit',
          'title',
          'url',
        ].sort(),
      );
      expect(d.url).toMatch(/^https:\/\/www\.reddit\.com\/r\/\w+\/comments\//);
    }
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/@example\.com|scan_id|first_seen|NSFW/);
  });

  it('starts exactly one scan for two simultaneous requests', async () => {
    const before = (await database.sql`SELECT id FROM reddit_scans`).length;
    const responses = await Promise.all([discover(), discover()]);
    expect(responses.map((r) => r.status).sort()).toEqual([202, 409]);
    expect((await database.sql`SELECT id FROM reddit_scans`).length).toBe(before + 1);
    await waitUntilIdle();
    // The merged results: still one row per post.
    const [counted] = await database.sql<{ count: string }[]>`SELECT count(*) FROM reddit_discoveries`;
    expect(Number(counted!.count)).toBe(9);
  });

  it('runs the scheduled scan every 15 minutes, to completion', async () => {
    expect(scanReddit).toBeTypeOf('function');
    const { config } = await import('../../functions/scan-reddit.mts');
    expect(config.schedule).toBe('*/15 * * * *');
    const before = (await database.sql`SELECT id FROM reddit_scans WHERE status = 'finished'`).length;
    const response = await scanReddit(new Request('http://127.0.0.1/.netlify/functions/scan-reddit', { method: 'POST', body: '{}' }), {} as never);
    expect(response.status).toBe(204);
    await backgroundSettled();
    expect((await database.sql`SELECT id FROM reddit_scans WHERE status = 'finished'`).length).toBe(before + 1);
  });

  it('runs scans in the background function, which answers 202 at once and runs nothing without the internal secret', async () => {
    expect(redditScanBackground).toBeTypeOf('function');
    const { config } = await import('../../functions/reddit-scan-background.mts');
    expect(config).toEqual({ background: true });
    const [scan] = await database.sql<{ id: string }[]>`INSERT INTO reddit_scans (status) VALUES ('running') RETURNING id`;
    const scanId = Number(scan!.id);
    const direct = (headers: Record<string, string>) =>
      call(redditScanBackground, SCAN_FUNCTION_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ scanId }),
      });
    const missing = await direct({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: `Internal endpoint: the ${SECRET_HEADER} header is required` });
    const wrong = await direct({ [SECRET_HEADER]: `${SECRET.slice(0, -1)}x` });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: `Internal endpoint: wrong ${SECRET_HEADER}` });
    // Through the router, as Netlify does: 202 and an empty body whatever happens next.
    const routed = await fetch(`${internalOrigin()}${SCAN_FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scanId }),
    });
    expect(routed.status).toBe(202);
    expect(await routed.text()).toBe('');
    await backgroundSettled();
    const [untouched] = await database.sql<{ status: string; pickedUpAt: Date | null }[]>`SELECT status, picked_up_at FROM reddit_scans WHERE id = ${scanId}`;
    expect(untouched).toEqual({ status: 'running', pickedUpAt: null });
    // With the secret the same request runs the scan to the end.
    const before = fake.listingRequests().length;
    const started = await fetch(`${internalOrigin()}${SCAN_FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
      body: JSON.stringify({ scanId }),
    });
    expect(started.status).toBe(202);
    await backgroundSettled();
    const [done] = await database.sql<{ status: string }[]>`SELECT status FROM reddit_scans WHERE id = ${scanId}`;
    expect(done!.status).toBe('finished');
    expect(fake.listingRequests().length - before).toBe(64);
  });

  it('answers 502 and leaves no scan running when the background function cannot be reached', async () => {
    const origin = internalOrigin();
    const closed = createServer({ distDir: path.join(dataDir, 'no-dist'), functions: [], headerRules: [] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setInternalOrigin(`http://127.0.0.1:${port}`);
    try {
      const response = await discover();
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^The scan could not be started: the background scan function could not be reached/),
        reference: response.headers.get('x-request-id'),
      });
      expect((await status()).status.redditRunning).toBe(false);
      const [last] = await database.sql<{ status: string }[]>`SELECT status FROM reddit_scans ORDER BY id DESC LIMIT 1`;
      expect(last!.status).toBe('failed');
    } finally {
      setInternalOrigin(origin);
    }
  });

  it('refuses a discover request sent from another site', async () => {
    const response = await call(redditDiscover, '/api/reddit/discover', { method: 'POST', headers: { cookie: staff, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
