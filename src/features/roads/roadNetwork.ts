/**
 * Utah's highway network, as data, for the drive-time model (see `driveTime.ts` and
 * `docs/drive-time-model.md`).
 *
 * The graph is deliberately small: ~440 nodes (junctions, towns, park entrances) with real
 * WGS84 coordinates, joined by edges that follow the real highways. It covers Utah and the
 * roads just across the state lines that Utah trips use (Great Basin, Wendover, Bear Lake's
 * Idaho shore, Evanston, Flaming Gorge via Wyoming, Dinosaur's Colorado side, Four Corners,
 * Mesa Verde, Page, Lees Ferry, both Grand Canyon rims, Valley of Fire).
 *
 * How an edge's length is obtained:
 * - by default, the great-circle distance between its two nodes times the route's
 *   `curve` factor (how much longer the real road is than the straight chord: ~1.03 for an
 *   interstate across a valley, 1.2–1.4 for a canyon road);
 * - or, where the road wanders far from the chord (Logan Canyon, SR-12's Hogback, the
 *   Zion–Mount Carmel Highway, SR-20, SR-150…), an explicit mileage written `node:miles`
 *   in the path, taken from published road logs / milepost differences.
 *
 * Speeds are free-flow averages in mph, the kind mapping services assume outside rush
 * hour: rural interstates ~74–76 (80 mph limits, less on grades), Wasatch Front I-15/I-215
 * ~60–65 (interchange density, congestion), US highways 50–62, canyon and mountain roads
 * 30–50, park roads 22–35, gravel 12–28 (the Moki Dugway and Burr Trail switchbacks are
 * the slowest), dirt 10–12. They are a road-class judgement,
 * not tuned per destination.
 *
 * Seasonal roads (issue 19): a road that closes for the winter carries its usual closure
 * window (`closure`, with the agency that sets it named in docs/drive-time-model.md); the
 * model routes summer with every road open and winter with every such road closed.
 *
 * The data itself is `data/roads.json` (issue 26): one node or one route per line, named fields;
 * `roadData.ts` checks it (a test and the drive-time script run the check, naming the road at
 * fault), so a mistyped node id drops that hop here instead of throwing when the module loads.
 *
 * Limits: no traffic, no time of day, no chain controls or storm closures, no ferry
 * (Bullfrog–Halls Crossing), and minor streets are not modelled — the last miles to a place
 * are the "local leg" in `driveTime.ts`.
 */

import { haversineMiles } from '../../lib/geo.ts';
import { stableHash } from '../../lib/hash.ts';
import { CLOSURES, type RoadClosure } from './usualClosures.ts';
import roads from './data/roads.json' with { type: 'json' };
import type { RoadData } from './roadData.ts';

/** A junction, town or entrance of the road graph. */
export interface RoadNode {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** Road surface of an edge; unpaved edges are also slow by their speed. */
export type RoadSurface = 'paved' | 'gravel' | 'dirt';

/** One undirected road segment between two nodes. */
export interface RoadEdge {
  from: string;
  to: string;
  /** Road name, e.g. "I-15", "US-89", "SR-12", "Burr Trail". */
  road: string;
  /** Road length in miles. */
  miles: number;
  /** Average free-flow speed in mph. */
  mph: number;
  surface: RoadSurface;
  /** Closed in winter: the same as `closure !== null`. */
  seasonal: boolean;
  /** The road's usual winter closure, or null for a road kept open all year. */
  closure: RoadClosure | null;
}

/** The graph's data as written in data/roads.json (checked by roadData.ts, not here). */
export const ROAD_DATA = roads as RoadData;

/** Every node of the network. */
export const ROAD_NODES: readonly RoadNode[] = ROAD_DATA.nodes.map(({ id, name, lat, lng }) => ({ id, name, lat, lng }));

const NODE_BY_ID: ReadonlyMap<string, RoadNode> = new Map(ROAD_NODES.map((n) => [n.id, n]));

/**
 * The edges of the routes, hop by hop. A stop naming no node is skipped with the hops on either
 * side (validateRoadData reports it by road name): never a throw at import, which would take the
 * planner's worker and the build down with it.
 */
export function edgesOf(data: RoadData): RoadEdge[] {
  const nodeById = new Map(data.nodes.map((n) => [n.id, n]));
  const edges: RoadEdge[] = [];
  for (const route of data.routes) {
    const closure = route.closure === null ? null : (CLOSURES[route.closure] ?? null);
    let prev: RoadData['nodes'][number] | undefined;
    for (const stop of route.stops) {
      const { node: id, miles: explicit } = typeof stop === 'string' ? { node: stop, miles: undefined } : stop;
      const node = nodeById.get(id);
      if (prev && node) {
        const chord = haversineMiles(prev.lat, prev.lng, node.lat, node.lng);
        edges.push({
          from: prev.id,
          to: node.id,
          road: route.road,
          miles: explicit !== undefined ? explicit : chord * route.curve,
          mph: route.mph,
          surface: route.surface,
          seasonal: closure !== null,
          closure,
        });
      }
      prev = node;
    }
  }
  return edges;
}

/** Every edge of the network (undirected: each can be driven both ways). */
export const ROAD_EDGES: readonly RoadEdge[] = edgesOf(ROAD_DATA);

/** The node the model starts from. */
export const AIRPORT_NODE_ID = 'airport';

/** Look a node up by id. */
export function roadNode(id: string): RoadNode | undefined {
  return NODE_BY_ID.get(id);
}

// The graph's fingerprint (issue 26): the planner's build-time data (/plan-data.json) and the
// worker that reads it must come from the same graph. A hash of every node's place and every
// hop's road, speed, surface, length rule and closure window, so a moved junction or a changed
// speed shows. It hashes the data as written, not the edges' computed miles: those go through
// Math.sin and Math.asin, whose last bit may differ between Node (the build) and a browser.

/** The hash of a graph's data (issue 26). */
export function fingerprintOf(data: RoadData): string {
  const lines = data.nodes.map((n) => `${n.id} ${n.lat} ${n.lng}`);
  let hops = 0;
  for (const route of data.routes) {
    const closure = route.closure === null ? '-' : `${CLOSURES[route.closure]?.from}..${CLOSURES[route.closure]?.to}`;
    const [first, ...rest] = route.stops;
    lines.push(`${route.road} ${route.mph} ${route.surface} ${closure} from ${typeof first === 'string' ? first : first?.node}`);
    for (const stop of rest) lines.push(typeof stop === 'string' ? `${stop} x${route.curve}` : `${stop.node} ${stop.miles}mi`);
    hops += rest.length;
  }
  return `${data.nodes.length}:${hops}:${stableHash(lines.join('\n'))}`;
}

declare const __ROAD_GRAPH_FINGERPRINT__: string | undefined;

/**
 * The real graph's fingerprint as the build computed it (astro.config.mjs defines it, decision
 * 119): the worker compared the data's with its own on every cold start, 2–5 ms of hashing on
 * the plan's critical path. Undefined where no build defined it (tsx scripts, unit tests).
 */
export const BUILT_FINGERPRINT: string | undefined = typeof __ROAD_GRAPH_FINGERPRINT__ === 'string' ? __ROAD_GRAPH_FINGERPRINT__ : undefined;

let real: string | undefined;

/** The fingerprint of a graph's data; the real one (the build's, or computed once) by default. */
export function graphFingerprint(data: RoadData = ROAD_DATA): string {
  if (data !== ROAD_DATA) return fingerprintOf(data);
  real ??= BUILT_FINGERPRINT ?? fingerprintOf(data);
  return real;
}
