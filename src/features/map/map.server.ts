import type { Sql } from '../../server/db.ts';
import { listDestinations } from '../destinations/destinations.server.ts';
import { env } from '../../server/env.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { type MapData, type MapPlace, toMapPlace } from './map.ts';

/** How long the style host's answer holds, and how long /api/map waits for it. */
export const BASEMAP_CHECK_TTL_MS = 5 * 60_000;
export const BASEMAP_CHECK_TIMEOUT_MS = 2_500;

// Whether the background map's host answers, asked by the server (one GET of the style, shared by
// concurrent requests, held five minutes): when it does not, /api/map gives no style and the page
// draws its places on a plain background at once, instead of a phone waiting on a dead host and
// the browser logging the refused request in every visitor's console (issue 51).
const basemap = new TtlCache<boolean>({ ttlMs: BASEMAP_CHECK_TTL_MS, maxEntries: 4 });

async function styleAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(BASEMAP_CHECK_TIMEOUT_MS), headers: { accept: 'application/json' } });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Whether the configured style's host answered its last check (checked again after five minutes). */
export const basemapAnswers = (url: string = env().MAP_STYLE_URL): Promise<boolean> => basemap.get(url, () => styleAnswers(url));
forgetOnReset(() => basemap.clear());

/** What /map draws: the configured background style (null while its host does not answer) and every place with coordinates, closest first. */
export async function mapData(sql: Sql): Promise<MapData> {
  const style = env().MAP_STYLE_URL;
  const [destinations, answers] = await Promise.all([listDestinations(sql), basemapAnswers(style)]);
  const places = destinations.map(toMapPlace).filter((p): p is MapPlace => p !== null);
  return { style: answers ? style : null, places };
}

/** The configured background style, for the pages that draw a small map of their own (/conditions). */
export const mapStyleUrl = (): string => env().MAP_STYLE_URL;
