import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionsSettings } from '../../src/features/conditions/conditions.server.ts';
import type { DestinationPhotos } from '../../src/features/photos/photos.ts';
import { GOOGLE_WIDTHS, PHOTOS_TTL, photoKey } from '../../src/features/photos/photos.server.ts';
import { archImages, startFakeNps, type FakeNps } from '../fakes/nps.ts';
import { type FakePlace, type FakePlaces, fakePlacesFixture, startFakePlaces } from '../fakes/places.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import destinationPhotos from '../../functions/destination-photos.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// Delicate Arch (Arches, park code arch) and Temple Square (no park) of the fixture catalogue.
const ARCH_PLACE_ID = 'ChIJDelicateArch000000001';
const TEMPLE_SQUARE_ID = 'ChIJ5wEhT0j1UocRr6cLHk2XtKQ';
const delicateArch = (): FakePlace => ({
  name: `places/${ARCH_PLACE_ID}`,
  id: ARCH_PLACE_ID,
  displayName: { text: 'Delicate Arch', languageCode: 'en' },
  formattedAddress: 'Arches National Park, UT 84532, USA',
  photos: [
    {
      name: `places/${ARCH_PLACE_ID}/photos/AdCIqAr1`,
      widthPx: 4000,
      heightPx: 3000,
      authorAttributions: [{ displayName: 'Rosa M.', uri: 'https://maps.google.com/maps/contrib/77', photoUri: 'https://lh3.googleusercontent.com/a/77' }],
    },
    // Smaller than the largest width asked: Google answers it at its own width.
    {
      name: `places/${ARCH_PLACE_ID}/photos/AdCIqAr2`,
      widthPx: 800,
      heightPx: 600,
      authorAttributions: [{ displayName: 'Lee T.', uri: 'javascript:alert(1)' }],
    },
  ],
});

let database: TestDatabase;
let places: FakePlaces;
let nps: FakeNps;
beforeAll(async () => {
  database = await freshDatabase();
  [places, nps] = await Promise.all([startFakePlaces(), startFakeNps()]);
});
afterAll(async () => {
  await Promise.all([places.close(), nps.close()]);
  await database.close();
});
beforeEach(() => {
  process.env.PLACES_BASE_URL = places.url;
  process.env.GOOGLE_PLACES_API_KEY = places.apiKey;
  process.env.NPS_BASE_URL = nps.url;
  process.env.NPS_API_KEY = nps.apiKey;
  resetProcessState();
  conditionsSettings.timeoutMs = 8000;
  places.mode = 'ok';
  places.places = [...fakePlacesFixture(), delicateArch()];
  places.requests.length = 0;
  nps.mode = 'ok';
  nps.imagesByPark = { arch: archImages() };
  nps.failingParks.clear();
  nps.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.GOOGLE_PLACES_API_KEY;
  delete process.env.NPS_API_KEY;
  delete process.env.NPS_BASE_URL;
});

const get = async (id: string) => {
  const response = await call(destinationPhotos, `/api/destinations/${id}/photos`, { params: { id } });
  const text = await response.text();
  return { response, text, body: JSON.parse(text) as DestinationPhotos & { error?: string } };
};
const googleCalls = () => places.requests.filter((r) => r.path !== '/healthz');
const keysNeverSent = (text: string) => {
  expect(text).not.toContain(places.apiKey);
  expect(text).not.toContain(nps.apiKey);
};

