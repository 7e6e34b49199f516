import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_FIELD_MASK } from '../../src/features/places/places.ts';
import { PLACES_REQUESTS_PER_MINUTE } from '../../src/features/places/places.server.ts';
import { startFakePlaces, type FakePlaces } from '../fakes/places.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import search from '../../functions/places-search.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
let fake: FakePlaces;
beforeAll(async () => {
  database = await freshDatabase();
  fake = await startFakePlaces();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  process.env.PLACES_BASE_URL = fake.url;
  process.env.GOOGLE_PLACES_API_KEY = fake.apiKey;
  resetProcessState();
  fake.mode = 'ok';
  fake.requests.length = 0;
  await database.sql`DELETE FROM rate_limits`;
});

const get = (query: string) => call(search, `/api/places/search?${query}`);
const searchText = () => fake.requests.filter((r) => r.path === '/v1/places:searchText');

describe('GET /api/places/search', () => {
  it('answers Text Search hits in the docs/product.md §3.11 shape, asking Google with the key, a field mask and the SLC circle', async () => {
    const response = await get('query=coffee');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual([
      {
        place_id: 'ChIJPublikCoffee000000001',
        name: 'Publik Coffee Roasters',
        formatted_address: '975 S West Temple, Salt Lake City, UT 84101, USA',
        rating: 4.6,
        user_ratings_total: 1843,
        opening_hours: { open_now: true },
        price_level: 2,
      },
      {
        place_id: 'ChIJCoffeeGarden00000001',
        name: 'Coffee Garden',
        formatted_address: '900 E 900 S, Salt Lake City, UT 84105, USA',
        rating: 4.5,
        user_ratings_total: 1290,
        opening_hours: { open_now: false },
        price_level: 4,
      },
    ]);
    const [request] = searchText();
    expect(request!.method).toBe('POST');
    expect(request!.headers['x-goog-api-key']).toBe(fake.apiKey);
    expect(request!.headers['x-goog-fieldmask']).toBe(SEARCH_FIELD_MASK);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toMatchObject({
      textQuery: 'coffee',
      locationBias: { circle: { center: { latitude: 40.7608, longitude: -111.891 }, radius: 50000 } },
    });
  });

  it('omits the fields Google does not have and passes a chosen centre and radius on', async () => {
    const response = await get('query=%20%20red%20iguana%20&lat=40.77&lng=-111.93&radius=1000');
    expect(await response.json()).toEqual([
      {
        place_id: 'ChIJRedIguana00000000001',
        name: 'Red Iguana',
        formatted_address: '736 W North Temple, Salt Lake City, UT 84116, USA',
        rating: 4.6,
        user_ratings_total: 9321,
        price_level: 2,
      },
    ]);
    expect(searchText()[0]!.body).toMatchObject({
      textQuery: 'red iguana',
      locationBias: { circle: { center: { latitude: 40.77, longitude: -111.93 }, radius: 1000 } },
    });
  });

  it('answers an empty list when Google finds nothing (it sends {} then)', async () => {
    const response = await get('query=ski%20jumps%20on%20the%20moon');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('asks Google once for the same search within five minutes', async () => {
    await get('query=coffee');
    await get('query=Coffee');
    await get('query=%20coffee%20');
    expect(searchText()).toHaveLength(1);
    await get('query=coffee&radius=2000');
    expect(searchText()).toHaveLength(2);
  });

  for (const query of [
    '',
    'query=',
    'query=%20%20%20',
    `query=${'x'.repeat(201)}`,
    'query=tea&lat=north',
    'query=tea&radius=60000',
    'query=tea&lng=-200',
    'query=tea&extra=1',
  ]) {
    it(`refuses the query "${query.slice(0, 40)}" with 400 and no call to Google`, async () => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Invalid query' });
      expect(fake.requests).toHaveLength(0);
    });
  }

  it('answers a clear 503 when the server has no Places key, without calling Google', async () => {
    process.env.GOOGLE_PLACES_API_KEY = '';
    resetProcessState();
    const response = await get('query=coffee');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Google Places search is not available right now.',
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(fake.requests).toHaveLength(0);
  });

  for (const [mode, status] of [
    ['error-500', 500],
    ['error-403', 403],
    ['error-429', 429],
  ] as const) {
    it(`answers 502 naming Google's ${status} and never the key`, async () => {
      fake.mode = mode;
      const response = await get('query=coffee');
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: `Google Places answered ${status}. Please try again later.`,
        reference: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
      expect(text).not.toContain(fake.apiKey);
    });
  }

  it('answers 502 when the key is refused, when the body is malformed or of the wrong shape, and does not cache failures', async () => {
    process.env.GOOGLE_PLACES_API_KEY = 'wrong-key';
    resetProcessState();
    expect((await get('query=coffee')).status).toBe(502);
    process.env.GOOGLE_PLACES_API_KEY = fake.apiKey;
    resetProcessState();
    for (const mode of ['malformed', 'wrong-shape'] as const) {
      fake.mode = mode;
      const response = await get('query=coffee');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'Google Places sent an answer we could not read.', reference: expect.stringMatching(/^[0-9a-f]{12}$/) });
    }
    fake.mode = 'ok';
    expect(await (await get('query=coffee')).json()).toHaveLength(2);
  });

  it('answers 502 when Google cannot be reached', async () => {
    const gone = await startFakePlaces();
    await gone.close();
    process.env.PLACES_BASE_URL = gone.url;
    resetProcessState();
    const response = await get('query=coffee');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'Google Places could not be reached. Please try again later.',
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
  });

  it(`lets one client make ${PLACES_REQUESTS_PER_MINUTE} searches a minute, then answers 429`, async () => {
    for (let i = 0; i < PLACES_REQUESTS_PER_MINUTE; i++) expect((await get('query=coffee')).status).toBe(200);
    const response = await get('query=coffee');
    expect(response.status).toBe(429);
    expect(await response.json()).toHaveProperty('error');
  });
});
