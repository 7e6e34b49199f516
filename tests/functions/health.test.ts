import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adminStatus from '../../functions/admin-status.mts';
import health from '../../functions/health.mts';
import sendDigest from '../../functions/send-digest.mts';
import weather from '../../functions/weather.mts';
import { HEALTH, type AdminStatus, type SystemStatus } from '../../src/features/health/health.ts';
import { closeDb, db } from '../../src/server/db.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { startFakeWeather, type FakeWeather } from '../fakes/weather.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { localContext } from '../../src/server/functions.ts';

const STAFF = 'ops@slctrips.test';
let database: TestDatabase;
let fakeWeather: FakeWeather;
let staff: string;
let visitor: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-health-'));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = STAFF;
  delete process.env.SMTP_URL;
  delete process.env.GOOGLE_PLACES_API_KEY;
  delete process.env.BUILD_HOOK_URL;
  fakeWeather = await startFakeWeather();
  process.env.WEATHER_BASE_URL = fakeWeather.url;
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn(STAFF);
  visitor = await signIn('visitor@example.com');
});
afterAll(async () => {
  await database.close();
  await fakeWeather.close();
  delete process.env.STAFF_EMAILS;
  delete process.env.SMTP_URL;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await (await db())`DELETE FROM rate_limits WHERE starts_with(key, 'health:')`;
});
afterEach(() => {
  vi.useRealTimers();
});

/** GET /api/health from one client address. */
const healthFrom = (ip = '203.0.113.7') => {
  const request = new Request('http://127.0.0.1:4321/api/health');
  return health(request, localContext(request, {}, ip));
};

/** A port on loopback that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `fn` with the app's database client pointed at `url`, then back at the test database. */
async function withDatabaseUrl<T>(url: string, fn: () => Promise<T>): Promise<T> {
  await closeDb();
  process.env.DATABASE_URL = url;
  resetProcessState();
  try {
    return await fn();
  } finally {
    // Not awaited: closing waits for a client stuck on a silent server; the next db() opens a new one.
    void closeDb().catch(() => {});
    process.env.DATABASE_URL = database.url;
    resetProcessState();
  }
}

describe('GET /api/health', () => {
  it('answers 200 "ok" with the database round trip, never cached and with no secrets', async () => {
    const response = await healthFrom();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { status: string; checks: { database: { status: string; ms: number } } };
    expect(Object.keys(body).sort()).toEqual(['checks', 'status']);
    expect(Object.keys(body.checks)).toEqual(['database']);
    expect(['ok', 'degraded']).toContain(body.status);
    expect(body.checks.database.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body)).not.toMatch(/postgres|127\.0\.0\.1|password/i);
  });

  it('answers 503 "down" at once when nothing listens at the database address', async () => {
    const port = await closedPort();
    const response = await withDatabaseUrl(`postgres://postgres:secret@127.0.0.1:${port}/postgres`, () => healthFrom());
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ status: 'down', checks: { database: { status: 'down', ms: null } } });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers 503 when the database accepts the connection but never answers, after its 1.5 s timeout (fake clock)', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const response = await withDatabaseUrl(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        let settled = false;
        const pending = healthFrom().then((r) => {
          settled = true;
          return r;
        });
        await vi.advanceTimersByTimeAsync(HEALTH.databaseTimeoutMs - 1);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        const answer = await pending;
        vi.useRealTimers();
        // The client gives up on the silent server now, so closing it does not wait.
        for (const socket of sockets) socket.destroy();
        return answer;
      });
      expect(HEALTH.databaseTimeoutMs).toBeLessThan(2_000);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { status: string }).status).toBe('down');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it(`is limited to ${HEALTH.perMinute} a minute per client address (429 beyond), others unaffected`, async () => {
    for (let i = 0; i < HEALTH.perMinute; i++) expect((await healthFrom('198.51.100.1')).status).toBe(200);
    const refused = await healthFrom('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many requests/);
    expect((await healthFrom('198.51.100.2')).status).toBe(200);
  });
});

const status = async (cookie: string) => call(adminStatus, '/api/admin/status', { headers: { cookie } });
async function systems(): Promise<Record<string, SystemStatus>> {
  const response = await status(staff);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as AdminStatus;
  return Object.fromEntries(body.systems.map((s) => [s.id, s]));
}

