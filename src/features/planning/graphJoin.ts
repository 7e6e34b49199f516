// Joining the planner's points to the road graph (issue 26): a catalogue place through its
// precomputed access points, a town or "My location" through nearby.ts's rule, the airport as its
// node; and the drive between two joined points, by road, never a straight line.
import { haversineMiles, latitudeSpan } from '../../lib/geo.ts';
import { LOCAL_DETOUR_FACTOR, localLegMinutes } from '../roads/localLeg.ts';
import { settlingOn, treeOn } from '../roads/roadsOn.ts';
import { EVERY_ROAD_OPEN, type Roads, type SettlingTree } from '../roads/shortestPaths.ts';
import { type Access, accessPoints, DIRECT_HOP_MILES, usableOn } from '../roads/placeAccess.ts';
import { AIRPORT_NODE_ID, ROAD_NODES } from '../roads/roadNetwork.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { AIRPORT_LABEL, MY_LOCATION_LABEL, PlanInputError, type PlannerPlace, type PlanPoint } from './planning.ts';
import { say } from '../../lib/messages/said.ts';

/** A start, end or stop joined to the road graph: its access nodes and its unpaved extra minutes. */
export interface GraphPoint {
  point: PlanPoint;
  access: Access[];
  extra: number;
}

const nodeIndex = new Map(ROAD_NODES.map((n, i) => [n.id, i]));

/**
 * Every road open and every way in usable (the roads room's one value with no date): what a caller
 * asks for when it joins a point once and narrows it to each day later ({@link pointOn}), or asks
 * what would fit were the roads open (the left-out note). Named, never a default (issue 47).
 */
export { EVERY_ROAD_OPEN };

// Every day search joins every place (issue 38): once per place and graph (its closed segments),
// kept per graph (a plan has one, a trip a few), so a place costs no map of its own.
const joined = new Map<string, WeakMap<PlannerPlace, GraphPoint>>();

/** A catalogue place joined to the graph; on a day, without the ways in along a closed edge. Shared: not to be changed. */
export function placeNode(p: PlannerPlace, on: Roads): GraphPoint {
  const graph = on.graph;
  let byPlace = joined.get(graph);
  if (!byPlace) {
    if (joined.size > 50) joined.clear();
    byPlace = new WeakMap();
    joined.set(graph, byPlace);
  }
  let node = byPlace.get(p);
  if (!node) {
    node = joinPlace(p, on);
    byPlace.set(p, node);
  }
  return node;
}

function joinPlace(p: PlannerPlace, on: Roads): GraphPoint {
  const access: Access[] = [];
  let alongEdges = false;
  // Index loops here and below (issue 38, decision 071): every place is joined, cold.
  for (let k = 0; k < p.access.length; k++) {
    const way = p.access[k]!;
    const node = nodeIndex.get(way[0]);
    if (node === undefined) continue;
    const edge = way[2];
    access.push(edge === undefined ? { node, minutes: way[1], chord: 0 } : { node, minutes: way[1], chord: 0, edge });
    // Most places join at nodes only: no way in along an edge for the day to close (issue 38).
    if (edge !== undefined) alongEdges = true;
  }
  return { point: { name: p.name, lat: p.lat, lng: p.lng, placeId: p.id }, access: alongEdges ? usableOn(access, on) : access, extra: p.extra };
}

// A town's ways in, found once: a trip's every day joins its two towns (issue 52).
const pointAccess = new Map<string, readonly Access[]>();

export function pointNode(name: string, lat: number, lng: number, on: Roads): GraphPoint {
  const key = `${lat},${lng}`;
  let access = pointAccess.get(key);
  if (!access) {
    if (pointAccess.size > 500) pointAccess.clear();
    access = accessPoints(lat, lng);
    pointAccess.set(key, access);
  }
  return { point: { name, lat, lng }, access: usableOn(access, on), extra: 0 };
}

/** The same point on a day: without its ways in along an edge closed that day. */
export const pointOn = (n: GraphPoint, on: Roads): GraphPoint => ({ ...n, access: usableOn(n.access, on) });

const HOP_LATITUDE = latitudeSpan(DIRECT_HOP_MILES);

/** Minutes from the node of a settled tree to another node, by road (nearby.ts's rule). */
export function legFrom(tree: Float64Array, from: GraphPoint, to: GraphPoint): number {
  let minutes = Infinity;
  for (let k = 0; k < to.access.length; k++) minutes = Math.min(minutes, tree[to.access[k]!.node]! + to.access[k]!.minutes);
  // The chord only where it can be a hop (issue 38).
  if (Math.abs(to.point.lat - from.point.lat) <= HOP_LATITUDE) {
    const chord = haversineMiles(from.point.lat, from.point.lng, to.point.lat, to.point.lng);
    if (chord <= DIRECT_HOP_MILES) minutes = Math.min(minutes, localLegMinutes(chord * LOCAL_DETOUR_FACTOR));
  }
  return minutes + from.extra + to.extra;
}

/** A joined point's Dijkstra run on the day, to be settled only as far as it is asked ({@link legTowards}). */
export const runOf = (n: GraphPoint, on: Roads): SettlingTree => settlingOn(on, n.access);

/**
 * {@link legFrom} without the whole tree (issue 38): `run`, the point's {@link runOf}, settles only
 * until the other point's nodes are settled (and goes on from there for the next one asked).
 */
export function legTowards(run: SettlingTree, from: GraphPoint, to: GraphPoint): number {
  for (let k = 0; k < to.access.length; k++) run.settle(to.access[k]!.node);
  return legFrom(run.minutes, from, to);
}

/** Minutes by road from a joined point to every node, on the day (memoised per day and point). */
export const treeOf = (n: GraphPoint, on: Roads): Float64Array => treeOn(on, n.access).minutes;

/** Resolves a start or end label: the airport, "My location", a Utah town or a catalogue place. */
export function resolvePoint(
  label: string,
  places: readonly PlannerPlace[],
  near: { lat: number; lng: number } | undefined,
  on: Roads,
): { node: GraphPoint; place?: PlannerPlace } {
  const key = label.trim().toLowerCase();
  if (key === AIRPORT_LABEL.toLowerCase() || key === 'airport' || key === 'slc airport') {
    const airport = ROAD_NODES[nodeIndex.get(AIRPORT_NODE_ID)!]!;
    return {
      node: {
        point: { name: AIRPORT_LABEL, lat: airport.lat, lng: airport.lng },
        access: [{ node: nodeIndex.get(AIRPORT_NODE_ID)!, minutes: 0, chord: 0 }],
        extra: 0,
      },
    };
  }
  if (key === MY_LOCATION_LABEL.toLowerCase()) {
    if (!near || !Number.isFinite(near.lat) || !Number.isFinite(near.lng)) throw new PlanInputError(say('plan.error.myLocation'));
    if (near.lat < 35 || near.lat > 43 || near.lng < -116 || near.lng > -107) throw new PlanInputError(say('plan.error.outsideMap'));
    return { node: pointNode(MY_LOCATION_LABEL, near.lat, near.lng, on) };
  }
  const town = Object.keys(UTAH_TOWNS).find((t) => t.toLowerCase() === key);
  if (town) {
    const p = UTAH_TOWNS[town]!;
    return { node: pointNode(town, p.lat, p.lng, on) };
  }
  const place = places.find((p) => p.name.toLowerCase() === key || p.id === key);
  if (place) return { node: placeNode(place, on), place };
  throw new PlanInputError(say('plan.error.unknownPlace', { label }));
}
