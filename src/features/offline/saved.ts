/**
 * "Save for offline" (issue 20): a page, everything it links as nearby places or plan stops
 * (links inside `[data-offline-related]`), their images, the scripts and styles they load,
 * and the public data that search and the planner read, all into the saved cache; and the
 * list of what is saved (kept in that same cache, so a sign-out that deletes the cache
 * empties the list too). Loaded only when someone saves, lists or removes.
 */
import { withoutInlineStyles } from './inert.ts';
import { CACHES, isPrivatePath, isStorableResponse, pageKey, SAVED_INDEX_PATH } from './policy';

export interface SavedItem {
  /** The saved page's address as it was opened (a plan keeps its query: the query is the plan). */
  path: string;
  title: string;
  savedAt: string;
  /** Bytes of everything stored for it. */
  bytes: number;
  /** Every path stored for it, the page first. */
  paths: string[];
}

/** What every saved page needs besides its own parts: offline search works over the saved places. */
const ALWAYS = ['/search/', '/api/search-index'];
const PLANNER = ['/plan/', '/plan-data.json'];

const pathOf = (href: string, base: string = location.href): string | null => {
  try {
    const url = new URL(href, base);
    if (url.origin !== location.origin) return null;
    const path = url.pathname;
    return isPrivatePath(path) ? null : path;
  } catch {
    return null;
  }
};

export async function readSaved(): Promise<SavedItem[]> {
  if (!('caches' in window)) return [];
  const response = await (await caches.open(CACHES.saved)).match(SAVED_INDEX_PATH);
  return response ? ((await response.json()) as SavedItem[]) : [];
}

async function writeSaved(cache: Cache, items: SavedItem[]): Promise<void> {
  await cache.put(SAVED_INDEX_PATH, new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } }));
}

/** The pages, images, styles, scripts and transit timetable a page's HTML names (scripts' own imports are followed as they are fetched). */
export function partsOf(doc: Document, base: string, related: boolean): { pages: string[]; assets: string[] } {
  const assets = new Set<string>();
  const add = (href: string | null) => {
    const path = href && pathOf(href, base);
    if (path) assets.add(path);
  };
  for (const img of doc.querySelectorAll('img[src]')) add(img.getAttribute('src'));
  for (const link of doc.querySelectorAll('link[rel="stylesheet"][href], link[rel="modulepreload"][href]')) add(link.getAttribute('href'));
  for (const script of doc.querySelectorAll('script[src]')) add(script.getAttribute('src'));
  for (const island of doc.querySelectorAll('astro-island')) {
    add(island.getAttribute('component-url'));
    add(island.getAttribute('renderer-url'));
  }
  // /plan names the GTFS feed's timetable its car-free planner loads (decision 089).
  for (const meta of doc.querySelectorAll('meta[name="slc-transit-timetable"][content]')) add(meta.getAttribute('content'));
  for (const script of doc.querySelectorAll('script:not([src])'))
    for (const m of (script.textContent ?? '').matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) add(m[1]!);
  const pages = new Set<string>();
  if (related) {
    for (const a of doc.querySelectorAll('[data-offline-related] a[href]')) {
      const path = pathOf(a.getAttribute('href') ?? '', base);
      if (path && !/\.[a-z0-9]+$/i.test(path)) pages.add(path.endsWith('/') ? path : `${path}/`);
    }
  }
  return { pages: [...pages], assets: [...assets] };
}

/** A module's static and dynamic imports (`./x.js`), as the browser would fetch them; the build writes dynamic ones in backticks (the text search, decision 075). */
function importsOf(code: string, path: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    const resolved = pathOf(m[1]!, new URL(path, location.origin).href);
    if (resolved) out.push(resolved);
  }
  return out;
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

/**
 * Saves the page at `href` (whose live document is `doc`) and what it links. Stops when the
 * network goes or the space runs out, and leaves the list unchanged then.
 */