describe('GET /api/admin/status', () => {
  it('is staff only: anonymous 401, a signed-in visitor 403, staff 200', async () => {
    expect((await status('')).status).toBe(401);
    expect((await status(visitor)).status).toBe(403);
    expect((await status(staff)).status).toBe(200);
  });

  it('checks the database with a round trip and says when and how long it took', async () => {
    const before = Date.now();
    const { database: db } = await systems();
    expect(db).toMatchObject({ name: 'Database', state: 'ok', checked: expect.stringMatching(/round trip/) });
    expect(db!.detail).toMatch(/^answered in \d+ ms$/);
    expect(Date.parse(db!.at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows mail failed when SMTP_URL points at a closed port, and ok with a writable outbox', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    resetProcessState();
    try {
      const { mail } = await systems();
      expect(mail).toMatchObject({ state: 'failed', checked: expect.stringMatching(/SMTP connection/) });
      expect(mail!.detail).toMatch(/could not be reached/);
    } finally {
      delete process.env.SMTP_URL;
      resetProcessState();
    }
    const { mail } = await systems();
    expect(mail).toMatchObject({ state: 'ok', checked: expect.stringMatching(/outbox/) });
  });

  it('says "no answer yet" for a service never probed, and shows its last request beside it, failed or not', async () => {
    expect((await systems()).weather).toMatchObject({ state: 'no answer yet', at: null, lastRequest: null });
    fakeWeather.mode = 'ok';
    expect((await call(weather, '/api/weather/slc-airport')).status).toBe(200);
    expect((await systems()).weather).toMatchObject({ state: 'no answer yet', lastRequest: { ok: true, detail: expect.stringMatching(/answered 200/) } });
    resetProcessState(); // the weather cache would answer without asking
    fakeWeather.mode = 'error-500';
    // The endpoint answers 200 "unavailable" (issue 51); the status page still sees NWS fail.
    expect(await (await call(weather, '/api/weather/slc-airport')).json()).toMatchObject({ unavailable: true });
    const { weather: failed } = await systems();
    expect(failed).toMatchObject({ state: 'no answer yet', lastRequest: { ok: false, detail: expect.stringMatching(/answered 500/) } });
    expect(failed!.lastRequest!.at).not.toBeNull();
  });

  it('never states a health it did not check: services without a key are "not configured"', async () => {
    delete process.env.NPS_API_KEY;
    resetProcessState();
    const all = await systems();
    expect(all.places).toMatchObject({ state: 'not configured', at: null });
    expect(all.parks).toMatchObject({ state: 'not configured', at: null });
    expect(all.udot).toMatchObject({ state: 'not configured', at: null });
    expect(all['reddit-token']).toMatchObject({ state: 'not configured', at: null });
    expect(all['site-build']).toMatchObject({ state: 'not configured' });
    expect(
      Object.values(all)
        .filter((s) => s.state === 'ok')
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      Object.values(all)
        .filter((s) => s.at !== null && s.state === 'ok')
        .map((s) => s.id)
        .sort(),
    );
  });

  it('reads the last Reddit scan: none yet, then a failed one with its reason', async () => {
    expect((await systems()).reddit).toMatchObject({ state: 'no answer yet' });
    await (await db())`INSERT INTO reddit_scans (status, finished_at, error) VALUES ('failed', now(), 'every community failed: 403')`;
    expect((await systems()).reddit).toMatchObject({ state: 'failed', detail: 'every community failed: 403' });
    await (await db())`DELETE FROM reddit_scans`;
  });

  it('records each schedule’s run, whichever instance ran it, and shows its end', async () => {
    expect((await systems())['schedule:send-digest']).toMatchObject({ state: 'no answer yet' });
    const request = new Request('http://127.0.0.1:4321/.netlify/functions/send-digest', { method: 'POST', body: '{}' });
    expect((await sendDigest(request, localContext(request, {}))).status).toBe(200);
    const after = await systems();
    expect(after['schedule:send-digest']).toMatchObject({ state: 'ok', detail: 'answered 200' });
    expect(after['schedule:scan-reddit']).toMatchObject({ state: 'no answer yet' });
  });
});
