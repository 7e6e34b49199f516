/**
 * Drive time and road distance from Salt Lake City International Airport to any point in
 * Utah and its immediate neighbours.
 *
 * The model (documented in `docs/drive-time-model.md`):
 *
 * 1. **Network leg.** Dijkstra, minimising time, over the highway graph of `roadNetwork.ts`,
 *    from the airport node. The shortest-path tree is computed once and memoised.
 * 2. **Access point.** The point is joined to the graph at the best of a few candidates:
 *    the k nearest nodes, and the nearest points on the k nearest edges (a place beside
 *    I-70 half-way between two junctions is reached along I-70, not from the junctions),
 *    keeping only those within a few miles of the closest one so that the local leg never
 *    cuts across a canyon or a range.
 * 3. **Local leg.** From the access point to the place: straight-line distance × a detour
 *    factor, driven at a speed set by the last stretch's surface (`road`): paved town and
 *    county roads 25 mph for the first two miles then 45 mph; gravel 20, dirt 15,
 *    high-clearance track 10.
 * The candidate with the smallest total time wins; its miles are reported with it.
 *
 * Seasons (issue 19): `'summer'` routes with every road open; `'winter'` closes every road
 * that has a closure window (a route's `closure` in data/roads.json), as on any date inside all of the
 * windows (Dec 1 to May 14, e.g. 15 January). {@link seasonalDriveFromAirport} gives both.
 *
 * Assumptions and limits: free-flow traffic (no rush hour, no holiday queues at park
 * gates), no chain controls or storm closures, average
 * speeds per road class rather than per mile, and a straight-line local leg that cannot
 * know about a river or a cliff between the highway and the place. It answers "about how
 * far is it" to within roughly 10 % for typical trips; it is not turn-by-turn routing.
 * Pure TypeScript: no Node or browser APIs, so it runs in scripts, tests and the client.
 */

import { haversineMiles } from '../../lib/geo.ts';
import type { RoadClosure } from './closures.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, type RoadEdge } from './roadNetwork.ts';
import { type WinterDrive, windowMonths } from './winter.ts';

/** `'summer'`: every road open. `'winter'`: every road with a closure window closed. */
export type Season = 'summer' | 'winter';

/** Surface of the last stretch of road to a place (matches the catalogue's `road` field). */
export type LastMileRoad = 'paved' | 'gravel' | 'dirt' | 'high-clearance';

/** A model estimate. */
export interface DriveEstimate {
  /** Drive time in minutes (not rounded). */
  minutes: number;
  /** Road distance in miles (not rounded). */
  miles: number;
}

/** An estimate with the route that produced it, for debugging and documentation. */
export interface DriveExplanation extends DriveEstimate {
  /** Node ids from the airport to the access point's nearest graph node. */
  path: string[];
  /** Distinct road names along the network leg, in order. */
  roads: string[];
  /** Length and time of the local (off-graph) leg. */
  localMiles: number;
  localMinutes: number;
  /** Every road segment the route drives, the access edge included (in order from the airport). */
  edges: RoadEdge[];
  /** Straight-line miles from the access point to the place. */
  accessMiles: number;
}

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
/**
 * In winter, a place may join the open network at most this many miles (straight line) farther
 * than its nearest closed road: a longer local leg would be driving up the closed road itself
 * (Cedar Breaks is 3 miles from SR-143, up the closed SR-148; Bloods Lake is 2.5 miles from
 * Solitude, over the ridge the closed Guardsman Pass road climbs).
 */
export const WINTER_ACCESS_TOLERANCE_MILES = 1;

// ---------------------------------------------------------------------------------------
// Shortest-path tree from the airport (memoised)
// ---------------------------------------------------------------------------------------

/** An edge with its end nodes resolved to indices into ROAD_NODES. */
export interface IndexedEdge {
  edge: RoadEdge;
  a: number;
  b: number;
  minutes: number;
  /** Position in the graph's edge list. */
  index: number;
}

/** Whether an edge can be driven in the season. */
export const isOpen = (edge: RoadEdge, season: Season): boolean => season === 'summer' || edge.closure === null;

interface Graph {
  edges: IndexedEdge[];
  adjacency: Array<Array<[neighbour: number, edge: number]>>;
}

let memoGraph: Graph | null = null;

/** The road network with nodes as indices, built once. */
function roadGraph(): Graph {
  if (memoGraph) return memoGraph;
  const index = new Map(ROAD_NODES.map((node, i) => [node.id, i]));
  const at = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`driveTime: edge names unknown node "${id}"`);
    return i;
  };
  const edges: IndexedEdge[] = ROAD_EDGES.map((edge, index) => ({ edge, a: at(edge.from), b: at(edge.to), minutes: (edge.miles / edge.mph) * 60, index }));
  const adjacency: Graph['adjacency'] = ROAD_NODES.map(() => []);
  edges.forEach(({ a, b }, k) => {
    adjacency[a]!.push([b, k]);
    adjacency[b]!.push([a, k]);
  });
  memoGraph = { edges, adjacency };
  return memoGraph;
}

