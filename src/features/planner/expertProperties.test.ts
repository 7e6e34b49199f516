// Issue 39's acceptance as properties on the real catalogue (decision 062), beside expert.test.ts's
// kinds and heat: a park with permit-only hikes names its permits on the day's first stop in it, and
// no night is spent in a few-rooms town when a gateway town fits the same day. The few-rooms check
// measures the drives itself on the day's roads (graphJoin.ts), as an outside judge of the beam.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { utahToInstant } from '../../lib/utahTime.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { catalogueData } from '../../../tests/helpers/readyTripsRecord.ts';
import { TOWN_RANKS } from './gateways.ts';
import { EVERY_ROAD_OPEN, legFrom, pointNode, pointOn, resolvePoint, treeOf } from '../planning/graphJoin.ts';
import { planTrip, type TripInput, tripDays } from './multiDay.ts';
import { NIGHT_TOWNS } from '../planning/nights.ts';
import { PERMIT_NEAR_MILES, PERMIT_ONLY, permitNote } from '../planning/parkRules.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { AIRPORT_LABEL, type PlannerData } from '../planning/planning.ts';
import { planDay } from './search.ts';

let data: PlannerData;
beforeAll(() => {
  data = catalogueData();
});

const dateOf = (month: number, day: number) => `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('permits on the real catalogue (issue 39)', () => {
  it('a plan that reaches a park with permit-only hikes names each permit once, on its stop there nearest the hike when one is near (decision 114)', () => {
    // The park unit and the place of each permit-only hike, from the catalogue.
    const hikeOf = new Map([...PERMIT_ONLY].map((id) => [id, data.places.find((p) => p.id === id)]));
    const crow = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineMiles(a.lat, a.lng, b.lat, b.lng);
    const request = fc.record({
      from: fc.constantFrom('Springdale', 'Moab', 'Hurricane', 'Kanab'),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hours: fc.integer({ min: 4, max: 11 }),
    });
    fc.assert(
      fc.property(request, (r) => {
        const date = dateOf(r.month, r.day);
        const result = planDay(data, { from: r.from, to: '', leave: utahToInstant(date, '08:00'), hours: r.hours, categories: [], pace: 'normal', date });
        for (const plan of result.itineraries) {
          const parkOf = (placeId: string) => data.places.find((p) => p.id === placeId)?.park;
          for (const [id, hike] of hikeOf) {
            const inPark = plan.stops.filter((s) => hike?.park !== undefined && parkOf(s.placeId) === hike.park);
            const saying = plan.stops.filter((s) => s.warnings.some((w) => JSON.stringify(w) === JSON.stringify(permitNote(id))));
            if (inPark.length === 0) {
              expect(saying, id).toEqual([]);
              continue;
            }
            const nearest = inPark.reduce((a, b) => (crow(b, hike!) < crow(a, hike!) ? b : a));
            if (haversineMiles(nearest.lat, nearest.lng, hike!.lat, hike!.lng) > PERMIT_NEAR_MILES) {
              expect(saying, `${id}: no stop near it`).toEqual([]);
              continue;
            }
            expect(
              saying.map((s) => s.placeId),
              `${id} under ${nearest.placeId}`,
            ).toEqual([nearest.placeId]);
          }
        }
      }),
      { numRuns: 20, seed: 62 },
    );
  }, 120_000);
});

describe('nights on the real catalogue (issue 39)', () => {
  const GATEWAYS = NIGHT_TOWNS.filter((t) => TOWN_RANKS[t]?.rank === 'gateway');
  const request = fc.record({
    // Where Hanksville lies between two parks: without the rule, trips of three or four days from
    // these starts at four to six hours a day sleep there (checked while writing this test).
    from: fc.constantFrom(AIRPORT_LABEL, 'Moab', 'Torrey'),
    month: fc.integer({ min: 3, max: 10 }),
    day: fc.integer({ min: 1, max: 28 }),
    days: fc.integer({ min: 3, max: 4 }),
    drive: fc.integer({ min: 4, max: 6 }),
    wonders: fc.constant(true),
  });

  it('sleeps in a few-rooms town only when no gateway town fits the same day, and then says so', () => {
    fc.assert(
      fc.property(request, (r) => {
        const date = dateOf(r.month, r.day);
        const input: TripInput = {
          from: r.from,
          to: '',
          leave: utahToInstant(date, '08:00'),
          hours: 'day',
          categories: r.wonders ? ['Natural Wonders'] : [],
          pace: 'normal',
          date,
          days: r.days,
          driveMinutes: r.drive * 60,
          arriveBy: null,
        };
        const trip = planTrip(data, input).trips[0]!;
        const roads = tripDays(input).map((d) => d.roads);
        const start = resolvePoint(r.from, data.places, undefined, EVERY_ROAD_OPEN).node;
        const town = (t: string) => pointNode(t, UTAH_TOWNS[t]!.lat, UTAH_TOWNS[t]!.lng, EVERY_ROAD_OPEN);
        const drive = (a: ReturnType<typeof town>, b: ReturnType<typeof town>, k: number) =>
          Math.round(legFrom(treeOf(pointOn(a, roads[k]!), roads[k]!), pointOn(a, roads[k]!), pointOn(b, roads[k]!)));
        trip.days.forEach((d, k) => {
          if (!d.night || TOWN_RANKS[d.night.town]?.rank !== 'few-rooms') return;
          expect(d.night.note, d.night.town).toMatch(/few rooms/);
          const slept = trip.days.slice(0, k).map((x) => x.night!.town);
          const here = k === 0 ? start : town(slept.at(-1)!);
          for (const g of GATEWAYS) {
            if (slept.includes(g)) continue; // a trip does not come back to a town it has left
            const fits = drive(here, town(g), k) <= input.driveMinutes && drive(town(g), start, k + 1) <= input.driveMinutes * (r.days - k - 1);
            expect(fits, `day ${k + 1}: ${g} fits where ${d.night.town} was chosen`).toBe(false);
          }
        });
      }),
      { numRuns: 8, seed: 62 },
    );
  }, 240_000);
});
