// The road graph's fingerprint (issue 26): the planner's build-time data (/plan-data.json) and the
// worker that reads it must come from the same graph. A hash of every node's place and every
// edge's length, speed, surface and closure, so a moved junction or a changed speed shows.
import { stableHash } from '../../lib/hash.ts';
import { ROAD_EDGES, ROAD_NODES, type RoadEdge, type RoadNode } from './roadNetwork.ts';

let real: string | undefined;

/** The fingerprint of a graph; the real one (computed once) by default. */
export function graphFingerprint(nodes: readonly RoadNode[] = ROAD_NODES, edges: readonly RoadEdge[] = ROAD_EDGES): string {
  if (nodes === ROAD_NODES && edges === ROAD_EDGES && real) return real;
  const lines = [
    ...nodes.map((n) => `${n.id} ${n.lat} ${n.lng}`),
    ...edges.map((e) => [e.from, e.to, e.road, e.miles, e.mph, e.surface, e.closure ? `${e.closure.from}..${e.closure.to}` : '-'].join(' ')),
  ];
  const print = `${nodes.length}:${edges.length}:${stableHash(lines.join('\n'))}`;
  if (nodes === ROAD_NODES && edges === ROAD_EDGES) real = print;
  return print;
}
