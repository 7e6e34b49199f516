// From a connection scan to a journey the traveler can follow (issue 36): walk, ride, change,
// ride, walk, each with its clock times; or nothing when the place is out of reach without a car.
import { transitStop } from './network.ts';
import { type Journey, type Leg, maxWait, type Reachable, type RouteOptions, scan, stopsNear, type Timetable } from './router.ts';
import { asALocal, journeyCost } from './localLegs.ts';
import { chordKm, type Point, walkKm, walkMinutes } from './walking.ts';

/** A place the journey starts or ends at. */
export interface Place extends Reachable {
  name: string;
  /** The catalogue id, when the place is one (a ski area then has the stop at its base). */
  id?: string | undefined;
  /** A town the day starts or ends in (its station or center): its sights are stops, not where the traveler already is. */
  town?: true | undefined;
}

type ScanResult = ReturnType<typeof scan>;

const pt = (p: Point): Point => ({ lat: p.lat, lng: p.lng });

function legsTo(table: Timetable, result: ScanResult, last: string, origin: Place): Leg[] {
  const legs: Leg[] = [];
  let at = last;
  for (let guard = 0; guard < 64; guard++) {
    const v = result.via.get(at);
    if (!v) break;
    const name = transitStop(at)!.name;
    if (v.kind === 'origin') {
      const arrive = result.arrival.get(at)!;
      // Starting at the stop itself is no walk.
      if (v.minutes > 0 || v.km >= 0.05)
        legs.unshift({ kind: 'walk', from: origin.name, to: name, depart: arrive - v.minutes, arrive, km: v.km, ends: [pt(origin), pt(transitStop(at)!)] });
      break;
    }
    if (v.kind === 'walk') {
      const arrive = result.arrival.get(at)!;
      legs.unshift({
        kind: 'walk',
        from: transitStop(v.from)!.name,
        to: name,
        depart: arrive - v.minutes,
        arrive,
        km: v.km,
        ends: [pt(transitStop(v.from)!), pt(transitStop(at)!)],
      });
      at = v.from;
      continue;
    }
    const trip = table.trips[v.trip]!;
    const stops = trip.stops.indexOf(at) - trip.stops.indexOf(v.board);
    legs.unshift({
      kind: 'ride',
      line: trip.line,
      from: transitStop(v.board)!.name,
      to: name,
      stops,
      wait: 0,
      depart: v.boardAt,
      arrive: v.arr,
      trip: v.trip,
      fromId: v.board,
      toId: at,
    });
    at = v.board;
  }
  return staySeated(table, legs);
}

/**
 * Two rides in a row where the first vehicle also goes on to where the second one leaves you:
 * stay seated when it arrives in time for what follows. The scan takes whichever vehicle reaches
 * each stop first, so without this a journey changes trains to gain a minute on the way.
 */
function staySeated(table: Timetable, legs: Leg[]): Leg[] {
  const out = [...legs];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!;
    const b = out[i + 1]!;
    if (a.kind !== 'ride' || b.kind !== 'ride') continue;
    const trip = table.trips[a.trip]!;
    const k = trip.stops.indexOf(b.toId, trip.stops.indexOf(a.toId));
    const next = out[i + 2];
    if (k >= 0 && !(next && trip.times[k]! > next.depart)) {
      out.splice(i, 2, { ...a, to: b.to, toId: b.toId, arrive: trip.times[k]!, stops: k - trip.stops.indexOf(a.fromId) });
      i--;
      continue;
    }
    // Or the second vehicle also called where the first was boarded, after the traveler got there: take it from there.
    const through = table.trips[b.trip]!;
    const j = through.stops.lastIndexOf(a.fromId, through.stops.indexOf(b.fromId));
    const ready = out[i - 1]?.arrive ?? a.depart;
    if (j >= 0 && through.times[j]! >= ready) {
      out.splice(i, 2, { ...b, from: a.from, fromId: a.fromId, depart: through.times[j]!, stops: through.stops.indexOf(b.toId) - j });
      i--;
    }
  }
  return out;
}

