import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { stopValue, varietyRule } from '../planning/stopValue.ts';
import { shapedShare, stageWithoutShow } from '../planning/placeSense.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import {
  type CarFreeDay,
  type CarFreeDayInput,
  carFreeValue,
  carFreeVisit,
  dayScore,
  dayWorth,
  forSkiing,
  movingMinutes,
  planCarFreeDay,
  RIDE_SHARE,
  withinShare,
} from './carFreeDay.ts';
import { CAR_FREE_NIGHTS, nightPlace } from './carFreePlan.ts';
import { clock } from './network.ts';
import { AIRPORT_STATION } from './transitAccess.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

// The real catalogue on the transit model: issue 36's layover, /plan?hours=6&date=2026-12-03&time=10:00&flight=17:00&car=0,
// leaves from the airport station at 10:00 and is back there by 15:30 (the flight less 90 minutes).
let places: PlannerPlace[];
beforeAll(() => {
  const catalogue = readCatalogue('supabase/seed/destinations');
  places = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null }))).places;
});

const layover = (date = '2026-12-03', depart = 600, backBy = 930): CarFreeDay =>
  planCarFreeDay(new Timetable(modelTrips(date)), places, {
    date,
    start: AIRPORT_STATION,
    end: AIRPORT_STATION,
    depart,
    backBy,
    categories: [],
    pace: 'normal',
    maxWalkMinutes: 20,
  });

describe('a day without a car', () => {
  it('plans the six-hour layover from the airport station by TRAX and on foot, back by 15:30', () => {
    const day = layover();
    expect(day.stops.length).toBeGreaterThanOrEqual(2);
    const legs = [...day.stops.flatMap((s) => s.journey.legs), ...(day.back?.legs ?? [])];
    expect(legs[0]).toMatchObject({ kind: 'ride', from: 'Airport Station' });
    expect(clock(legs[0]!.depart)).toBe('10:00');
    for (const leg of legs) {
      expect(['walk', 'ride']).toContain(leg.kind);
      if (leg.kind === 'ride') expect(leg.line.name).toMatch(/^TRAX /);
    }
    expect(day.back).not.toBeNull();
    expect(day.back!.legs.at(-1)).toMatchObject({ kind: 'ride', to: 'Airport Station' });
    expect(day.back!.arrive).toBeLessThanOrEqual(930);
    // The planner's own sense: no empty site, no second stop of a category while others are worth more.
    expect(day.stops.map((s) => s.place.kind)).not.toContain('empty-site');
  });

  it('keeps each visit after its arrival and the day in time order', () => {
    let now = 600;
    for (const stop of layover().stops) {
      expect(stop.journey.depart).toBeGreaterThanOrEqual(now);
      expect(stop.start).toBeGreaterThanOrEqual(stop.journey.arrive);
      expect(stop.end).toBeGreaterThan(stop.start);
      now = stop.end;
    }
  });

  it('plans nothing it cannot bring the traveler back from: an hour is only enough to stay put', () => {
    const day = layover('2026-12-03', 600, 660);
    expect(day.stops).toEqual([]);
  });
});

describe('the airport on a day without a car', () => {
  it('is only where the layover starts and ends, never a stop (issue 50: 1 h 30 in the terminal)', () => {
    for (const [date, depart, backBy] of [
      ['2026-12-03', 600, 930],
      ['2027-05-10', 600, 960],
      ['2027-07-14', 480, 1080],
    ] as const) {
      const day = layover(date, depart, backBy);
      expect(day.stops.map((s) => s.place.name)).not.toContain('Salt Lake City International Airport');
    }
  });
});

describe('a car-free day weighs its stops as the car planner does (issue 47)', () => {
  const byId = (id: string) => places.find((p) => p.id === id)!;

  it('values a stop by the one stopValue with the month, what the travelers came for and the park', () => {
    const place = byId('utah-museum-of-contemporary-art');
    expect(place.category).toBe('Cultural & Historic');
    const input = { date: '2027-05-11', categories: [], focus: ['culture'], park: undefined };
    expect(carFreeValue(place, 90, input)).toBe(stopValue(place, { visit: 90, categories: [], month: 5, focus: ['culture'] }));
    expect(carFreeValue(place, 90, input)).toBe(2 * carFreeValue(place, 90, { ...input, focus: [] }));
  });

  it('scores a day by the shared variety rule: the best first, each further stop of a category keeping half', () => {
    const [a, b, c] = ['the-leonardo', 'utah-museum-of-contemporary-art', 'salt-lake-city-public-library'].map(byId);
    const stops = [
      { place: a!, value: 3 },
      { place: b!, value: 5 },
      { place: c!, value: 4 },
    ];
    const share = varietyRule();
    const expected = [...stops].sort((x, y) => y.value - x.value).reduce((sum, s) => sum + s.value * share(s.place), 0);
    expect(dayWorth(stops)).toBe(expected);
    expect(dayWorth(stops.slice(0, 1))).toBe(3);
  });

  it('plans more of what the travelers came for: culture first when they came for it', () => {
    // The layover's hours (10:00 to 15:30). A whole day from 9 to 5 once counted on Pioneer Theatre's
    // look from outside to tell the two apart; a stage without a show is no stop now (decision 128).
    const day = (focus: string[]) =>
      planCarFreeDay(new Timetable(modelTrips('2027-05-11')), places, {
        date: '2027-05-11',
        start: AIRPORT_STATION,
        end: AIRPORT_STATION,
        depart: 600,
        backBy: 930,
        categories: [],
        pace: 'normal',
        maxWalkMinutes: 20,
        focus,
      }).stops.filter((s) => s.place.category === 'Cultural & Historic').length;
    expect(day(['culture'])).toBeGreaterThan(day([]));
  });
});

