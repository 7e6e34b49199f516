import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conditions, UnitAlerts } from '../../src/features/conditions/conditions.ts';
import {
  CONDITIONS_TTL,
  conditionsSettings,
  destinationConditions as conditionsOf,
  nwsPoint,
  sunTimes,
} from '../../src/features/conditions/conditions.server.ts';
import { NWS_USER_AGENT } from '../../src/features/weather/weather.server.ts';
import { startFakeNps, type FakeNps, zionAlerts } from '../fakes/nps.ts';
import { flashFloodWarning, startFakeWeather, type FakeWeather } from '../fakes/weather.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import destinationConditions from '../../functions/destination-conditions.mts';
import parkAlertsFn from '../../functions/park-alerts.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// Delicate Arch (Arches, park code arch) and Temple Square (no park) of the fixture catalogue.
const ARCH_POINT = '38.7436,-109.4993';

let database: TestDatabase;
let nws: FakeWeather;
let nps: FakeNps;
beforeAll(async () => {
  database = await freshDatabase();
  [nws, nps] = await Promise.all([startFakeWeather(), startFakeNps()]);
});
afterAll(async () => {
  await Promise.all([nws.close(), nps.close()]);
  await database.close();
});
beforeEach(() => {
  process.env.WEATHER_BASE_URL = nws.url;
  process.env.NPS_BASE_URL = nps.url;
  process.env.NPS_API_KEY = nps.apiKey;
  resetProcessState();
  conditionsSettings.timeoutMs = 8000;
  nws.modes = { points: 'ok', forecast: 'ok', alerts: 'ok' };
  nws.alertsByPoint = { [ARCH_POINT]: [{ event: 'Winter Weather Advisory', severity: 'Minor' }, flashFloodWarning()] };
  nws.failingPoints.clear();
  nws.requests.length = 0;
  nps.mode = 'ok';
  nps.alertsByPark = {
    arch: [{ title: 'Devils Garden Trail Closed Past Landscape Arch', category: 'Park Closure', description: 'Ice on the fins.' }, ...zionAlerts().slice(0, 1)],
  };
  nps.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.NPS_API_KEY;
  delete process.env.NPS_BASE_URL;
});

const get = async (id: string) => {
  const response = await call(destinationConditions, `/api/destinations/${id}/conditions`, { params: { id } });
  return { response, body: (await response.json()) as Conditions & { error?: string } };
};
const outside = () => nws.requests.filter((r) => r.path !== '/healthz').length + nps.requests.length;

