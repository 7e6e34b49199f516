// The browser's copy of GET /api/road-closures (decision 048): asked once per page, when a
// filter or the planner first needs it; null when our API cannot be reached (the usual windows apply).
import { apiFetch } from '../../lib/api.ts';
import { placesTouched, type RoadClosures } from './closures.ts';

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

/**
 * The names of the places today's items touch, for /conditions' links: /place-names.json (written at
 * build, every public place's id and name) is asked only when an item touches a place, so the page
 * does not carry every name in its HTML (it grew with the catalogue). Empty when it cannot be read:
 * the links are then left out, as for a place added since the build.
 */
export async function placeNamesFor(live: RoadClosures | null, load: typeof fetch = fetch): Promise<ReadonlyMap<string, string>> {
  if (!live?.items.some((item) => placesTouched(item).length > 0)) return new Map();
  try {
    const answer = await load('/place-names.json');
    if (!answer.ok) return new Map();
    const names: unknown = await answer.json();
    if (!names || typeof names !== 'object' || Array.isArray(names)) return new Map();
    return new Map(Object.entries(names).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return new Map();
  }
}
