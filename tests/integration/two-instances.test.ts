import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMUNITIES } from '../../src/features/reddit/communities.ts';
import { startFakeBuildHook, type FakeBuildHook } from '../fakes/buildHook.ts';
import { startFakeReddit, type FakeReddit } from '../fakes/reddit.ts';
import { lccClosure, startFakeUdot, type FakeUdot } from '../fakes/udot.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * Issue 30: two instances of the site on one PostgreSQL database behave as one site
 * (docs/decisions/045-many-instances.md). Two child processes run scripts/serve.ts (`npm run serve`)
 * with DIST_DIR pointing at an empty folder: nothing is built, only /api/* is served, and each
 * process has its own module state (caches, timers, clients), as two Netlify instances do.
 * This file runs only in the PostgreSQL step of scripts/test.ts (vitest.config.ts keeps it out of
 * the PGlite run: one PGlite cannot be shared by two processes as a server).
 *
 * Each check was seen to fail once with its shared behaviour made per-instance (changed by hand,
 * run against PostgreSQL, reverted; 2026-11-27):
 * - sessions: getUser() kept the sessions it had found in a process-local Map (auth.server.ts)
 *   → after the sign-out on B, the cookie still answered 200 ("expected 200 to be 401");
 * - rate limits: rateLimit() counted in a process-local Map instead of rate_limits → the 6th
 *   sign-in mail for one address was 200 ([200 ×6]) and so was the 21st for one client address;
 * - catalogue: catalogueVersion() kept the first version it read for ever
 *   (catalogueCache.server.ts) → B answered A's approval with 304 to the old ETag;
 * - rebuild: requestSiteBuild()/flushSiteBuild() kept the pending request in a process-local
 *   variable rather than the site_builds row → the hook counted 2 POSTs for the burst, not 1;
 * - Reddit slot: startScan() refused overlaps with a process-local flag, with the unique index
 *   reddit_scans_one_running dropped → both simultaneous starts answered 202;
 * - Reddit budget: redditClient() used a MemoryBudget instead of databaseBudget() → the pause
 *   Reddit asked of A did not hold in B, which read 4 more listings (72, not 68).
 * - UDOT budget (decision 048): udotClient() with a MemoryBudget per process instead of
 *   databaseBudget(sql, 'udot', …) → eight scans in turn on A and B all ran ("expected [true ×8]
 *   to include false"); the closures a scan on one stores are the other's answer (road_closures).
 */

const SECRET = 'two-instances-internal-secret-0123456789abcdef';
const STAFF = 'staff-two@example.com';
const DEBOUNCE_MS = 800;

let database: TestDatabase;
let hook: FakeBuildHook;
let reddit: FakeReddit;
let udot: FakeUdot;
let a: RunningServer;
let b: RunningServer;
let dataDir: string;
let client = 0;

/** A client address of its own per call, so the per-address limits of one check do not touch another's. */
const nextAddress = () => `198.51.100.${++client}`;

