import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Place, planJourney } from './journey.ts';
import { NEARLY_MINUTES, rideSpan } from './localLegs.ts';
import { transitStop } from './network.ts';
import { type Journey, type Leg, MIN_CHANGE_MINUTES, maxWait, Timetable } from './router.ts';
import { modelTrips } from './service.ts';
import { withBase } from './skiBases.ts';
import { walkKm, walkMinutes } from './walking.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';

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
    // No walk to the next stop of the same train, nor away from the nearer one: no other stop of
    // its trip before where it is left nearer the walk's start, in time.
    const before = j.legs[i - 1];
    if (before?.kind === 'walk') {
      const at = trip.stops.indexOf(leg.fromId);
      for (let k = 0; k < trip.stops.indexOf(leg.toId, at); k++) {
        if (k === at) continue;
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

// The catalogue's places, as the planner reads them (supabase/seed/destinations).
const catalogue = readCatalogue('supabase/seed/destinations');
const place = (id: string): Place => {
  const c = catalogue.find((p) => p.id === id)!;
  return withBase({ id, name: c.name, lat: c.coordinates!.lat, lng: c.coordinates!.lng });
};
const walks = (j: Journey | null) => (j?.legs ?? []).filter((l): l is Extract<Leg, { kind: 'walk' }> => l.kind === 'walk');
const rides = (j: Journey | null) => (j?.legs ?? []).filter((l): l is Extract<Leg, { kind: 'ride' }> => l.kind === 'ride');

describe('downtown stops a few blocks apart, as a local goes between them (issue 50)', () => {
  it('walks from The Leonardo to the City and County Building on Washington Square and to the Main Library, at every walking limit and hour', () => {
    for (const to of ['salt-lake-city-and-county-building', 'salt-lake-city-public-library'])
      for (const date of ['2026-12-03', '2026-12-06'])
        for (const maxWalkMinutes of [10, 15, 20, 30])
          for (let depart = 540; depart <= 1200; depart += 30) {
            const j = planJourney(table(date), place('the-leonardo'), place(to), depart, { maxWalkMinutes });
            expect(text(j), `${to} ${date} ${depart}`).toEqual([`walk The Leonardo → ${place(to).name}`]);
          }
  });

  it('boards the Red Line at Library, the station nearest The Leonardo, not at Courthouse or 600 South for the same train', () => {
    let red = 0;
    for (let depart = 540; depart <= 1080; depart += 15) {
      const j = planJourney(table('2027-05-11'), place('the-leonardo'), place('fort-douglas-military-museum'), depart, opts);
      const first = rides(j)[0];
      if (first?.line.id !== 'red') continue;
      red++;
      expect(first.from, `at ${depart}`).toBe('Library');
      expect(walks(j)[0]).toMatchObject({ from: 'The Leonardo', to: 'Library' });
      expect(localFaults(table('2027-05-11'), j!, 20)).toEqual([]);
    }
    expect(red).toBeGreaterThan(10);
  });

  it('changes from the Green Line at Arena to FrontRunner where the two lines meet, North Temple, never on foot to Salt Lake Central', () => {
    let atNorthTemple = 0;
    for (let depart = 420; depart <= 1140; depart += 13) {
      const j = planJourney(table('2026-12-03'), place('delta-center'), place('union-station-ogden'), depart, { maxWalkMinutes: 10 });
      expect(
        walks(j).some((w) => w.to === 'Salt Lake Central'),
        `at ${depart}`,
      ).toBe(false);
      const green = rides(j).find((r) => r.line.id === 'green');
      if (!green) continue;
      expect(green).toMatchObject({ from: 'Arena (Delta Center)', to: 'North Temple Bridge/Guadalupe' });
      const change = walks(j).find((w) => w.from === 'North Temple Bridge/Guadalupe')!;
      expect(change.to).toBe('North Temple (FrontRunner)');
      expect(change.arrive - change.depart).toBeLessThanOrEqual(3);
      atNorthTemple++;
    }
    expect(atNorthTemple).toBeGreaterThan(10);
  });
});

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

describe('the nearest boarding, in time and within the line’s headway (decision 128)', () => {
  it('never waits at a stop longer than the line’s longest headway: the Red Line at Library, not 31 minutes at Courthouse', () => {
    // From the Cathedral of the Madeleine on a Monday evening, within a 15-minute walk: the scan rides the Blue
    // Line to Courthouse and walks to Library for the Red Line; the same train calls at Courthouse, where the
    // Blue Line arrives a minute too late for the train before it, 31 minutes later.
    const cathedral: Place = { name: 'Cathedral of the Madeleine', lat: 40.7697, lng: -111.8817 };
    const cauldron: Place = { name: 'Olympic Cauldron Park', lat: 40.7589, lng: -111.85 };
    for (const minute of [1236, 1239, 1240, 1245]) {
      const j = planJourney(table('2027-03-01'), cathedral, cauldron, minute, { maxWalkMinutes: 15 });
      expect(j, String(minute)).not.toBeNull();
      for (const leg of j!.legs) if (leg.kind === 'ride') expect(leg.wait, `${minute}: ${leg.line.short} ${leg.from}`).toBeLessThanOrEqual(maxWait(leg.line));
    }
  });
});
