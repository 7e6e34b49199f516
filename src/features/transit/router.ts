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
      /** Its times at either end rest on an estimate of the model (decision 110). */
      estimated?: boolean;
    };

export interface Journey {
  depart: number;
  arrive: number;
  legs: Leg[];
}

export interface RouteOptions {
  /** Longest single walk the traveler accepts, in minutes. */
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
 * The longest a traveler waits for a line: its longest headway in any period. A longer wait
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

/**
 * A day's trips as connections sorted by departure, built once per set of trips. The scan reads
 * them as typed columns over stop and trip numbers (issue 52: a car-free trip scans a thousand
 * times; string-keyed maps per connection were most of its time).
 */
export class Timetable {
  readonly connections: Connection[];
  /** Stop ids by number: the network's stops, then any other stop the trips name. */
  readonly stopIds: string[];
  readonly stopIndex: Map<string, number>;
  /** The connections' columns, in the same order. */
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly dep: Float64Array;
  readonly arr: Float64Array;
  readonly trip: Int32Array;
  /** Each trip's line's longest wait (maxWait). */
  readonly tripWait: Float64Array;
  private readonly walksByLimit = new Map<number, ReadonlyArray<ReadonlyArray<readonly [number, number, number]>>>();
  constructor(readonly trips: VehicleTrip[]) {
    this.connections = trips
      .flatMap((t, trip) => t.stops.slice(1).map((to, i) => ({ trip, from: t.stops[i]!, to, dep: t.times[i]!, arr: t.times[i + 1]! })))
      .sort((a, b) => a.dep - b.dep || a.arr - b.arr);
    this.stopIds = NETWORK.stops.map((s) => s.id);
    this.stopIndex = new Map(this.stopIds.map((id, i) => [id, i]));
    const index = (id: string) => {
      const known = this.stopIndex.get(id);
      if (known !== undefined) return known;
      this.stopIndex.set(id, this.stopIds.push(id) - 1);
      return this.stopIds.length - 1;
    };
    const n = this.connections.length;
    [this.from, this.to, this.trip] = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
    [this.dep, this.arr] = [new Float64Array(n), new Float64Array(n)];
    this.connections.forEach((c, k) => {
      this.from[k] = index(c.from);
      this.to[k] = index(c.to);
      this.trip[k] = c.trip;
      this.dep[k] = c.dep;
      this.arr[k] = c.arr;
    });
    this.tripWait = Float64Array.from(trips, (t) => maxWait(t.line));
  }