describe('GET /api/destinations/{id}/photos', () => {
  it('maps the park’s NPS images and Google’s photos with their credits, NPS first', async () => {
    const { response, text, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    keysNeverSent(text);
    expect(body.destinationId).toBe('delicate-arch');
    expect(body.photos.map((p) => p.source)).toEqual(['nps', 'nps', 'google', 'google']);

    const [first] = body.photos;
    const image = archImages()[0]!;
    expect(first).toEqual({
      id: photoKey('nps', `${nps.url}/common/uploads/structured_data/${image.file}`),
      source: 'nps',
      src: `${nps.url}/common/uploads/structured_data/${image.file}`,
      sizes: [],
      alt: image.altText,
      caption: image.caption,
      credits: [{ text: 'NPS/Neal Herbert', url: null }],
    });

    const google = body.photos.filter((p) => p.source === 'google');
    expect(google[0]).toEqual({
      id: photoKey('google', `places/${ARCH_PLACE_ID}/photos/AdCIqAr1`),
      source: 'google',
      src: `${places.url}/place-photos/AdCIqAr1=s4800-w960`,
      sizes: GOOGLE_WIDTHS.map((w) => ({ url: `${places.url}/place-photos/AdCIqAr1=s4800-w${w}`, width: w })),
      alt: 'Photo of Delicate Arch by Rosa M.',
      caption: null,
      credits: [{ text: 'Rosa M.', url: 'https://maps.google.com/maps/contrib/77' }],
    });
    // A smaller original keeps its own width; a non-web author link is dropped.
    expect(google[1]!.sizes.map((s) => s.width)).toEqual([480, 800]);
    expect(google[1]!.credits).toEqual([{ text: 'Lee T.', url: null }]);
    // The photo reference itself (what Google forbids us to keep) is not in the answer.
    expect(text).not.toContain(`places/${ARCH_PLACE_ID}/photos/`);

    // The key went in headers only: NPS X-Api-Key, Google X-Goog-Api-Key; never in a URL.
    expect(nps.requests.find((r) => r.path === '/api/v1/parks')).toMatchObject({ query: '?parkCode=arch&limit=1', headers: { 'x-api-key': nps.apiKey } });
    const media = googleCalls().filter((r) => r.path.includes('/media'));
    expect(media.map((r) => r.path).sort()).toEqual(
      [1, 2].flatMap((n) => GOOGLE_WIDTHS.map((w) => `/v1/places/${ARCH_PLACE_ID}/photos/AdCIqAr${n}/media?maxWidthPx=${w}&skipHttpRedirect=true`)).sort(),
    );
    for (const r of googleCalls()) {
      expect(r.headers['x-goog-api-key']).toBe(places.apiKey);
      expect(r.path).not.toContain(places.apiKey);
    }
    const details = googleCalls().find((r) => r.path === `/v1/places/${ARCH_PLACE_ID}`)!;
    expect(details.headers['x-goog-fieldmask']).toBe('photos');
  });

  it('answers Google’s photos of a place outside any park, without attributions when Google has none', async () => {
    const { body } = await get('temple-square');
    expect(body.photos.map((p) => [p.source, p.credits, p.alt])).toEqual([
      ['google', [{ text: 'Ana P.', url: 'https://maps.google.com/maps/contrib/1' }], 'Photo of Temple Square by Ana P.'],
      ['google', [], 'Photo of Temple Square'],
    ]);
    expect(nps.requests).toHaveLength(0);
    expect(googleCalls().some((r) => r.path.startsWith(`/v1/places/${TEMPLE_SQUARE_ID}/photos/`))).toBe(true);
  });

  it('serves the photos from the cache: Google’s for ten minutes, the place id for a day, NPS for hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get('delicate-arch');
    const first = { google: googleCalls().length, nps: nps.requests.length };
    await get('delicate-arch');
    expect({ google: googleCalls().length, nps: nps.requests.length }).toEqual(first);

    vi.setSystemTime(Date.now() + PHOTOS_TTL.google + 1000);
    places.requests.length = 0;
    await get('delicate-arch');
    // Photo names and URIs are asked again; the place id is not searched again.
    expect(googleCalls().some((r) => r.path === '/v1/places:searchText')).toBe(false);
    expect(googleCalls().filter((r) => r.path.includes('/media'))).toHaveLength(4);
    expect(nps.requests).toHaveLength(first.nps);
  });

  it.each(['error-500', 'error-403', 'error-429', 'malformed', 'wrong-shape'] as const)(
    'Google %s: the NPS images still come, nothing says anything is wrong, cached a minute',
    async (mode) => {
      places.mode = mode;
      const { response, text, body } = await get('delicate-arch');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(Object.keys(body).sort()).toEqual(['destinationId', 'photos']);
      expect(body.photos.map((p) => p.source)).toEqual(['nps', 'nps']);
      keysNeverSent(text);
    },
  );

  it.each(['error-500', 'error-401', 'malformed'] as const)('NPS %s: Google’s photos still come', async (mode) => {
    nps.mode = mode;
    const { response, text, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.photos.map((p) => p.source)).toEqual(['google', 'google']);
    keysNeverSent(text);
  });

  it('both services unreachable or hanging: an empty list, 200, no error', async () => {
    process.env.PLACES_BASE_URL = 'http://127.0.0.1:9';
    resetProcessState();
    nps.mode = 'hang';
    conditionsSettings.timeoutMs = 200;
    const { response, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(body).toEqual({ destinationId: 'delicate-arch', photos: [] });
  });

  it('without keys asks nobody and answers no photos', async () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    delete process.env.NPS_API_KEY;
    resetProcessState();
    const { response, body } = await get('delicate-arch');
    expect(response.status).toBe(200);
    expect(body.photos).toEqual([]);
    expect(googleCalls()).toHaveLength(0);
    expect(nps.requests).toHaveLength(0);
  });

  it('never sends a photo name that is not Google’s shape to a keyed request', async () => {
    const arch = places.places.find((p) => p.id === ARCH_PLACE_ID)!;
    arch.photos = [{ name: `places/${ARCH_PLACE_ID}/photos/../../places:searchText`, widthPx: 100, heightPx: 100 }];
    const { body } = await get('delicate-arch');
    expect(body.photos.filter((p) => p.source === 'google')).toEqual([]);
    expect(googleCalls().filter((r) => r.path.includes('/media'))).toHaveLength(0);
  });

  it('leaves out any photo staff hid on the place, whatever its source, and only there', async () => {
    const all = (await get('delicate-arch')).body.photos;
    const [nps1, , google1] = all;
    await database.sql`INSERT INTO hidden_photos (destination_id, photo_id, hidden_by) VALUES
      ('delicate-arch', ${nps1!.id}, 'staff@slctrips.test'), ('delicate-arch', ${google1!.id}, 'staff@slctrips.test'),
      ('temple-square', ${all[1]!.id}, 'staff@slctrips.test')`;
    try {
      const { body } = await get('delicate-arch');
      expect(body.photos.map((p) => p.id)).toEqual(all.filter((p) => p !== nps1 && p !== google1).map((p) => p.id));
    } finally {
      await database.sql`DELETE FROM hidden_photos`;
    }
  });

  it('answers 404 JSON for an unknown place', async () => {
    const { response, body } = await get('no-such-place');
    expect(response.status).toBe(404);
    expect(body.error).toBeTruthy();
    expect(googleCalls()).toHaveLength(0);
  });
});