describe('GET /api/destinations/{id}/conditions', () => {
  it('maps the point forecast, the active alerts, sun times and the park’s alerts into the product’s shape', async () => {
    const { response, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body.destinationId).toBe('delicate-arch');

    expect(body.forecast.status).toBe('ok');
    if (body.forecast.status !== 'ok') return;
    expect(body.forecast.periods.length).toBeGreaterThanOrEqual(3);
    expect(body.forecast.periods.length).toBeLessThanOrEqual(5);
    const day = body.forecast.periods.find((p) => p.isDaytime)!;
    expect(day).toMatchObject({ temperature: 47, temperatureUnit: 'F', shortForecast: 'Mostly Sunny', wind: '5 to 10 mph SW', precipitationChance: 20 });
    const night = body.forecast.periods.find((p) => !p.isDaytime)!;
    expect(night).toMatchObject({ temperature: 24, shortForecast: 'Partly Cloudy', wind: '5 mph N', precipitationChance: null });
    expect(Object.keys(day).sort()).toEqual([
      'endTime',
      'isDaytime',
      'name',
      'precipitationChance',
      'shortForecast',
      'startTime',
      'temperature',
      'temperatureUnit',
      'wind',
    ]);

    expect(body.alerts.status).toBe('ok');
    if (body.alerts.status !== 'ok') return;
    expect(body.alerts.alerts.map((a) => [a.event, a.severity, a.prominent])).toEqual([
      ['Flash Flood Warning', 'Severe', true],
      ['Winter Weather Advisory', 'Minor', false],
    ]);
    expect(body.alerts.alerts[0]).toMatchObject({
      headline: 'Flash Flood Warning issued for Zion National Park by NWS Salt Lake City UT',
      urgency: 'Immediate',
      instruction: 'Do not enter or stay in slot canyons or narrow washes. Move to higher ground now.',
    });
    expect(body.alerts.alerts[0]!.ends).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:00$/);

    expect(body.sun).toEqual({ status: 'ok', ...sunTimes(body.date, 38.7436, -109.4993) });
    expect(body.park).toEqual({
      status: 'ok',
      parkCode: 'arch',
      parkName: 'Arches National Park',
      alerts: [
        {
          id: 'ARCH-0001-FAKE',
          title: 'Devils Garden Trail Closed Past Landscape Arch',
          category: 'Park Closure',
          description: 'Ice on the fins.',
          url: null,
          lastIndexedDate: '2026-11-24 16:02:10.0',
        },
        expect.objectContaining({ title: 'Flash Flood Potential: Probable', category: 'Danger' }),
      ],
    });
  });

  it('asks NWS at a four-decimal point with its User-Agent, follows /points to the forecast on our base URL, and sends the NPS key in X-Api-Key', async () => {
    await get('delicate-arch');
    const paths = nws.requests.map((r) => `${r.path}${r.query}`);
    expect(paths).toContain(`/points/${ARCH_POINT}`);
    expect(paths).toContain(`/alerts/active?point=${ARCH_POINT}`);
    expect(paths.some((p) => /^\/gridpoints\/SLC\/\d+,\d+\/forecast$/.test(p))).toBe(true);
    for (const r of nws.requests) {
      expect(r.headers['user-agent']).toBe(NWS_USER_AGENT);
      expect(r.headers.accept).toBe('application/geo+json');
    }
    expect(nps.requests).toHaveLength(1);
    expect(nps.requests[0]).toMatchObject({ path: '/api/v1/alerts', query: '?parkCode=arch&limit=50' });
    expect(nps.requests[0]!.headers['x-api-key']).toBe(nps.apiKey);
  });

  it('has no park part for a place outside the park system, and asks the NPS nothing', async () => {
    const { body } = await get('temple-square');
    expect(body.park).toBeNull();
    expect(body.forecast.status).toBe('ok');
    expect(nps.requests).toHaveLength(0);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    // A malformed id is refused before any lookup, naming the path parameter (pathParam, decision 091).
    for (const [id, named] of [
      ['no-such-place', {}],
      ['Bad%20Id', { field: 'id' }],
      ['a'.repeat(90), { field: 'id' }],
    ] as const) {
      const { response, body } = await get(id);
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: 'Destination not found', ...named });
    }
    expect(outside()).toBe(0);
  });

  for (const [mode, reason] of [
    ['error-500', 'The National Weather Service answered 500.'],
    ['error-503', 'The National Weather Service answered 503.'],
    ['malformed', 'The National Weather Service sent an answer we could not read.'],
    ['wrong-shape', 'The National Weather Service sent an answer we could not read.'],
  ] as const) {
    it(`keeps the other parts when the forecast fails with ${mode}, saying why, never a 500`, async () => {
      nws.modes.forecast = mode;
      const { response, body } = await get('delicate-arch');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(body.forecast).toEqual({ status: 'unavailable', reason });
      expect(body.alerts.status).toBe('ok');
      expect(body.sun.status).toBe('ok');
      expect(body.park?.status).toBe('ok');
    });

    it(`keeps the other parts when the alerts fail with ${mode}`, async () => {
      nws.modes.alerts = mode;
      const { response, body } = await get('delicate-arch');
      expect(response.status).toBe(200);
      expect(body.alerts).toEqual({ status: 'unavailable', reason });
      expect(body.forecast.status).toBe('ok');
      expect(body.park?.status).toBe('ok');
    });
  }

  it('says the forecast is unavailable when /points fails, without asking for a forecast', async () => {
    nws.modes.points = 'error-500';
    const { body } = await get('delicate-arch');
    expect(body.forecast).toEqual({ status: 'unavailable', reason: 'The National Weather Service answered 500.' });
    expect(nws.requests.some((r) => r.path.startsWith('/gridpoints'))).toBe(false);
    expect(body.alerts.status).toBe('ok');
  });

  it('gives up on a service that does not answer, and says it could not be reached when refused', async () => {
    conditionsSettings.timeoutMs = 300;
    nws.modes.alerts = 'hang';
    nps.mode = 'hang';
    const { response, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(body.alerts).toEqual({ status: 'unavailable', reason: 'The National Weather Service could not be reached.' });
    expect(body.park).toEqual({ status: 'unavailable', reason: 'The National Park Service could not be reached.' });
    expect(body.forecast.status).toBe('ok');

    resetProcessState();
    const gone = await startFakeWeather();
    await gone.close();
    process.env.WEATHER_BASE_URL = gone.url;
    process.env.NPS_BASE_URL = gone.url;
    resetProcessState();
    const down = (await get('delicate-arch')).body;
    expect(down.forecast).toEqual({ status: 'unavailable', reason: 'The National Weather Service could not be reached.' });
    expect(down.alerts).toEqual({ status: 'unavailable', reason: 'The National Weather Service could not be reached.' });
    expect(down.park).toEqual({ status: 'unavailable', reason: 'The National Park Service could not be reached.' });
    expect(down.sun.status).toBe('ok');
  });

  for (const [setup, reason] of [
    [() => (nps.mode = 'error-401'), 'The National Park Service refused our API key (401).'],
    [() => (process.env.NPS_API_KEY = 'not-the-key'), 'The National Park Service refused our API key (403).'],
    [() => (nps.mode = 'error-500'), 'The National Park Service answered 500.'],
    [() => (nps.mode = 'malformed'), 'The National Park Service sent an answer we could not read.'],
    [() => delete process.env.NPS_API_KEY, 'Park alerts are not available right now.'],
  ] as const) {
    it(`says the park alerts could not be loaded (“${reason}”) and keeps the weather`, async () => {
      setup();
      resetProcessState();
      const { response, body } = await get('delicate-arch');
      expect(response.status).toBe(200);
      expect(body.park).toEqual({ status: 'unavailable', reason });
      expect(body.forecast.status).toBe('ok');
      expect(body.alerts.status).toBe('ok');
    });
  }

  it('never sends the NPS key or the services’ error details to the browser', async () => {
    nps.mode = 'error-401';
    nws.modes.forecast = 'error-500';
    const { body } = await get('delicate-arch');
    const text = JSON.stringify(body);
    expect(text).not.toContain(nps.apiKey);
    expect(text).not.toMatch(/API_KEY|UnexpectedProblem|correlationId|stack/);
  });

  it('asks each service once for concurrent visitors, and not again within the time to live', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('delicate-arch')));
    expect(answers.every((a) => a.response.status === 200 && a.body.forecast.status === 'ok')).toBe(true);
    const count = (prefix: string) => nws.requests.filter((r) => r.path.startsWith(prefix)).length;
    expect([count('/points'), count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 1, 1, 1]);
    await get('delicate-arch');
    expect([count('/points'), count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 1, 1, 1]);
  });

  it('asks again once each source’s time to live has passed (alerts 5 min, park 15 min, forecast 30 min)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await get('delicate-arch');
    const count = (prefix: string) => nws.requests.filter((r) => r.path.startsWith(prefix)).length;
    vi.setSystemTime(start + CONDITIONS_TTL.alerts - 1000);
    await get('delicate-arch');
    expect([count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 1, 1]);
    vi.setSystemTime(start + CONDITIONS_TTL.alerts + 1000);
    await get('delicate-arch');
    expect([count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 2, 1]);
    vi.setSystemTime(start + CONDITIONS_TTL.park + 1000);
    await get('delicate-arch');
    expect([count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 3, 2]);
    vi.setSystemTime(start + CONDITIONS_TTL.forecast + 1000);
    await get('delicate-arch');
    // The point's grid cell is kept a day: only the forecast itself is asked again.
    expect([count('/points'), count('/gridpoints'), count('/alerts'), nps.requests.length]).toEqual([1, 2, 4, 3]);
  });

  it('leaves a failing source alone for a minute, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    nws.modes.alerts = 'error-500';
    expect((await get('delicate-arch')).body.alerts.status).toBe('unavailable');
    nws.modes.alerts = 'ok';
    vi.setSystemTime(start + CONDITIONS_TTL.failure - 1000);
    expect((await get('delicate-arch')).body.alerts.status).toBe('unavailable');
    vi.setSystemTime(start + CONDITIONS_TTL.failure + 1000);
    expect((await get('delicate-arch')).body.alerts.status).toBe('ok');
    expect(nws.requests.filter((r) => r.path === '/alerts/active')).toHaveLength(2);
  });

  it('writes points as NWS wants them: four decimals at most, no trailing zeros', () => {
    expect(nwsPoint(37.12345678, -112.9)).toBe('37.1235,-112.9');
    expect(nwsPoint(38.7436, -109.4993)).toBe(ARCH_POINT);
    expect(nwsPoint(40.5, -111.00004)).toBe('40.5,-111');
  });

  it('says plainly what it cannot know for a place without coordinates, asking nobody for weather', async () => {
    const answer = await conditionsOf({ id: 'approved-yesterday', coordinates: null });
    const reason = 'This place has no coordinates in our catalogue.';
    expect(answer.forecast).toEqual({ status: 'unavailable', reason });
    expect(answer.alerts).toEqual({ status: 'unavailable', reason });
    expect(answer.sun).toEqual({ status: 'unavailable', reason });
    expect(answer.park).toBeNull();
    expect(outside()).toBe(0);
  });

  it('keeps the periods under way or starting today and tomorrow in Utah', async () => {
    const now = new Date();
    const answer = await conditionsOf({ id: 'delicate-arch', coordinates: { lat: 38.7436, lng: -109.4993 } }, now);
    if (answer.forecast.status !== 'ok') throw new Error('forecast unavailable');
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(Date.parse(iso));
    const tomorrow = new Date(Date.parse(`${answer.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(answer.forecast.periods.every((p) => [answer.date, tomorrow].includes(day(p.startTime)) && Date.parse(p.endTime) > now.getTime())).toBe(true);
    expect(answer.forecast.periods.some((p) => day(p.startTime) === tomorrow)).toBe(true);
  });

  it('is a GET route under the destination', async () => {
    const { config } = await import('../../functions/destination-conditions.mts');
    expect(config).toEqual({ path: '/api/destinations/:id/conditions', method: 'GET' });
  });
});

// /conditions' park part (issue 40): every NPS unit in Utah, each on its own, with when it answered.
describe('GET /api/park-alerts', () => {
  const alertsOf = async () => {
    const response = await call(parkAlertsFn, '/api/park-alerts');
    return { response, body: (await response.json()) as { units: UnitAlerts[] } };
  };

  it('answers every Utah unit, the five parks first, each with its alerts and the time the NPS answered; once per time to live', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-15T17:30:00Z'), toFake: ['Date'] });
    const { response, body } = await alertsOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.units.map((u) => u.parkCode).slice(0, 5)).toEqual(['arch', 'brca', 'cany', 'care', 'zion']);
    expect(body.units).toHaveLength(12);
    const arch = body.units.find((u) => u.parkCode === 'arch')!;
    expect(arch).toMatchObject({ parkName: 'Arches National Park', part: { status: 'ok', answeredAt: '2027-01-15T17:30:00.000Z' } });
    expect(arch.part.status === 'ok' && arch.part.alerts[0]).toMatchObject({
      title: 'Devils Garden Trail Closed Past Landscape Arch',
      category: 'Park Closure',
    });
    expect(body.units.find((u) => u.parkCode === 'zion')!.part).toMatchObject({ status: 'ok', alerts: [] });
    expect(nps.requests).toHaveLength(12);
    await alertsOf();
    expect(nps.requests).toHaveLength(12);
  });

  it('says per unit that the NPS is down, never a 500, and is cached a minute only', async () => {
    nps.mode = 'error-500';
    const { response, body } = await alertsOf();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.units.every((u) => u.part.status === 'unavailable' && u.part.reason === 'The National Park Service answered 500.')).toBe(true);
  });

  it('asks nothing and says so without a key', async () => {
    delete process.env.NPS_API_KEY;
    const { body } = await alertsOf();
    expect(body.units[0]!.part).toEqual({ status: 'unavailable', reason: 'Park alerts are not available right now.' });
    expect(nps.requests).toHaveLength(0);
  });
});
