// Matching UDOT's closures to the road graph (issue 27, decision 048): which segments an event
// closes, which nodes and places that cuts off from the airport on a date, and which places lie
// up the Cottonwood canyons. Pure; it reads the roads room's data modules only.
import { haversineMiles } from '../../lib/geo.ts';
import { isInWindow } from '../roads/seasons.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, type RoadEdge, roadNode } from '../roads/roadNetwork.ts';

/** An event matches a segment of its road lying within this many miles of its point(s). */
export const MATCH_MILES = 1;
/** A place attaches to its nearest node only when that node is within this many miles. */
export const PLACE_ATTACH_MILES = 15;

/** The stable key of a road segment: the roads room's one (`${road}:${from}-${to}`). */
export { edgeKey } from '../roads/roadsOn.ts';

/**
 * A road's name as the graph writes it: "SR-210", "US-40", "I-80". UDOT writes "SR-210",
 * "SR 210", "UT-210", "State Route 210", "I-80 EB"; names without a number are kept as written.
 */
export function normalizeRoad(name: string): string {
  const m = /\b(I|US|SR|UT|U\.S\.|State Route|State Road|Interstate|Hwy|Highway)[\s-]*(\d{1,3})\b/i.exec(name);
  if (!m) return name.trim().toUpperCase();
  const kind = m[1]!.toUpperCase().replace(/\./g, '');
  const prefix = kind === 'I' || kind === 'INTERSTATE' ? 'I' : kind === 'US' ? 'US' : 'SR';
  return `${prefix}-${Number(m[2])}`;
}

/** Miles from a point to a segment between two coordinates (a flat projection: fine at a few miles). */
export function milesToSegment(lat: number, lng: number, a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const [ax, ay, bx, by, px, py] = [a.lng * k, a.lat, b.lng * k, b.lat, lng * k, lat];
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return haversineMiles(lat, lng, ay + t * dy, (ax + t * dx) / k);
}

/** The graph's segments an event closes: its road's segments near its point or its second point. */
export function matchEdges(roadway: string, points: ReadonlyArray<{ lat: number; lng: number }>): number[] {
  const road = normalizeRoad(roadway);
  const out: number[] = [];
  ROAD_EDGES.forEach((edge, i) => {
    if (normalizeRoad(edge.road) !== road) return;
    const a = roadNode(edge.from);
    const b = roadNode(edge.to);
    if (a && b && points.some((p) => milesToSegment(p.lat, p.lng, a, b) <= MATCH_MILES)) out.push(i);
  });
  return out;
}

/** Whether a segment is open on a date by its usual window (the live closures aside). */
export const openByWindow = (edge: RoadEdge, date: Date): boolean => edge.closure === null || !isInWindow(edge.closure, date);

function reached(date: Date, closed: ReadonlySet<number>): Set<string> {
  const adjacency = new Map<string, string[]>();
  ROAD_EDGES.forEach((edge, i) => {
    if (closed.has(i) || !openByWindow(edge, date)) return;
    for (const [x, y] of [
      [edge.from, edge.to],
      [edge.to, edge.from],
    ] as const) {
      const list = adjacency.get(x) ?? [];
      list.push(y);
      adjacency.set(x, list);
    }
  });
  const seen = new Set([AIRPORT_NODE_ID]);
  const queue = [AIRPORT_NODE_ID];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of adjacency.get(id) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The nodes the closed segments cut off from the airport on `date`: reached by the usual roads, not without them. */
export function cutOffNodes(closed: Iterable<number>, date: Date): Set<string> {
  const closedSet = new Set(closed);
  if (closedSet.size === 0) return new Set();
  const now = reached(date, closedSet);
  return new Set([...reached(date, new Set())].filter((id) => !now.has(id)));
}

/** The node a place attaches to: its nearest, within {@link PLACE_ATTACH_MILES}; null when none is. */
export function attachNode(lat: number, lng: number): string | null {
  let best: { id: string; miles: number } | null = null;
  for (const node of ROAD_NODES) {
    const miles = haversineMiles(lat, lng, node.lat, node.lng);
    if (!best || miles < best.miles) best = { id: node.id, miles };
  }
  return best && best.miles <= PLACE_ATTACH_MILES ? best.id : null;
}

export interface PlacePoint {
  id: string;
  lat: number;
  lng: number;
}

/** The places whose node the closed segments cut off on `date`. */
export function placesCutOff(places: readonly PlacePoint[], closed: Iterable<number>, date: Date): string[] {
  const cut = cutOffNodes(closed, date);
  if (cut.size === 0) return [];
  return places.filter((p) => cut.has(attachNode(p.lat, p.lng) ?? '')).map((p) => p.id);
}

/** The two canyons whose status the pages of the places up them show. */
export const CANYONS = [
  { road: 'SR-210', name: 'Little Cottonwood Canyon', mouth: 'lcc_mouth' },
  { road: 'SR-190', name: 'Big Cottonwood Canyon', mouth: 'bcc_mouth' },
] as const;
export type CanyonRoad = (typeof CANYONS)[number]['road'];

/**
 * The canyon road a point is up, if any: its node is cut off when the canyon's road is closed at
 * the mouth (on a January day, when Guardsman Pass is closed too, as it is all winter).
 */
export function canyonOf(lat: number, lng: number): CanyonRoad | null {
  const node = attachNode(lat, lng);
  return node ? (canyonNodes().get(node) ?? null) : null;
}

let memoCanyonNodes: Map<string, CanyonRoad> | null = null;

/** Each node up a canyon, with its canyon's road; worked out once (every destination page asks). */
function canyonNodes(): Map<string, CanyonRoad> {
  if (memoCanyonNodes) return memoCanyonNodes;
  const january = new Date(Date.UTC(2027, 0, 15, 18));
  memoCanyonNodes = new Map();
  for (const canyon of CANYONS) {
    const mouthEdges = ROAD_EDGES.flatMap((e, i) => (e.road === canyon.road && (e.from === canyon.mouth || e.to === canyon.mouth) ? [i] : []));
    for (const node of cutOffNodes(mouthEdges, january)) memoCanyonNodes.set(node, canyon.road);
  }
  return memoCanyonNodes;
}
