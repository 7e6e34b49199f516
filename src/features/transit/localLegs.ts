// Legs as a local rides them (issue 50, decision 088). The connection scan finds the earliest
// arrival, and the earliest arrival is often not what anyone who lives here would do: a 19-minute
// walk to ride one stop, a walk past the station the same train stops at, a walk between lines
// where they meet a stop later. These passes reshape a journey without making it arrive later,
// and `journeyCost` weighs the candidates so that walking wins when it is nearly as fast.
import { MIN_CHANGE_MINUTES, type Journey, type Leg, maxWait, type Timetable } from './router.ts';
import { transitStop } from './network.ts';
import { chordKm, type Point, walkKm, walkMinutes } from './walking.ts';

/** What a boarding costs a local, in minutes of riding: the wait, the stairs, the ticket. */
export const BOARDING_MINUTES = 4;
/** Each minute walking to, between or from rides counts this much more than a minute seated. */
export const WALK_WEIGHT = 0.5;

type Ride = Extract<Leg, { kind: 'ride' }>;
type Walk = Extract<Leg, { kind: 'walk' }>;

const pt = (p: Point): Point => ({ lat: p.lat, lng: p.lng });
const walkOf = (from: string, to: string, a: Point, b: Point, depart: number): Walk => {
  const km = walkKm(a, b);
  return { kind: 'walk', from, to, depart, arrive: depart + walkMinutes(km), km, ends: [pt(a), pt(b)] };
};

/**
 * A journey's cost to a local: its minutes door to door, each walking minute beside a ride
 * weighted more, each boarding a few minutes more. Walking the whole way is counted at its minutes:
 * a local walks 18 minutes rather than wait for one stop.
 */
export function journeyCost(j: Journey, depart: number): number {
  const rides = j.legs.filter((l) => l.kind === 'ride').length;
  if (rides === 0) return j.arrive - depart;
  const walking = j.legs.reduce((sum, l) => sum + (l.kind === 'walk' ? l.arrive - l.depart : 0), 0);
  return j.arrive - depart + WALK_WEIGHT * walking + BOARDING_MINUTES * rides;
}

/**
 * Each ride boarded at the stop of its own trip nearest the point the traveler walks from, in
 * time for it, anywhere before the stop it is left at: never a walk to the next station of the
 * same train, never past the nearer one, and never away from it to an earlier one (The Leonardo:
 * Library, six minutes, not Courthouse or 600 South for the same Red Line train). The ride
 * arrives as before; only the walk is shorter and the wait at the stop longer.
 */
function boardNearest(table: Timetable, legs: Leg[], maxWalkMinutes: number): Leg[] {
  const out = [...legs];
  for (let i = 1; i < out.length; i++) {
    const ride = out[i]!;
    const walk = out[i - 1]!;
    if (ride.kind !== 'ride' || walk.kind !== 'walk') continue;
    const trip = table.trips[ride.trip]!;
    const at = trip.stops.indexOf(ride.fromId);
    const off = trip.stops.indexOf(ride.toId, at);
    let best = { k: at, km: walk.km };
    for (let k = 0; k < off; k++) {
      const stop = transitStop(trip.stops[k]!)!;
      const km = walkKm(walk.ends[0], stop);
      const ready = walk.depart + walkMinutes(km);
      // In time, and not so early that the wait there outlasts the line's longest headway, which the scan never
      // plans (decision 128: off the Blue Line at Courthouse, 31 minutes for the Red Line the scan took at Library).
      const inTime = ready <= trip.times[k]! && trip.times[k]! - ready <= maxWait(ride.line);
      if (km < best.km - 0.05 && walkMinutes(km) <= maxWalkMinutes && inTime) best = { k, km };
    }
    if (best.k === at) continue;
    const stop = transitStop(trip.stops[best.k]!)!;
    out[i - 1] = walkOf(walk.from, stop.name, walk.ends[0], stop, walk.depart);
    out[i] = { ...ride, from: stop.name, fromId: stop.id, depart: trip.times[best.k]!, stops: trip.stops.indexOf(ride.toId, best.k) - best.k };
  }
  return out;
}

/**
 * A walk between two rides moved to where their lines meet: the first vehicle ridden on to the
 * stop of its trip nearest a stop of the second one's, when that still makes the second vehicle
 * (Arena → a 1.3 km walk → Salt Lake Central becomes North Temple Bridge → 150 m → North Temple).
 */
