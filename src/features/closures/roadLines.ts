// /road-lines.json (issue 40, decision 061): each segment of the road model by the key UDOT's
// closures are matched to, with its two ends as [lng, lat], written once at build for the map of
// today's closures.
import { ROAD_EDGES, roadNode } from '../roads/roadNetwork.ts';
import { edgeKey } from '../roads/roadsOn.ts';
import type { RoadLines } from './closureLines.ts';

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Every segment of the model, by its key. */
export function roadLines(): RoadLines {
  const lines: RoadLines = {};
  for (const edge of ROAD_EDGES) {
    const a = roadNode(edge.from);
    const b = roadNode(edge.to);
    if (a && b)
      lines[edgeKey(edge)] = [
        [round(a.lng), round(a.lat)],
        [round(b.lng), round(b.lat)],
      ];
  }
  return lines;
}
