import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Place, planJourney } from './journey.ts';
import { NEARLY_MINUTES, rideSpan } from './localLegs.ts';
import { transitStop } from './network.ts';
import { type Journey, type Leg, MIN_CHANGE_MINUTES, Timetable } from './router.ts';
import { modelTrips } from './service.ts';
import { withBase } from './skiBases.ts';
import { walkKm, walkMinutes } from './walking.ts';

// Issue 50: legs chosen as a local would ride them (decision 088), on the transit model.
const tables = new Map<string, Timetable>();
const table = (date: string) => tables.get(date) ?? tables.set(date, new Timetable(modelTrips(date))).get(date)!;
const opts = { maxWalkMinutes: 20 };
const text = (j: Journey | null) => (j?.legs ?? []).map((l) => (l.kind === 'walk' ? `walk ${l.from} → ${l.to}` : `${l.line.short} ${l.from} → ${l.to}`));

const UMOCA: Place = { name: 'Utah Museum of Contemporary Art', lat: 40.7689, lng: -111.8945 };
const MAIN_LIBRARY: Place = { name: 'Salt Lake City Main Library', lat: 40.7598, lng: -111.8838 };
const ALTA: Place = withBase({ id: 'alta-ski-area', name: 'Alta Ski Area', lat: 40.589, lng: -111.638 });
const CITY_CENTER: Place = { ...transitStop('citycenter')!, name: 'City Center' };

/** The three rules a local rides by, as checks over any journey (each returns what breaks it). */
function localFaults(t: Timetable, j: Journey, maxWalk: number): string[] {
  const faults: string[] = [];
  j.legs.forEach((leg, i) => {
    if (leg.kind !== 'ride') return;
    const trip = t.trips[leg.trip]!;
    // No leg walks farther than the ride saves: walking the ride's part instead would be slower by more.
    const r = rideSpan(j.legs, i);
    const walk = walkMinutes(walkKm(r.p.at, r.q.at));
    const next = j.legs[r.last + 1];
    const makesNext = !next || r.start + walk <= next.depart;
    if (walk <= maxWalk && makesNext && r.start + walk - r.end <= Math.max(NEARLY_MINUTES, r.walks))
      faults.push(`${leg.line.short} ${leg.from} → ${leg.to} saves ${r.start + walk - r.end} min beside a ${r.walks}-minute walk`);
    // No walk to the next stop of the same train: no earlier stop of its trip nearer the walk's start, in time.
    const before = j.legs[i - 1];
    if (before?.kind === 'walk') {
      const at = trip.stops.indexOf(leg.fromId);
      for (let k = 0; k < at; k++) {
        const km = walkKm(before.ends[0], transitStop(trip.stops[k]!)!);
        if (km < before.km - 0.05 && walkMinutes(km) <= maxWalk && before.depart + walkMinutes(km) <= trip.times[k]!)
          faults.push(`walks to ${leg.from} past ${transitStop(trip.stops[k]!)!.name} on the same ${leg.line.short}`);
      }
    }
    // Transfers where lines meet: no shorter walk between the two trips that still makes the second.
    const prev = j.legs[i - 2];
    if (before?.kind === 'walk' && prev?.kind === 'ride') {
      const first = t.trips[prev.trip]!;
      for (let p = first.stops.indexOf(prev.fromId) + 1; p < first.stops.length; p++)
        for (let q = 0; q < trip.stops.indexOf(leg.toId); q++) {
          const km = first.stops[p] === trip.stops[q] ? 0 : walkKm(transitStop(first.stops[p]!)!, transitStop(trip.stops[q]!)!);
          const ready = first.times[p]! + (km === 0 ? MIN_CHANGE_MINUTES : walkMinutes(km));
          if (km < before.km - 0.05 && ready <= trip.times[q]!) faults.push(`changes ${prev.to} → ${leg.from} on foot where the lines meet closer`);
        }
    }
  });
  return faults;
}

describe('legs as a local rides them', () => {
  it('takes the Green Line and walks from Courthouse rather than walking 19 minutes to ride the Red Line one stop', () => {
    const j = planJourney(table('2026-12-03'), UMOCA, MAIN_LIBRARY, 668, opts)!;
    expect(text(j)).not.toContain('Red Courthouse → Library');
    for (const l of j.legs) if (l.kind === 'walk') expect(l.arrive - l.depart).toBeLessThan(15);
    expect(localFaults(table('2026-12-03'), j, 20)).toEqual([]);
  });

  it('ends a ski day at Alta at the stop at its base with the two-minute walk, not 1.4 km up the mountain', () => {
    const j = planJourney(table('2027-01-13'), CITY_CENTER, ALTA, 420, opts)!;
    const last = j.legs.at(-1)! as Extract<Leg, { kind: 'walk' }>;
    expect(last).toMatchObject({ kind: 'walk', from: "Alta (Goldminer's Daughter, Wildcat lot)", to: 'Alta Ski Area' });
    expect(last.arrive - last.depart).toBe(2);
  });

  it('walks when walking is as fast: from Temple Square to Gallivan Plaza no train is taken', () => {
    const j = planJourney(
      table('2026-12-03'),
      { name: 'Temple Square', lat: 40.7704, lng: -111.8919 },
      { name: 'Gallivan', lat: 40.7637, lng: -111.891 },
      600,
      opts,
    )!;
    expect(j.legs.map((l) => l.kind)).toEqual(['walk']);
  });

  it('property: over many requests, no ride saves less than its walks, no walk to the next stop of the same train, transfers where lines meet', () => {
    const point = fc.record({ lat: fc.double({ min: 40.55, max: 40.8, noNaN: true }), lng: fc.double({ min: -112.0, max: -111.83, noNaN: true }) });
    fc.assert(
      fc.property(
        fc.constantFrom('2026-12-03', '2026-12-05', '2026-12-06', '2027-01-13'),
        fc.integer({ min: 360, max: 1200 }),
        fc.constantFrom(10, 15, 20, 30),
        point,
        point,
        (d, depart, maxWalk, a, b) => {
          const j = planJourney(table(d), { name: 'from', ...a }, { name: 'to', ...b }, depart, { maxWalkMinutes: maxWalk });
          if (j) expect(localFaults(table(d), j, maxWalk)).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 50 },
    );
  });
});
