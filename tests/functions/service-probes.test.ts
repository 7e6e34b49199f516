import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminStatus from '../../functions/admin-status.mts';
import probeNowFn from '../../functions/admin-probe-services.mts';
import probeServicesFn from '../../functions/probe-services.mts';
import type { AdminStatus, SystemStatus } from '../../src/features/health/health.ts';
import { PROBES, runProbe } from '../../src/features/health/probes.server.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { startFakeNps, type FakeNps } from '../fakes/nps.ts';
import { FAKE_PLACES_KEY, startFakePlaces, type FakePlaces } from '../fakes/places.ts';
import { startFakeReddit, type FakeReddit } from '../fakes/reddit.ts';
import { startFakeUdot, type FakeUdot } from '../fakes/udot.ts';
import { startFakeWeather, type FakeWeather } from '../fakes/weather.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';

/*
 * A status that checks (issue 40, decision 059c): the probe schedule calls each outside service's
 * local fake; the staff panel turns red on the first probe after a fake stops and green on the
 * first after it starts again.
 */

const STAFF = 'ops@slctrips.test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-probes-'));
let database: TestDatabase;
let staff: string;
let weather: FakeWeather;
let nps: FakeNps;
let places: FakePlaces;
let udot: FakeUdot;
let reddit: FakeReddit;
const REDDIT_OAUTH = { clientId: 'probe-id', clientSecret: 'probe-secret' };

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = STAFF;
  [weather, nps, places, udot, reddit] = await Promise.all([
    startFakeWeather(),
    startFakeNps({ apiKey: 'probe-nps-key' }),
    startFakePlaces(),
    startFakeUdot({ apiKey: 'probe-udot-key' }),
    startFakeReddit({ oauth: REDDIT_OAUTH }),
  ]);
  Object.assign(process.env, {
    WEATHER_BASE_URL: weather.url,
    NPS_BASE_URL: nps.url,
    NPS_API_KEY: 'probe-nps-key',
    PLACES_BASE_URL: places.url,
    GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
    UDOT_BASE_URL: udot.url,
    UDOT_API_KEY: 'probe-udot-key',
    REDDIT_BASE_URL: reddit.url,
    REDDIT_CLIENT_ID: REDDIT_OAUTH.clientId,
    REDDIT_CLIENT_SECRET: REDDIT_OAUTH.clientSecret,
  });
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn(STAFF);
});
afterAll(async () => {
  await database.close();
  await Promise.all([weather, nps, places, udot, reddit].map((fake) => fake.close()));
  for (const name of ['NPS_API_KEY', 'GOOGLE_PLACES_API_KEY', 'UDOT_API_KEY', 'REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET', 'STAFF_EMAILS'])
    delete process.env[name];
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One run of the schedule, then the panel's answer, by system id. */
async function probeThenStatus(): Promise<Map<string, SystemStatus>> {
  const run = await call(probeServicesFn, '/.netlify/functions/probe-services', { method: 'POST' });
  expect(run.status).toBe(200);
  const response = await call(adminStatus, '/api/admin/status', { headers: { cookie: staff } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminStatus;
  return new Map(body.systems.map((s) => [s.id, s]));
}

const SERVICES = ['weather', 'parks', 'places', 'udot', 'reddit-token'];

describe('the outside services probe', () => {
  it('marks a service failed on the first probe after its fake stops, and working on the first after it starts again', async () => {
    // Probes five minutes apart on a fake clock (the session cookie must stay valid: near now).
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    const minute = (n: number) => new Date(start + n * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minute(0));
    const up = await probeThenStatus();
    for (const id of SERVICES) expect(up.get(id), id).toMatchObject({ state: 'ok', at: minute(0).toISOString() });
    expect(up.get('weather')!.detail).toMatch(/^NWS \/points .*answered 200/);
    expect(weather.requests.some((r) => r.path === '/points/40.7608,-111.891')).toBe(true);

    const port = weather.url.split(':').pop();
    const udotPort = udot.url.split(':').pop();
    await Promise.all([weather.close(), udot.close()]);
    vi.setSystemTime(minute(5));
    const down = await probeThenStatus();
    expect(down.get('weather')).toMatchObject({ state: 'failed', at: minute(5).toISOString(), detail: expect.stringMatching(/could not be reached/) });
    expect(down.get('udot')).toMatchObject({ state: 'failed', detail: expect.stringMatching(/could not be reached/) });
    for (const id of ['parks', 'places', 'reddit-token']) expect(down.get(id)!.state, id).toBe('ok');

    weather = await startFakeWeather({ port: Number(port) });
    udot = await startFakeUdot({ port: Number(udotPort), apiKey: 'probe-udot-key' });
    vi.setSystemTime(minute(10));
    const back = await probeThenStatus();
    for (const id of SERVICES) expect(back.get(id), id).toMatchObject({ state: 'ok', at: minute(10).toISOString() });
  });

  it('says "not configured" for a service with no key, and failed for an error answer or a refused key', async () => {
    const probe = (service: string) => PROBES.find((p) => p.service === service)!;
    process.env.NPS_API_KEY = '';
    resetProcessState();
    expect(await runProbe(probe('parks'))).toMatchObject({ state: 'not configured', detail: 'no API key is set' });
    process.env.NPS_API_KEY = 'probe-nps-key';
    process.env.REDDIT_CLIENT_SECRET = 'wrong';
    resetProcessState();
    expect(await runProbe(probe('reddit-token'))).toMatchObject({ state: 'failed', detail: expect.stringMatching(/answered 401$/) });
    process.env.REDDIT_CLIENT_SECRET = REDDIT_OAUTH.clientSecret;
    resetProcessState();
    nps.mode = 'error-500';
    expect(await runProbe(probe('parks'))).toMatchObject({ state: 'failed', detail: expect.stringMatching(/answered 500$/) });
    nps.mode = 'ok';
  });

  it('lets staff, and only staff, probe now: the answer is the status the round leaves (decision 061a)', async () => {
    expect((await call(probeNowFn, '/api/admin/status/probe', { method: 'POST' })).status).toBe(401);
    udot.mode = 'error-500';
    const down = await call(probeNowFn, '/api/admin/status/probe', { method: 'POST', headers: { cookie: staff } });
    expect(down.status).toBe(200);
    const failed = new Map(((await down.json()) as AdminStatus).systems.map((s) => [s.id, s]));
    expect(failed.get('udot')).toMatchObject({ state: 'failed', detail: expect.stringMatching(/answered 500$/) });
    expect(failed.get('parks')!.state).toBe('ok');
    udot.mode = 'ok';
    const up = await call(probeNowFn, '/api/admin/status/probe', { method: 'POST', headers: { cookie: staff } });
    expect(new Map(((await up.json()) as AdminStatus).systems.map((s) => [s.id, s])).get('udot')!.state).toBe('ok');
  });

  it('gives up on a service that does not answer within its bound, without throwing', async () => {
    udot.mode = 'hang';
    const result = await runProbe(PROBES.find((p) => p.service === 'udot')!, 200);
    udot.mode = 'ok';
    expect(result).toMatchObject({ state: 'failed', detail: expect.stringMatching(/no answer within 0.2 s/) });
  });
});
