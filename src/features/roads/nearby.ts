/**
 * "Nearby Attractions" by road: the places within a 30-minute drive of a destination.
 *
 * The first specification said "within 30 minutes of drive time of the current destination"
 * (docs/product.md §9, §15). Comparing two drive times from the airport would call Bryce Canyon
 * "near" Arches (both about four hours from SLC, four hours apart), so the drive is measured
 * between the two places on the same road network as every other drive time
 * (docs/decisions/014-nearby-by-road.md):
 *
 * - each place joins the graph at its access candidates (nearest nodes and nearest points on
 *   edges, as in driveTime.ts), reached over a paved local leg;
 * - a Dijkstra from the current place's access points gives the network time to every node;
 * - the other place is reached through its own access candidates;
 * - places a short hop apart (same town or car park) may also drive straight over;
 * - the extra time of an unpaved last stretch is recovered from the catalogue's own drive
 *   time (stored minutes minus the paved estimate from the airport) and added at both ends.
 *
 * Build-time only (about a second for the whole catalogue): imported by the destination pages'
 * getStaticPaths, never by an island.
 */
import { driveFromAirport } from './driveTime.ts';
import { LOCAL_DETOUR_FACTOR, localLegMinutes } from './localLeg.ts';
import { type Access, DIRECT_HOP_MILES, placeAccessPoints, usableOn } from './placeAccess.ts';
import { treeOn } from './roadsOn.ts';
import type { Roads } from './shortestPaths.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { byCodeUnits } from '../../lib/text.ts';

/** What the rule needs of a destination. */
export interface NearbyCandidate {
  id: string;
  coordinates: { lat: number; lng: number } | null;
  driveTimeMinutes?: number | null;
}

/** docs/product.md §9: within 30 minutes, closest first, at most 6. */
export const NEARBY_MINUTES = 30;
export const NEARBY_LIMIT = 6;
/** Straight-line miles beyond which no 30-minute drive is possible (70 mph with no bends). */
const PREFILTER_MILES = 36;

type Placed<T> = { d: T & { coordinates: { lat: number; lng: number } }; access: Access[]; unpaved: number };

/** The places with coordinates, joined to the graph; on a day, without those closed that day. */
function place<T extends NearbyCandidate>(all: readonly T[], on: Roads): Array<Placed<T>> {
  return all
    .filter((d): d is T & { coordinates: { lat: number; lng: number } } => d.coordinates !== null)
    .filter((d) => on.placeOpen(d.id).open)
    .map((d) => {
      const access = usableOn(placeAccessPoints(d.id, d.coordinates.lat, d.coordinates.lng), on);
      const paved = driveFromAirport(d.coordinates).minutes;
      const unpaved = Math.max(0, (d.driveTimeMinutes ?? paved) - paved);
      return { d, access, unpaved };
    });
}

/** Minutes by road from one placed destination to the others within `withinMinutes` (straight-line prefilter when finite), closest first. */
function driveTo<T extends NearbyCandidate>(
  from: Placed<T>,
  placed: ReadonlyArray<Placed<T>>,
  withinMinutes: number,
  on: Roads,
): Array<{ d: T; minutes: number }> {
  const dist = treeOn(on, from.access, withinMinutes).minutes;
  const found: Array<{ d: T; minutes: number }> = [];
  for (const to of placed) {
    if (to.d.id === from.d.id) continue;
    const chord = haversineMiles(from.d.coordinates.lat, from.d.coordinates.lng, to.d.coordinates.lat, to.d.coordinates.lng);
    if (Number.isFinite(withinMinutes) && chord > PREFILTER_MILES) continue;
    let minutes = Infinity;
    for (const a of to.access) minutes = Math.min(minutes, dist[a.node]! + a.minutes);
    if (chord <= DIRECT_HOP_MILES) minutes = Math.min(minutes, localLegMinutes(chord * LOCAL_DETOUR_FACTOR));
    minutes += from.unpaved + to.unpaved;
    if (minutes <= withinMinutes) found.push({ d: to.d, minutes });
  }
  return found.sort((x, y) => x.minutes - y.minutes || byCodeUnits(x.d.id, y.d.id));
}