export interface Tree {
  edges: IndexedEdge[];
  minutes: Float64Array;
  miles: Float64Array;
  /** Index of the edge by which each node is reached, -1 for a source / unreached. */
  prevEdge: Int32Array;
}

/**
 * Dijkstra over the road network from one or more weighted sources (node index and the minutes
 * already spent reaching it), settling nodes up to `limitMinutes`.
 */
export function shortestPaths(sources: ReadonlyArray<{ node: number; minutes: number }>, limitMinutes = Infinity, season: Season = 'summer'): Tree {
  const { edges, adjacency } = roadGraph();
  const n = ROAD_NODES.length;
  const minutes = new Float64Array(n).fill(Infinity);
  const miles = new Float64Array(n).fill(Infinity);
  const prevEdge = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  for (const s of sources) {
    if (s.minutes < minutes[s.node]!) {
      minutes[s.node] = s.minutes;
      miles[s.node] = 0;
    }
  }
  // A few hundred nodes: the O(n²) array scan is simpler than a heap and just as fast.
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && minutes[i]! < Infinity && (u < 0 || minutes[i]! < minutes[u]!)) u = i;
    if (u < 0 || minutes[u]! > limitMinutes) break;
    done[u] = 1;
    for (const [v, k] of adjacency[u]!) {
      const e = edges[k]!;
      if (!isOpen(e.edge, season)) continue;
      const t = minutes[u]! + e.minutes;
      if (t < minutes[v]!) {
        minutes[v] = t;
        miles[v] = miles[u]! + e.edge.miles;
        prevEdge[v] = k;
      }
    }
  }
  return { edges, minutes, miles, prevEdge };
}

const memoTrees = new Map<Season, Tree>();

/** The shortest-path tree from the airport in a season, computed once. */
function airportTree(season: Season): Tree {
  const memo = memoTrees.get(season);
  if (memo) return memo;
  const airport = ROAD_NODES.findIndex((node) => node.id === AIRPORT_NODE_ID);
  const tree = shortestPaths([{ node: airport, minutes: 0 }], Infinity, season);
  memoTrees.set(season, tree);
  return tree;
}

// ---------------------------------------------------------------------------------------
// Local leg and access points
// ---------------------------------------------------------------------------------------

/** Minutes to drive a local leg of `miles` on the given last-stretch surface. */
export function localLegMinutes(miles: number, road: LastMileRoad = 'paved'): number {
  if (road !== 'paved') return (miles / LOCAL_UNPAVED_MPH[road]) * 60;
  const town = Math.min(miles, LOCAL_TOWN_MILES);
  const rural = Math.max(0, miles - LOCAL_TOWN_MILES);
  return (town / LOCAL_TOWN_MPH) * 60 + (rural / LOCAL_RURAL_MPH) * 60;
}

