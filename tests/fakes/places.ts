import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { serveFake, runAlone } from './serve.ts';

/**
 * A local stand-in for Google Places API (New), speaking its wire format: Text Search
 * (`POST /v1/places:searchText`) and Place Details (`GET /v1/places/{id}`), the API key in
 * X-Goog-Api-Key, the required X-Goog-FieldMask (answers carry only the masked fields; an
 * unknown field is a 400, as Google does), `{}` for no hits, and Google's error bodies
 * `{"error": {code, message, status}}`, and Place Photos' media endpoint (`GET /v1/{name}/media`,
 * `{name, photoUri}` with skipHttpRedirect) with the photo itself, a small real JPEG, at the
 * photoUri (keyless, as on lh3.googleusercontent.com). `mode` makes it fail the way the real service does.
 *
 * Run alone for the e2e server: `node --import tsx tests/fakes/places.ts --port 4491`
 * (key "test-places-key"), then PLACES_BASE_URL=http://127.0.0.1:4491.
 */
export type FakePlacesMode = 'ok' | 'error-500' | 'error-403' | 'error-429' | 'malformed' | 'wrong-shape';

export interface FakePlaces {
  url: string;
  apiKey: string;
  /** Every request received, newest last. */
  requests: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }>;
  /** The places the fake knows, in Google's format; tests may add or change them. */
  places: FakePlace[];
  mode: FakePlacesMode;
  close(): Promise<void>;
}

export type FakePlace = Record<string, unknown> & { id: string; displayName: { text: string; languageCode: string } };

export const FAKE_PLACES_KEY = 'test-places-key';

/** A small real JPEG (160 × 120), the body of every fake photo. */
export const FAKE_PHOTO_JPEG = fs.readFileSync(fileURLToPath(new URL('./photo.jpg', import.meta.url)));

const KNOWN_FIELDS = new Set([
  'id',
  'name',
  'displayName',
  'formattedAddress',
  'shortFormattedAddress',
  'location',
  'types',
  'primaryType',
  'rating',
  'userRatingCount',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'googleMapsUri',
  'priceLevel',
  'currentOpeningHours',
  'regularOpeningHours',
  'photos',
  'reviews',
  'businessStatus',
  'editorialSummary',
]);

