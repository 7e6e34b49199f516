import { z } from 'zod';
import { HttpError } from '../../lib/errors.ts';
import { text } from '../../lib/text.ts';
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { recordOutcome } from '../../server/outsideServices.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import type { Destination } from '../destinations/destinations.ts';
import {
  DETAILS_FIELD_MASK,
  FIND_FIELD_MASK,
  SEARCH_CENTER,
  SEARCH_FIELD_MASK,
  toPlacesData,
  toSearchResult,
  type GooglePlace,
  type PlaceSearchResult,
  type PlacesData,
} from './places.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { log } from '../../server/log.ts';

/** docs/product.md §7: Places answers are cached 5 minutes. */
export const PLACES_CACHE_MS = 5 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 8000;
/** Every Places call spends the key's budget; generous for a person, a wall for a script. */
export const PLACES_REQUESTS_PER_MINUTE = 60;

/** Query of GET /api/places/search (docs/product.md §7, defaults §9: downtown SLC, 50 km). */
export const placesSearchQuerySchema = z
  .object({
    query: text().trim().min(1, 'Enter something to search for').max(200),
    lat: z.coerce.number().min(-90).max(90).default(SEARCH_CENTER.lat),
    lng: z.coerce.number().min(-180).max(180).default(SEARCH_CENTER.lng),
    // Google caps a circle bias at 50 000 m.
    radius: z.coerce.number().positive().max(50000).default(SEARCH_CENTER.radius),
  })
  .strict();
export type PlacesSearchQuery = z.infer<typeof placesSearchQuerySchema>;

// Only the outer shape is checked: the mapping reads every field defensively, so one odd
// field does not cost the whole answer.
const placeSchema = z.looseObject({ id: z.string().optional() });
const searchAnswerSchema = z.looseObject({ places: z.array(placeSchema).optional() });
const detailsAnswerSchema = z.looseObject({ id: z.string().min(1) });

// Failures are not kept: the next visitor's search asks Google again (the rate limit bounds it).
const searchCache = new TtlCache<PlaceSearchResult[]>({ ttlMs: PLACES_CACHE_MS, maxEntries: 500 });
const detailsCache = new TtlCache<PlacesData | null>({ ttlMs: PLACES_CACHE_MS, maxEntries: 500 });
forgetOnReset(() => {
  searchCache.clear();
  detailsCache.clear();
});

/** At most PLACES_REQUESTS_PER_MINUTE Places requests per client a minute (429 beyond). */
export function limitPlacesRequests(sql: Sql, clientIp: string): Promise<void> {
  return rateLimit(sql, `places:${clientIp}`, PLACES_REQUESTS_PER_MINUTE, 60);
}

function unavailable(message: string): HttpError {
  return new HttpError(502, message);
}

/**
 * One call of Places API (New). The key travels only in the X-Goog-Api-Key header of this
 * server's request. A 404 answers null when `notFoundIsNull`; every other failure is a 502
 * (503 without a key) whose message names no key and no upstream detail.
 */
export async function callPlaces(
  path: string,
  init: { method: 'GET' | 'POST'; fieldMask?: string; body?: unknown; notFoundIsNull?: boolean },
): Promise<unknown> {
  const { GOOGLE_PLACES_API_KEY: key, PLACES_BASE_URL: base } = env();
  if (!key) throw new HttpError(503, 'Google Places search is not available right now.');
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/+$/, '')}${path}`, {
      method: init.method,
      headers: {
        'X-Goog-Api-Key': key,
        // The photo media endpoint takes no field mask; every other call needs one.
        ...(init.fieldMask ? { 'X-Goog-FieldMask': init.fieldMask } : {}),
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    log.error('places', `request failed: ${(error as Error).message}`);
    recordOutcome('places', false, `${init.method} ${path.split('?')[0]}: could not be reached`);
    throw unavailable('Google Places could not be reached. Please try again later.');
  }
  const body = await response.text().catch(() => '');
  // A 404 for a place that is gone is an answer: the service works.
  recordOutcome('places', response.ok || response.status === 404, `${init.method} ${path.split('?')[0]}: answered ${response.status}`);
  if (response.status === 404 && init.notFoundIsNull) return null;
  if (!response.ok) {
    // Google's error body ({"error": {code, message, status}}) is for our logs, not for visitors.
    log.error('places', `${init.method} ${path} answered ${response.status}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`);
    throw unavailable(`Google Places answered ${response.status}. Please try again later.`);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    log.error('places', `${init.method} ${path} sent malformed JSON: ${body.replace(/\s+/g, ' ').slice(0, 120)}`);
    throw unavailable('Google Places sent an answer we could not read.');
  }
}

export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    log.error('places', `unexpected answer shape: ${z.prettifyError(result.error)}`);
    throw unavailable('Google Places sent an answer we could not read.');
  }
  return result.data;
}

async function textSearch(body: Record<string, unknown>, fieldMask: string): Promise<GooglePlace[]> {
  const answer = await callPlaces('/v1/places:searchText', { method: 'POST', fieldMask, body: { languageCode: 'en', regionCode: 'US', ...body } });
  // No hits come back as `{}`, without a places array.
  return (parseAnswer(searchAnswerSchema, answer).places ?? []) as GooglePlace[];
}

/** Text Search around a point (docs/product.md §7 /api/places/search), cached 5 minutes per query. */
export function searchPlaces(query: PlacesSearchQuery): Promise<PlaceSearchResult[]> {
  const key = [query.query.toLowerCase().replace(/\s+/g, ' '), query.lat, query.lng, query.radius].join('|');
  return searchCache.get(key, async () => {
    const places = await textSearch(
      {
        textQuery: query.query,
        locationBias: { circle: { center: { latitude: query.lat, longitude: query.lng }, radius: query.radius } },
      },
      SEARCH_FIELD_MASK,
    );
    return places.map(toSearchResult).filter((r): r is PlaceSearchResult => r !== null);
  });
}

/**
 * Google's place id of a destination, or null: an "IDs only" Text Search (not billed) by name
 * and address near its coordinates. Place ids are the one Places answer Google lets us keep.
 */
export async function findPlaceId(destination: Pick<Destination, 'name' | 'address' | 'coordinates'>): Promise<string | null> {
  const found = await textSearch(
    {
      textQuery: [destination.name, destination.address].filter(Boolean).join(', '),
      pageSize: 1,
      ...(destination.coordinates
        ? { locationBias: { circle: { center: { latitude: destination.coordinates.lat, longitude: destination.coordinates.lng }, radius: 5000 } } }
        : {}),
    },
    FIND_FIELD_MASK,
  );
  return found[0]?.id ?? null;
}

/**
 * Google's details of one destination, or null when Google does not know the place. The
 * catalogue holds no place ids, so an "IDs only" Text Search by name and address near its
 * coordinates finds it first; then Place Details asks only for the fields we show.
 */
export function destinationPlaces(destination: Pick<Destination, 'id' | 'name' | 'address' | 'coordinates'>): Promise<PlacesData | null> {
  return detailsCache.get(destination.id, async () => {
    const placeId = await findPlaceId(destination);
    if (!placeId) return null;
    const answer = await callPlaces(`/v1/places/${encodeURIComponent(placeId)}?languageCode=en`, {
      method: 'GET',
      fieldMask: DETAILS_FIELD_MASK,
      notFoundIsNull: true,
    });
    if (answer === null) return null;
    const place = parseAnswer(detailsAnswerSchema, answer) as GooglePlace & { id: string };
    return toPlacesData(place);
  });
}
