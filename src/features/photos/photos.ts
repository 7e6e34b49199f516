/**
 * Photos of a place (issue 22, decision 029) in the product's own shape, shared by the server,
 * the destination page's island and the Content-Security-Policy. Browser-safe: no zod, no env.
 */

import { photosEn, type PhotoWords } from '../../lib/messages/islands.en.ts';
import { BUILD_SETTINGS } from '../../lib/siteConfig.ts';

export type PhotoSource = 'google' | 'nps' | 'partner';

/** One credit line: the author (Google), the photographer (NPS) or the business (partner). */
export interface PhotoCredit {
  text: string;
  /** A web page of the author (Google's `authorAttributions[].uri`), when there is one. */
  url: string | null;
}

export interface Photo {
  /** Stable within its source: what staff hide a photo by (see photoKey). */
  id: string;
  source: PhotoSource;
  /** The largest size, for browsers without srcset. */
  src: string;
  /** Every size with its width, for `srcset`; empty when the source has one size of unknown width (NPS). */
  sizes: Array<{ url: string; width: number }>;
  alt: string;
  caption: string | null;
  credits: PhotoCredit[];
}

/** GET /api/destinations/{id}/photos. No error field: a source that fails adds no photos. */
export interface DestinationPhotos {
  destinationId: string;
  photos: Photo[];
}

/** The source's own line under each photo (Google requires its attributions shown with the photo). */
export function creditLine(photo: Pick<Photo, 'source' | 'credits'>, words: PhotoWords = photosEn): string {
  const names = photo.credits.map((c) => c.text).join(', ');
  const by = (who: string) => words['photos.by'].replace('{names}', who);
  switch (photo.source) {
    case 'google':
      return names ? `${by(names)} · Google` : by('Google');
    case 'nps':
      return names ? `${by(names)} · National Park Service` : by('National Park Service');
    default:
      return names ? by(names) : words['photos.fromPlace'];
  }
}

/** `srcset` of a photo ("url 480w, url 960w"). */
export function srcsetOf(photo: Pick<Photo, 'sizes'>): string {
  return photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', ');
}

/** Where photos come from when the settings name the real services. */
export const GOOGLE_PHOTO_HOST = 'https://lh3.googleusercontent.com';
export const NPS_PHOTO_HOST = 'https://www.nps.gov';
const DEFAULT_PLACES_BASE_URL = BUILD_SETTINGS.PLACES_BASE_URL;
const DEFAULT_NPS_BASE_URL = BUILD_SETTINGS.NPS_BASE_URL;

export interface PhotoHostSettings {
  placesBaseUrl?: string | undefined;
  npsBaseUrl?: string | undefined;
}

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The image hosts of each source, exactly (decision 029): the CSP's img-src lists these and
 * the server drops any photo whose address is elsewhere, so the two can never disagree. The
 * real Google and NPS APIs serve images from their own hosts (lh3.googleusercontent.com,
 * www.nps.gov); a fake or proxy named in PLACES_BASE_URL / NPS_BASE_URL serves them itself.
 * Partner photos are always ours ('self'): served through GET /api/photos/{file} from either
 * store, so Supabase Storage's host never reaches a page.
 */
export function photoHosts(settings: PhotoHostSettings = {}): Record<PhotoSource, string[]> {
  const places = origin(settings.placesBaseUrl);
  const nps = origin(settings.npsBaseUrl);
  return {
    google: [!places || places === DEFAULT_PLACES_BASE_URL ? GOOGLE_PHOTO_HOST : places],
    nps: [!nps || nps === DEFAULT_NPS_BASE_URL ? NPS_PHOTO_HOST : nps],
    partner: [],
  };
}

/**
 * The hosts the pages' CSP adds to img-src for photos (issue 22, decision 029): exactly the hosts
 * photoHosts() names for the settings the site is built with, which are also the only hosts the
 * photos API answers addresses on. astro.config.mjs hands them to astroCsp() (src/lib/csp.ts).
 */
export function photoImageHosts(settings: PhotoHostSettings = {}): string[] {
  const hosts = photoHosts(settings);
  return [...new Set([...hosts.google, ...hosts.nps, ...hosts.partner])];
}

/** Whether a photo's address is on one of its source's hosts (or our own path). */
export function isOnHost(url: string, hosts: string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  const o = origin(url);
  return o !== null && hosts.includes(o);
}
