import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import riverFlowFn from '../../functions/river-flow.mts';
import type { RiverAnswer } from '../../src/features/conditions/riverFlow.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { type FakeUsgs, startFakeUsgs } from '../fakes/usgs.ts';
import { call } from '../helpers/functions.ts';

// The Narrows' river on the day (issue 49) against USGS Water Data's OGC API (tests/fakes/usgs.ts).
let usgs: FakeUsgs;
beforeAll(async () => {
  usgs = await startFakeUsgs();
});
afterAll(async () => {
  await usgs.close();
  delete process.env.USGS_BASE_URL;
  delete process.env.USGS_API_KEY;
  resetProcessState();
});
beforeEach(() => {
  process.env.USGS_BASE_URL = usgs.url;
  delete process.env.USGS_API_KEY;
  usgs.flows = { 'USGS-09405500': { cfs: 47 } };
  usgs.mode = 'ok';
  usgs.requests.length = 0;
  resetProcessState();
});
afterEach(() => {
  vi.useRealTimers();
});

async function answer(): Promise<{ status: number; cache: string | null; body: RiverAnswer }> {
  const response = await call(riverFlowFn, '/api/river-flow');
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as RiverAnswer };
}

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
      const { status, cache, body } = await answer();
      expect(status).toBe(200);
      expect(cache).toBe('public, max-age=60');
      expect(body.places[0]!.part).toEqual({ status: 'unavailable', reason });
    }
    process.env.USGS_BASE_URL = 'http://127.0.0.1:9';
    resetProcessState();
    expect((await answer()).body.places[0]!.part).toEqual({ status: 'unavailable', reason: 'The USGS river gauge could not be reached.' });
  });

  it('asks the gauge once for hundreds of requests at once and again after 15 minutes, every answer the same reading', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-10T18:00:00Z'));
    usgs.flows['USGS-09405500'] = { cfs: 310, at: Date.parse('2027-06-10T17:45:00Z') };
    const answers = await Promise.all(Array.from({ length: 200 }, () => answer()));
    for (const a of answers) expect(a.body.places[0]!.part).toMatchObject({ status: 'ok', cfs: 310, measuredAt: '2027-06-10T17:45:00.000Z' });
    expect(usgs.requests).toHaveLength(1);
    usgs.flows['USGS-09405500'] = { cfs: 140, at: Date.parse('2027-06-10T18:10:00Z') };
    vi.setSystemTime(new Date('2027-06-10T18:14:00Z'));
    expect((await answer()).body.places[0]!.part).toMatchObject({ cfs: 310 });
    vi.setSystemTime(new Date('2027-06-10T18:15:00Z'));
    expect((await answer()).body.places[0]!.part).toMatchObject({ cfs: 140 });
    expect(usgs.requests).toHaveLength(2);
  });
});
