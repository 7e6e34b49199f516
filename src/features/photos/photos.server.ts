import { createHash } from 'node:crypto';
import { z } from 'zod';
import { env } from '../../server/env.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { getJson, NPS, parsed } from '../conditions/conditions.server.ts';
import { npsParkCode } from '../conditions/parkCodes.ts';
import type { Destination } from '../destinations/destinations.ts';
import { callPlaces, findPlaceId, parseAnswer } from '../places/places.server.ts';
import { NWS_USER_AGENT } from '../weather/weather.server.ts';
import { type DestinationPhotos, isOnHost, type Photo, photoHosts } from './photos.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { log } from '../../server/log.ts';

/**
 * How long each part is kept in this process's memory (decision 029). Google's terms let us
 * keep place ids; a photo's `name` and `photoUri` are short-lived and may not be stored, so the
 * Google part lives minutes, in memory only, never in the database or on disk. NPS images are
 * public and change a few times a year.
 */
export const PHOTOS_TTL = {
  placeId: 24 * 60 * 60_000,
  google: 10 * 60_000,
  nps: 6 * 60 * 60_000,
  failure: 60_000,
} as const;

/** At most this many photos of each outside source per place (each Google size is a billed call). */
export const MAX_PHOTOS_PER_SOURCE = 4;
/** The widths asked of Google's media endpoint, for srcset. */
export const GOOGLE_WIDTHS = [480, 960] as const;

const caches = {
  placeId: new TtlCache<string | null>({ ttlMs: PHOTOS_TTL.placeId, failureTtlMs: PHOTOS_TTL.failure }),
  google: new TtlCache<Photo[]>({ ttlMs: PHOTOS_TTL.google, failureTtlMs: PHOTOS_TTL.failure }),
  nps: new TtlCache<Photo[]>({ ttlMs: PHOTOS_TTL.nps, failureTtlMs: PHOTOS_TTL.failure }),
};
forgetOnReset(() => {
  for (const cache of Object.values(caches)) cache.clear();
});

/** A short stable id of a photo within its source (what staff hide it by); never the reference itself. */
export function photoKey(source: 'google' | 'nps', reference: string): string {
  return `${source}:${createHash('sha256').update(reference).digest('hex').slice(0, 20)}`;
}

const hosts = () => {
  const e = env();
  return photoHosts({ placesBaseUrl: e.PLACES_BASE_URL, npsBaseUrl: e.NPS_BASE_URL });
};

const trimmed = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const webUrl = (v: string | null | undefined) => (v && /^https?:\/\//.test(v) ? v : null);

// ---------------------------------------------------------------------------------------------
// Google Places (New): the place's photos[] (Place Details, field mask "photos"), then each
// photo's media endpoint with maxWidthPx and skipHttpRedirect=true → {name, photoUri}.
// ---------------------------------------------------------------------------------------------

/** A photo resource name as Google writes it; anything else never reaches a keyed request. */
const PHOTO_NAME = /^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/;

const placePhotosSchema = z.looseObject({
  photos: z
    .array(
      z.looseObject({
        name: z.string(),
        widthPx: z.number().int().positive().optional(),
        heightPx: z.number().int().positive().optional(),
        authorAttributions: z.array(z.looseObject({ displayName: z.string().optional(), uri: z.string().optional() })).optional(),
      }),
    )
    .optional(),
});
const mediaSchema = z.looseObject({ photoUri: z.url() });

async function googlePhotos(destination: Pick<Destination, 'id' | 'name' | 'address' | 'coordinates'>): Promise<Photo[]> {
  if (!env().GOOGLE_PLACES_API_KEY) return [];
  return caches.google.get(destination.id, async () => {
    const placeId = await caches.placeId.get(destination.id, () => findPlaceId(destination));
    if (!placeId) return [];
    const answer = await callPlaces(`/v1/places/${encodeURIComponent(placeId)}`, { method: 'GET', fieldMask: 'photos', notFoundIsNull: true });
    if (answer === null) return [];
    const allowed = hosts().google;
    const photos = (parseAnswer(placePhotosSchema, answer).photos ?? []).filter((p) => PHOTO_NAME.test(p.name)).slice(0, MAX_PHOTOS_PER_SOURCE);
    const mapped = await Promise.all(
      photos.map(async (p): Promise<Photo | null> => {
        const sizes = await Promise.all(
          GOOGLE_WIDTHS.map(async (width) => {
            const media = parseAnswer(mediaSchema, await callPlaces(`/v1/${p.name}/media?maxWidthPx=${width}&skipHttpRedirect=true`, { method: 'GET' }));
            // Google never scales up: a smaller original comes back at its own width.
            return { url: media.photoUri, width: p.widthPx ? Math.min(width, p.widthPx) : width };
          }),
        );
        if (!sizes.every((s) => isOnHost(s.url, allowed))) {
          log.error('photos', `a Google photo of ${destination.id} is served from a host the CSP does not list; left out`);
          return null;
        }
        const credits = (p.authorAttributions ?? []).flatMap((a) => {
          const text = trimmed(a.displayName);
          return text ? [{ text, url: webUrl(a.uri) }] : [];
        });
        const unique = [...new Map(sizes.map((s) => [s.width, s])).values()].sort((a, b) => a.width - b.width);
        return {
          id: photoKey('google', p.name),
          source: 'google',
          src: unique.at(-1)!.url,
          sizes: unique,
          alt: credits.length ? `Photo of ${destination.name} by ${credits.map((c) => c.text).join(', ')}` : `Photo of ${destination.name}`,
          caption: null,
          credits,
        };
      }),
    );
    return mapped.filter((p): p is Photo => p !== null);
  });
}

// ---------------------------------------------------------------------------------------------
// National Park Service: /api/v1/parks?parkCode={code} → data[0].images[] {credit, altText, caption, url}
// ---------------------------------------------------------------------------------------------

const npsParksSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      parkCode: z.string().optional(),
      images: z
        .array(
          z.looseObject({
            url: z.string(),
            credit: z.string().nullish(),
            title: z.string().nullish(),
            altText: z.string().nullish(),
            caption: z.string().nullish(),
          }),
        )
        .optional(),
    }),
  ),
});

