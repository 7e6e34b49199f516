/**
 * Drive time and road distance from Salt Lake City International Airport to any point in
 * Utah and its immediate neighbors.
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
 * Seasons (issue 19): the summer figures route with every road open (EVERY_ROAD_OPEN, the usual
 * drive); the winter ones on the roads of a winter day (day.ts's seasonDay, 15 January), which
 * closes every road that has a closure window (a route's `closure` in data/roads.json): the date
 * lies inside all of the windows. {@link seasonalDriveFromAirport} gives both.
 *
 * Assumptions and limits: free-flow traffic (no rush hour, no holiday queues at park
 * gates), no chain controls or storm closures, average
 * speeds per road class rather than per mile, and a straight-line local leg that cannot
 * know about a river or a cliff between the highway and the place. It answers "about how
 * far is it" to within roughly 10 % for typical trips; it is not turn-by-turn routing.
 * Pure TypeScript: no Node or browser APIs, so it runs in scripts, tests and the client.
 * Dijkstra and the graph by indices live in `shortestPaths.ts`, the access points and the local
 * leg in `localLeg.ts`; this module joins them into a drive from the airport, in each season.
 */

import { formatDuration } from '../../lib/format.ts';
import type { RoadClosure, Season } from './usualClosures.ts';
import { ACCESS_SLACK_MILES, accessCandidates, LOCAL_DETOUR_FACTOR, type LastMileRoad, localLegMinutes } from './localLeg.ts';
import { placeWinterRule, ruleText } from './placeAccess.ts';
import { ROAD_NODES, type RoadEdge, roadNode } from './roadNetwork.ts';
import { seasonDay } from './day.ts';
import { airportTree, EVERY_ROAD_OPEN, type Roads, type Tree } from './shortestPaths.ts';
import { type WinterDrive, windowMonths } from './winter.ts';

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

/**
 * In winter, a place may join the open network at most this many miles (straight line) farther
 * than its nearest closed road: a longer local leg would be driving up the closed road itself
 * (Cedar Breaks is 3 miles from SR-143, up the closed SR-148; Bloods Lake is 2.5 miles from
 * Solitude, over the ridge the closed Guardsman Pass road climbs).
 */
export const WINTER_ACCESS_TOLERANCE_MILES = 1;

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

/**
 * The access candidates of a point with their network time in the tree. A candidate the season
 * cannot reach (a node behind closed roads, a point on a closed edge) keeps `minutes: Infinity`:
 * it still counts for the "nearest" of the access slack, so a place beside a closed road is not
 * joined instead to an open road miles away across the mountains.
 */
function candidates(lat: number, lng: number, tree: Tree, on: Roads): Candidate[] {
  const out: Candidate[] = [];
  const access = accessCandidates(lat, lng);
  for (const { chord, i } of access.nodes) {
    out.push({ minutes: tree.minutes[i]!, miles: tree.miles[i]!, viaNode: i, viaEdge: -1, chord });
  }
  for (const { ie, t, chord } of access.edges) {
    const k = ie.index;
    if (!on.isOpen(k)) {
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

/** The roads a season's published figures drive on: every road open, or those of a winter day. */
const seasonRoads = (season: Season): Roads => (season === 'summer' ? EVERY_ROAD_OPEN : seasonDay('winter').roads);

/** The fastest way in, or null when the roads leave no open road within reach of the point. */
function best(point: { lat: number; lng: number }, road: LastMileRoad, on: Roads): { tree: Tree; winner: Winner | null } {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw new RangeError('driveFromAirport: coordinates must be finite numbers');
  const tree = airportTree(on);
  let winner: Winner | null = null;
  const all = candidates(point.lat, point.lng, tree, on);
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

/** The usual route always exists (every node is reachable with every road open). */
function summerBest(point: { lat: number; lng: number }, road: LastMileRoad) {
  const { tree, winner } = best(point, road, EVERY_ROAD_OPEN);
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
  const { tree, winner } = best(point, road, seasonRoads(season));
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
export function winterCatalogueFields(drive: SeasonalDrive, placeId?: string): WinterDrive | null {
  // A place at the end of a road the graph does not have: its own rule (data/access.json) decides.
  const rule = placeId === undefined ? undefined : placeWinterRule(placeId);
  if (rule) {
    const seasonalClosure = { from: rule.from, to: rule.to, text: ruleText(rule) };
    const open = rule.winterAccess && roadNode(rule.winterAccess.node);
    const reached = open && explainDriveInSeason(open, 'paved', 'winter');
    if (!rule.winterAccess || !reached) return { winterDriveTimeMinutes: null, winterDriveTimeText: null, winterVia: null, seasonalClosure };
    // Open in winter at another part of the place (Cedar Breaks' north side by SR-143): the drive there.
    const minutes = Math.round(reached.minutes + localLegMinutes(rule.winterAccess.miles * LOCAL_DETOUR_FACTOR));
    return { winterDriveTimeMinutes: minutes, winterDriveTimeText: formatDriveTime(minutes), winterVia: rule.winterAccess.via, seasonalClosure };
  }
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
export const formatDriveTime = (minutes: number): string => formatDuration(minutes);

/**
 * Human distance: "1 mile", "42 miles", "1,204 miles". Rounds to the nearest mile;
 * negative or non-finite input is treated as 0.
 */
export { formatDistance } from '../../lib/format.ts';
