import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { AIRPORT_LABEL, type Itinerary, type PlanInput, PlanInputError, type PlannerData, pacedMinutes } from '../planning/planning.ts';
import { planFavoriteDays } from './favoriteDays.ts';
import { planDay, withinShare } from './search.ts';
import { plannerData } from '../planning/plannerData.ts';
import { SIGHTS } from '../planning/signature.ts';
import { parsePlanQuery } from '../planning/planning.schema.ts';
import { utahClock, utahToInstant } from '../../lib/utahTime.ts';
import { inWords, said } from '../../lib/messages/messages.ts';

// The real catalogue (not the fixture) on the real road network.
const catalogue = readCatalogue('supabase/seed/destinations');
const byId = new Map(catalogue.map((c) => [c.id, c]));
let data: PlannerData;
beforeAll(() => {
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});

const leave = utahToInstant('2026-07-04', '09:00');
const input = (over: Partial<PlanInput>): PlanInput => ({ from: AIRPORT_LABEL, to: '', leave, hours: 4, categories: [], pace: 'normal', ...over });
const MIN = 60_000;
/** What a refused request tells the visitor, in English. */
function refusal(plan: () => unknown): string | null {
  try {
    plan();
  } catch (error) {
    if (error instanceof PlanInputError) return said('en', error.said);
    throw error;
  }
  return null;
}

