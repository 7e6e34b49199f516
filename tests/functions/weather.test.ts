import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { airportWeather, NWS_USER_AGENT, WEATHER_CACHE_MS, WEATHER_RETRY_MS, WEATHER_STALE_MS } from '../../src/features/weather/weather.server.ts';
import { startFakeWeather, type FakeWeather } from '../fakes/weather.ts';
import { call } from '../helpers/functions.ts';
import weather from '../../functions/weather.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let fake: FakeWeather;
beforeAll(async () => {
  fake = await startFakeWeather();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  process.env.WEATHER_BASE_URL = fake.url;
  resetProcessState();
  fake.mode = 'ok';
  fake.observation = { celsius: 16.7, text: 'Partly Cloudy' };
  fake.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only the clock is faked (the fake service is real HTTP): the cache reads Date.now(). */
function clockAt(start: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return (at: number) => {
    vi.setSystemTime(at);
    return airportWeather();
  };
}

const get = () => call(weather, '/api/weather/slc-airport');

describe('GET /api/weather/slc-airport', () => {
  it('answers the latest KSLC observation in rounded °F with its condition, asking as NWS requires', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      temp: 62,
      condition: 'Partly Cloudy',
      description: 'Partly Cloudy, 62°F, humidity 25%, wind NNW 9 mph at Salt Lake City International Airport (KSLC)',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe('/stations/KSLC/observations/latest');
    expect(fake.requests[0]!.headers['user-agent']).toBe(NWS_USER_AGENT);
    expect(fake.requests[0]!.headers.accept).toBe('application/geo+json');
  });

  it('converts below-freezing Celsius and rounds to the nearest degree', async () => {
    fake.observation = { celsius: -12.5, text: 'Light Snow' };
    expect(await (await get()).json()).toMatchObject({ temp: 10, condition: 'Light Snow' });
  });

  it('asks the service once for many visitors within the cache time', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    await get();
    expect(fake.requests).toHaveLength(1);
  });

  for (const [mode, why] of [
    ['error-500', 'a server error'],
    ['error-403', 'a refusal'],
    ['malformed', 'a malformed body'],
    ['no-temperature', 'an observation without a temperature'],
  ] as const) {
    // Issue 51: 200 with "unavailable", so the chip on every page logs no failed request.
    it(`answers 200 {unavailable, reason} for a minute when the service sends ${why}`, async () => {
      fake.mode = mode;
      const response = await get();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const body = (await response.json()) as { unavailable: boolean; reason: string; temp?: number };
      expect(body).toEqual({ unavailable: true, reason: expect.stringMatching(/weather service|observation/i) });
      expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
    });
  }

  it('answers 200 {unavailable, reason} when the service cannot be reached', async () => {
    const gone = await startFakeWeather();
    await gone.close();
    process.env.WEATHER_BASE_URL = gone.url;
    resetProcessState();
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unavailable: true, reason: 'The weather service could not be reached.' });
  });

  it('keeps a recent answer through a short outage, and gives up on it after half an hour', async () => {
    const start = Date.now();
    const airportWeather = clockAt(start);
    expect((await airportWeather(start)).temp).toBe(62);
    fake.mode = 'error-500';
    expect((await airportWeather(start + WEATHER_CACHE_MS - 1000)).temp).toBe(62);
    expect(fake.requests).toHaveLength(1);
    expect((await airportWeather(start + WEATHER_CACHE_MS + 1000)).temp).toBe(62);
    expect(fake.requests).toHaveLength(2);
    await expect(airportWeather(start + WEATHER_STALE_MS + 1000)).rejects.toThrow('The weather service answered 500.');
    expect(fake.requests).toHaveLength(3);
    fake.mode = 'ok';
    fake.observation = { celsius: 0, text: 'Fog' };
    expect(await airportWeather(start + WEATHER_STALE_MS + WEATHER_RETRY_MS + 2000)).toMatchObject({ temp: 32, condition: 'Fog' });
  });

  it('leaves a failing service alone for a minute, then asks again', async () => {
    const start = Date.now();
    const airportWeather = clockAt(start);
    fake.mode = 'error-500';
    await expect(airportWeather(start)).rejects.toThrow('The weather service answered 500.');
    fake.mode = 'ok';
    await expect(airportWeather(start + WEATHER_RETRY_MS - 1000)).rejects.toThrow('The weather service answered 500.');
    expect(fake.requests).toHaveLength(1);
    expect((await airportWeather(start + WEATHER_RETRY_MS + 1000)).temp).toBe(62);
    expect(fake.requests).toHaveLength(2);
  });

  it('is a GET route at the path the chip calls', async () => {
    const { config } = await import('../../functions/weather.mts');
    expect(config).toEqual({ path: '/api/weather/slc-airport', method: 'GET' });
  });
});
