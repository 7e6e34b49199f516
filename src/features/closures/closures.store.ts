// The browser's copy of GET /api/road-closures (decision 048): asked once per page, when a
// filter or the planner first needs it; null when our API cannot be reached (the usual windows apply).
import { apiFetch } from '../../lib/api.ts';
import type { RoadClosures } from './closures.ts';

let answer: Promise<RoadClosures | null> | null = null;

/** The live closures, fetched once per page. */
export function liveClosures(): Promise<RoadClosures | null> {
  answer ??= apiFetch<RoadClosures>('/api/road-closures').catch(() => null);
  return answer;
}

/** No place closed: the default of the filters. */
export const NO_CLOSED_PLACES: ReadonlySet<string> = new Set();

/** The places UDOT's closures cut off now; none when live closures are unavailable. */
export async function closedPlacesNow(): Promise<ReadonlySet<string>> {
  const live = await liveClosures();
  return live?.source === 'udot' ? new Set(live.closedPlaceIds) : NO_CLOSED_PLACES;
}
