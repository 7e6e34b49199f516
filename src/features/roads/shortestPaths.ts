// Shortest paths over the road graph (issue 26): the graph with nodes as indices, Dijkstra by
// time from weighted sources on given roads (a date's, or every road open), and the airport's tree
// on each, each built once. Pure.
import type { Roads } from './roadDay.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, type RoadEdge } from './roadNetwork.ts';

export type { Roads };

/** An edge with its end nodes resolved to indices into ROAD_NODES. */
export interface IndexedEdge {
  edge: RoadEdge;
  a: number;
  b: number;
  minutes: number;
  /** Position in the graph's edge list. */
  index: number;
}

/**
 * Every road open and every place reachable: the roads of no date, named where that is the honest
 * meaning (issue 47, decision 097) — the usual drive times the build publishes as the summer
 * figures, the "Nearby" lists shown for summer, and a planner joining its points once before it
 * narrows them to each day (graphJoin.ts's pointOn) or asks what would fit were the roads open.
 * Its graph closes no segment, so it shares its trees with the days that close none.
 */
export const EVERY_ROAD_OPEN: Roads = { graph: 'edges:', isOpen: () => true, placeOpen: () => ({ open: true }) };

interface Graph {
  edges: IndexedEdge[];
  adjacency: Array<Array<[neighbor: number, edge: number]>>;
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

/**
 * A binary min-heap of (minutes, node), lower node first on equal minutes, in typed arrays of a
 * fixed capacity (issue 38: a trip builds hundreds of trees; no allocation per push or pop). Its
 * entries are distinct (a node is pushed again only with fewer minutes), so the order they leave
 * in is the order of (minutes, node) whatever the heap's inner moves: each sift moves a hole and
 * writes the entry once, the fewest steps for a fresh worker's cold code.
 */
class MinHeap {
  private keys: Float64Array;
  private nodes: Int32Array;
  size = 0;
  /** Over the given arrays, of the same length: the heap's capacity. */
  constructor(keys: Float64Array, nodes: Int32Array) {
    this.keys = keys;
    this.nodes = nodes;
  }
  /** Whether a node is in the heap (a scan: for the few sources only). */
  has(node: number): boolean {
    for (let i = 0; i < this.size; i++) if (this.nodes[i] === node) return true;
    return false;
  }
  push(key: number, node: number): void {
    const { keys, nodes } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = keys[parent]!;
      if (pk < key || (pk === key && nodes[parent]! < node)) break;
      keys[i] = pk;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }
  /**
   * Removes entries until one is current (its node not settled, its key the node's minutes) and
   * gives that node, or -1 when none is left: one call per settled node, as cold code runs it fastest.
   */
  popCurrent(minutes: Float64Array, done: Uint8Array): number {
    const { keys, nodes } = this;
    while (this.size > 0) {
      const topKey = keys[0]!;
      const topNode = nodes[0]!;
      // The last entry fills the hole the top leaves, sifted down.
      const last = --this.size;
      const key = keys[last]!;
      const node = nodes[last]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= last) break;
        if (c + 1 < last && (keys[c + 1]! < keys[c]! || (keys[c + 1] === keys[c] && nodes[c + 1]! < nodes[c]!))) c++;
        if (key < keys[c]! || (key === keys[c] && node < nodes[c]!)) break;
        keys[i] = keys[c]!;
        nodes[i] = nodes[c]!;
        i = c;
      }
      keys[i] = key;
      nodes[i] = node;
      if (!done[topNode] && topKey === minutes[topNode]) return topNode;
    }
    return -1;
  }
}

/**
 * The graph's adjacency as flat arrays (node u's neighbors at start[u]..start[u+1]), with each
 * slot's edge, minutes and miles (the edge's own numbers, copied: no object read per relaxation), built once.
 */
let memoFlat: { start: Int32Array; to: Int32Array; edge: Int32Array; minutes: Float64Array; miles: Float64Array } | null = null;
function flatAdjacency() {
  if (memoFlat) return memoFlat;
  const { adjacency, edges } = roadGraph();
  const start = new Int32Array(adjacency.length + 1);
  adjacency.forEach((list, u) => {
    start[u + 1] = start[u]! + list.length;
  });
  const to = new Int32Array(start[adjacency.length]!);
  const edge = new Int32Array(to.length);
  const minutes = new Float64Array(to.length);
  const miles = new Float64Array(to.length);
  adjacency.forEach((list, u) => {
    list.forEach(([v, k], i) => {
      to[start[u]! + i] = v;
      edge[start[u]! + i] = k;
      minutes[start[u]! + i] = edges[k]!.minutes;
      miles[start[u]! + i] = edges[k]!.edge.miles;
    });
  });
  memoFlat = { start, to, edge, minutes, miles };
  return memoFlat;
}

