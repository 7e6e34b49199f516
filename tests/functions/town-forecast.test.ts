import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conditions } from '../../src/features/conditions/conditions.ts';
import { conditionsSettings, nwsPoint } from '../../src/features/conditions/conditions.server.ts';
import { UTAH_TOWNS } from '../../src/features/roads/towns.ts';
import { startFakeWeather, type FakeWeather } from '../fakes/weather.ts';
import { call } from '../helpers/functions.ts';
import townForecast, { config } from '../../functions/town-forecast.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// The forecast of a multi-day trip's night towns (decision 052), against the NWS fake.
let nws: FakeWeather;
beforeAll(async () => {
  nws = await startFakeWeather();
});
afterAll(() => nws.close());
beforeEach(() => {
  process.env.WEATHER_BASE_URL = nws.url;
  resetProcessState();
  conditionsSettings.timeoutMs = 8000;
  nws.modes = { points: 'ok', forecast: 'ok', alerts: 'ok' };
  nws.failingPoints.clear();
  nws.requests.length = 0;
});

const get = async (town: string) => {
  const response = await call(townForecast, `/api/towns/${encodeURIComponent(town.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}/forecast`, { params: { town } });
  return { response, body: (await response.json()) as { town?: string; forecast?: Conditions['forecast']; error?: string } };
};

describe('GET /api/towns/{town}/forecast', () => {
  it('gives the seven-day NWS forecast at the town’s centre', async () => {
    const { response, body } = await get('Moab');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.town).toBe('Moab');
    expect(body.forecast?.status).toBe('ok');
    if (body.forecast?.status !== 'ok') return;
    expect(body.forecast.periods.length).toBe(14);
    expect(nws.requests.some((r) => r.path === `/points/${nwsPoint(UTAH_TOWNS.Moab!.lat, UTAH_TOWNS.Moab!.lng)}`)).toBe(true);
  });

  it('knows a two-word town whose name arrives still percent-encoded (issue 39)', async () => {
    const response = await call(townForecast, '/api/towns/Green%20River/forecast', { params: { town: 'Green%20River' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { town?: string }).town).toBe('Green River');
  });

  it('says "unavailable" (200, cached a minute) when NWS fails, and 404 for a town no trip sleeps in', async () => {
    nws.modes.forecast = 'error-500';
    const { response, body } = await get('St. George');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.forecast?.status).toBe('unavailable');
    for (const town of ['Atlantis', 'Sandy', 'moab', '\u0000', '\uD800']) {
      const r = await get(town);
      expect(r.response.status, town).toBe(404);
      expect(r.body.error).toMatch(/Unknown town/);
    }
    expect(config).toEqual({ path: '/api/towns/:town/forecast', method: 'GET' });
  });
});