/** What every itinerary must satisfy, whatever the inputs. */
function expectSound(plans: Itinerary[], budgetMinutes: number, from: string, to: string): void {
  expect(plans.length).toBeGreaterThan(0);
  for (const it of plans) {
    expect(it.start.name).toBe(from);
    expect(it.end.name).toBe(to);
    // Fits: driving + visits within the hours (to the minute), and the timeline adds up.
    expect(it.driveMinutes + it.visitMinutes + (it.waitMinutes ?? 0)).toBeLessThanOrEqual(budgetMinutes);
    expect(it.back - it.leave).toBe((it.driveMinutes + it.visitMinutes + (it.waitMinutes ?? 0)) * MIN);
    const drives = it.stops.reduce((s, x) => s + x.driveMinutes, it.finalDriveMinutes);
    expect(drives).toBe(it.driveMinutes);
    let clock = it.leave;
    for (const s of it.stops) {
      expect(s.arrive).toBe(clock + s.driveMinutes * MIN);
      expect(s.depart).toBe(s.arrive + ((s.waitMinutes ?? 0) + s.visitMinutes) * MIN);
      clock = s.depart;
    }
    // Never repeats a stop, and never makes a stop of the start or the end.
    const ids = it.stops.map((s) => s.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(it.stops.map((s) => s.name)).not.toContain(from);
    expect(it.stops.map((s) => s.name)).not.toContain(to);
  }
}

describe('planDay on the real road network and catalogue', () => {
  it('offers three different plans of nearby places for 2 hours from the airport', () => {
    const result = planDay(data, input({ hours: 2 }));
    expect(result.itineraries).toHaveLength(3);
    expectSound(result.itineraries, 120, AIRPORT_LABEL, AIRPORT_LABEL);
    for (const it of result.itineraries) for (const s of it.stops) expect(byId.get(s.placeId)!.driveTimeMinutes).toBeLessThanOrEqual(45);
    const sets = result.itineraries.map((it) => it.stops.map((s) => s.placeId).join());
    expect(new Set(sets).size).toBe(3);
  });

  it('reaches the mountains, Park City or the lake for a whole day, and not Moab', () => {
    const result = planDay(data, input({ hours: 'day' }));
    expectSound(result.itineraries, 600, AIRPORT_LABEL, AIRPORT_LABEL);
    const stops = result.itineraries.flatMap((it) => it.stops.map((s) => byId.get(s.placeId)!));
    // In July Antelope Island is out of its best season (decision 053); a canyon lake 40 minutes out is in.
    expect(stops.some((d) => d.region === 'Wasatch Back' || d.id.startsWith('antelope-island') || (d.driveTimeMinutes ?? 0) >= 40)).toBe(true);
    expect(stops.some((d) => /Moab/.test(d.address) || d.region.startsWith('Canyon Country'))).toBe(false);
  });

  it('measures drives from the chosen start, never the airport drive time (Moab, 4 hours)', () => {
    const result = planDay(data, input({ from: 'Moab', hours: 4 }));
    expectSound(result.itineraries, 240, 'Moab', 'Moab');
    for (const it of result.itineraries) {
      for (const s of it.stops) {
        // Every stop is about four hours from the airport: an airport time would never fit.
        expect(byId.get(s.placeId)!.driveTimeMinutes).toBeGreaterThan(120);
      }
      // Issue 39: Moab's signature sights include Island in the Sky and Dead Horse Point, about an hour out.
      expect(it.stops[0]!.driveMinutes).toBeLessThan(75);
    }
  });

  it('ends where asked: from Park City to the airport, with stops on the way', () => {
    const result = planDay(data, input({ from: 'Park City', to: AIRPORT_LABEL, hours: 6 }));
    expectSound(result.itineraries, 360, 'Park City', AIRPORT_LABEL);
    // Park City to the airport is about 35-40 minutes on I-80; the last leg is a real drive.
    for (const it of result.itineraries) expect(it.driveMinutes).toBeGreaterThanOrEqual(30);
  });

  it('starts at a catalogue place or the visitor’s own location and never visits the start', () => {
    const fromPlace = planDay(data, input({ from: 'Temple Square', hours: 3, pace: 'packed' }));
    expectSound(fromPlace.itineraries, 180, 'Temple Square', 'Temple Square');
    const here = planDay(data, input({ from: 'My location', near: { lat: 40.2338, lng: -111.6585 }, hours: 5 }));
    expectSound(here.itineraries, 300, 'My location', 'My location');
  });

  it('fits every combination of hours and pace to the minute', () => {
    // One hour at a relaxed pace holds no visit with its drives; one packed hour does.
    expectSound(planDay(data, input({ hours: 1, pace: 'packed' })).itineraries, 60, AIRPORT_LABEL, AIRPORT_LABEL);
    for (const hours of [2, 3, 8, 16] as const) {
      for (const pace of ['relaxed', 'packed'] as const) {
        const result = planDay(data, input({ hours, pace, categories: ['Natural Wonders'] }));
        expectSound(result.itineraries, hours * 60, AIRPORT_LABEL, AIRPORT_LABEL);
      }
    }
  });

  it('prefers the chosen categories', () => {
    const result = planDay(data, input({ hours: 5, categories: ['Cultural & Historic'] }));
    const stops = result.itineraries.flatMap((it) => it.stops);
    expect(stops.filter((s) => s.category === 'Cultural & Historic').length).toBeGreaterThan(stops.length / 2);
  });

  it('gives the same answer for the same inputs', () => {
    const a = planDay(data, input({ hours: 7, categories: ['Family Fun'] }));
    const b = planDay(data, input({ hours: 7, categories: ['Family Fun'] }));
    expect(b).toEqual(a);
  });

  it('gives the day’s sunset and warns about darkness on a long winter day', () => {
    const winter = utahToInstant('2026-12-21', '08:00');
    const result = planDay(data, input({ hours: 16, leave: winter, categories: ['Natural Wonders'] }));
    expect(utahClock(result.sunset!)).toMatch(/^17:0\d$/);
    expect(inWords(result.itineraries[0]!.warnings, 'en')).toContain('You drive back after sunset');
    const dark = result.itineraries.flatMap((it) => it.stops).filter((s) => s.category === 'Natural Wonders' && s.depart > result.sunset!);
    for (const s of dark) expect(inWords(s.warnings, 'en').join(' ')).toMatch(/sun/);
  });

  it('refuses an unknown start with a clear message', () => {
    expect(refusal(() => planDay(data, input({ from: 'Atlantis' })))).toMatch(/Unknown place "Atlantis"/);
    expect(refusal(() => planDay(data, input({ from: 'My location' })))).toMatch(/location/);
  });
});

describe('a day in a park stays in it, in every choice (issue 48)', () => {
  const choices = (search: string) => {
    const q = parsePlanQuery(search);
    if (!q.success) throw new Error('bad query');
    const { from, date, time, hours, park } = q.data;
    return planDay(data, input({ from, leave: utahToInstant(date!, time!), hours, park, date })).itineraries;
  };
  const inPark = (it: Itinerary, park: string) => {
    const visit = it.stops.reduce((t, s) => t + (byId.get(s.placeId)!.name.includes(park) || SIGHTS[s.placeId]?.park === park ? s.visitMinutes : 0), 0);
    return 2 * visit >= it.visitMinutes;
  };

  it('"A day in Arches" from Moab in July: no choice drives to Capitol Reef, Green River or Canyonlands', () => {
    const plans = choices('from=Moab&park=Arches&date=2027-07-15&time=08:00&hours=day');
    expect(plans.length).toBeGreaterThan(0);
    for (const it of plans) {
      expect(inPark(it, 'Arches'), it.stops.map((s) => s.name).join()).toBe(true);
      for (const s of it.stops) expect(byId.get(s.placeId)!.region).toBe('Canyon Country (Southeast)');
      for (const s of it.stops) expect(SIGHTS[s.placeId]?.park ?? 'Arches').toBe('Arches');
    }
  });

  it('"A day in Zion" from Springdale for hikers: no choice drives to Bryce Canyon', () => {
    const plans = choices('from=Springdale&park=Zion&date=2027-07-15&time=08:00&hours=day');
    expect(plans.length).toBeGreaterThan(0);
    for (const it of plans) for (const s of it.stops) expect(SIGHTS[s.placeId]?.park ?? 'Zion').toBe('Zion');
  });
});

describe('the airport is never a stop (issue 48)', () => {
  const AIRPORT = 'salt-lake-city-international-airport';
  it.each(['Salt Lake City', 'West Valley City', 'Park City', 'Ogden'])('from %s, for every kind of traveler and length of day', (from) => {
    for (const categories of [[], ['Urban & Downtown'], ['Cultural & Historic'], ['Olympic Venues']])
      for (const hours of [2, 4, 8] as const) {
        const result = planDay(data, input({ from, hours, categories }));
        expect(result.itineraries.flatMap((it) => it.stops.map((s) => s.placeId))).not.toContain(AIRPORT);
      }
  });

  it('is listed as not a stop when a visitor puts it among the favorites to plan', () => {
    const result = planFavoriteDays(data, input({ from: 'Salt Lake City', hours: 'day' }), [AIRPORT, 'temple-square']);
    expect(result.days.flatMap((d) => d.stops.map((s) => s.placeId))).toEqual(['temple-square']);
    expect(inWords(result.unplaced, 'en')).toEqual([
      { id: AIRPORT, name: 'Salt Lake City International Airport', reason: expect.stringMatching(/^Where a trip starts and ends, not a stop/) },
    ]);
  });
});

describe('a short visit says so (decisions 106 and 108)', () => {
  it('St. George’s five-hour afternoon visits Snow Canyon for two hours and keeps its whole four-hour visit to say so', () => {
    const result = planDay(data, input({ from: 'St. George', hours: 5, leave: utahToInstant('2027-11-26', '12:00') }));
    const stops = result.itineraries[0]!.stops;
    expect(stops.find((s) => s.placeId === 'snow-canyon-state-park')).toMatchObject({ visitMinutes: 120, wholeVisitMinutes: 240 });
    // A stop planned for its whole visit carries no such line.
    expect(stops.filter((s) => s.placeId !== 'snow-canyon-state-park').every((s) => s.wholeVisitMinutes === undefined)).toBe(true);
  });
});

describe('planner rules', () => {
  it('scales the catalogue’s time needed by pace, to 5 minutes', () => {
    expect(pacedMinutes('2 hours', 'relaxed')).toBe(150);
    expect(pacedMinutes('2 hours', 'packed')).toBe(90);
    expect(pacedMinutes('30-60 minutes', 'packed')).toBe(35);
    expect(pacedMinutes('whenever', 'normal')).toBeNull();
  });

  it('parses a plan URL and refuses bad values naming the field', () => {
    const ok = parsePlanQuery('from=Park+City&hours=day&cat=Family+Fun&cat=Natural+Wonders&pace=packed&date=2026-07-04&time=09:30');
    expect(ok.success && ok.data).toMatchObject({ from: 'Park City', hours: 'day', cat: ['Family Fun', 'Natural Wonders'], pace: 'packed', to: '' });
    const bad = parsePlanQuery('hours=17&pace=fast');
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['hours', 'pace']);
    expect(parsePlanQuery('from=My+location').success).toBe(false);
  });

  it('reads "a day in" a park and refuses a park it does not know, naming the field (decision 062)', () => {
    const ok = parsePlanQuery('from=Moab&park=Island+in+the+Sky&date=2027-04-12&time=07:00');
    expect(ok.success && ok.data.park).toBe('Island in the Sky');
    const bad = parsePlanQuery('from=Moab&park=Yellowstone');
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['park']);
  });

  it('converts Utah wall-clock time across daylight saving', () => {
    expect(new Date(utahToInstant('2026-07-04', '09:00')).toISOString()).toBe('2026-07-04T15:00:00.000Z');
    expect(new Date(utahToInstant('2026-12-21', '09:00')).toISOString()).toBe('2026-12-21T16:00:00.000Z');
  });
});

