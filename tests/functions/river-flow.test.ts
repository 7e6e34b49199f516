import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import riverFlowFn from '../../functions/river-flow.mts';
import scanNowFn from '../../functions/river-flow-scan.mts';
import scanRiversFn from '../../functions/scan-rivers.mts';
import type { RiverAnswer } from '../../src/features/conditions/riverFlow.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { type FakeUsgs, startFakeUsgs } from '../fakes/usgs.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';

// The Narrows' river on the day (issue 49) against USGS Water Data's OGC API (tests/fakes/usgs.ts):
// the schedule keeps each gauge's latest reading in river_readings, GET /api/river-flow answers from it.
let usgs: FakeUsgs;
let database: TestDatabase;
beforeAll(async () => {
  usgs = await startFakeUsgs();
  process.env.USGS_BASE_URL = usgs.url;
  resetProcessState();
  database = await freshDatabase();
});
afterAll(async () => {
  await usgs.close();
  await database.close();
  delete process.env.USGS_BASE_URL;
  delete process.env.USGS_API_KEY;
  delete process.env.STAFF_EMAILS;
  resetProcessState();
});
beforeEach(async () => {
  process.env.USGS_BASE_URL = usgs.url;
  delete process.env.USGS_API_KEY;
  usgs.flows = { 'USGS-09405500': { cfs: 47 } };
  usgs.mode = 'ok';
  usgs.requests.length = 0;
  resetProcessState();
  await database.sql`DELETE FROM river_readings`;
});
afterEach(() => {
  vi.useRealTimers();
});

async function answer(): Promise<{ status: number; cache: string | null; body: RiverAnswer }> {
  const response = await call(riverFlowFn, '/api/river-flow');
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as RiverAnswer };
}
const scan = () => call(scanRiversFn, '/.netlify/functions/scan-rivers', { method: 'POST' });

describe('GET /api/river-flow', () => {
  it('gives The Narrows the gauge’s latest flow and when it was measured, asked of the latest-continuous collection for discharge', async () => {
    const at = Date.parse('2027-04-01T15:15:00Z');
    usgs.flows['USGS-09405500'] = { cfs: 84.2, at };
    const { status, cache, body } = await answer();
    expect(status).toBe(200);
    expect(cache).toMatch(/public/);
    expect(body.places).toHaveLength(1);
    const [narrows] = body.places;
    expect(narrows!.rule).toMatchObject({ placeId: 'the-narrows-zion', gauge: 'USGS-09405500', closedAbove: 150 });
    expect(narrows!.part).toMatchObject({ status: 'ok', cfs: 84.2, measuredAt: new Date(at).toISOString() });
    expect(usgs.requests).toHaveLength(1);
    const query = new URLSearchParams(usgs.requests[0]!.query);
    expect(usgs.requests[0]!.path).toBe('/ogcapi/v0/collections/latest-continuous/items');
    expect(Object.fromEntries(query)).toMatchObject({ monitoring_location_id: 'USGS-09405500', parameter_code: '00060' });
    expect(usgs.requests[0]!.apiKey).toBeUndefined();
    // The reading is kept: the next answer comes from the database, not from USGS.
    const [row] = await database.sql<{ cfs: number; error: string | null }[]>`SELECT cfs, error FROM river_readings WHERE gauge = 'USGS-09405500'`;
    expect(row).toEqual({ cfs: 84.2, error: null });
    await answer();
    expect(usgs.requests).toHaveLength(1);
  });

  it('sends the API key when one is set', async () => {
    process.env.USGS_API_KEY = 'usgs-key';
    resetProcessState();
    await answer();
    expect(usgs.requests[0]!.apiKey).toBe('usgs-key');
  });

  it('says why when the gauge cannot be read, and is cached a minute only', async () => {
    for (const [mode, reason] of [
      ['error-500', 'The USGS river gauge answered 500.'],
      ['malformed', 'The USGS river gauge sent an answer we could not read.'],
      ['empty', 'The USGS river gauge has no recent reading.'],
    ] as const) {
      usgs.mode = mode;
      resetProcessState();
      await database.sql`DELETE FROM river_readings`;
      const { status, cache, body } = await answer();
      expect(status).toBe(200);
      expect(cache).toBe('public, max-age=60');
      expect(body.places[0]!.part).toEqual({ status: 'unavailable', reason });
    }
    process.env.USGS_BASE_URL = 'http://127.0.0.1:9';
    resetProcessState();
    await database.sql`DELETE FROM river_readings`;
    expect((await answer()).body.places[0]!.part).toEqual({ status: 'unavailable', reason: 'The USGS river gauge could not be reached.' });
  });
});