/** The earliest-arriving journey with at least one ride, reshaped as a local rides it. */
function transitJourney(table: Timetable, from: Place, to: Place, depart: number, opts: RouteOptions, maxWalkMinutes = opts.maxWalkMinutes): Journey | null {
  const result = scan(table, from, depart, opts);
  const ends = stopsNear(to, opts.maxWalkMinutes)
    .flatMap((s) => {
      const at = result.arrival.get(s.stop);
      return at === undefined ? [] : [{ ...s, at, arrive: at + s.minutes }];
    })
    .sort((a, b) => a.arrive - b.arrive);
  for (const end of ends) {
    const legs = legsTo(table, result, end.stop, from);
    // Walking to a stop and on from it is one walk, not a way round the walking limit.
    if (!legs.some((l) => l.kind === 'ride')) continue;
    if (end.minutes > 0.5 || chordKm(transitStop(end.stop)!, to) > 0.05)
      legs.push({
        kind: 'walk',
        from: transitStop(end.stop)!.name,
        to: to.name,
        depart: end.at,
        arrive: end.arrive,
        km: end.km,
        ends: [pt(transitStop(end.stop)!), pt(to)],
      });
    return asALocal(table, { depart: legs[0]?.depart ?? depart, arrive: end.arrive, legs }, maxWalkMinutes);
  }
  return null;
}

/** A walk beside a ride longer than this sends the planner looking for a journey that walks less. */
const SHORT_WALK_MINUTES = 10;

/**
 * The journey a local would take from one place to another leaving at `depart` (minutes after
 * midnight), or null when no walk-and-transit journey exists within the walking limit: of walking
 * the whole way, the earliest arrival by transit and (when that walks long to its rides) the
 * earliest with short walks, the one of least `journeyCost` (decision 088); a tie walks.
 */
export function planJourney(table: Timetable, from: Place, to: Place, depart: number, opts: RouteOptions): Journey | null {
  // A trip's night towns and a day's two openings ask for the same journeys: one answer per timetable and request (read only).
  const byTable = memoJourneys.get(table) ?? memoJourneys.set(table, new Map()).get(table)!;
  const key = `${placeKey(from)}>${placeKey(to)}@${depart},${opts.maxWalkMinutes}`;
  if (byTable.has(key)) return byTable.get(key)!;
  if (byTable.size >= JOURNEYS_KEPT) byTable.clear();
  const j = journeyOnce(table, from, to, depart, opts);
  byTable.set(key, j);
  return j;
}

const memoJourneys = new WeakMap<Timetable, Map<string, Journey | null>>();
const JOURNEYS_KEPT = 20_000;
const placeKey = (p: Place) => `${p.name}|${p.lat},${p.lng}|${p.base?.stop},${p.base?.minutes}`;

function journeyOnce(table: Timetable, from: Place, to: Place, depart: number, opts: RouteOptions): Journey | null {
  const km = walkKm(from, to);
  const direct = walkMinutes(km);
  const candidates: Journey[] = [];
  if (direct <= opts.maxWalkMinutes)
    candidates.push({
      depart,
      arrive: depart + direct,
      legs: [{ kind: 'walk', from: from.name, to: to.name, depart, arrive: depart + direct, km, ends: [pt(from), pt(to)] }],
    });
  const earliest = transitJourney(table, from, to, depart, opts);
  if (earliest) candidates.push(earliest);
  const walksLong = earliest?.legs.some((l) => l.kind === 'walk' && l.arrive - l.depart > SHORT_WALK_MINUTES);
  if (walksLong && opts.maxWalkMinutes > SHORT_WALK_MINUTES) {
    const shorter = transitJourney(table, from, to, depart, { maxWalkMinutes: SHORT_WALK_MINUTES }, opts.maxWalkMinutes);
    if (shorter) candidates.push(shorter);
  }
  let best: Journey | null = null;
  for (const j of candidates) if (withinHeadways(j) && (!best || journeyCost(j, depart) < journeyCost(best, depart))) best = j;
  return best && markEstimates(table, best);
}

/**
 * Whether no ride of a journey waits longer than its line's longest headway, as the scan never plans
 * (decision 128): reshaped as a local rides it, the short-walk journey once changed at Courthouse a
 * minute too late for a Red Line train and waited 31 minutes for the next, where the earliest journey
 * walks to Library for it.
 */
const withinHeadways = (j: Journey): boolean => j.legs.every((l) => l.kind !== 'ride' || l.wait <= maxWait(l.line));

/** Rides whose boarding or alighting minute rests on the model's estimates say so (decision 110). */
function markEstimates(table: Timetable, j: Journey): Journey {
  const marked = (l: Extract<Leg, { kind: 'ride' }>) => table.trips[l.trip]!.estimatedAt?.some((s) => s === l.fromId || s === l.toId) === true;
  if (!j.legs.some((l) => l.kind === 'ride' && marked(l))) return j;
  return { ...j, legs: j.legs.map((l) => (l.kind === 'ride' && marked(l) ? { ...l, estimated: true } : l)) };
}
