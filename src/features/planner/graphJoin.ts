// Joining the planner's points to the road graph (issue 26): a catalogue place through its
// precomputed access points, a town or "My location" through nearby.ts's rule, the airport as its
// node; and the drive between two joined points, by road, never a straight line.
import { haversineMiles } from '../../lib/geo.ts';
import { LOCAL_DETOUR_FACTOR, localLegMinutes } from '../roads/localLeg.ts';
import { type Season, shortestPaths } from '../roads/shortestPaths.ts';
import { type Access, accessPoints, DIRECT_HOP_MILES } from '../roads/nearby.ts';
import { AIRPORT_NODE_ID, ROAD_NODES } from '../roads/roadNetwork.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { AIRPORT_LABEL, MY_LOCATION_LABEL, PlanInputError, type PlannerPlace, type PlanPoint } from './planner.ts';

/** A start, end or stop joined to the road graph: its access nodes and its unpaved extra minutes. */
export interface GraphPoint {
  point: PlanPoint;
  access: Access[];
  extra: number;
}

const nodeIndex = new Map(ROAD_NODES.map((n, i) => [n.id, i]));

export function placeNode(p: PlannerPlace): GraphPoint {
  const access: Access[] = [];
  for (const [id, minutes] of p.access) {
    const node = nodeIndex.get(id);
    if (node !== undefined) access.push({ node, minutes, chord: 0 });
  }
  return { point: { name: p.name, lat: p.lat, lng: p.lng, placeId: p.id }, access, extra: p.extra };
}

export function pointNode(name: string, lat: number, lng: number): GraphPoint {
  return { point: { name, lat, lng }, access: accessPoints(lat, lng), extra: 0 };
}

/** Minutes from the node of a settled tree to another node, by road (nearby.ts's rule). */
export function legFrom(tree: Float64Array, from: GraphPoint, to: GraphPoint): number {
  let minutes = Infinity;
  for (const a of to.access) minutes = Math.min(minutes, tree[a.node]! + a.minutes);
  const chord = haversineMiles(from.point.lat, from.point.lng, to.point.lat, to.point.lng);
  if (chord <= DIRECT_HOP_MILES) minutes = Math.min(minutes, localLegMinutes(chord * LOCAL_DETOUR_FACTOR));
  return minutes + from.extra + to.extra;
}

const trees = new Map<string, Float64Array>();
/** Drives from a joined point to every road node in a season; memoised (a multi-day trip asks for the same trees day after day). */
export function treeOf(n: GraphPoint, season: Season = 'summer'): Float64Array {
  const key = `${season}|${n.access.map((a) => `${a.node}:${a.minutes}`).join(',')}`;
  const memo = trees.get(key);
  if (memo) return memo;
  if (trees.size >= 2000) trees.clear();
  const tree = shortestPaths(
    n.access.map((a) => ({ node: a.node, minutes: a.minutes })),
    Infinity,
    season,
  ).minutes;
  trees.set(key, tree);
  return tree;
}

/** Resolves a start or end label: the airport, "My location", a Utah town or a catalogue place. */
export function resolvePoint(label: string, places: readonly PlannerPlace[], near?: { lat: number; lng: number }): { node: GraphPoint; place?: PlannerPlace } {
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
    if (!near || !Number.isFinite(near.lat) || !Number.isFinite(near.lng)) throw new PlanInputError('"My location" needs the browser’s location');
    if (near.lat < 35 || near.lat > 43 || near.lng < -116 || near.lng > -107)
      throw new PlanInputError('Your location is outside the area of our road map (Utah and its neighbours)');
    return { node: pointNode(MY_LOCATION_LABEL, near.lat, near.lng) };
  }
  const town = Object.keys(UTAH_TOWNS).find((t) => t.toLowerCase() === key);
  if (town) {
    const p = UTAH_TOWNS[town]!;
    return { node: pointNode(town, p.lat, p.lng) };
  }
  const place = places.find((p) => p.name.toLowerCase() === key || p.id === key);
  if (place) return { node: placeNode(place), place };
  throw new PlanInputError(`Unknown place "${label}": choose the airport, a Utah town or a destination from the list`);
}