describe('the schedule and staff’s scan (issue 49)', () => {
  it('keeps each reading, and a failed ask keeps the last reading with why (the page then says the gauge cannot be read)', async () => {
    usgs.flows['USGS-09405500'] = { cfs: 310, at: Date.parse('2027-06-10T17:45:00Z') };
    const run = await scan();
    expect(run.status).toBe(200);
    expect((await answer()).body.places[0]!.part).toMatchObject({ status: 'ok', cfs: 310, measuredAt: '2027-06-10T17:45:00.000Z' });
    const [runRow] = await database.sql<{ ok: boolean }[]>`SELECT ok FROM schedule_runs WHERE name = 'scan-rivers'`;
    expect(runRow?.ok).toBe(true);
    usgs.mode = 'error-500';
    expect((await scan()).status).toBe(502);
    const [row] = await database.sql<{ cfs: number; error: string }[]>`SELECT cfs, error FROM river_readings`;
    expect(row).toEqual({ cfs: 310, error: 'The USGS river gauge answered 500.' });
    expect((await answer()).body.places[0]!.part).toEqual({ status: 'unavailable', reason: 'The USGS river gauge answered 500.' });
    usgs.mode = 'ok';
    usgs.flows['USGS-09405500'] = { cfs: 84, at: Date.parse('2027-06-10T18:00:00Z') };
    await scan();
    expect((await answer()).body.places[0]!.part).toMatchObject({ status: 'ok', cfs: 84 });
  });

  it('asks a gauge on the spot only when nobody has for 20 minutes, once for hundreds of requests at once, every answer the same reading', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-10T18:00:00Z'));
    usgs.flows['USGS-09405500'] = { cfs: 310, at: Date.parse('2027-06-10T17:45:00Z') };
    const answers = await Promise.all(Array.from({ length: 200 }, () => answer()));
    for (const a of answers) expect(a.body.places[0]!.part).toMatchObject({ status: 'ok', cfs: 310, measuredAt: '2027-06-10T17:45:00.000Z' });
    expect(usgs.requests).toHaveLength(1);
    usgs.flows['USGS-09405500'] = { cfs: 140, at: Date.parse('2027-06-10T18:10:00Z') };
    vi.setSystemTime(new Date('2027-06-10T18:20:00Z'));
    expect((await answer()).body.places[0]!.part).toMatchObject({ cfs: 310 });
    vi.setSystemTime(new Date('2027-06-10T18:20:01Z'));
    resetProcessState();
    expect((await answer()).body.places[0]!.part).toMatchObject({ cfs: 140 });
    expect(usgs.requests).toHaveLength(2);
  });

  it('lets staff, and only staff, read the gauges now', async () => {
    expect((await call(scanNowFn, '/api/river-flow/scan', { method: 'POST' })).status).toBe(401);
    process.env.STAFF_EMAILS = 'staff@slctrips.test';
    resetProcessState();
    const cookie = await signIn('staff@slctrips.test');
    usgs.flows['USGS-09405500'] = { cfs: 205, at: Date.parse('2027-05-20T15:00:00Z') };
    const scanned = await call(scanNowFn, '/api/river-flow/scan', { method: 'POST', headers: { cookie } });
    expect(scanned.status).toBe(200);
    expect(await scanned.json()).toEqual({
      ok: true,
      gauges: [{ gauge: 'USGS-09405500', ok: true, detail: '205 cubic feet per second at 2027-05-20T15:00:00.000Z' }],
    });
    expect((await answer()).body.places[0]!.part).toMatchObject({ status: 'ok', cfs: 205 });
  });
});
