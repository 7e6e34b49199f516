import type { Sql } from '../../server/db.ts';
import { listDestinations } from '../destinations/destinations.server.ts';
import { env } from '../../server/env.ts';
import { type MapData, type MapPlace, toMapPlace } from './map.ts';

/** What /map draws: the configured background style and every place with coordinates, closest first. */
export async function mapData(sql: Sql): Promise<MapData> {
  const places = (await listDestinations(sql)).map(toMapPlace).filter((p): p is MapPlace => p !== null);
  return { style: env().MAP_STYLE_URL, places };
}

/** The configured background style, for the pages that draw a small map of their own (/conditions). */
export const mapStyleUrl = (): string => env().MAP_STYLE_URL;
