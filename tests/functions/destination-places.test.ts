import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DETAILS_FIELD_MASK, FIND_FIELD_MASK, hasPlacesData, type PlacesData } from '../../src/features/places/places.ts';

import { fakePlacesFixture, startFakePlaces, type FakePlaces } from '../fakes/places.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import destinationPlaces from '../../functions/destination-places.mts';
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
  fake.places = fakePlacesFixture();
  fake.requests.length = 0;
  await database.sql`DELETE FROM rate_limits`;
});

const get = (id: string) => call(destinationPlaces, `/api/destinations/${id}/places`, { params: { id } });
const TEMPLE_SQUARE_ID = 'ChIJ5wEhT0j1UocRr6cLHk2XtKQ';
const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${d}: 9:00 AM – 9:00 PM`);

describe('GET /api/destinations/{id}/places', () => {
  it("finds the destination with an IDs-only search by name and address, then answers Google's details as placesData", async () => {
    const response = await get('temple-square');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const data = (await response.json()) as PlacesData;
    expect(data).toEqual({
      placeId: TEMPLE_SQUARE_ID,
      rating: 4.8,
      userRatingsTotal: 38211,
      phoneNumber: '(801) 240-8945',
      website: 'https://www.templesquare.org/',
      openingHours: { openNow: true, weekdayText: week },
      photos: [
        { photoReference: `places/${TEMPLE_SQUARE_ID}/photos/AUc7tXW1`, width: 4032, height: 3024, attributions: ['Ana P.'] },
        { photoReference: `places/${TEMPLE_SQUARE_ID}/photos/AUc7tXW2`, width: 1600, height: 1200, attributions: [] },
      ],
      priceLevel: 0,
      reviews: [
        { rating: 5, authorName: 'Jordan K.', text: 'Beautiful gardens and the lights in December are unforgettable.' },
        { rating: 4, authorName: 'Sam R.', text: '<b>Free</b> tours every half hour.' },
      ],
    });
    const [find, details] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(find).toMatchObject({ method: 'POST', path: '/v1/places:searchText' });
    expect(find!.headers['x-goog-fieldmask']).toBe(FIND_FIELD_MASK);
    expect(find!.body).toMatchObject({
      textQuery: 'Temple Square, 50 N Temple, Salt Lake City, UT 84150',
      pageSize: 1,
      locationBias: { circle: { center: { latitude: 40.7704, longitude: -111.8919 } } },
    });
    expect(details).toMatchObject({ method: 'GET', path: `/v1/places/${TEMPLE_SQUARE_ID}?languageCode=en` });
    expect(details!.headers['x-goog-fieldmask']).toBe(DETAILS_FIELD_MASK);
    expect(details!.headers['x-goog-api-key']).toBe(fake.apiKey);
    expect(JSON.stringify(data)).not.toContain(fake.apiKey);
  });

  it('serves the same destination from the cache for five minutes', async () => {
    await get('temple-square');
    await get('temple-square');
    expect(fake.requests).toHaveLength(2);
  });

  it('answers null when Google does not know the place', async () => {
    const response = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('answers empty placesData when Google knows the place but has nothing more to say', async () => {
    const data = (await (await get('utah-olympic-park')).json()) as PlacesData;
    expect(data).toEqual({
      placeId: 'ChIJOlympicPark0000000001',
      rating: null,
      userRatingsTotal: null,
      phoneNumber: null,
      website: null,
      openingHours: null,
      photos: [],
      priceLevel: null,
      reviews: [],
    });
    expect(hasPlacesData(data)).toBe(false);
  });

  it('drops a website that is not a web link', async () => {
    const temple = fake.places.find((p) => p.id === TEMPLE_SQUARE_ID)!;
    temple.websiteUri = 'javascript:alert(document.cookie)';
    expect(await (await get('temple-square')).json()).toMatchObject({ website: null });
  });

  it('answers 404 for an unknown or malformed destination id, without calling Google', async () => {
    // A malformed id is refused before any lookup, naming the path parameter (pathParam, decision 091).
    for (const [id, named] of [
      ['no-such-place', {}],
      ['Not An Id', { field: 'id' }],
      ['..', { field: 'id' }],
    ] as const) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Destination not found', ...named });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('answers a clear 503 when the server has no Places key', async () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    resetProcessState();
    const response = await get('temple-square');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Google Places search is not available right now.',
      reference: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(fake.requests).toHaveLength(0);
  });

  for (const [mode, error] of [
    ['error-500', 'Google Places answered 500. Please try again later.'],
    ['error-403', 'Google Places answered 403. Please try again later.'],
    ['malformed', 'Google Places sent an answer we could not read.'],
  ] as const) {
    it(`answers 502 "${error}" when Google fails (${mode}), and tries again on the next request`, async () => {
      fake.mode = mode;
      const response = await get('temple-square');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error, reference: response.headers.get('x-request-id') });
      fake.mode = 'ok';
      expect(await (await get('temple-square')).json()).toMatchObject({ rating: 4.8 });
    });
  }

  it('is a GET route under the destination', async () => {
    const { config } = await import('../../functions/destination-places.mts');
    expect(config).toEqual({ path: '/api/destinations/:id/places', method: 'GET' });
  });
});
