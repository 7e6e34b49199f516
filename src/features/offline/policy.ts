/**
 * What the service worker may keep (issue 20, docs/decisions/028-offline-with-serwist.md).
 * Shared by the worker (sw.ts), the "Save for offline" code and the tests, so that one list
 * decides what is never stored: sign-in, sessions, staff pages and every per-person answer.
 */

/** Cache names. The number is the storage layout: raising it drops every older cache on activate. */
export const CACHE_VERSION = 1;
export const CACHE_PREFIX = 'slc-';
export const CACHES = {
  /** Pages as they are read (stale-while-revalidate). */
  pages: `${CACHE_PREFIX}v${CACHE_VERSION}-pages`,
  /** Hashed build assets (/_astro/*), cache-first: their names change when their bytes do. */
  assets: `${CACHE_PREFIX}v${CACHE_VERSION}-assets`,
  /** Images of pages read or saved. */
  images: `${CACHE_PREFIX}v${CACHE_VERSION}-images`,
  /** The public, same-for-everyone data offline search and the planner read. */
  data: `${CACHE_PREFIX}v${CACHE_VERSION}-data`,
  /**
   * The GTFS feed's timetable for the car-free planner (/transit-timetable/<feed hash>.json,
   * decision 089), cache-first: its name changes with its bytes. The last two feeds only.
   */
  timetables: `${CACHE_PREFIX}v${CACHE_VERSION}-timetables`,
  /** What a person chose to "Save for offline": cleared on sign-out. */
  saved: `${CACHE_PREFIX}v${CACHE_VERSION}-saved`,
} as const;

/** The precache's own cache id (Serwist prefixes its names with it). */
export const PRECACHE_ID = 'slc';

/** Where the saved-offline list lives inside the saved cache (never a real URL of the site). */
export const SAVED_INDEX_PATH = '/__saved-offline__/index.json';

/** The offline page (precached; the fallback for a page that was never stored). */
export const OFFLINE_PAGE = '/offline/';

/** Public API answers that are the same for everyone and that offline search and the planner read. */
const PUBLIC_DATA = [/^\/api\/search-index\/?$/, /^\/plan-data\.json$/];

/**
 * Paths whose answers belong to one person or to staff: never stored, whatever their headers say.
 * Every /api/ path is private unless listed in PUBLIC_DATA: a new endpoint is safe by default.
 */
const PRIVATE = [
  /^\/api\//,
  /^\/login\/?$/,
  /^\/admin(\/|$)/,
  /^\/analytics\/?$/,
  /^\/reddit\/?$/,
  /^\/favorites\/?$/,
  /^\/submissions(\/|$)/,
  /^\/__saved-offline__\//,
];

/**
 * The configured GTFS feed's timetable, named by the hash of the feed (decision 064): the car-free
 * planner's service, kept offline as the model is in the planner's own script (decision 089).
 */
export const isTimetableFile = (pathname: string): boolean => /^\/transit-timetable\/[0-9a-f]{16}\.json$/.test(pathname);

export function isPublicData(pathname: string): boolean {
  return PUBLIC_DATA.some((re) => re.test(pathname));
}

/** True when nothing at this path may ever be written to Cache Storage. */
export function isPrivatePath(pathname: string): boolean {
  return !isPublicData(pathname) && PRIVATE.some((re) => re.test(pathname));
}

/**
 * Whether a response may be stored: a plain 200 that its server did not mark as private or
 * unstorable. (A worker never sees Set-Cookie, which fetch filters out; the private paths above
 * are the guard for those.)
 */
export function isStorableResponse(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200 || (response.type && response.type !== 'basic' && response.type !== 'default')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * The one cache key of a page: its path without query or fragment, with the directory slash
 * (/search and /search/?q=x are the same prebuilt file).
 */
export function pageKey(href: string): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) url.pathname += '/';
  return url.href;
}
