/**
 * "Nearby Attractions" by road: the places within a 30-minute drive of a destination.
 *
 * SPEC §9 says "within 30 minutes of drive time of the current destination". Comparing two
 * drive times from the airport would call Bryce Canyon "near" Arches (both about four hours
 * from SLC, four hours apart), so the drive is measured between the two places on the same
 * road network as every other drive time (docs/decisions/014-nearby-by-road.md):
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
import { driveFromAirport, LOCAL_DETOUR_FACTOR, localLegMinutes } from './driveTime.ts';
import { haversineMiles, ROAD_EDGES, ROAD_NODES } from './roadNetwork.ts';

/** What the rule needs of a destination. */
export interface NearbyCandidate {
  id: string;
  coordinates: { lat: number; lng: number } | null;
  driveTimeMinutes?: number | null;
}

/** SPEC §9: within 30 minutes, closest first, at most 6. */
export const NEARBY_MINUTES = 30;
export const NEARBY_LIMIT = 6;
/** Straight-line miles beyond which no 30-minute drive is possible (70 mph with no bends). */
const PREFILTER_MILES = 36;
/** Places this close may drive straight over without joining the highway graph. */
const DIRECT_HOP_MILES = 1;
const ACCESS_CANDIDATES = 6;
const ACCESS_SLACK_MILES = 1;

interface Access {
  node: number;
  /** Minutes from the place to the node over the local leg (and along an edge for edge points). */
  minutes: number;
  chord: number;
}

interface Graph {
  adjacency: Array<Array<[neighbour: number, minutes: number]>>;
  edges: Array<{ a: number; b: number; minutes: number }>;
}

let memoGraph: Graph | null = null;

function graph(): Graph {
  if (memoGraph) return memoGraph;
  const index = new Map(ROAD_NODES.map((node, i) => [node.id, i]));
  const adjacency: Graph['adjacency'] = ROAD_NODES.map(() => []);
  const edges = ROAD_EDGES.map((e) => {
    const a = index.get(e.from)!;
    const b = index.get(e.to)!;
    const minutes = (e.miles / e.mph) * 60;
    adjacency[a]!.push([b, minutes]);
    adjacency[b]!.push([a, minutes]);
    return { a, b, minutes };
  });
  memoGraph = { adjacency, edges };
  return memoGraph;
}

/** The few ways a place joins the graph, each with its minutes to a graph node. */
function accessPoints(lat: number, lng: number): Access[] {
  const { edges } = graph();
  const raw: Access[] = [];
  const nodes = ROAD_NODES.map((node, i) => ({ i, chord: haversineMiles(lat, lng, node.lat, node.lng) }))
    .sort((x, y) => x.chord - y.chord)
    .slice(0, ACCESS_CANDIDATES);
  for (const { i, chord } of nodes) raw.push({ node: i, minutes: localLegMinutes(chord * LOCAL_DETOUR_FACTOR), chord });
  const kx = Math.cos((lat * Math.PI) / 180);
  const nearestEdges = edges
    .map((e) => {
      const a = ROAD_NODES[e.a]!;
      const b = ROAD_NODES[e.b]!;
      const [ax, ay, bx, by, px, py] = [a.lng * kx, a.lat, b.lng * kx, b.lat, lng * kx, lat];
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      return { e, t, chord: Math.hypot(ax + t * dx - px, ay + t * dy - py) * 69.05 };
    })
    .sort((x, y) => x.chord - y.chord)
    .slice(0, ACCESS_CANDIDATES);
  for (const { e, t, chord } of nearestEdges) {
    const local = localLegMinutes(chord * LOCAL_DETOUR_FACTOR);
    raw.push({ node: e.a, minutes: local + t * e.minutes, chord }, { node: e.b, minutes: local + (1 - t) * e.minutes, chord });
  }
  // As in driveTime.ts: a long straight local leg would cut across canyons and ranges.
  const nearest = Math.min(...raw.map((r) => r.chord));
  return raw.filter((r) => r.chord <= nearest + ACCESS_SLACK_MILES);
}

/** Network minutes from a set of weighted sources to every node, stopping past `limit`. */
function dijkstra(sources: Access[], limit: number): Float64Array {
  const { adjacency } = graph();
  const n = ROAD_NODES.length;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  for (const s of sources) dist[s.node] = Math.min(dist[s.node]!, s.minutes);
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0 || dist[u]! > limit) break;
    done[u] = 1;
    for (const [v, minutes] of adjacency[u]!) if (dist[u]! + minutes < dist[v]!) dist[v] = dist[u]! + minutes;
  }
  return dist;
}

/**
 * For every destination, the others within a {@link NEARBY_MINUTES}-minute drive by road,
 * closest first, at most {@link NEARBY_LIMIT}. Destinations without coordinates have none.
 */
export function nearbyByRoad<T extends NearbyCandidate>(all: readonly T[], withinMinutes = NEARBY_MINUTES, limit = NEARBY_LIMIT): Map<string, T[]> {
  const placed = all
    .filter((d): d is T & { coordinates: { lat: number; lng: number } } => d.coordinates !== null)
    .map((d) => {
      const access = accessPoints(d.coordinates.lat, d.coordinates.lng);
      const paved = driveFromAirport(d.coordinates).minutes;
      const unpaved = Math.max(0, (d.driveTimeMinutes ?? paved) - paved);
      return { d, access, unpaved };
    });
  const result = new Map<string, T[]>(all.map((d) => [d.id, []]));
  for (const from of placed) {
    const dist = dijkstra(from.access, withinMinutes);
    const found: Array<{ d: T; minutes: number }> = [];
    for (const to of placed) {
      if (to.d.id === from.d.id) continue;
      const chord = haversineMiles(from.d.coordinates.lat, from.d.coordinates.lng, to.d.coordinates.lat, to.d.coordinates.lng);
      if (chord > PREFILTER_MILES) continue;
      let minutes = Infinity;
      for (const a of to.access) minutes = Math.min(minutes, dist[a.node]! + a.minutes);
      if (chord <= DIRECT_HOP_MILES) minutes = Math.min(minutes, localLegMinutes(chord * LOCAL_DETOUR_FACTOR));
      minutes += from.unpaved + to.unpaved;
      if (minutes <= withinMinutes) found.push({ d: to.d, minutes });
    }
    found.sort((x, y) => x.minutes - y.minutes || x.d.id.localeCompare(y.d.id));
    result.set(
      from.d.id,
      found.slice(0, limit).map((f) => f.d),
    );
  }
  return result;
}
