// Matching UDOT's closures to the road graph (issue 27, decisions 048 and 054): which segments an
// event closes, and which places lie up the Cottonwood canyons. What a closure cuts off is the
// roads room's rule (roads/cutOff.ts, on the places' access points). Pure.
import { haversineMiles } from '../../lib/geo.ts';
import { type PlacePoint, cutOffPlaces } from '../roads/cutOff.ts';
import { dayOf } from '../roads/day.ts';
import { ROAD_EDGES, roadNode } from '../roads/roadNetwork.ts';
import { edgeKey } from '../roads/roadsOn.ts';

/** An event matches a segment of its road lying within this many miles of its point(s). */
export const MATCH_MILES = 1;

/** The stable key of a road segment: the roads room's one (`${road}:${from}-${to}`). */
export { edgeKey };
export type { PlacePoint };

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

/**
 * The places a closure of these segments cuts off on a Utah date: the roads room's rule
 * (cutOff.ts) on the day with that one closure; `at`, the closure's points, keeps open what lies
 * below them on a closed segment.
 */
export function placesCutOff(
  places: readonly PlacePoint[],
  closed: readonly number[],
  date: string,
  at: ReadonlyArray<{ lat: number; lng: number }> = [],
): string[] {
  if (closed.length === 0) return [];
  const closure = { kind: 'closure', edgeKeys: closed.map((k) => edgeKey(ROAD_EDGES[k]!)) } as const;
  return cutOffPlaces(dayOf(date, { date, closures: [closure] }), places, at);
}

/** The two canyons whose status the pages of the places up them show. */
export const CANYONS = [
  { road: 'SR-210', name: 'Little Cottonwood Canyon', mouth: 'lcc_mouth' },
  { road: 'SR-190', name: 'Big Cottonwood Canyon', mouth: 'bcc_mouth' },
] as const;
export type CanyonRoad = (typeof CANYONS)[number]['road'];

/** The canyon road a place is up, if any: a closure of the road at the canyon's mouth cuts it off (on a January day, when Guardsman Pass is closed too, as it is all winter). */
export function canyonOf(place: PlacePoint): CanyonRoad | null {
  for (const canyon of CANYONS) if (placesCutOff([place], mouthEdges(canyon), JANUARY).length > 0) return canyon.road;
  return null;
}

const JANUARY = '2027-01-15';

/** The segments of a canyon's road that touch its mouth. */
const mouthEdges = (canyon: (typeof CANYONS)[number]): number[] =>
  ROAD_EDGES.flatMap((e, i) => (e.road === canyon.road && (e.from === canyon.mouth || e.to === canyon.mouth) ? [i] : []));