function transferWhereLinesMeet(table: Timetable, legs: Leg[], maxWalkMinutes: number): Leg[] {
  const out = [...legs];
  for (let i = 1; i + 1 < out.length; i++) {
    const [a, w, b] = [out[i - 1]!, out[i]!, out[i + 1]!];
    if (a.kind !== 'ride' || w.kind !== 'walk' || b.kind !== 'ride') continue;
    const first = table.trips[a.trip]!;
    const second = table.trips[b.trip]!;
    const from = first.stops.indexOf(a.fromId);
    const to = second.stops.indexOf(b.toId);
    let best: { p: number; q: number; km: number } | null = null;
    for (let p = from + 1; p < first.stops.length; p++)
      for (let q = 0; q < to; q++) {
        const s = transitStop(first.stops[p]!)!;
        const t = transitStop(second.stops[q]!)!;
        const km = s.id === t.id ? 0 : walkKm(s, t);
        const ready = first.times[p]! + (km === 0 ? MIN_CHANGE_MINUTES : walkMinutes(km));
        // Nor a change at one stop that waits there longer than the second line's longest headway (decision 128).
        const waits = km > 0 || second.times[q]! - first.times[p]! <= maxWait(second.line);
        if (walkMinutes(km) <= maxWalkMinutes && ready <= second.times[q]! && waits && km < (best?.km ?? w.km - 0.05)) best = { p, q, km };
      }
    if (!best) continue;
    const s = transitStop(first.stops[best.p]!)!;
    const t = transitStop(second.stops[best.q]!)!;
    const rideA: Ride = { ...a, to: s.name, toId: s.id, arrive: first.times[best.p]!, stops: best.p - from };
    const rideB: Ride = { ...b, from: t.name, fromId: t.id, depart: second.times[best.q]!, stops: to - best.q };
    out.splice(i - 1, 3, ...(best.km === 0 ? [rideA, rideB] : [rideA, walkOf(s.name, t.name, s, t, rideA.arrive), rideB]));
  }
  return out;
}

/** A ride must save more than this, and more than the walks to and from it, or a local walks. */
export const NEARLY_MINUTES = 3;

/** Where a ride's part of a journey starts and ends: the walks beside it, or its own stops. */
export function rideSpan(legs: readonly Leg[], i: number) {
  const ride = legs[i] as Ride;
  const before = legs[i - 1]?.kind === 'walk' ? (legs[i - 1] as Walk) : null;
  const after = legs[i + 1]?.kind === 'walk' ? (legs[i + 1] as Walk) : null;
  return {
    first: before ? i - 1 : i,
    last: after ? i + 1 : i,
    p: before ? { name: before.from, at: before.ends[0] } : { name: ride.from, at: transitStop(ride.fromId)! as Point },
    q: after ? { name: after.to, at: after.ends[1] } : { name: ride.to, at: transitStop(ride.toId)! as Point },
    // From the stop the traveler is already at (after another ride), the span starts when they get there.
    start: before ? before.depart : ride.depart - ride.wait,
    end: after ? after.arrive : ride.arrive,
    walks: Math.max(before ? before.arrive - before.depart : 0, after ? after.arrive - after.depart : 0),
  };
}

/**
 * A ride a local would walk instead: walking from where the walk to it starts to where the walk
 * from it ends is within the limit, still makes whatever comes next, and the ride would save no
 * more than NEARLY_MINUTES or than the longest walk beside it (a 19-minute walk to save three).
 * Last ride first, so a one-stop hop after a change becomes a walk from the change.
 */
function walkInstead(legs: Leg[], maxWalkMinutes: number): Leg[] {
  const out = withWaits(legs);
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i]!.kind !== 'ride') continue;
    const r = rideSpan(out, i);
    const walk = walkOf(r.p.name, r.q.name, r.p.at, r.q.at, r.start);
    const next = out[r.last + 1];
    const saves = walk.arrive - r.end;
    if (walk.arrive - walk.depart > maxWalkMinutes || (next && walk.arrive > next.depart) || saves > Math.max(NEARLY_MINUTES, r.walks)) continue;
    out.splice(r.first, r.last - r.first + 1, walk);
    i = out.length;
  }
  return withWaits(out);
}

/**
 * Each ride's wait: the gap between arriving at its stop and its departure, in whole minutes
 * (rounded down: a packed pace's visit ends between minutes, and the page's clock rounds it).
 */
export function withWaits(legs: Leg[]): Leg[] {
  let ready = legs[0]?.depart ?? 0;
  return legs.map((leg) => {
    const out = leg.kind === 'ride' ? { ...leg, wait: Math.max(0, Math.floor(leg.depart - ready)) } : leg;
    ready = leg.arrive;
    return out;
  });
}

/** The journey reshaped as a local rides it: the nearest boarding in time, transfers where lines meet, a walk for a ride not worth it. */
export function asALocal(table: Timetable, j: Journey, maxWalkMinutes: number): Journey {
  const legs = walkInstead(transferWhereLinesMeet(table, boardNearest(table, j.legs, maxWalkMinutes), maxWalkMinutes), maxWalkMinutes);
  // A walk shrunk to nothing (the stop is where the traveler stands) is no leg.
  const kept = legs.filter((l) => l.kind === 'ride' || l.km >= 0.05 || chordKm(l.ends[0], l.ends[1]) >= 0.05);
  return { ...j, depart: kept[0]?.depart ?? j.depart, arrive: kept.at(-1)?.arrive ?? j.arrive, legs: kept };
}
