// /conditions' names for the places today's closures touch (issue 52's build scale). Apart from
// closures.store.ts, which the lists and /search load: this one reaches the road day's helpers.
import { placesTouched, type RoadClosures } from './closures.ts';

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
