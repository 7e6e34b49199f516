/**
 * Which pages this device can open offline (saved, or read before): offline, search and the
 * planner work over these places only (issue 20).
 *
 * Online, nothing else loads: the cache names (policy.ts) are imported only when the device is
 * offline. A static import put policy.js one request deeper in /search's chain of modules, and
 * its index request started hundreds of milliseconds later (docs/performance.md).
 */
export async function storedPagePaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  if (typeof caches === 'undefined') return paths;
  const { CACHES } = await import('./policy');
  for (const name of [CACHES.saved, CACHES.pages]) {
    for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
  }
  return paths;
}

/** Offline, only the places whose page is stored; online, all of them. */
export async function whileOfflineOnlyStored<T extends { id: string }>(places: T[]): Promise<T[]> {
  if (typeof navigator === 'undefined' || navigator.onLine) return places;
  const stored = await storedPagePaths();
  return places.filter((p) => stored.has(`/destinations/${p.id}/`));
}