const week = (open: string, close: string) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: ${open} – ${close}`);

/** The fixture: real places, invented numbers. */
export function fakePlacesFixture(): FakePlace[] {
  const templeSquareId = 'ChIJ5wEhT0j1UocRr6cLHk2XtKQ';
  return [
    {
      name: `places/${templeSquareId}`,
      id: templeSquareId,
      displayName: { text: 'Temple Square', languageCode: 'en' },
      formattedAddress: '50 N Temple, Salt Lake City, UT 84150, USA',
      location: { latitude: 40.7704, longitude: -111.8919 },
      types: ['tourist_attraction', 'point_of_interest', 'establishment'],
      rating: 4.8,
      userRatingCount: 38211,
      nationalPhoneNumber: '(801) 240-8945',
      internationalPhoneNumber: '+1 801-240-8945',
      websiteUri: 'https://www.templesquare.org/',
      priceLevel: 'PRICE_LEVEL_FREE',
      regularOpeningHours: { openNow: true, periods: [], weekdayDescriptions: week('9:00 AM', '9:00 PM') },
      currentOpeningHours: { openNow: true, periods: [], weekdayDescriptions: week('9:00 AM', '9:00 PM') },
      photos: [
        {
          name: `places/${templeSquareId}/photos/AUc7tXW1`,
          widthPx: 4032,
          heightPx: 3024,
          authorAttributions: [{ displayName: 'Ana P.', uri: 'https://maps.google.com/maps/contrib/1', photoUri: 'https://lh3.googleusercontent.com/a/1' }],
        },
        { name: `places/${templeSquareId}/photos/AUc7tXW2`, widthPx: 1600, heightPx: 1200, authorAttributions: [] },
      ],
      reviews: [
        {
          name: `places/${templeSquareId}/reviews/1`,
          relativePublishTimeDescription: 'a month ago',
          rating: 5,
          text: { text: 'Beautiful gardens and the lights in December are unforgettable.', languageCode: 'en' },
          originalText: { text: 'Beautiful gardens and the lights in December are unforgettable.', languageCode: 'en' },
          authorAttribution: { displayName: 'Jordan K.', uri: 'https://www.google.com/maps/contrib/2', photoUri: 'https://lh3.googleusercontent.com/a/2' },
          publishTime: '2026-10-02T17:04:11Z',
        },
        {
          name: `places/${templeSquareId}/reviews/2`,
          relativePublishTimeDescription: '3 months ago',
          rating: 4,
          text: { text: '<b>Free</b> tours every half hour.', languageCode: 'en' },
          authorAttribution: { displayName: 'Sam R.' },
          publishTime: '2026-08-12T09:00:00Z',
        },
      ],
    },
    {
      name: 'places/ChIJOlympicPark0000000001',
      id: 'ChIJOlympicPark0000000001',
      displayName: { text: 'Utah Olympic Park', languageCode: 'en' },
      formattedAddress: '3419 Olympic Pkwy, Park City, UT 84098, USA',
      types: ['tourist_attraction'],
    },
    {
      name: 'places/ChIJPublikCoffee000000001',
      id: 'ChIJPublikCoffee000000001',
      displayName: { text: 'Publik Coffee Roasters', languageCode: 'en' },
      formattedAddress: '975 S West Temple, Salt Lake City, UT 84101, USA',
      types: ['cafe', 'coffee_shop', 'food'],
      rating: 4.6,
      userRatingCount: 1843,
      priceLevel: 'PRICE_LEVEL_MODERATE',
      currentOpeningHours: { openNow: true, weekdayDescriptions: week('7:00 AM', '5:00 PM') },
    },
    {
      name: 'places/ChIJCoffeeGarden00000001',
      id: 'ChIJCoffeeGarden00000001',
      displayName: { text: 'Coffee Garden', languageCode: 'en' },
      formattedAddress: '900 E 900 S, Salt Lake City, UT 84105, USA',
      types: ['cafe', 'coffee_shop'],
      rating: 4.5,
      userRatingCount: 1290,
      priceLevel: 'PRICE_LEVEL_VERY_EXPENSIVE',
      currentOpeningHours: { openNow: false, weekdayDescriptions: week('6:00 AM', '10:00 PM') },
    },
    {
      name: 'places/ChIJRedIguana00000000001',
      id: 'ChIJRedIguana00000000001',
      displayName: { text: 'Red Iguana', languageCode: 'en' },
      formattedAddress: '736 W North Temple, Salt Lake City, UT 84116, USA',
      types: ['mexican_restaurant', 'restaurant', 'food'],
      rating: 4.6,
      userRatingCount: 9321,
      priceLevel: 'PRICE_LEVEL_MODERATE',
    },
  ];
}

function googleError(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

/** Copies the masked paths ("rating", "currentOpeningHours.openNow") of one place. */
function project(place: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  if (paths.includes('*')) return structuredClone(place);
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = place;
    let to = out;
    for (const [i, part] of parts.entries()) {
      if (from === null || typeof from !== 'object' || !(part in from)) break;
      const value = (from as Record<string, unknown>)[part];
      if (i === parts.length - 1) {
        to[part] = structuredClone(value);
      } else {
        to[part] ??= {};
        to = to[part] as Record<string, unknown>;
        from = value;
      }
    }
  }
  return out;
}

function matches(place: FakePlace, query: string): boolean {
  const q = query.toLowerCase().trim();
  const name = place.displayName.text.toLowerCase();
  const haystack = [name, String(place.formattedAddress ?? ''), ...((place.types as string[] | undefined) ?? [])].join(' ').toLowerCase();
  return q.includes(name) || haystack.includes(q);
}

export async function startFakePlaces(options: { port?: number; apiKey?: string } = {}): Promise<FakePlaces> {
  const apiKey = options.apiKey ?? FAKE_PLACES_KEY;
  const fake = { requests: [], places: fakePlacesFixture(), mode: 'ok' } as unknown as FakePlaces;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // kept as text: the request is answered with a 400 below
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers, body });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data, null, 2));
    };

    if (url.pathname === '/healthz') return send(200, { ok: true });
    // The image behind a photoUri: Google serves these from lh3.googleusercontent.com, keyless.
    if (url.pathname.startsWith('/place-photos/') && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(FAKE_PHOTO_JPEG.length), 'cache-control': 'public, max-age=86400' });
      return res.end(FAKE_PHOTO_JPEG);
    }
    const key = req.headers['x-goog-api-key'];
    if (!key) return send(403, googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.'));
    if (key !== apiKey) {
      return send(
        400,
        googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'places.googleapis.com' },
          },
        ]),
      );
    }
    switch (fake.mode) {
      case 'error-500':
        return send(500, googleError(500, 'INTERNAL', 'Internal error encountered.'));
      case 'error-403':
        return send(403, googleError(403, 'PERMISSION_DENIED', 'Places API (New) has not been used in project 1234567890 before or it is disabled.'));
      case 'error-429':
        return send(429, googleError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'SearchTextRequest'."));
      case 'malformed':
        return send(200, '{"places": [{"id": "ChIJ');
      case 'wrong-shape':
        return send(200, { places: 'not a list' });
      default:
        break;
    }
    // Place Photos (New): GET /v1/{photo name}/media?maxWidthPx=…&skipHttpRedirect=true answers
    // {name, photoUri}; without skipHttpRedirect a 302 to the image. No field mask needed.
    const media = /^\/v1\/(places\/([^/]+)\/photos\/([^/]+))\/media$/.exec(url.pathname);
    if (media && req.method === 'GET') {
      const width = Number(url.searchParams.get('maxWidthPx') ?? url.searchParams.get('maxHeightPx') ?? Number.NaN);
      if (!Number.isInteger(width) || width < 1 || width > 4800) {
        return send(400, googleError(400, 'INVALID_ARGUMENT', 'maxWidthPx or maxHeightPx must be specified and within [1, 4800].'));
      }
      const place = fake.places.find((p) => p.id === decodeURIComponent(media[2]!));
      const photo = ((place?.photos as Array<{ name: string }> | undefined) ?? []).find((p) => p.name === media[1]);
      if (!photo) return send(404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      const photoUri = `${fake.url}/place-photos/${encodeURIComponent(media[3]!)}=s4800-w${width}`;
      if (url.searchParams.get('skipHttpRedirect') !== 'true') {
        res.writeHead(302, { location: photoUri });
        return res.end();
      }
      return send(200, { name: `${media[1]}/media`, photoUri });
    }
    const mask = String(req.headers['x-goog-fieldmask'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (mask.length === 0) {
      return send(
        400,
        googleError(
          400,
          'INVALID_ARGUMENT',
          "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' in order to request the display name of a place.",
        ),
      );
    }

    if (url.pathname === '/v1/places:searchText' && req.method === 'POST') {
      const unknown = mask.find(
        (p) => p !== '*' && p !== 'nextPageToken' && !(p.startsWith('places.') && (p === 'places.*' || KNOWN_FIELDS.has(p.split('.')[1]!))),
      );
      if (unknown)
        return send(400, googleError(400, 'INVALID_ARGUMENT', `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknown}'.`));
      const request = body as { textQuery?: unknown; pageSize?: number; maxResultCount?: number } | undefined;
      if (!request || typeof request !== 'object' || typeof request.textQuery !== 'string' || request.textQuery.trim() === '') {
        return send(400, googleError(400, 'INVALID_ARGUMENT', 'Empty text_query.'));
      }
      const size = Math.min(request.pageSize ?? request.maxResultCount ?? 20, 20);
      const paths = mask.includes('*') || mask.includes('places.*') ? ['*'] : mask.filter((p) => p.startsWith('places.')).map((p) => p.slice('places.'.length));
      const hits = fake.places.filter((p) => matches(p, request.textQuery as string)).slice(0, size);
      // Google answers an empty object, not an empty list, when nothing matches.
      return send(200, hits.length ? { places: hits.map((p) => project(p, paths)) } : {});
    }

    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (details && req.method === 'GET') {
      const unknown = mask.find((p) => p !== '*' && !KNOWN_FIELDS.has(p.split('.')[0]!));
      if (unknown)
        return send(400, googleError(400, 'INVALID_ARGUMENT', `Error expanding 'fields' parameter. Cannot find matching fields for path '${unknown}'.`));
      const place = fake.places.find((p) => p.id === decodeURIComponent(details[1]!));
      if (!place) return send(404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      return send(200, project(place, mask));
    }
    return send(404, googleError(404, 'NOT_FOUND', `Method not found: ${req.method} ${url.pathname}`));
  });

  const served = await serveFake(server, options.port);
  fake.url = served.url;
  fake.apiKey = apiKey;
  fake.close = served.close;
  return fake;
}

const alone = runAlone(import.meta.url, '4491', { key: FAKE_PLACES_KEY });
if (alone) {
  const values = alone;
  const fake = await startFakePlaces({ port: Number(values.port), apiKey: values.key });
  console.log(`fake Google Places listening on ${fake.url} (key ${fake.apiKey})`);
}
