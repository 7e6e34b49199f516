/**
 * The places a day's live closures cut off (decision 054, replacing the closures room's own graph
 * search): a place is cut off when the airport reaches one of its ways in on the day's usual roads
 * and none of them once the live closures are added. A place joins the graph where its road
 * leaves the highway (placeAccessPoints: data/access.json, else its nearest nodes and points on
 * edges), never by the nearest node alone, so a trailhead down a canyon is not joined to the
 * resort above it. Pure; the entry point the closures room calls for every UDOT closure.
 */
import { haversineMiles } from '../../lib/geo.ts';
import { type Day, dayOf } from './day.ts';
import { type Access, placeAccessPoints, usableOn } from './placeAccess.ts';
import { AIRPORT_NODE_ID, ROAD_NODES } from './roadNetwork.ts';
import { treeOn } from './roadsOn.ts';
import type { RoadDay } from './roadDay.ts';
import { type IndexedEdge, roadGraph } from './shortestPaths.ts';

/** What the rule needs of a place: its catalogue id (for its access points) and where it is. */
export interface PlacePoint {
  id: string;
  lat: number;
  lng: number;
}

const AIRPORT = ROAD_NODES.findIndex((n) => n.id === AIRPORT_NODE_ID);
/** A closure's point stands on a segment within this many miles of it (the closures room's match distance). */
const ON_SEGMENT_MILES = 1;

/** Where a point lies along a segment (0 at its first node, 1 at its last; a flat projection, fine at a few miles) and how far off it. */
function along(p: { lat: number; lng: number }, ie: IndexedEdge): { t: number; miles: number } {
  const [a, b] = [ROAD_NODES[ie.a]!, ROAD_NODES[ie.b]!];
  const k = Math.cos((p.lat * Math.PI) / 180);
  const [dx, dy] = [(b.lng - a.lng) * k, b.lat - a.lat];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.lng - a.lng) * k * dx + (p.lat - a.lat) * dy) / len2));
  return { t, miles: haversineMiles(p.lat, p.lng, a.lat + t * dy, a.lng + (t * dx) / k) };
}

/**
 * The ways in still open under live closures: a way along a segment the live closures close stays
 * open when no closure point lies on the segment between the place and the end it leads to (a
 * trailhead below a closure point is reached from the canyon's mouth). Without points the whole
 * segment is closed; a segment closed by its usual window is closed whatever the points.
 */
function openWays(p: PlacePoint, access: readonly Access[], roads: RoadDay, usual: RoadDay, at: readonly PlacePoint[]): Access[] {
  const edges = roadGraph().edges;
  return access.filter((a) => {
    if (a.edge === undefined || roads.isOpen(a.edge)) return true;
    if (!usual.isOpen(a.edge)) return false;
    const ie = edges[a.edge]!;
    const points = at.map((q) => along(q, ie)).filter((q) => q.miles <= ON_SEGMENT_MILES);
    if (points.length === 0) return false;
    const here = along(p, ie).t;
    return points.every((q) => (a.node === ie.a ? q.t > here : q.t < here));
  });
}

/** Whether the airport reaches any of the ways in. */
function reached(ways: readonly Access[], roads: RoadDay): boolean {
  const minutes = treeOn(roads, [{ node: AIRPORT, minutes: 0 }]).minutes;
  return ways.some((a) => Number.isFinite(minutes[a.node]!));
}

/**
 * The ids of the places the day's live closures cut off from the airport; none without live
 * closures. `at`: where the closures are (UDOT's points), when known; without them every closed
 * segment is closed end to end ("closed from the canyon mouth").
 */
export function cutOffPlaces(day: Day, places: readonly PlacePoint[], at: ReadonlyArray<{ lat: number; lng: number }> = []): string[] {
  if (!day.live || day.roads.closedEdges.size === 0) return [];
  const usual = dayOf(day.date).roads;
  const points = at.map((q, i) => ({ id: `at-${i}`, ...q }));
  return places
    .filter((p) => {
      const access = placeAccessPoints(p.id, p.lat, p.lng);
      return reached(usableOn(access, usual), usual) && !reached(openWays(p, access, day.roads, usual, points), day.roads);
    })
    .map((p) => p.id);
}