  /** Walks between distinct network stops within the limit, by stop number: [to, km, minutes]. */
  walks(maxWalkMinutes: number): ReadonlyArray<ReadonlyArray<readonly [number, number, number]>> {
    const memo = this.walksByLimit.get(maxWalkMinutes);
    if (memo) return memo;
    const byId = transfers(maxWalkMinutes);
    const out = this.stopIds.map((id) => (byId.get(id) ?? []).map((w) => [this.stopIndex.get(w.to)!, w.km, walkMinutes(w.km)] as const));
    this.walksByLimit.set(maxWalkMinutes, out);
    return out;
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

type Near = ReadonlyArray<{ stop: string; km: number; minutes: number }>;
// A day's plan asks for the same places' stops at every step: computed once per point and limit,
// kept by the point itself (a place is the same object all day) and by its coordinates.
const memoNear = new Map<string, Near>();
const memoNearOf = new WeakMap<Reachable, Map<number, Near>>();

/** A point the traveler walks from or to; a ski area names the stop at its base (skiBases.ts). */
export interface Reachable extends Point {
  base?: { stop: string; minutes: number } | undefined;
}

/**
 * Stops within the walking limit of a point, with the walk (read only: the list is shared). A
 * place with a stop at its base is reached from that stop by its own short walk, not from its map
 * point up the mountain.
 */
export function stopsNear(p: Reachable, maxWalkMinutes: number): Near {
  const byLimit = memoNearOf.get(p) ?? memoNearOf.set(p, new Map()).get(p)!;
  const known = byLimit.get(maxWalkMinutes);
  if (known) return known;
  let near: Near;
  if (p.base && p.base.minutes <= maxWalkMinutes) near = [{ stop: p.base.stop, km: (p.base.minutes / 60) * WALK_KMH, minutes: p.base.minutes }];
  else {
    const key = `${p.lat},${p.lng},${maxWalkMinutes}`;
    near = memoNear.get(key) ?? memoNear.set(key, nearOf(p, maxWalkMinutes)).get(key)!;
  }
  byLimit.set(maxWalkMinutes, near);
  return near;
}

function nearOf(p: Point, maxWalkMinutes: number): Near {
  return NETWORK.stops
    .map((s) => {
      const km = walkKm(p, s);
      return { stop: s.id, km, minutes: walkMinutes(km) };
    })
    .filter((s) => s.minutes <= maxWalkMinutes);
}

export type ScanResult = { readonly arrival: ReadonlyMap<string, number>; readonly via: ReadonlyMap<string, Via> };

// A car-free day asks the same scan many times: the options from here and now, then the journey to
// each option tried from the same point and minute, and a trip's four night towns plan the same
// morning four times. A scan depends only on its timetable, origin, minute and walking limit, so
// it is kept per timetable (bounded: a worker lives for many requests).
const memoScans = new WeakMap<Timetable, Map<string, ScanResult>>();
const SCANS_KEPT = 4000;

/** Earliest arrival time at every stop, leaving `origin` at `depart`, with how each was reached. Read only: results are shared. */
export function scan(table: Timetable, origin: Reachable, depart: number, opts: RouteOptions): ScanResult {
  const byTable = memoScans.get(table) ?? memoScans.set(table, new Map()).get(table)!;
  const key = `${origin.lat},${origin.lng},${origin.base?.stop},${origin.base?.minutes},${depart},${opts.maxWalkMinutes}`;
  const memo = byTable.get(key);
  if (memo) return memo;
  if (byTable.size >= SCANS_KEPT) byTable.clear();
  const result = scanOnce(table, origin, depart, opts);
  byTable.set(key, result);
  return result;
}

const NONE = 0;
const ORIGIN = 1;
const RIDE = 2;
const WALK = 3;

function scanOnce(table: Timetable, origin: Reachable, depart: number, opts: RouteOptions): ScanResult {
  const stops = table.stopIds.length;
  const arrival = new Float64Array(stops).fill(Infinity);
  // How each stop was reached: its kind, and the ride's trip, boarding stop and minute, or the walk's start, km and minutes.
  const kind = new Uint8Array(stops);
  const viaTrip = new Int32Array(stops);
  const viaStop = new Int32Array(stops);
  const viaAt = new Float64Array(stops);
  const viaKm = new Float64Array(stops);
  const boardedStop = new Int32Array(table.trips.length).fill(-1);
  const boardedAt = new Float64Array(table.trips.length);
  const walks = table.walks(opts.maxWalkMinutes);
  for (const s of stopsNear(origin, opts.maxWalkMinutes)) {
    const i = table.stopIndex.get(s.stop)!;
    arrival[i] = depart + s.minutes;
    kind[i] = ORIGIN;
    viaAt[i] = s.minutes;
    viaKm[i] = s.km;
  }
  const { from, to, dep, arr, trip, tripWait } = table;
  // Connections are sorted by departure: the first one not before `depart`, by bisection.
  let lo = 0;
  let hi = dep.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dep[mid]! < depart) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < dep.length; k++) {
    const f = from[k]!;
    const t = trip[k]!;
    const d = dep[k]!;
    const at = arrival[f]!;
    const byRide = kind[f] === RIDE;
    // A trip is boarded where the traveler first can; a later stop takes over only when another
    // vehicle brought them there in time: the same arrivals, without riding north to Temple Square
    // to come back south on a train that also stops where they started. Walks never take over, so
    // nobody walks beside the train they could have boarded.
    const current = boardedStop[t]!;
    const onIt = byRide && viaTrip[f] === t;
    const cameByRide = current >= 0 && kind[current] === RIDE;
    const takeOver = current < 0 || (!onIt && (byRide || cameByRide));
    if (takeOver && at !== Infinity && at + (byRide ? MIN_CHANGE_MINUTES : 0) <= d && d - at <= tripWait[t]!) {
      boardedStop[t] = f;
      boardedAt[t] = d;
    }
    const a = arr[k]!;
    const o = to[k]!;
    if (boardedStop[t]! < 0 || a >= arrival[o]!) continue;
    arrival[o] = a;
    kind[o] = RIDE;
    viaTrip[o] = t;
    viaStop[o] = boardedStop[t]!;
    viaAt[o] = boardedAt[t]!;
    const near = walks[o]!;
    for (let w = 0; w < near.length; w++) {
      const [j, km, minutes] = near[w]!;
      if (a + minutes < arrival[j]!) {
        arrival[j] = a + minutes;
        kind[j] = WALK;
        viaStop[j] = o;
        viaKm[j] = km;
        viaAt[j] = minutes;
      }
    }
  }
  const arrivals = new Map<string, number>();
  const via = new Map<string, Via>();
  for (let i = 0; i < stops; i++) {
    if (kind[i] === NONE) continue;
    const id = table.stopIds[i]!;
    arrivals.set(id, arrival[i]!);
    if (kind[i] === ORIGIN) via.set(id, { kind: 'origin', minutes: viaAt[i]!, km: viaKm[i]! });
    else if (kind[i] === RIDE) via.set(id, { kind: 'ride', trip: viaTrip[i]!, board: table.stopIds[viaStop[i]!]!, boardAt: viaAt[i]!, arr: arrival[i]! });
    else via.set(id, { kind: 'walk', from: table.stopIds[viaStop[i]!]!, km: viaKm[i]!, minutes: viaAt[i]! });
  }
  return { arrival: arrivals, via };
}
