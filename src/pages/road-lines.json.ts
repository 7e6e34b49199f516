import type { APIRoute } from 'astro';
import { ROAD_EDGES, roadNode } from '../features/roads/roadNetwork';
import { edgeKey } from '../features/roads/roadsOn';

/**
 * /road-lines.json: each road segment of the model by its key ("SR-210:lcc_mouth-snowbird") as
 * [lng, lat] ends, for the map of today's closures on /conditions (issue 40, decision 061). Built
 * once; the page fetches it only when the visitor asks for the map.
 */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

export const GET: APIRoute = () => {
  const lines: Record<string, [number, number][]> = {};
  for (const edge of ROAD_EDGES) {
    const a = roadNode(edge.from);
    const b = roadNode(edge.to);
    if (a && b)
      lines[edgeKey(edge)] = [
        [round(a.lng), round(a.lat)],
        [round(b.lng), round(b.lat)],
      ];
  }
  return new Response(JSON.stringify(lines), { headers: { 'content-type': 'application/json' } });
};
