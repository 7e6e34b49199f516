// Shortest paths over the road graph (issue 26): the graph with nodes as indices, Dijkstra by
// time from weighted sources, and the airport's tree in each season, each built once. Pure.
import type { RoadDay } from './roadDay.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, type RoadEdge } from './roadNetwork.ts';

/** `'summer'`: every road open. `'winter'`: every road with a closure window closed. */
export type Season = 'summer' | 'winter';

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

/** A season or the roads on a date (roadsOn.ts): what a shortest-path search drives on. */
export type DayOrSeason = Season | RoadDay;

/** Whether an indexed edge can be driven on the day or in the season. */
export const edgeOpen = (ie: IndexedEdge, on: DayOrSeason): boolean => (typeof on === 'string' ? isOpen(ie.edge, on) : on.isOpen(ie.index));

interface Graph {
  edges: IndexedEdge[];
  adjacency: Array<Array<[neighbour: number, edge: number]>>;
}

let memoGraph: Graph | null = null;

/** The road network with nodes as indices, built once. */
export function roadGraph(): Graph {
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
export function shortestPaths(sources: ReadonlyArray<{ node: number; minutes: number }>, limitMinutes = Infinity, season: DayOrSeason = 'summer'): Tree {
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
      if (!edgeOpen(e, season)) continue;
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
export function airportTree(season: Season): Tree {
  const memo = memoTrees.get(season);
  if (memo) return memo;
  const airport = ROAD_NODES.findIndex((node) => node.id === AIRPORT_NODE_ID);
  const tree = shortestPaths([{ node: airport, minutes: 0 }], Infinity, season);
  memoTrees.set(season, tree);
  return tree;
}