async function npsPhotos(destination: Pick<Destination, 'id' | 'name'>): Promise<Photo[]> {
  const code = npsParkCode(destination.id);
  const key = env().NPS_API_KEY;
  if (!code || !key) return [];
  return caches.nps.get(code, async () => {
    const url = `${env().NPS_BASE_URL.replace(/\/+$/, '')}/api/v1/parks?parkCode=${encodeURIComponent(code)}&limit=1`;
    const headers = { 'x-api-key': key, accept: 'application/json', 'user-agent': NWS_USER_AGENT };
    const body = parsed(npsParksSchema, await getJson(url, headers, NPS, `park images ${code}`), NPS, `park images ${code}`);
    const allowed = hosts().nps;
    const park = body.data.find((d) => (d.parkCode ?? code).toLowerCase() === code) ?? body.data[0];
    return (park?.images ?? [])
      .filter((image) => isOnHost(image.url, allowed) && !image.url.startsWith('/'))
      .slice(0, MAX_PHOTOS_PER_SOURCE)
      .map(
        (image): Photo => ({
          id: photoKey('nps', image.url),
          source: 'nps',
          src: image.url,
          sizes: [],
          alt: trimmed(image.altText) ?? trimmed(image.title) ?? `Photo of ${destination.name}`,
          caption: trimmed(image.caption) ?? trimmed(image.title),
          credits: trimmed(image.credit) ? [{ text: trimmed(image.credit)!, url: null }] : [],
        }),
      );
  });
}

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

/** One source's photos, or none when it fails: the page keeps its illustration and says nothing is wrong. */
async function quietly(load: () => Promise<Photo[]>, what: string): Promise<{ photos: Photo[]; ok: boolean }> {
  try {
    return { photos: await load(), ok: true };
  } catch (error) {
    log.error('photos', `${what} unavailable: ${(error as Error).message}`);
    return { photos: [], ok: false };
  }
}

export interface PhotoOptions {
  /** Approved partner photos of the place, shown first. */
  partner?: Photo[];
  /** Ids staff have hidden on this place. */
  hidden?: ReadonlySet<string>;
}

/**
 * The photos of a destination: its approved partner photos, then its park's NPS images, then
 * Google's, each with its credits; `complete` is false when an outside source failed (the
 * answer is then cached briefly).
 */
export async function destinationPhotos(
  destination: Pick<Destination, 'id' | 'name' | 'address' | 'coordinates'>,
  options: PhotoOptions = {},
): Promise<DestinationPhotos & { complete: boolean }> {
  const [nps, google] = await Promise.all([quietly(() => npsPhotos(destination), 'NPS images'), quietly(() => googlePhotos(destination), 'Google photos')]);
  const hidden = options.hidden ?? new Set<string>();
  const photos = [...(options.partner ?? []), ...nps.photos, ...google.photos].filter((p) => !hidden.has(p.id));
  return { destinationId: destination.id, photos, complete: nps.ok && google.ok };
}
