// The road graph's fingerprint (issue 26): the planner's build-time data (/plan-data.json) and the
// worker that reads it must come from the same graph. A hash of every node's place and every
// hop's road, speed, surface, length rule and closure window, so a moved junction or a changed
// speed shows. It hashes the data as written, not the edges' computed miles: those go through
// Math.sin and Math.asin, whose last bit may differ between Node (the build) and a browser.
import { stableHash } from '../../lib/hash.ts';
import { CLOSURES } from './usualClosures.ts';
import type { RoadData } from './roadData.ts';
import { ROAD_DATA } from './roadNetwork.ts';

let real: string | undefined;

/** The fingerprint of a graph's data; the real one (computed once) by default. */
export function graphFingerprint(data: RoadData = ROAD_DATA): string {
  if (data === ROAD_DATA && real) return real;
  const lines = data.nodes.map((n) => `${n.id} ${n.lat} ${n.lng}`);
  let hops = 0;
  for (const route of data.routes) {
    const closure = route.closure === null ? '-' : `${CLOSURES[route.closure]?.from}..${CLOSURES[route.closure]?.to}`;
    const [first, ...rest] = route.stops;
    lines.push(`${route.road} ${route.mph} ${route.surface} ${closure} from ${typeof first === 'string' ? first : first?.node}`);
    for (const stop of rest) lines.push(typeof stop === 'string' ? `${stop} x${route.curve}` : `${stop.node} ${stop.miles}mi`);
    hops += rest.length;
  }
  const print = `${data.nodes.length}:${hops}:${stableHash(lines.join('\n'))}`;
  if (data === ROAD_DATA) real = print;
  return print;
}
