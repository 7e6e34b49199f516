/**
 * The service worker (issue 20, docs/decisions/028-offline-with-serwist.md). Built by
 * scripts/build-sw.ts after the site: esbuild bundles this file, @serwist/build's
 * injectManifest writes the precache list (the offline page and the shell it needs) into it,
 * and the result is dist/sw.js, served with `Cache-Control: no-cache`.
 *
 * What it stores, and how:
 * - pages as they are read, stale-while-revalidate, one copy per path (the query is ignored:
 *   every page is static HTML, /search?q= and /plan?… are the same file);
 * - hashed build assets (/_astro/*) cache-first; images stale-while-revalidate;
 * - the public search index and planner data stale-while-revalidate; the GTFS feed's timetable
 *   for the car-free planner cache-first (its name is the feed's hash), the last two kept;
 * - never sign-in, sessions, staff pages or any per-person answer (policy.ts), nor a response
 *   marked private or no-store; the worker does not even answer those API calls.
 * Signing out empties what the person saved for offline (SiteNav.astro deletes the saved cache).
 * A new build installs beside the old one and waits: the page offers "A new version is
 * available — reload", which tells the waiting worker to take over (never in the middle of a
 * page that is open).
 */
import { CacheFirst, ExpirationPlugin, NetworkOnly, type PrecacheEntry, type SerwistPlugin, Serwist, StaleWhileRevalidate } from 'serwist';
import { CACHE_PREFIX, CACHES, isPrivatePath, isPublicData, isStorableResponse, isTimetableFile, OFFLINE_PAGE, PRECACHE_ID, pageKey } from './policy';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** Only plain, public answers are written (policy.ts). */
const storable: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isStorableResponse(response) && !isPrivatePath(new URL(request.url).pathname) ? response : null),
};

/** One cache entry per page, whatever its query. */
const pathOnly: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url),
};

/** A page saved for offline answers when the pages cache has none. */
const orSaved: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    const key = request.mode === 'navigate' ? pageKey(url.href) : url.origin + url.pathname;
    return (await (await caches.open(CACHES.saved)).match(key)) ?? undefined;
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // /saved-offline and /saved-offline/?x are the precached /saved-offline/.
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/], urlManipulation: ({ url }) => [new URL(pageKey(url.href))] },
  cacheId: PRECACHE_ID,
  // A new worker waits for "reload" (see above); the first one takes the open page at once, so
  // that the page read before the network went away is already in the cache.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    // Never stored: sign-in, session, staff, per-person (policy.ts). Their pages go to the network
    // (offline: the offline page); their API calls are not touched at all, so they reach the
    // network exactly as without a worker, and offline the page says the action needs the
    // network (lib/api.ts).
    { matcher: ({ request, url }) => sameOrigin(url) && request.mode === 'navigate' && isPrivatePath(url.pathname), handler: new NetworkOnly() },
    {
      matcher: ({ url }) => sameOrigin(url) && isPublicData(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: CACHES.data, plugins: [storable, orSaved] }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && isTimetableFile(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHES.timetables,
        plugins: [storable, orSaved, new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ request, url }) => sameOrigin(url) && request.mode === 'navigate',
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.pages,
        plugins: [storable, pathOnly, orSaved, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_astro/'),
      handler: new CacheFirst({ cacheName: CACHES.assets, plugins: [storable, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
    },
    {
      matcher: ({ request, url }) => sameOrigin(url) && request.destination === 'image',
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.images,
        plugins: [storable, orSaved, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }] },
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Caches of an older storage layout (policy.ts's CACHE_VERSION) go when this worker takes over.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && !current.has(n)).map((n) => caches.delete(n)))));
});

serwist.addEventListeners();