/**
 * A grid of cells at least PREFILTER_MILES wide (longitude degrees are narrowest at the
 * catalogue's northern edge, 42.6°N): every place within that chord of another is in one of
 * the 3×3 cells around it, so "Nearby" is linear in the catalogue, not quadratic.
 */
function gridOf<T extends NearbyCandidate>(placed: ReadonlyArray<Placed<T>>): (from: Placed<T>) => Array<Placed<T>> {
  const cellLat = PREFILTER_MILES / 69;
  const cellLng = PREFILTER_MILES / (69.2 * Math.cos((42.6 * Math.PI) / 180));
  const cellOf = (lat: number, lng: number) => [Math.floor(lat / cellLat), Math.floor(lng / cellLng)] as const;
  const grid = new Map<string, Array<Placed<T>>>();
  for (const p of placed) {
    const [r, c] = cellOf(p.d.coordinates.lat, p.d.coordinates.lng);
    const key = `${r}:${c}`;
    const cell = grid.get(key);
    if (cell) cell.push(p);
    else grid.set(key, [p]);
  }
  return (from) => {
    const [r, c] = cellOf(from.d.coordinates.lat, from.d.coordinates.lng);
    const out: Array<Placed<T>> = [];
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) out.push(...(grid.get(`${r + dr}:${c + dc}`) ?? []));
    return out;
  };
}

/**
 * For every destination, the others within a {@link NEARBY_MINUTES}-minute drive by road,
 * closest first, at most {@link NEARBY_LIMIT}, each with its minutes from the destination (the
 * cards show that drive, not the one from the airport: issue 29), on the roads of a day or every
 * road open (the summer list). Destinations without coordinates have none.
 */
export function nearbyByRoad<T extends NearbyCandidate>(
  all: readonly T[],
  on: Roads,
  withinMinutes = NEARBY_MINUTES,
  limit = NEARBY_LIMIT,
): Map<string, Array<{ destination: T; minutes: number }>> {
  const placed = place(all, on);
  const around = gridOf(placed);
  const result = new Map<string, Array<{ destination: T; minutes: number }>>(all.map((d) => [d.id, []]));
  for (const from of placed) {
    result.set(
      from.d.id,
      driveTo(from, around(from), withinMinutes, on)
        .slice(0, limit)
        .map((f) => ({ destination: f.d, minutes: f.minutes })),
    );
  }
  return result;
}

/** How many places "Nearby" lists when none is within {@link NEARBY_MINUTES} (issue 17). */
export const CLOSEST_LIMIT = 3;

/**
 * For the given destinations (those with nothing within 30 minutes), the closest others by road
 * at any distance, with their minutes: "Nothing else within 30 min; the closest: …".
 */
export function closestByRoad<T extends NearbyCandidate>(
  all: readonly T[],
  ids: ReadonlySet<string>,
  on: Roads,
  limit = CLOSEST_LIMIT,
): Map<string, Array<{ destination: T; minutes: number }>> {
  const placed = place(all, on);
  const result = new Map<string, Array<{ destination: T; minutes: number }>>();
  for (const from of placed) {
    if (!ids.has(from.d.id)) continue;
    result.set(
      from.d.id,
      driveTo(from, placed, Number.POSITIVE_INFINITY, on)
        .slice(0, limit)
        .map((f) => ({ destination: f.d, minutes: f.minutes })),
    );
  }
  return result;
}

/** Minutes by road from one place to another on the roads (Infinity when no open road joins them). */
export function driveBetween(from: NearbyCandidate, to: NearbyCandidate, on: Roads): number {
  const [a, b] = place([from, to], on);
  if (!a || !b || a.d.id !== from.id) return Infinity;
  return driveTo(a, [b], Infinity, on)[0]?.minutes ?? Infinity;
}
