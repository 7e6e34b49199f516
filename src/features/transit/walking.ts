// Walking between places and stops (issue 36) at a stated pace, on the road graph where it has a
// road on foot. The graph (src/features/roads) holds highways and main roads, not town streets:
// a walk joins it only where both ends lie within ACCESS_KM of a node, and interstates are never
// walked. Otherwise — most walks in town — the walk is the straight line times the roads room's
// local detour factor, the same rule its local legs use. That is the model's limit: it cannot see
// a missing footbridge or a street grid's exact corners.
import { haversineMiles } from '../../lib/geo.ts';
import { LOCAL_DETOUR_FACTOR } from '../roads/localLeg.ts';
import { ROAD_NODES } from '../roads/roadNetwork.ts';
import { roadGraph } from '../roads/shortestPaths.ts';

/** Walking pace, km/h: an unhurried adult with a bag (a common planning figure). */
export const WALK_KMH = 4.5;
/** A walk joins the road graph only at a node this close to each end. */
export const ACCESS_KM = 0.4;
const KM_PER_MILE = 1.609344;

export interface Point {
  lat: number;
  lng: number;
}

const walkable = (road: string): boolean => !/^I-\d/.test(road);

const memoTrees = new Map<number, Float64Array>();

/** Km from a node to every node over walkable roads (Dijkstra by length; the graph is small). */
function kmFrom(source: number): Float64Array {
  const memo = memoTrees.get(source);
  if (memo) return memo;
  const { edges, adjacency } = roadGraph();
  const km = new Float64Array(ROAD_NODES.length).fill(Infinity);
  const done = new Uint8Array(ROAD_NODES.length);
  km[source] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < km.length; i++) if (!done[i] && km[i]! < Infinity && (u < 0 || km[i]! < km[u]!)) u = i;
    if (u < 0 || km[u]! > 15) break;
    done[u] = 1;
    for (const [v, k] of adjacency[u]!) {
      const e = edges[k]!;
      if (!walkable(e.edge.road)) continue;
      const t = km[u]! + e.edge.miles * KM_PER_MILE;
      if (t < km[v]!) km[v] = t;
    }
  }
  memoTrees.set(source, km);
  return km;
}

// Asked for every walk the planner weighs: kept by latitude, then longitude (no key to build).
const memoNearest = new Map<number, Map<number, { i: number; km: number }>>();

function nearestNode(p: Point): { i: number; km: number } {
  const byLng = memoNearest.get(p.lat) ?? memoNearest.set(p.lat, new Map()).get(p.lat)!;
  const memo = byLng.get(p.lng);
  if (memo) return memo;
  let best = { i: -1, km: Infinity };
  ROAD_NODES.forEach((n, i) => {
    const km = haversineMiles(p.lat, p.lng, n.lat, n.lng) * KM_PER_MILE;
    if (km < best.km) best = { i, km };
  });
  byLng.set(p.lng, best);
  return best;
}

/** Straight-line km between two points. */
export function chordKm(a: Point, b: Point): number {
  return haversineMiles(a.lat, a.lng, b.lat, b.lng) * KM_PER_MILE;
}

/** Walking km from a to b: along the road graph where both ends join it, else the detoured line. */
export function walkKm(a: Point, b: Point): number {
  const local = chordKm(a, b) * LOCAL_DETOUR_FACTOR;
  const na = nearestNode(a);
  const nb = nearestNode(b);
  if (na.km > ACCESS_KM || nb.km > ACCESS_KM || na.i === nb.i) return local;
  const graph = na.km * LOCAL_DETOUR_FACTOR + kmFrom(na.i)[nb.i]! + nb.km * LOCAL_DETOUR_FACTOR;
  return Math.min(local, graph);
}

/** Whole minutes to walk a distance at the stated pace (rounded up: timetables count minutes). */
export function walkMinutes(km: number): number {
  return Math.ceil((km / WALK_KMH) * 60);
}
