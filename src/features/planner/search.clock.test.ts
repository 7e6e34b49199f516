import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { outdoors, sunTimes } from '../planning/daylight.ts';
import { openOn, parseHours } from '../destinations/hours.ts';
import { AIRPORT_LABEL, type Itinerary, type PlanInput, type PlannerData, type PlannerPlace } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { bestMonths } from '../planning/bestMonths.ts';
import { hasSeason, VENUE_MAX_MINUTES } from '../planning/placeSense.ts';
import { planFavoriteDays } from './favoriteDays.ts';
import { planDay } from './search.ts';
import { inWords } from '../../lib/messages/messages.ts';

// Decision 053 on the real catalogue and road network: whatever the date, start and hours, no
// stop runs while its place is closed, outdoors ends by sunset, venues are short, empty sites absent.
const catalogue = readCatalogue('supabase/seed/destinations');
let data: PlannerData;
let byId: Map<string, PlannerPlace>;
beforeAll(() => {
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  byId = new Map(data.places.map((p) => [p.id, p]));
});
const MIN = 60_000;
const input = (date: string, time: string, over: Partial<PlanInput> = {}): PlanInput => ({
  from: AIRPORT_LABEL,
  to: '',
  leave: utahToInstant(date, time),
  hours: 4,
  categories: [],
  pace: 'normal',
  ...over,
});
const minutesOfDay = (instant: number) => {
  const [h, m] = utahParts(instant).time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The rules of decision 053, checked from the catalogue's own words, not through the planner's windows. */
function expectOpenAndLight(plans: Itinerary[]): void {
  for (const it of plans) {
    let clock = it.leave;
    for (const s of it.stops) {
      const place = byId.get(s.placeId)!;
      const wait = s.waitMinutes ?? 0;
      expect(s.arrive).toBe(clock + s.driveMinutes * MIN);
      const start = s.arrive + wait * MIN;
      expect(s.depart).toBe(start + s.visitMinutes * MIN);
      clock = s.depart;
      const { weekday, month, date } = utahParts(start);
      const hours = parseHours(place.hours);
      if (hours) {
        expect(openOn(hours, weekday, month), `${s.placeId} open on ${date}`).not.toBe(false);
        const t = hours.time;
        if (t && typeof t === 'object' && t.close !== null) expect(minutesOfDay(s.depart), `${s.placeId} closes`).toBeLessThanOrEqual(t.close);
      }
      const sun = sunTimes(start, place.lat, place.lng);
      if (outdoors(place) || hours?.time === 'daylight') {
        expect(s.depart, `${s.placeId} ends by sunset on ${date}`).toBeLessThanOrEqual(sun.sunset!);
        expect(start, `${s.placeId} starts after sunrise`).toBeGreaterThanOrEqual(sun.sunrise!);
      }
      if (place.kind === 'daytime' && !hours?.time) {
        expect(minutesOfDay(start)).toBeGreaterThanOrEqual(600);
        expect(minutesOfDay(s.depart - 1)).toBeLessThan(17 * 60);
      }
      if (place.kind !== 'night-sky') expect(minutesOfDay(start), `${s.placeId} in the small hours`).toBeGreaterThanOrEqual(6 * 60);
      if (place.kind === 'venue') expect(s.visitMinutes).toBeLessThanOrEqual(VENUE_MAX_MINUTES);
      expect(place.kind).not.toBe('empty-site');
      const best = bestMonths(place.best);
      // Decision 114: "out of season" where the place has a season, never on a best time of comfort.
      const outOfSeason = inWords(s.warnings, 'en').some((w) => w.startsWith('Best ') && w.includes('out of season'));
      expect(outOfSeason, `${s.placeId} out of season`).toBe(Boolean(best && !best.includes(month) && hasSeason(place)));
    }
    expect(it.back).toBe(clock + it.finalDriveMinutes * MIN);
    expect(it.driveMinutes + it.visitMinutes + (it.waitMinutes ?? 0)).toBe((it.back - it.leave) / MIN);
  }
}

describe('clock and place sense on the real catalogue', () => {
  it('plans 4 hours at 10:00 from the airport on 2026-11-27 with no long arena, theatre or stadium stop and no empty site', () => {
    for (const hours of [4, 2] as const) {
      const result = planDay(data, input('2026-11-27', '10:00', { hours }));
      expect(result.itineraries.length).toBeGreaterThan(0);
      for (const s of result.itineraries.flatMap((it) => it.stops)) {
        const place = byId.get(s.placeId)!;
        if (place.kind === 'venue' || /arena|theat|stadium|center$/i.test(place.name)) expect(s.visitMinutes, s.name).toBeLessThanOrEqual(45);
        expect(s.placeId).not.toBe('block-85-big-air-site');
      }
      expectOpenAndLight(result.itineraries);
    }
  });

  // A spread of dates (a winter Friday, a Sunday, summer, a January Saturday, a spring Monday),
  // starts from early morning to the evening, short and long days, from four starts.
  const cases: Array<[string, string, number | 'day', string]> = [
    ['2026-11-27', '08:00', 'day', AIRPORT_LABEL],
    ['2026-11-27', '17:00', 4, AIRPORT_LABEL],
    ['2026-11-29', '09:00', 8, 'Price'],
    ['2026-11-28', '09:00', 8, 'Price'],
    ['2026-07-04', '05:00', 6, AIRPORT_LABEL],
    ['2026-07-04', '19:00', 5, 'Moab'],
    ['2027-01-16', '12:00', 6, 'Park City'],
    ['2026-05-11', '09:30', 'day', 'Farmington'],
    ['2026-06-15', '14:00', 6, 'Ogden'],
    ['2026-12-12', '07:00', 'day', 'Springdale'],
    ['2026-11-27', '00:07', 3, AIRPORT_LABEL],
    ['2026-08-09', '06:30', 8, 'Vernal'],
  ];
  it.each(cases)('never schedules a stop closed, in the dark or in the small hours: %s %s, %s hours from %s', (date, time, hours, from) => {
    const result = planDay(data, input(date, time, { hours, from }));
    expectOpenAndLight(result.itineraries);
  });

  it('keeps the Price museums (closed Sundays) out of a Sunday and lets them in on a Saturday', () => {
    const museums = ['prehistoric-museum-price', 'western-mining-and-railroad-museum'];
    const stops = (date: string) =>
      // Four hours (issue 39): with eight, Capitol Reef's signature Fruita and Gifford farmhouse rightly outrank Price's museums.
      planDay(data, input(date, '09:00', { hours: 4, from: 'Price', categories: ['Cultural & Historic'] })).itineraries.flatMap((it) =>
        it.stops.map((s) => s.placeId),
      );
    expect(stops('2026-11-29').filter((id) => museums.includes(id))).toEqual([]);
    expect(stops('2026-11-28').some((id) => museums.includes(id))).toBe(true);
  });

  it('spreads favourites over days without a closed stop, and names an empty site instead of planning it', () => {
    const days = planFavoriteDays(data, input('2026-11-28', '09:00', { hours: 'day', from: 'Price' }), [
      'prehistoric-museum-price',
      'western-mining-and-railroad-museum',
      'block-85-big-air-site',
      'goblin-valley-state-park',
    ]);
    expectOpenAndLight(days.days);
    expect(days.unplaced.map((u) => u.id)).toEqual(['block-85-big-air-site']);
    expect(days.days.flatMap((d) => d.stops.map((s) => s.placeId)).sort()).toEqual([
      'goblin-valley-state-park',
      'prehistoric-museum-price',
      'western-mining-and-railroad-museum',
    ]);
  });
});
