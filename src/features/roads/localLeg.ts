// The local leg (issue 26): where a place joins the road graph (its nearest nodes and points on
// edges) and the minutes of the last, off-graph stretch from there, by its surface. Pure.
import { haversineMiles } from '../../lib/geo.ts';
import { ROAD_NODES } from './roadNetwork.ts';
import { type IndexedEdge, roadGraph } from './shortestPaths.ts';

/** Surface of the last stretch of road to a place (matches the catalogue's `road` field). */
export type LastMileRoad = 'paved' | 'gravel' | 'dirt' | 'high-clearance';

/** Local leg: how much longer the real road is than the straight line. */
export const LOCAL_DETOUR_FACTOR = 1.3;
/** Paved local leg: town streets and car parks for the first miles… */
export const LOCAL_TOWN_MILES = 2;
export const LOCAL_TOWN_MPH = 25;
/** …then county roads and highways missing from the graph. */
export const LOCAL_RURAL_MPH = 45;
/** Unpaved local-leg speeds in mph. */
export const LOCAL_UNPAVED_MPH: Readonly<Record<Exclude<LastMileRoad, 'paved'>, number>> = {
  gravel: 20,
  dirt: 15,
  'high-clearance': 10,
};
/** How many nearest nodes and nearest edges are tried as access points. */
export const ACCESS_CANDIDATES = 6;
/**
 * Only access points at most this many straight-line miles farther than the closest one
 * are tried: a long straight local leg would cut across the canyons and ranges that the
 * real roads go around (Lees Ferry is 3 miles from US-89A but 30 from US-89 across the
 * Colorado; Alta is on SR-210, not a straight line from I-80).
 */
export const ACCESS_SLACK_MILES = 3;

/** Minutes to drive a local leg of `miles` on the given last-stretch surface. */
export function localLegMinutes(miles: number, road: LastMileRoad = 'paved'): number {
  if (road !== 'paved') return (miles / LOCAL_UNPAVED_MPH[road]) * 60;
  const town = Math.min(miles, LOCAL_TOWN_MILES);
  const rural = Math.max(0, miles - LOCAL_TOWN_MILES);
  return (town / LOCAL_TOWN_MPH) * 60 + (rural / LOCAL_RURAL_MPH) * 60;
}

/** Equirectangular projection (miles) around a reference latitude: fine at these scales. */
function toPlane(lat: number, lng: number, refLat: number): [number, number] {
  const milesPerDegLat = 69.05;
  return [lng * milesPerDegLat * Math.cos((refLat * Math.PI) / 180), lat * milesPerDegLat];
}

/** Where a point may join the network: its nearest nodes and nearest points on edges. */
export interface AccessCandidates {
  nodes: Array<{ i: number; chord: number }>;
  /** `t` is the position along the edge from its `a` end (0) to its `b` end (1). */
  edges: Array<{ ie: IndexedEdge; t: number; chord: number }>;
}

/** The {@link ACCESS_CANDIDATES} nearest nodes and edge points of a point, with straight-line miles. */
export function accessCandidates(lat: number, lng: number): AccessCandidates {
  const nodes = ROAD_NODES.map((node, i) => ({ chord: haversineMiles(lat, lng, node.lat, node.lng), i }))
    .sort((x, y) => x.chord - y.chord)
    .slice(0, ACCESS_CANDIDATES);
  const [px, py] = toPlane(lat, lng, lat);
  const edges = roadGraph()
    .edges.map((ie) => {
      const a = ROAD_NODES[ie.a]!;
      const b = ROAD_NODES[ie.b]!;
      const [ax, ay] = toPlane(a.lat, a.lng, lat);
      const [bx, by] = toPlane(b.lat, b.lng, lat);
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      return { ie, t, chord: Math.hypot(ax + t * dx - px, ay + t * dy - py) };
    })
    .sort((x, y) => x.chord - y.chord)
    .slice(0, ACCESS_CANDIDATES);
  return { nodes, edges };
}
