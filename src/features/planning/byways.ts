/**
 * Issue 48, decision 139 ("what a visit is"): a scenic byway or a canyon road is a drive with stops
 * on it. From a route's line (the catalogue's `route`, driveRoute.schema.ts) this module measures
 * which catalogue places lie on it, in the order the road passes them, and what the drive takes: the
 * link byway → stops is computed at build time (plannerData.ts), never listed by hand. Pure.
 */
import { EARTH_RADIUS_MILES } from '../../lib/geo.ts';
import type { DriveRoute } from '../destinations/driveRoute.schema.ts';

/** A place this near the road's line (as the crow flies) is on it: a pullout, a viewpoint or a trailhead beside the road. */
export const ON_ROUTE_MILES = 1.5;
/** A short stop along the drive: a viewpoint, a panel, a walk to a lake's shore. */
export const ALONG_STOP_MINUTES = 15;
/** At most this many of the drive's stops are timed into it (the best first); the plan names them in the road's order. */
export const ALONG_STOPS_TIMED = 5;

type Point = readonly [number, number];

const RAD = Math.PI / 180;

/**
 * Miles from a point to the segment a → b, and how far along the segment the nearest point lies
 * (0–1), on a local flat projection around the point (exact enough for a mile or two).
 */
function toSegment(lat: number, lng: number, a: Point, b: Point): { miles: number; t: number } {
  const k = Math.cos(lat * RAD);
  const ax = (a[1] - lng) * k;
  const ay = a[0] - lat;
  const bx = (b[1] - lng) * k;
  const by = b[0] - lat;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return { miles: Math.hypot(x, y) * RAD * EARTH_RADIUS_MILES, t };
}

/** Miles between two points of the line, on the same flat projection. */
const segmentMiles = (a: Point, b: Point): number => Math.hypot((b[1] - a[1]) * Math.cos(((a[0] + b[0]) / 2) * RAD), b[0] - a[0]) * RAD * EARTH_RADIUS_MILES;

/** The line's own length in miles, point to point (a road winds: its published length is longer). */
export function lineMiles(line: readonly Point[]): number {
  let total = 0;
  for (let k = 1; k < line.length; k++) total += segmentMiles(line[k - 1]!, line[k]!);
  return total;
}

/** How far a point lies from the line (miles), and where along it (miles from its first point) its nearest point is. */
export function onLine(lat: number, lng: number, line: readonly Point[]): { off: number; at: number } {
  let best = { off: Infinity, at: 0 };
  let before = 0;
  for (let k = 1; k < line.length; k++) {
    const a = line[k - 1]!;
    const b = line[k]!;
    const seg = segmentMiles(a, b);
    const { miles, t } = toSegment(lat, lng, a, b);
    if (miles < best.off) best = { off: miles, at: before + t * seg };
    before += seg;
  }
  return best;
}

/** What a place needs to be placed on a route. */
export interface AlongCandidate {
  id: string;
  lat: number;
  lng: number;
  /** Set on a place that is itself a drive: no drive is a stop of another. */
  route?: unknown;
}

/**
 * The places on a route: within {@link ON_ROUTE_MILES} of its line, the drive itself and other drives
 * left out, in the order the road reaches them from its first point.
 */
export function placesAlong(selfId: string, route: Pick<DriveRoute, 'line'>, places: readonly AlongCandidate[]): string[] {
  const on: Array<{ id: string; at: number }> = [];
  for (const p of places) {
    if (p.id === selfId || p.route) continue;
    const { off, at } = onLine(p.lat, p.lng, route.line);
    if (off <= ON_ROUTE_MILES) on.push({ id: p.id, at });
  }
  return on.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1)).map((p) => p.id);
}

/** The minutes at the wheel on the route itself: one way, or in and back out of a dead end. */
export const routeDriveMinutes = (route: Pick<DriveRoute, 'kind' | 'minutes'>): number => (route.kind === 'out-and-back' ? 2 : 1) * route.minutes;
