// The browser's copy of GET /api/road-closures (decision 048): asked once per page, when a
// filter or the planner first needs it; null when our API cannot be reached (the usual windows apply).
import { apiFetch } from '../../lib/api.ts';
import { utahDate } from '../../lib/utahTime.ts';
import type { LiveClosures } from '../roads/day.ts';
import type { RoadClosures } from './closures.ts';

let answer: Promise<RoadClosures | null> | null = null;

/** The live closures, fetched once per page. */
export function liveClosures(): Promise<RoadClosures | null> {
  answer ??= apiFetch<RoadClosures>('/api/road-closures').catch(() => null);
  return answer;
}

/**
 * UDOT's closures in the roads room's one shape, dated the Utah day they were read; undefined
 * when live closures are unavailable. The day model (roads/day.ts) applies them on that day only.
 */
export async function liveClosuresNow(): Promise<LiveClosures | undefined> {
  const live = await liveClosures();
  if (live?.source !== 'udot') return undefined;
  const read = live.checkedAt ? Date.parse(live.checkedAt) : Date.now();
  return { date: utahDate(Number.isFinite(read) ? read : Date.now()), closedEdgeKeys: live.closedEdgeKeys, closedPlaceIds: live.closedPlaceIds };
}

/** No place closed: the default of the filters. */
export const NO_CLOSED_PLACES: ReadonlySet<string> = new Set();

/** The places UDOT's closures cut off now; none when live closures are unavailable. */
export async function closedPlacesNow(): Promise<ReadonlySet<string>> {
  const live = await liveClosures();
  return live?.source === 'udot' ? new Set(live.closedPlaceIds) : NO_CLOSED_PLACES;
}