/** Which edges can be driven (1) on the roads, once per roads. */
const openMasks = new WeakMap<Roads, Uint8Array>();
function openMask(on: Roads): Uint8Array {
  const known = openMasks.get(on);
  if (known) return known;
  const mask = Uint8Array.from(roadGraph().edges, (e) => (on.isOpen(e.index) ? 1 : 0));
  openMasks.set(on, mask);
  return mask;
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
export function shortestPaths(sources: ReadonlyArray<{ node: number; minutes: number }>, limitMinutes: number, on: Roads): Tree {
  return new SettlingTree(sources, limitMinutes, on).tree();
}

/**
 * A Dijkstra run that settles only as far as it is asked (issue 38): a day plan's drives between
 * its pooled places need the nodes up to the farthest of them, not the whole of Utah. Settled
 * minutes are final and the run is the same run whenever it stops, so a node's minutes read after
 * {@link settle} are the full tree's, and {@link tree} finishes the run into that tree.
 */
export class SettlingTree {
  readonly minutes: Float64Array;
  private readonly miles: Float64Array;
  private readonly prevEdge: Int32Array;
  private readonly done: Uint8Array;
  /** The run's heap, dropped when the run is over (a memo of finished trees keeps only their arrays). */
  private heap: MinHeap | null;
  private readonly open: Uint8Array;
  private full: Tree | null = null;

  constructor(
    sources: ReadonlyArray<{ node: number; minutes: number }>,
    private readonly limitMinutes: number,
    on: Roads,
  ) {
    // A binary heap of (minutes, node): a multi-day trip builds hundreds of trees (decision 052),
    // where the O(n²) scan of every node cost seconds on a phone. Ties settle the lower node first,
    // as the scan did, so the trees are the same. A node is pushed once per improvement: at most
    // once as a source and once per direction of each edge. The tree's arrays lie in one buffer
    // and the heap's in another (issue 38: two allocations per run, a day plan makes 37).
    const n = ROAD_NODES.length;
    const cap = n + flatAdjacency().to.length;
    const tree = new ArrayBuffer(8 * 2 * n + 4 * n + n);
    this.minutes = new Float64Array(tree, 0, n).fill(Infinity);
    this.miles = new Float64Array(tree, 8 * n, n).fill(Infinity);
    this.prevEdge = new Int32Array(tree, 16 * n, n).fill(-1);
    this.done = new Uint8Array(tree, 20 * n, n);
    const heap = new ArrayBuffer(12 * cap);
    this.heap = new MinHeap(new Float64Array(heap, 0, cap), new Int32Array(heap, 8 * cap, cap));
    for (const s of sources) {
      if (s.minutes < this.minutes[s.node]!) {
        this.minutes[s.node] = s.minutes;
        this.miles[s.node] = 0;
      }
    }
    this.open = openMask(on);
    // Each source once, at its least minutes (the heap's order is that of (minutes, node), whatever the order of the pushes).
    for (const s of sources) if (s.minutes < Infinity && s.minutes === this.minutes[s.node] && !this.heap.has(s.node)) this.heap.push(s.minutes, s.node);
  }

  /** Settles nodes until `node` is settled or the run is over: its minutes are then final. */
  settle(node: number): void {
    if (!this.done[node]) this.run(node);
  }

  /** The whole tree, the run finished. */
  tree(): Tree {
    this.run(-1);
    this.full ??= { edges: roadGraph().edges, minutes: this.minutes, miles: this.miles, prevEdge: this.prevEdge };
    return this.full;
  }

  /** Settles nodes (relaxing their edges) until `until` is settled, or to the end (-1 or unreachable). */
  private run(until: number): void {
    const { heap, minutes, miles, prevEdge, done, open, limitMinutes } = this;
    if (!heap) return;
    const { start, to, edge, minutes: edgeMinutes, miles: edgeMiles } = flatAdjacency();
    for (;;) {
      const u = heap.popCurrent(minutes, done);
      if (u < 0 || minutes[u]! > limitMinutes) {
        this.heap = null;
        return;
      }
      done[u] = 1;
      const base = minutes[u]!;
      for (let i = start[u]!, end = start[u + 1]!; i < end; i++) {
        const k = edge[i]!;
        if (!open[k]) continue;
        const v = to[i]!;
        const t = base + edgeMinutes[i]!;
        if (t < minutes[v]!) {
          minutes[v] = t;
          miles[v] = miles[u]! + edgeMiles[i]!;
          prevEdge[v] = k;
          heap.push(t, v);
        }
      }
      if (u === until) return;
    }
  }
}

const memoTrees = new Map<string, Tree>();

/** The shortest-path tree from the airport on the roads, computed once per graph. */
export function airportTree(on: Roads): Tree {
  const memo = memoTrees.get(on.graph);
  if (memo) return memo;
  const airport = ROAD_NODES.findIndex((node) => node.id === AIRPORT_NODE_ID);
  const tree = shortestPaths([{ node: airport, minutes: 0 }], Infinity, on);
  memoTrees.set(on.graph, tree);
  return tree;
}