interface Candidate {
  /** Network time and miles to the access point. */
  minutes: number;
  miles: number;
  /** Node through which the access point is reached (for the path). */
  viaNode: number;
  /** The edge the access point lies on (driven from `viaNode`), or -1 for a node. */
  viaEdge: number;
  /** Straight-line miles from the access point to the place. */
  chord: number;
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

/**
 * The access candidates of a point with their network time in the tree. A candidate the season
 * cannot reach (a node behind closed roads, a point on a closed edge) keeps `minutes: Infinity`:
 * it still counts for the "nearest" of the access slack, so a place beside a closed road is not
 * joined instead to an open road miles away across the mountains.
 */
function candidates(lat: number, lng: number, tree: Tree, season: Season): Candidate[] {
  const out: Candidate[] = [];
  const access = accessCandidates(lat, lng);
  for (const { chord, i } of access.nodes) {
    out.push({ minutes: tree.minutes[i]!, miles: tree.miles[i]!, viaNode: i, viaEdge: -1, chord });
  }
  for (const { ie, t, chord } of access.edges) {
    const k = ie.index;
    if (!isOpen(ie.edge, season)) {
      out.push({ minutes: Infinity, miles: Infinity, viaNode: ie.a, viaEdge: k, chord });
      continue;
    }
    const viaA = tree.minutes[ie.a]! + t * ie.minutes;
    const viaB = tree.minutes[ie.b]! + (1 - t) * ie.minutes;
    if (viaA <= viaB) out.push({ minutes: viaA, miles: tree.miles[ie.a]! + t * ie.edge.miles, viaNode: ie.a, viaEdge: t > 0 ? k : -1, chord });
    else out.push({ minutes: viaB, miles: tree.miles[ie.b]! + (1 - t) * ie.edge.miles, viaNode: ie.b, viaEdge: t < 1 ? k : -1, chord });
  }
  return out;
}

type Winner = Candidate & { localMiles: number; localMinutes: number; total: number };

/** The fastest way in, or null when the season leaves no open road within reach of the point. */
function best(point: { lat: number; lng: number }, road: LastMileRoad, season: Season): { tree: Tree; winner: Winner | null } {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw new RangeError('driveFromAirport: coordinates must be finite numbers');
  const tree = airportTree(season);
  let winner: Winner | null = null;
  const all = candidates(point.lat, point.lng, tree, season);
  const nearest = Math.min(...all.map((c) => c.chord));
  // Only winter has unreachable candidates (closed roads and what lies behind them).
  const maxChord = Math.min(...all.filter((c) => c.minutes === Infinity).map((c) => c.chord)) + WINTER_ACCESS_TOLERANCE_MILES;
  for (const c of all) {
    if (c.minutes === Infinity || c.chord > nearest + ACCESS_SLACK_MILES || c.chord > maxChord) continue;
    const localMiles = c.chord * LOCAL_DETOUR_FACTOR;
    const localMinutes = localLegMinutes(localMiles, road);
    const total = c.minutes + localMinutes;
    if (!winner || total < winner.total) winner = { ...c, localMiles, localMinutes, total };
  }
  return { tree, winner };
}

/** The summer route always exists (every node is reachable with every road open). */
function summerBest(point: { lat: number; lng: number }, road: LastMileRoad) {
  const { tree, winner } = best(point, road, 'summer');
  if (!winner) throw new Error('driveFromAirport: the road network is empty');
  return { tree, winner };
}

function explain(tree: Tree, winner: Winner): DriveExplanation {
  const path: string[] = [];
  const roads: string[] = [];
  const edges: RoadEdge[] = [];
  for (let i = winner.viaNode; ; ) {
    path.unshift(ROAD_NODES[i]!.id);
    const k = tree.prevEdge[i]!;
    if (k < 0) break;
    const ie = tree.edges[k]!;
    edges.unshift(ie.edge);
    if (roads[0] !== ie.edge.road) roads.unshift(ie.edge.road);
    i = ie.a === i ? ie.b : ie.a;
  }
  if (winner.viaEdge >= 0) {
    const access = tree.edges[winner.viaEdge]!.edge;
    edges.push(access);
    if (roads.at(-1) !== access.road) roads.push(access.road);
  }
  return {
    minutes: winner.total,
    miles: winner.miles + winner.localMiles,
    path,
    roads,
    localMiles: winner.localMiles,
    localMinutes: winner.localMinutes,
    edges,
    accessMiles: winner.chord,
  };
}

// ---------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------

/**
 * Estimated drive from Salt Lake City International Airport to a point.
 *
 * @param point WGS84 coordinates of the place (trailhead, visitor centre, main entrance).
 * @param road  Surface of the last stretch to the place; unpaved surfaces slow the local
 *              leg (defaults to `'paved'`).
 * @returns Minutes and road miles, unrounded; round for display with
 *          {@link formatDriveTime} and {@link formatDistance}.
 */
export function driveFromAirport(point: { lat: number; lng: number }, road: LastMileRoad = 'paved'): DriveEstimate {
  const { winner } = summerBest(point, road);
  return { minutes: winner.total, miles: winner.miles + winner.localMiles };
}

/**
 * Like {@link driveFromAirport}, with the route that produced the estimate: the graph
 * nodes and road names of the network leg and the size of the local leg.
 */
export function explainDriveFromAirport(point: { lat: number; lng: number }, road: LastMileRoad = 'paved'): DriveExplanation {
  const { tree, winner } = summerBest(point, road);
  return explain(tree, winner);
}

/** Both seasons' routes to a place, and what the winter closes on the summer route. */
export interface SeasonalDrive {
  summer: DriveExplanation;
  /** The winter route: the summer one where it uses no closed road; null when no open road reaches the place. */
  winter: DriveExplanation | null;
  /** The closures of the roads the summer route drives, in route order, each once (empty: unaffected by winter). */
  closures: Array<{ road: string; closure: RoadClosure }>;
  /** The road the winter route takes instead: its longest segment on no summer edge (null when unchanged or unreachable). */
  winterVia: string | null;
}

/**
 * The route in one season, or null when winter leaves no open road that reaches the place:
 * the network leg avoids every closed road, and the place joins the open network no more than
 * {@link WINTER_ACCESS_TOLERANCE_MILES} farther away than its nearest closed road.
 */
export function explainDriveInSeason(point: { lat: number; lng: number }, road: LastMileRoad, season: Season): DriveExplanation | null {
  const { tree, winner } = best(point, road, season);
  return winner ? explain(tree, winner) : null;
}

/**
 * The drive in summer and in winter, and the closed roads that make them differ. A place is
 * affected by winter when the two routes differ: its summer route drives a closed road, or its
 * local leg would (it lies closer to a closed road than to the open one it joins in summer).
 * Unaffected places have the summer route in both seasons.
 */
export function seasonalDriveFromAirport(point: { lat: number; lng: number }, road: LastMileRoad = 'paved'): SeasonalDrive {
  const summer = explainDriveFromAirport(point, road);
  const winter = explainDriveInSeason(point, road, 'winter');
  const same = winter !== null && winter.minutes === summer.minutes && winter.path.join() === summer.path.join();
  if (same) return { summer, winter: summer, closures: [], winterVia: null };
  const closures: SeasonalDrive['closures'] = [];
  const add = (edge: RoadEdge) => {
    if (edge.closure && !closures.some((c) => c.closure === edge.closure && c.road === edge.road)) closures.push({ road: edge.road, closure: edge.closure });
  };
  summer.edges.forEach(add);
  // The local leg ran up a closed road the summer route does not name: the nearest closed one.
  if (closures.length === 0) nearestClosedEdge(point).forEach(add);
  if (!winter) return { summer, winter: null, closures, winterVia: null };
  return { summer, winter, closures, winterVia: viaRoad(summer, winter) };
}

/** The road with the most miles of the winter route that the summer route does not drive. */
function viaRoad(summer: DriveExplanation, winter: DriveExplanation): string | null {
  const summerEdges = new Set(summer.edges);
  const miles = new Map<string, number>();
  for (const e of winter.edges) if (!summerEdges.has(e)) miles.set(e.road, (miles.get(e.road) ?? 0) + e.miles);
  return [...miles].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** A winter route at most this many minutes longer is not worth a line of its own (model noise). */
export const WINTER_MIN_EXTRA_MINUTES = 5;

/**
 * The winter fields the catalogue stores for a place (npm run data:drive-times), or null when
 * winter changes nothing worth saying: the place is reached in winter less than
 * {@link WINTER_MIN_EXTRA_MINUTES} (rounded) later than in summer. The closure is the union of the windows of the closed roads (all wrap the new year,
 * so the union runs from the earliest start to the latest end).
 */
export function winterCatalogueFields(drive: SeasonalDrive): WinterDrive | null {
  const { summer, winter, closures, winterVia } = drive;
  if (closures.length === 0) return null;
  if (winter && Math.round(winter.minutes) - Math.round(summer.minutes) < WINTER_MIN_EXTRA_MINUTES) return null;
  for (const { closure } of closures)
    if (closure.from <= closure.to) throw new Error(`driveTime: closure ${closure.from}–${closure.to} does not wrap the new year`);
  const from = closures.map((c) => c.closure.from).sort()[0]!;
  const to = closures
    .map((c) => c.closure.to)
    .sort()
    .at(-1)!;
  const widest = closures.find((c) => c.closure.from === from && c.closure.to === to) ?? closures[0]!;
  const when = closures.every((c) => c.closure.when === widest.closure.when) ? widest.closure.when : `usually ${windowMonths({ from, to })}`;
  if (!winter)
    return { winterDriveTimeMinutes: null, winterDriveTimeText: null, winterVia: null, seasonalClosure: { from, to, text: `Road closed in winter, ${when}` } };
  const minutes = Math.round(winter.minutes);
  return {
    winterDriveTimeMinutes: minutes,
    winterDriveTimeText: formatDriveTime(minutes),
    winterVia,
    seasonalClosure: { from, to, text: `${closures.map((c) => c.road).join(' and ')} closed in winter, ${when}` },
  };
}

/** The closed road among a point's access candidates nearest to it (none when there is none). */
function nearestClosedEdge(point: { lat: number; lng: number }): RoadEdge[] {
  const closed = accessCandidates(point.lat, point.lng).edges.filter((c) => c.ie.edge.closure !== null);
  closed.sort((a, b) => a.chord - b.chord);
  return closed.slice(0, 1).map((c) => c.ie.edge);
}

/**
 * Human drive time: "25 min", "1 hr", "1 hr 35 min", "4 hr 10 min".
 * Rounds to the nearest minute; negative or non-finite input is treated as 0.
 */
export function formatDriveTime(minutes: number): string {
  const m = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/**
 * Human distance: "1 mile", "42 miles", "1,204 miles". Rounds to the nearest mile;
 * negative or non-finite input is treated as 0.
 */
export function formatDistance(miles: number): string {
  const n = Number.isFinite(miles) ? Math.max(0, Math.round(miles)) : 0;
  return n === 1 ? '1 mile' : `${n.toLocaleString('en-US')} miles`;
}
