// Earliest arrival over a day's trips (issue 36): a connection scan (Dibbelt et al., "Connection
// Scan Algorithm", 2013) with walks to, between and from stops. The trips come from the frequency
// model (service.ts) or from a GTFS feed (gtfs.server.ts): the router cannot tell them apart, so
// the same service gives the same plan either way. Waits are the gaps before a departure; no
// departure outside service hours exists to be taken, so none is.
import { NETWORK, type TransitLine } from './network.ts';
import type { VehicleTrip } from './service.ts';
import { type Point, WALK_KMH, walkKm, walkMinutes } from './walking.ts';

/** Minutes a change between vehicles at the same stop takes at least. */
export const MIN_CHANGE_MINUTES = 2;

export type Leg =
  | { kind: 'walk'; from: string; to: string; depart: number; arrive: number; km: number; ends: [Point, Point] }
  | {
      kind: 'ride';
      line: TransitLine;
      from: string;
      to: string;
      stops: number;
      wait: number;
      depart: number;
      arrive: number;
      trip: number;
      fromId: string;
      toId: string;
    };

export interface Journey {
  depart: number;
  arrive: number;
  legs: Leg[];
}

export interface RouteOptions {
  /** Longest single walk the traveller accepts, in minutes. */
  maxWalkMinutes: number;
}

interface Connection {
  trip: number;
  from: string;
  to: string;
  dep: number;
  arr: number;
}

type Via =
  | { kind: 'origin'; minutes: number; km: number }
  | { kind: 'ride'; trip: number; board: string; boardAt: number; arr: number }
  | { kind: 'walk'; from: string; km: number; minutes: number };

/**
 * The longest a traveller waits for a line: its longest headway in any period. A longer wait
 * means the line was not running when they reached the stop (before the first trip, in a gap),
 * and the router does not plan a wait outside service hours.
 */
export function maxWait(line: TransitLine): number {
  const memo = memoWait.get(line);
  if (memo !== undefined) return memo;
  const everies = [...line.service.weekday, ...line.service.saturday, ...line.service.sunday].map(([, , every]) => every);
  return memoWait.set(line, Math.max(30, ...everies)).get(line)!;
}

// Asked once per connection of every scan: computed once per line.
const memoWait = new WeakMap<TransitLine, number>();

/** A day's trips as connections sorted by departure, built once per set of trips. */
export class Timetable {
  readonly connections: Connection[];
  constructor(readonly trips: VehicleTrip[]) {
    this.connections = trips
      .flatMap((t, trip) => t.stops.slice(1).map((to, i) => ({ trip, from: t.stops[i]!, to, dep: t.times[i]!, arr: t.times[i + 1]! })))
      .sort((a, b) => a.dep - b.dep || a.arr - b.arr);
  }
}

const memoTransfers = new Map<number, Map<string, Array<{ to: string; km: number }>>>();

/** Walks between distinct stops within the walking limit, computed once per limit. */
function transfers(maxWalkMinutes: number): Map<string, Array<{ to: string; km: number }>> {
  const memo = memoTransfers.get(maxWalkMinutes);
  if (memo) return memo;
  const out = new Map<string, Array<{ to: string; km: number }>>();
  for (const a of NETWORK.stops) {
    const near = NETWORK.stops.filter((b) => b.id !== a.id).map((b) => ({ to: b.id, km: walkKm(a, b) }));
    out.set(
      a.id,
      near.filter((n) => walkMinutes(n.km) <= maxWalkMinutes),
    );
  }
  memoTransfers.set(maxWalkMinutes, out);
  return out;
}

type Near = Array<{ stop: string; km: number; minutes: number }>;
// A day's plan asks for the same places' stops at every step: computed once per point and limit.
const memoNear = new Map<string, Near>();

/** A point the traveller walks from or to; a ski area names the stop at its base (skiBases.ts). */
export interface Reachable extends Point {
  base?: { stop: string; minutes: number } | undefined;
}

/**
 * Stops within the walking limit of a point, with the walk. A place with a stop at its base is
 * reached from that stop by its own short walk, not from its map point up the mountain.
 */
export function stopsNear(p: Reachable, maxWalkMinutes: number): Near {
  if (p.base && p.base.minutes <= maxWalkMinutes) return [{ stop: p.base.stop, km: (p.base.minutes / 60) * WALK_KMH, minutes: p.base.minutes }];
  const key = `${p.lat},${p.lng},${maxWalkMinutes}`;
  const memo = memoNear.get(key) ?? memoNear.set(key, nearOf(p, maxWalkMinutes)).get(key)!;
  return [...memo];
}

function nearOf(p: Point, maxWalkMinutes: number): Near {
  return NETWORK.stops
    .map((s) => {
      const km = walkKm(p, s);
      return { stop: s.id, km, minutes: walkMinutes(km) };
    })
    .filter((s) => s.minutes <= maxWalkMinutes);
}

/** Earliest arrival time at every stop, leaving `origin` at `depart`, with how each was reached. */
export function scan(table: Timetable, origin: Reachable, depart: number, opts: RouteOptions): { arrival: Map<string, number>; via: Map<string, Via> } {
  const arrival = new Map<string, number>();
  const via = new Map<string, Via>();
  const boarded = new Map<number, { stop: string; at: number }>();
  const walks = transfers(opts.maxWalkMinutes);
  for (const s of stopsNear(origin, opts.maxWalkMinutes)) {
    arrival.set(s.stop, depart + s.minutes);
    via.set(s.stop, { kind: 'origin', minutes: s.minutes, km: s.km });
  }
  for (const c of table.connections) {
    if (c.dep < depart) continue;
    const at = arrival.get(c.from);
    const change = via.get(c.from)?.kind === 'ride' ? MIN_CHANGE_MINUTES : 0;
    // A trip is boarded where the traveller first can; a later stop takes over only when another
    // vehicle brought them there in time: the same arrivals, without riding north to Temple Square
    // to come back south on a train that also stops where they started. Walks never take over, so
    // nobody walks beside the train they could have boarded.
    const reached = via.get(c.from);
    const current = boarded.get(c.trip);
    const onIt = reached?.kind === 'ride' && reached.trip === c.trip;
    const cameByRide = current !== undefined && via.get(current.stop)?.kind === 'ride';
    const takeOver = !current || (!onIt && (reached?.kind === 'ride' || cameByRide));
    const line = table.trips[c.trip]!.line;
    if (takeOver && at !== undefined && at + change <= c.dep && c.dep - at <= maxWait(line)) boarded.set(c.trip, { stop: c.from, at: c.dep });
    const on = boarded.get(c.trip);
    if (!on || c.arr >= (arrival.get(c.to) ?? Infinity)) continue;
    arrival.set(c.to, c.arr);
    via.set(c.to, { kind: 'ride', trip: c.trip, board: on.stop, boardAt: on.at, arr: c.arr });
    for (const w of walks.get(c.to) ?? []) {
      const t = c.arr + walkMinutes(w.km);
      if (t < (arrival.get(w.to) ?? Infinity)) {
        arrival.set(w.to, t);
        via.set(w.to, { kind: 'walk', from: c.to, km: w.km, minutes: walkMinutes(w.km) });
      }
    }
  }
  return { arrival, via };
}