describe('a based trip’s day between two towns counts its drive between them at the wheel (decision 133)', () => {
  // 300 minutes visiting allow 245 at the wheel (45 %); the drive to the other end is 110.
  const viaTheWay = { drive: 240, visit: 300 };
  const offTheWay = { drive: 350, visit: 300 };
  it('keeps to the routes within the share counting that drive when any route is', () => {
    expect(withinShare([offTheWay, viaTheWay], 110, 110, () => 0)).toEqual([viaTheWay]);
  });
  it('uses the drive asked for only when no route keeps within the share without it', () => {
    expect(withinShare([offTheWay], 110, 110, () => 0)).toEqual([offTheWay]);
    expect(withinShare([{ drive: 500, visit: 300 }], 110, 110, () => 0)).toEqual([]);
  });
  it('counts as asked what of that drive the trip’s length asks for', () => {
    expect(withinShare([offTheWay, viaTheWay], 110, 110, () => 105)).toEqual([offTheWay, viaTheWay]);
    expect(withinShare([offTheWay, viaTheWay], 110, 110, () => 100)).toEqual([viaTheWay]);
  });
  it('leaves a day back to its start and a day not of a based trip to the drive asked for', () => {
    expect(withinShare([offTheWay, viaTheWay], 110, 0, () => 0)).toEqual([offTheWay, viaTheWay]);
    expect(withinShare([offTheWay, viaTheWay], 110, 110)).toEqual([offTheWay, viaTheWay]);
  });
});