export async function savePage(href: string, doc: Document, onProgress: (p: SaveProgress) => void): Promise<SavedItem> {
  const cache = await caches.open(CACHES.saved);
  const path = new URL(pageKey(new URL(href, location.origin).href)).pathname;
  const queue: string[] = [path];
  const seen = new Set<string>(queue);
  const enqueue = (paths: string[]) => {
    for (const p of paths) {
      if (!seen.has(p)) {
        seen.add(p);
        queue.push(p);
      }
    }
  };
  const own = partsOf(doc, location.href, true);
  enqueue(own.pages);
  enqueue(own.assets);
  enqueue(ALWAYS);
  if (path.startsWith('/plan')) enqueue(PLANNER);
  let bytes = 0;
  let done = 0;
  let next = 0;
  const saveOne = async (part: string) => {
    const response = await fetch(part, { credentials: 'same-origin' });
    // The page itself must be stored; a linked part that is gone (a place taken out since) is skipped.
    if (!isStorableResponse(response)) {
      if (part === path) throw new Error(`${part} answered ${response.status}`);
      return;
    }
    const blob = await response.clone().blob();
    bytes += blob.size;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/html') && part !== path) {
      // A linked page: its own images and scripts, not its own links (one level, like a guidebook).
      enqueue(partsOf(new DOMParser().parseFromString(withoutInlineStyles(await blob.text()), 'text/html'), new URL(part, location.origin).href, false).assets);
    } else if (type.includes('javascript')) enqueue(importsOf(await blob.text(), part));
    await cache.put(part, response);
  };
  // Four at a time; a round ends when the queue is drained, and parts found meanwhile start another.
  const worker = async () => {
    while (next < queue.length) {
      await saveOne(queue[next++]!);
      done++;
      onProgress({ done, total: queue.length, bytes });
    }
  };
  while (next < queue.length) await Promise.all(Array.from({ length: 4 }, worker));
  const item: SavedItem = { path: href, title: doc.title, savedAt: new Date().toISOString(), bytes, paths: queue };
  const items = (await readSaved()).filter((i) => i.path !== href);
  await writeSaved(cache, [item, ...items]);
  return item;
}

/** Removes a saved page and whatever of its parts no other saved page needs. */
export async function removeSaved(path: string): Promise<void> {
  const cache = await caches.open(CACHES.saved);
  const items = await readSaved();
  const gone = items.find((i) => i.path === path);
  const rest = items.filter((i) => i.path !== path);
  if (!gone) return;
  const kept = new Set(rest.flatMap((i) => i.paths));
  await Promise.all(gone.paths.filter((p) => !kept.has(p)).map((p) => cache.delete(p)));
  await writeSaved(cache, rest);
}

/** Whether a path can be opened offline: saved, or read before. */
export async function isAvailableOffline(path: string): Promise<boolean> {
  if (!('caches' in window)) return false;
  const key = pageKey(new URL(path, location.origin).href);
  return Boolean((await (await caches.open(CACHES.saved)).match(key)) ?? (await (await caches.open(CACHES.pages)).match(key)));
}

/** Pages read before (the worker's pages cache), with their titles. */
export async function readVisited(): Promise<Array<{ path: string; title: string }>> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(CACHES.pages);
  const out: Array<{ path: string; title: string }> = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const html = (await (await cache.match(request))?.text()) ?? '';
    const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? path;
    out.push({ path, title: new DOMParser().parseFromString(`<title>${raw}</title>`, 'text/html').title });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

/** A size to read as a number and its unit, three figures at most (not "10240.0 MB"). */
export function byteSize(bytes: number): { value: number; unit: 'kb' | 'mb' | 'gb' } {
  const KB = 1024;
  const MB = KB * KB;
  const GB = MB * KB;
  if (bytes < MB) return { value: Math.max(1, Math.round(bytes / KB)), unit: 'kb' };
  const [n, unit] = bytes < GB ? [bytes / MB, 'mb' as const] : [bytes / GB, 'gb' as const];
  return { value: n < 10 ? Math.round(n * 10) / 10 : Math.round(n), unit };
}

/** "12 KB", "4.2 MB", "10 GB": a size to read in English (the saved list's page). */
export function formatBytes(bytes: number): string {
  const { value, unit } = byteSize(bytes);
  return `${value} ${unit.toUpperCase()}`;
}
