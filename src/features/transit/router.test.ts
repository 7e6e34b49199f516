import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Place, planJourney } from './journey.ts';
import { clock, NETWORK, transitStop } from './network.ts';
import { type Leg, maxWait, Timetable } from './router.ts';
import { modelTrips } from './service.ts';

const AIRPORT_STATION: Place = { ...transitStop('airport')!, name: 'Airport Station' };
const TEMPLE_SQUARE: Place = { name: 'Temple Square', lat: 40.7704, lng: -111.8919 };
const OGDEN: Place = { name: 'Historic 25th Street, Ogden', lat: 41.2197, lng: -111.9743 };
const SNOWBIRD: Place = { name: 'Snowbird', lat: 40.581, lng: -111.657 };
const opts = { maxWalkMinutes: 20 };
const table = (date: string) => new Timetable(modelTrips(date));
const rides = (legs: Leg[]) => legs.filter((l) => l.kind === 'ride');

describe('planning a journey without a car', () => {
  it('takes the Green Line from the airport downtown with the next train’s times', () => {
    const j = planJourney(table('2026-12-03'), AIRPORT_STATION, TEMPLE_SQUARE, 600, opts)!;
    const [ride] = rides(j.legs);
    expect(ride).toMatchObject({ kind: 'ride', from: 'Airport Station' });
    expect(ride?.kind === 'ride' && ride.line.id).toBe('green');
    expect(clock(ride!.depart)).toBe('10:00');
    expect(j.arrive - 600).toBeGreaterThan(18);
    expect(j.arrive - 600).toBeLessThan(30);
  });

  it('rides the last train of the evening and finds nothing after it', () => {
    const t = table('2026-12-03');
    const last = planJourney(t, AIRPORT_STATION, TEMPLE_SQUARE, 22 * 60 + 50, opts)!;
    expect(clock(rides(last.legs)[0]!.depart)).toBe('23:00');
    expect(planJourney(t, AIRPORT_STATION, TEMPLE_SQUARE, 23 * 60 + 5, opts)).toBeNull();
  });

  it('never plans a wait before the first train: at 04:00 nothing, at 05:15 the first Green Line', () => {
    const t = table('2026-12-03');
    expect(planJourney(t, AIRPORT_STATION, TEMPLE_SQUARE, 4 * 60, opts)).toBeNull();
    expect(clock(rides(planJourney(t, AIRPORT_STATION, TEMPLE_SQUARE, 5 * 60 + 15, opts)!.legs)[0]!.depart)).toBe('05:30');
  });

  it('reaches Ogden by FrontRunner on a weekday but not on a Sunday or Christmas, when it does not run', () => {
    const weekday = planJourney(table('2026-12-03'), AIRPORT_STATION, OGDEN, 540, opts)!;
    expect(rides(weekday.legs).map((l) => l.kind === 'ride' && l.line.id)).toContain('frontrunner');
    expect(planJourney(table('2026-12-06'), AIRPORT_STATION, OGDEN, 540, opts)).toBeNull();
    expect(planJourney(table('2026-12-25'), AIRPORT_STATION, OGDEN, 540, opts)).toBeNull();
  });

  it('takes the ski bus to Snowbird in its season (from 6 Dec 2026, UTA’s Change Day) and never in July', () => {
    const winter = planJourney(table('2026-12-10'), AIRPORT_STATION, SNOWBIRD, 480, opts)!;
    expect(rides(winter.legs).map((l) => l.kind === 'ride' && l.line.id)).toContain('skibus994');
    expect(planJourney(table('2026-07-15'), AIRPORT_STATION, SNOWBIRD, 480, opts)).toBeNull();
  });

  it('property: every leg is a walk or a ride that runs then, walks within the limit, in time order', () => {
    const point = fc.record({ lat: fc.double({ min: 40.5, max: 41.25, noNaN: true }), lng: fc.double({ min: -112.05, max: -111.45, noNaN: true }) });
    const date = fc.constantFrom('2026-12-03', '2026-12-05', '2026-12-06', '2026-12-25', '2027-07-14');
    const tables = new Map<string, Timetable>();
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 240, max: 1380 }),
        fc.integer({ min: 5, max: 30 }),
        fc.constantFrom(...NETWORK.stops),
        point,
        (d, depart, maxWalk, stop, to) => {
          const t = tables.get(d) ?? tables.set(d, table(d)).get(d)!;
          const j = planJourney(t, { ...stop, name: 'stop' }, { name: 'place', ...to }, depart, { maxWalkMinutes: maxWalk });
          if (!j) return;
          let now = depart;
          for (const leg of j.legs) {
            expect(['walk', 'ride']).toContain(leg.kind);
            expect(leg.depart).toBeGreaterThanOrEqual(now);
            if (leg.kind === 'walk') expect(leg.arrive - leg.depart).toBeLessThanOrEqual(maxWalk);
            if (leg.kind === 'ride') {
              // Every wait is inside service hours: no longer than the line's longest headway.
              expect(leg.wait).toBeLessThanOrEqual(maxWait(leg.line));
              const runs = t.trips.some(
                (trip) =>
                  trip.line.id === leg.line.id &&
                  trip.times[trip.stops.indexOf(transitStop(NETWORK.stops.find((s) => s.name === leg.from)!.id)!.id)] === leg.depart,
              );
              expect(runs, `${leg.line.id} at ${clock(leg.depart)} on ${d}`).toBe(true);
            }
            now = leg.arrive;
          }
        },
      ),
      { numRuns: 150, seed: 36 },
    );
  });
});