// Decision 128: a car-free day values places as the car planner does and rides only when the ride buys a better place.
describe('a car-free day walks to what is near and rides only for a better place (decision 128)', () => {
  const byId = (id: string) => places.find((p) => p.id === id)!;
  const SLC = nightPlace(CAR_FREE_NIGHTS.find((n) => n.town === 'Salt Lake City')!);
  const OGDEN = nightPlace(CAR_FREE_NIGHTS.find((n) => n.town === 'Ogden')!);
  const input = (over: Partial<CarFreeDayInput> & Pick<CarFreeDayInput, 'date' | 'start'>): CarFreeDayInput => ({
    end: over.start,
    depart: 480,
    backBy: 960,
    categories: [],
    pace: 'normal',
    maxWalkMinutes: 20,
    ...over,
  });
  const plan = (i: CarFreeDayInput) => planCarFreeDay(new Timetable(modelTrips(i.date)), places, i);

  it("counts a town's own sights as stops: Temple Square's Christmas lights from City Center, three minutes' walk", () => {
    // temple-square-lights-trax: Salt Lake City, 11 December 2027 at 5 PM, three hours.
    const lights = input({ date: '2027-12-11', start: SLC, depart: 17 * 60, backBy: 20 * 60 });
    expect(plan(lights).stops[0]!.place.id).toBe('temple-square');
    // The same point named as a place, not a town, is where the traveler already is: no stop there.
    const notATown = { ...SLC, town: undefined };
    expect(plan({ ...lights, start: notATown, end: notATown }).stops.map((s) => s.place.id)).not.toContain('temple-square');
  });

  it('plans no stage without a show (decision 114): a look from outside at a theater is no visit', () => {
    for (const date of ['2027-05-11', '2027-12-03']) {
      const day = plan(input({ date, start: AIRPORT_STATION, depart: 540, backBy: 1020 }));
      expect(day.stops.length).toBeGreaterThan(0);
      for (const s of day.stops) expect(stageWithoutShow(s.place), s.place.id).toBe(false);
    }
  });

  it('walks a district for an hour at most, worth its share of the whole as on a car day (decisions 120 and 130)', () => {
    const street = byId('historic-25th-street-ogden');
    expect(street.traits).toContain('walk');
    expect(carFreeVisit(street, 'normal')).toBe(60);
    const when = { date: '2027-05-14', categories: [], focus: [], park: undefined };
    const whole = carFreeValue(street, 180, when);
    expect(carFreeValue(street, 60, when)).toBeCloseTo(whole * shapedShare(street, 180, 60), 6);
    expect(carFreeValue(street, 60, when)).toBeLessThan(whole);
  });

  it('measures a day on the move as the sweep does, and scores it less an hour per hour on the move', () => {
    const day = plan(input({ date: '2027-05-14', start: AIRPORT_STATION }));
    const visits = day.stops.reduce((t, s) => t + (s.end - s.journey.arrive), 0);
    expect(movingMinutes(day, 480)).toBe(day.back!.arrive - 480 - visits);
    const worth = dayWorth(day.stops.map((s) => ({ place: s.place, value: carFreeValue(s.place, s.end - s.start, { date: '2027-05-14', categories: [] }) })));
    expect(dayScore(day, input({ date: '2027-05-14', start: AIRPORT_STATION }))).toBeCloseTo(worth - movingMinutes(day, 480) / 60, 6);
  });

  it('keeps a day from Ogden in Ogden rather than two hours on FrontRunner for Temple Square (the sweep found 50 %)', () => {
    for (const date of ['2027-01-15', '2027-05-14', '2027-10-15']) {
      const day = plan(input({ date, start: OGDEN }));
      expect(day.stops.length, date).toBeGreaterThan(0);
      expect(withinShare(day, 480), date).toBe(true);
      expect(movingMinutes(day, 480) / (movingMinutes(day, 480) + day.stops.reduce((t, s) => t + s.end - s.start, 0))).toBeLessThanOrEqual(RIDE_SHARE);
    }
  });

  it("skis on a ski town's winter day (Brighton in January), not two hours to the city; not from the city unless asked", () => {
    const BRIGHTON = { name: 'Brighton', ...UTAH_TOWNS.Brighton!, town: true as const };
    const day = plan(input({ date: '2027-01-15', start: BRIGHTON, skiTown: true }));
    expect(day.stops[0]!.place.kind).toBe('ski-area');
    expect(withinShare(day, 480)).toBe(true);
    const brighton = byId('brighton-resort');
    expect(forSkiing(brighton, { date: '2027-01-15', skiTown: true })).toBe(true);
    expect(forSkiing(brighton, { date: '2027-07-15', skiTown: true })).toBe(false);
    expect(forSkiing(brighton, { date: '2027-01-15', skiTown: false })).toBe(false);
    // The day of skiing it is for: worth more than the same hours as one stop among others.
    const when = { date: '2027-01-15', categories: [], focus: [], park: undefined };
    expect(carFreeValue(brighton, 360, { ...when, skiTown: true })).toBeGreaterThan(2 * carFreeValue(brighton, 360, when));
  });
});