async function post(server: RunningServer, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': nextAddress(), ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in on `server` through the real mail flow (the outbox is shared: one DATA_DIR). */
async function signIn(server: RunningServer, email: string): Promise<string> {
  expect((await post(server, '/api/login', { email })).status).toBe(200);
  const mail = (await readOutbox(path.join(dataDir, 'outbox'), { to: email })).at(-1);
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link for ${email}`);
  const opened = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': nextAddress() } });
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('slc_session=');
  return cookie;
}

const whoAmI = (server: RunningServer, cookie: string) => fetch(`${server.url}/api/auth/user`, { headers: { cookie } });

/** Waits until `check` holds (the scans and the rebuild run in the servers' background): Vitest's own condition wait. */
async function until(check: () => Promise<boolean>, what: string, timeout = 20_000): Promise<void> {
  await vi.waitFor(async () => expect(await check(), `waiting for ${what}`).toBe(true), { timeout, interval: 50 });
}

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('two-instances.test.ts needs TEST_POSTGRES_URL (it runs in the PostgreSQL step)');
  database = await freshDatabase();
  hook = await startFakeBuildHook();
  reddit = await startFakeReddit();
  udot = await startFakeUdot({ apiKey: 'two-udot-key' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-two-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    STAFF_EMAILS: STAFF,
    // X-Forwarded-For is believed (one proxy), so each request can be a client of its own and loopback has no exemption.
    TRUSTED_PROXIES: '1',
    BUILD_HOOK_URL: hook.url,
    SITE_REBUILD: 'hook',
    SITE_BUILD_DEBOUNCE_MS: String(DEBOUNCE_MS),
    REDDIT_BASE_URL: reddit.url,
    // Two whole scans a minute: no gap between scans is needed, so only the shared slot and budget pace them.
    REDDIT_REQUESTS_PER_MINUTE: String(2 * COMMUNITIES.length),
    INTERNAL_SCAN_SECRET: SECRET,
    UDOT_BASE_URL: udot.url,
    UDOT_API_KEY: 'two-udot-key',
  };
  [a, b] = await Promise.all([startServer(env, 90_000), startServer(env, 90_000)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await hook?.close();
  await reddit?.close();
  await udot?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  it('a session made on one is valid on the other, and a sign-out on one ends it on both', async () => {
    const cookie = await signIn(a, 'two-session@example.com');
    expect((await whoAmI(a, cookie)).status).toBe(200);
    expect(await (await whoAmI(b, cookie)).json()).toMatchObject({ email: 'two-session@example.com' });
    expect((await post(b, '/api/logout', {}, { cookie })).status).toBe(200);
    expect((await whoAmI(b, cookie)).status).toBe(401);
    expect((await whoAmI(a, cookie)).status).toBe(401);
  });

  it('counts a per-person limit once across both (5 sign-in mails per address in 15 minutes)', async () => {
    const email = 'two-limit@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 ? b : a, '/api/login', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts a per-address limit once across both (20 sign-in mails per client address in 15 minutes)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(i % 2 ? b : a, '/api/login', { email: `two-ip-${i}@example.com` }, from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("puts an approval on one in the other's catalogue answer at once, and asks for one rebuild per burst", async () => {
    const staff = await signIn(a, STAFF);
    const submit = async (server: RunningServer, name: string) => {
      const response = await post(server, '/api/submit-destination', {
        name,
        category: 'family',
        address: '1500 Kearns Blvd, Park City, UT 84060',
        website: 'https://summit-sleds.example.com',
        phone: '(435) 555-0142',
        email: 'hello@summit-sleds.example.com',
        description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
        highlights: 'Kids sleds',
        hours: '9am-5pm daily',
        pricing: '$15 per day',
        seasonality: 'December to March',
        contactName: 'Sam Summit',
        businessRole: 'owner',
        promoCode: '',
      });
      expect(response.status).toBe(201);
      const [row] = await database.sql<{ id: string }[]>`SELECT id FROM submissions WHERE name = ${name}`;
      return row!.id;
    };
    const approve = (server: RunningServer, id: string) =>
      fetch(`${server.url}/api/admin/submissions/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: server.url, cookie: staff, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ status: 'approved' }),
      });
    const first = await submit(a, 'Two Instance Sleds');
    const second = await submit(b, 'Two Instance Tubes');

    const before = await fetch(`${b.url}/api/destinations`);
    const etag = before.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await before.text()).not.toContain('Two Instance Sleds');

    const burstStart = Date.now();
    expect((await approve(a, first)).status).toBe(200);
    const after = await fetch(`${b.url}/api/destinations`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Two Instance Sleds');

    // The second approval of the burst, on the other instance: both now hold a timer for the one request.
    expect((await approve(b, second)).status).toBe(200);
    await until(async () => hook.posts >= 1, 'the build hook');
    // Both timers are due at the first approval's time + debounce (the one request in site_builds);
    // give both their turn (and a per-instance timer of the second approval its), then count.
    const settled = Date.now() + DEBOUNCE_MS + 1000;
    expect(settled - burstStart).toBeGreaterThan(DEBOUNCE_MS);
    await until(async () => Date.now() > settled, 'both instances to have flushed');
    expect(hook.posts).toBe(1);
    const [build] = await database.sql<
      { requestedAt: Date | null; hookCalledAt: Date | null }[]
    >`SELECT requested_at, hook_called_at FROM site_builds WHERE id`;
    expect(build).toMatchObject({ requestedAt: null });
    expect(build?.hookCalledAt).toBeTruthy();
  });

  it('spends one Reddit budget when scans are started on both at once', async () => {
    const staffA = await signIn(a, STAFF);
    const staffB = await signIn(b, STAFF);
    const scanDone = async () => (await database.sql`SELECT 1 FROM reddit_scans WHERE status = 'running'`).length === 0;
    const started = await Promise.all([post(a, '/api/reddit/discover', {}, { cookie: staffA }), post(b, '/api/reddit/discover', {}, { cookie: staffB })]);
    const statuses = started.map((r) => r.status).sort();
    expect(statuses[0]).toBe(202);
    expect([409, 429]).toContain(statuses[1]);
    await until(scanDone, 'the scan');
    expect(reddit.listingRequests()).toHaveLength(COMMUNITIES.length);

    // Reddit asks A to pause for ten minutes (no requests left): the pause is in the shared budget,
    // so a scan started next on B reads nothing and ends with every community skipped.
    reddit.options.remaining = { value: 0, resetSeconds: 600 };
    expect((await post(a, '/api/reddit/discover', {}, { cookie: staffA })).status).toBe(202);
    await until(scanDone, 'the paused scan on A');
    const afterA = reddit.listingRequests().length;
    // The scan reads a few communities at once: those already under way when the pause came still went.
    expect(afterA - COMMUNITIES.length).toBeGreaterThan(0);
    expect(afterA - COMMUNITIES.length).toBeLessThan(5);
    expect((await post(b, '/api/reddit/discover', {}, { cookie: staffB })).status).toBe(202);
    await until(scanDone, 'the scan on B');
    expect(reddit.listingRequests()).toHaveLength(afterA);
    const [last] = await database.sql<{ status: string }[]>`SELECT status FROM reddit_scans ORDER BY id DESC LIMIT 1`;
    expect(last?.status).toBe('failed');
  });

  it('keeps one UDOT budget of 10 calls a minute for both, and answers on one what a scan on the other stored', async () => {
    const staffA = await signIn(a, STAFF);
    const staffB = await signIn(b, STAFF);
    udot.events.set('UDOT-4471', lccClosure(Math.floor(Date.now() / 1000) - 600));
    const outcomes: boolean[] = [];
    // Each scan takes two calls; scans on A and B in turn until the shared budget refuses one.
    for (let i = 0; i < 8 && !outcomes.includes(false); i++) {
      const response = await post(i % 2 ? b : a, '/api/road-closures/scan', {}, { cookie: i % 2 ? staffB : staffA });
      expect(response.status).toBe(200);
      outcomes.push(((await response.json()) as { ok: boolean }).ok);
    }
    expect(outcomes).toContain(false);
    // The schedules of both servers take from the same budget too. The budget is a sliding minute,
    // so on a slow run the schedules' first calls may have left it before the scans: counted per
    // minute, UDOT saw ten calls at most, and ten in the minute that ended in the refusal.
    const times = udot.requests.map((r) => r.at);
    const inMinuteTo = (end: number) => times.filter((t) => t > end - 60_000 && t <= end).length;
    expect(Math.max(...times.map(inMinuteTo))).toBe(10);
    const answer = (await (await fetch(`${b.url}/api/road-closures`)).json()) as { source: string; closedPlaceIds: string[] };
    expect(answer.source).toBe('udot');
  });
});
