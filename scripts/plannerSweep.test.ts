import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';
import type { Itinerary, PlannerData, PlanStop } from '../src/features/planning/planning.ts';
import { plannerData } from '../src/features/planning/plannerData.ts';
import { runPlan } from '../src/features/planner/planRun.ts';
import { runCarFreePlan } from '../src/features/transit/carFreeRun.ts';
import { sunTimesOn } from '../src/features/planning/daylight.ts';
import { utahToInstant } from '../src/lib/utahTime.ts';
import {
  type CaseVerdict,
  crowDetour,
  hourFaults,
  roadDetour,
  judge,
  searchOf,
  shared,
  type SweepCase,
  tally,
  tierFaults,
  transitDetour,
  carFreeReading,
  CAR_READING,
  CAR_TRIP_READING,
  inSeason,
  seenFromOutside,
  wheelShare,
  stoodIn,
} from './plannerSweep.ts';
import { valuedInSeason } from '../src/features/planning/tiers.ts';

let data: PlannerData;
let places: Map<string, PlannerData['places'][number]>;
beforeAll(() => {
  data = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  places = new Map(data.places.map((p) => [p.id, p]));
});

const at = (date: string, time: string) => utahToInstant(date, time);
function stop(placeId: string, arrive: number, minutes: number): PlanStop {
  const p = places.get(placeId)!;
  return {
    name: p.name,
    lat: p.lat,
    lng: p.lng,
    placeId,
    category: p.category,
    rating: p.rating,
    driveMinutes: 30,
    arrive,
    depart: arrive + minutes * 60_000,
    visitMinutes: minutes,
    hours: p.hours,
    warnings: [],
  };
}
function day(stops: PlanStop[], drive: number, point = { name: 'Moab', lat: 38.57, lng: -109.55 }): Itinerary {
  const visit = stops.reduce((t, s) => t + s.visitMinutes, 0);
  return {
    start: point,
    end: point,
    leave: stops[0]!.arrive - 30 * 60_000,
    stops,
    finalDriveMinutes: 30,
    back: stops.at(-1)!.depart + 30 * 60_000,
    driveMinutes: drive,
    visitMinutes: visit,
    score: 1,
    warnings: [],
    sunset: null,
  };
}

describe('the property sweep’s judge (issue 48)', () => {
  it('asks for the 15th of the month at 8 AM: a day of 8 hours or a trip of 3 days, without a car with car=0', () => {
    expect(searchOf({ start: 'Park City', month: 3, mode: 'car', kind: 'day' })).toBe('?from=Park+City&date=2027-03-15&time=08%3A00&hours=8');
    expect(searchOf({ start: 'Moab', month: 12, mode: 'transit', kind: 'trip' })).toBe('?from=Moab&date=2027-12-15&time=08%3A00&days=3&car=0');
  });

  it('measures a day’s share at the wheel and the stops two choices share', () => {
    const it = day([stop('delicate-arch', at('2027-10-15', '08:00'), 150)], 150);
    expect(wheelShare(it)).toBe(0.5);
    expect(wheelShare({ ...it, driveMinutes: 50 })).toBe(0.25);
    expect(shared(['a', 'b', 'c'], ['b', 'c', 'd', 'e'])).toBeCloseTo(2 / 3);
    expect(shared(['a'], [])).toBe(0);
  });

  it('finds an exposed hike in July’s heat, an outdoor stop in the dark and a museum at a shut hour', () => {
    const july = day([stop('delicate-arch', at('2027-07-15', '09:30'), 150)], 60);
    expect(hourFaults(july, places).heat).toEqual(['Delicate Arch 9:30 AM: in the heat']);
    const dawn = day([stop('delicate-arch', at('2027-07-15', '04:30'), 120)], 60);
    expect(hourFaults(dawn, places)).toMatchObject({ heat: [], dark: ['Delicate Arch 4:30 AM: dark'] });
    const january = day([stop('delicate-arch', at('2027-01-15', '19:00'), 60)], 60);
    expect(hourFaults(january, places).dark).toHaveLength(1);
    const museum = day([stop('natural-history-museum-of-utah', at('2027-01-15', '06:00'), 60)], 30);
    expect(hourFaults(museum, places).shut).toEqual(['Natural History Museum of Utah 6:00 AM: shut']);
    const fine = day([stop('natural-history-museum-of-utah', at('2027-01-15', '11:00'), 60)], 30);
    expect(hourFaults(fine, places)).toEqual({ shut: [], dark: [], heat: [] });
  });

  // Decision 118: the sweep reads a place's mark as the planner does, staff's correction first.
  it('lets a sunset sight run into the twilight, and not once staff take its mark away', () => {
    const arch = places.get('delicate-arch')!;
    const { sunset } = sunTimesOn('2027-01-15', arch.lat, arch.lng);
    const dusk = day([stop('delicate-arch', sunset! - 60 * 60_000, 75)], 60);
    expect(hourFaults(dusk, places).dark).toEqual([]);
    const unmarked = new Map(places).set('delicate-arch', { ...arch, mark: 'none' });
    expect(hourFaults(dusk, unmarked).dark).toHaveLength(1);
  });

  it('judges a real answer and counts it: a plan with no stop is no answer', () => {
    const c: SweepCase = { start: 'Salt Lake City', month: 10, mode: 'car', kind: 'day' };
    const r = runPlan(searchOf(c), data);
    if (!r.ok || r.kind !== 'day') throw new Error('expected a day');
    const verdict = judge(c, { kind: 'day', result: r.result }, places);
    expect(verdict.served).toBe(true);
    expect(verdict.wheelShare).toBeGreaterThan(0);
    expect(verdict.sharedStops).not.toBeNull();
    const none = judge(c, null, places);
    expect(tally([verdict, none] as CaseVerdict[])).toMatchObject({ answers: 1, unserved: 1 });
  });
});

describe('a sunset sight (issue 48)', () => {
  it('may end in the twilight, not an hour after sunset', () => {
    // Moab's sunset on 15 January 2027 is about 5:17 PM.
    const twilight = day([stop('delicate-arch', at('2027-01-15', '15:10'), 150)], 60);
    expect(hourFaults(twilight, places).dark).toEqual([]);
    const late = day([stop('delicate-arch', at('2027-01-15', '16:00'), 150)], 60);
    expect(hourFaults(late, places).dark).toHaveLength(1);
  });
});

describe('the tier property (issue 48)', () => {
  const slc = { name: 'Salt Lake City', lat: 40.7608, lng: -111.891 };
  it('finds a lesser stop planned while a better place, open and in season, lay nearer the day unvisited', () => {
    // The planetarium (tier 3) at 11 AM for two and a half hours, with Temple Square (tier 1) beside the day's start unvisited.
    const lesser = day([stop('clark-planetarium', at('2027-05-15', '11:00'), 150)], 20, slc);
    expect(tierFaults(lesser, places)).toEqual([expect.stringMatching(/^Clark Planetarium \(tier 3\) for .+ \(tier [12]\)$/)]);
    // Visited on another day of the trip: no fault on this one.
    expect(tierFaults(lesser, places, undefined, ['temple-square', 'cathedral-of-the-madeleine', 'church-history-museum'])).not.toContain(
      expect.stringMatching(/for Temple Square/),
    );
    // The best of them planned: nothing better lies nearer.
    expect(tierFaults(day([stop('temple-square', at('2027-05-15', '11:00'), 150)], 20, slc), places)).toEqual([]);
  });

  it('does not count what the day could not swap in: a better place shut then, or longer than the stop', () => {
    // At 6 AM every better place downtown is shut or in the dark (the planetarium is shut too: that is the hours' property).
    expect(tierFaults(day([stop('clark-planetarium', at('2027-01-15', '05:00'), 60)], 20, slc), places)).toEqual([]);
    // A 15-minute stop: no better place is seen in 15 minutes.
    expect(tierFaults(day([stop('clark-planetarium', at('2027-05-15', '11:00'), 15)], 20, slc), places)).toEqual([]);
  });

  it('reads a season as the stop value weighs the month: a ski hill in its lift months, a summer outing or a summer plaza in summer', () => {
    const season = CAR_READING.inSeason;
    expect(season(places.get('alta-ski-area')!, 2)).toBe(true);
    expect(season(places.get('alta-ski-area')!, 7)).toBe(false);
    expect(season(places.get('bear-lake-state-park-marina')!, 1)).toBe(false);
    expect(season(places.get('temple-square')!, 1)).toBe(true);
    // Decision 135: the fountains' plaza (best June–August) keeps a third of its worth in January, as the car planner values it.
    expect(season(places.get('olympic-legacy-plaza')!, 1)).toBe(false);
    expect(season(places.get('olympic-legacy-plaza')!, 7)).toBe(true);
  });

  it('by car reads a season as the stop value weighs the month (decision 134): a June–October market is no better place in April', () => {
    const market = places.get('provo-farmers-market')!;
    expect(CAR_READING.inSeason(market, 4)).toBe(false);
    expect(CAR_READING.inSeason(market, 7)).toBe(true);
    expect(inSeason(market, 4)).toBe(true);
    // A day at the ice arena (tier 4) from west Provo, the market nearer: with decision 130's reading the April market was the better place.
    const westProvo = { name: 'Provo', lat: 40.23, lng: -111.69 };
    const two = new Map(['peaks-ice-arena', 'provo-farmers-market'].map((id) => [id, places.get(id)!]));
    const inMonth = (month: string) => day([stop('peaks-ice-arena', at(`2027-${month}-15`, '10:00'), 90)], 30, westProvo);
    expect(tierFaults(inMonth('04'), two, crowDetour, [], { ...CAR_READING, inSeason })).toEqual([
      'Peaks Ice Arena (tier 4) for Provo Farmers Market (tier 3)',
    ]);
    expect(tierFaults(inMonth('04'), two, crowDetour, [], CAR_READING)).toEqual([]);
    expect(tierFaults(inMonth('07'), two, crowDetour, [], CAR_READING)).toEqual(['Peaks Ice Arena (tier 4) for Provo Farmers Market (tier 3)']);
  });

  it('takes a walk the day stands in as walked (decision 134): Main Street with a stop at the Park City Museum on it', () => {
    const kamas = { name: 'Kamas', lat: 40.6433, lng: -111.2805 };
    const main = places.get('historic-main-street-park-city')!;
    const onMain = day([stop('armstrong-trail-park-city', at('2027-10-15', '11:00'), 150), stop('park-city-museum', at('2027-10-15', '14:00'), 90)], 60, kamas);
    expect(stoodIn(main, onMain)).toBe(true);
    expect(tierFaults(onMain, places).join()).not.toMatch(/for Historic Main Street/);
    // The same trail with a stop a mile off Main Street (the Kimball Art Center): Main Street is unwalked and better.
    const offMain = day(
      [stop('armstrong-trail-park-city', at('2027-10-15', '11:00'), 150), stop('kimball-art-center', at('2027-10-15', '14:00'), 90)],
      60,
      kamas,
    );
    expect(stoodIn(main, offMain)).toBe(false);
    expect(tierFaults(offMain, places).join()).toMatch(/Armstrong Trail \(tier 3\) for Historic Main Street/);
    // Only a walk is stood in: a museum beside a stop is still a place of its own.
    expect(stoodIn(places.get('park-city-museum')!, day([stop('egyptian-theatre-park-city', at('2027-10-15', '14:00'), 60)], 60, kamas))).toBe(false);
  });

  it('is counted in the tally', () => {
    const c: SweepCase = { start: 'Salt Lake City', month: 5, mode: 'car', kind: 'day' };
    const v = { ...judge(c, null, places), served: true, tier: ['a'] };
    expect(tally([v]).tier).toBe(1);
  });

  it('measures nearer by road in the sweep: an arch up a dead-end park road is no small detour from Moab to Green River', () => {
    const moab = { name: 'Moab', lat: 38.5733, lng: -109.5498 };
    const green = { name: 'Green River', lat: 38.9953, lng: -110.1599 };
    const road = roadDetour(places, '2027-05-15');
    const devils = places.get('devils-garden-arches')!;
    const balanced = places.get('balanced-rock-arches')!;
    // By road the park's far end costs far more than its middle, which the crow's line halves.
    expect(road([moab, green], devils)).toBeGreaterThan(road([moab, green], balanced) + 15);
    expect(crowDetour([moab, green], devils)).toBeLessThan(2 * crowDetour([moab, green], balanced));
    expect(road([moab, moab], { ...moab })).toBeLessThan(1);
  });
});

describe('the tier property by car, as the car planner reads a place (decision 135)', () => {
  it('never takes a venue for the better place: a festival by day is a look from outside', () => {
    const cedar = { name: 'Cedar City', lat: 37.6775, lng: -113.0619 };
    const festival = places.get('utah-shakespeare-festival')!;
    expect(seenFromOutside(festival)).toBe(true);
    expect(seenFromOutside(places.get('southern-utah-museum-of-art')!)).toBe(false);
    const museum = day([stop('southern-utah-museum-of-art', at('2027-07-15', '10:00'), 180)], 20, cedar);
    expect(tierFaults(museum, places)).not.toContainEqual(expect.stringMatching(/Shakespeare/));
    // Read like every other place, the festival would be the better one: the venue rule is what keeps it out.
    const asAPlace = new Map(places).set(festival.id, { ...festival, kind: undefined });
    expect(tierFaults(museum, asAPlace)).toContainEqual(expect.stringMatching(/for Utah Shakespeare Festival/));
  });

  it('keeps the planner’s heat rule: an exposed desert hike is no better stop at midday in July', () => {
    const moab = { name: 'Moab', lat: 38.5733, lng: -109.5498 };
    const midday = day([stop('hunter-canyon-moab', at('2027-07-15', '11:00'), 150)], 20, moab);
    const dawn = day([stop('hunter-canyon-moab', at('2027-07-15', '06:30'), 150)], 20, moab);
    expect(tierFaults(midday, places)).not.toContainEqual(expect.stringMatching(/for Corona Arch Trail/));
    expect(tierFaults(dawn, places)).toContainEqual(expect.stringMatching(/for Corona Arch Trail/));
  });

  it('gives a district on a trip’s day the catalogue’s visit, not a one-day plan’s hour of walking', () => {
    const street = places.get('historic-25th-street-ogden')!;
    expect(CAR_READING.visit).toBeUndefined();
    expect(CAR_TRIP_READING.visit!(street)).toBeGreaterThan(120);
    const [ogden, layton] = [
      { name: 'Ogden', lat: 41.223, lng: -111.9738 },
      { name: 'Layton', lat: 41.0602, lng: -111.9711 },
    ];
    const canyon = { ...day([stop('adams-canyon-trail', at('2027-05-16', '10:00'), 150)], 20, ogden), end: layton };
    const two = new Map(['adams-canyon-trail', street.id].map((id) => [id, places.get(id)!]));
    expect(tierFaults(canyon, two, undefined, [], CAR_READING)).toEqual(['Adams Canyon Trail (tier 3) for Historic 25th Street (tier 2)']);
    expect(tierFaults(canyon, two, undefined, [], CAR_TRIP_READING)).toEqual([]);
  });
});

describe('a drive is never the better place (decision 141)', () => {
  const logan = { name: 'Logan', lat: 41.737, lng: -111.8338 };
  it('no longer finds a trail "for" the byway whose turnoff lies nearer: a drive lies along its road, and the swaps never take one', () => {
    const malan = day([stop('malans-peak-trail', at('2027-07-15', '08:09'), 210)], 80, logan);
    const two = new Map(['malans-peak-trail', 'logan-canyon-scenic-byway'].map((id) => [id, places.get(id)!]));
    const road = roadDetour(places, '2027-07-15');
    expect(tierFaults(malan, two, road, [], CAR_TRIP_READING)).toEqual([]);
    // Read as a point at its turnoff, as the measure read it before, the byway was "nearer".
    const byway = two.get('logan-canyon-scenic-byway')!;
    expect(byway.drive).toMatchObject({ kind: 'through', minutes: 60 });
    const point = new Map(two).set(byway.id, { ...byway, drive: undefined, traits: [] });
    expect(tierFaults(malan, point, road, [], CAR_TRIP_READING)).toEqual(["Malan's Peak Trail (tier 3) for Logan Canyon Scenic Byway (tier 2)"]);
  });
});

describe('the tier property without a car (decision 132)', () => {
  const slc = { name: 'Salt Lake City', lat: 40.7608, lng: -111.891 };
  it('measures nearer by walk and ride: downtown is minutes away, a place off every line never nearer', () => {
    const ride = transitDetour(places, '2027-05-15');
    const leave = { ...slc, at: at('2027-05-15', '09:00') };
    const temple = ride([leave, leave], places.get('temple-square')!);
    expect(temple).toBeGreaterThan(0);
    expect(temple).toBeLessThan(40);
    // Union Station Ogden is a FrontRunner ride away: farther than Temple Square, but reached.
    const ogden = ride([leave, leave], places.get('union-station-ogden')!);
    expect(ogden).toBeGreaterThan(temple + 30);
    expect(Number.isFinite(ogden)).toBe(true);
    expect(ride([leave, leave], places.get('delicate-arch')!)).toBe(Infinity);
  });

  it('reads a season as the stop value weighs the month: a summer market is no better place in January', () => {
    const market = places.get('downtown-farmers-market-salt-lake-city')!;
    expect(inSeason(market, 1)).toBe(true);
    expect(valuedInSeason(market, 1)).toBe(false);
    expect(valuedInSeason(market, 7)).toBe(true);
    expect(valuedInSeason(places.get('temple-square')!, 1)).toBe(true);
    expect(valuedInSeason(places.get('alta-ski-area')!, 7)).toBe(false);
  });

  it('finds a lesser stop while a better place in season lies nearer by transit, and not the same stop in January', () => {
    const ride = (date: string) => transitDetour(places, date);
    const may = day([stop('central-ninth', at('2027-05-15', '11:00'), 120)], 20, slc);
    const found = tierFaults(may, places, ride('2027-05-15'), [], carFreeReading(false));
    expect(found).toEqual([expect.stringMatching(/^Central Ninth \(tier 4\) for .+ \(tier [123]\)$/)]);
    const january = day([stop('central-ninth', at('2027-01-15', '11:00'), 120)], 20, slc);
    const winter = tierFaults(january, places, ride('2027-01-15'), [], carFreeReading(false));
    expect(winter.join()).not.toMatch(/Marmalade District|Downtown Farmers Market/);
    // Read with decision 130's season (no season trait: always in season), the summer market was the "better place"
    // until the catalogue gave its hours (decision 136: Saturdays, June to October): shut on a January Friday, it is none.
    const bySeasonTrait = tierFaults(january, places, ride('2027-01-15'), [], { ...carFreeReading(false), inSeason });
    expect(bySeasonTrait).toEqual([expect.stringMatching(/^Central Ninth \(tier 4\) for /)]);
    expect(bySeasonTrait.join()).not.toMatch(/Downtown Farmers Market/);
    const market = places.get('downtown-farmers-market-salt-lake-city')!;
    expect(carFreeReading(false).windows(market, '2027-01-15')).toEqual([]);
    expect(carFreeReading(false).windows(market, '2027-07-17')).not.toEqual([]);
  });

  it('finds none on the car-free trips decision 132 listed: Murray in March, Ogden in April, Park City in July (decision 136)', () => {
    for (const [start, month] of [
      ['Murray', 3],
      ['Ogden', 4],
      ['Park City', 7],
    ] as const) {
      const c: SweepCase = { start, month, mode: 'transit', kind: 'trip' };
      const r = runCarFreePlan(searchOf(c), data);
      if (!r.ok || r.kind !== 'trip') throw new Error(`expected a trip from ${start}`);
      const verdict = judge(c, { kind: 'trip', result: r.result }, places, (date) => transitDetour(places, date));
      expect(verdict.served, start).toBe(true);
      expect(verdict.tier, start).toEqual([]);
      expect(verdict.wheelShare!, start).toBeLessThanOrEqual(0.45);
    }
  }, 120_000);

  it('takes a ski town’s ski day in the lift months as the trip’s purpose, not a lesser stop', () => {
    const alta = { name: 'Alta', lat: 40.5884, lng: -111.6386 };
    const solitude = places.get('solitude-mountain-resort')!;
    expect(carFreeReading(true).purpose(solitude, '2027-01-15')).toBe(true);
    expect(carFreeReading(true).purpose(solitude, '2027-07-15')).toBe(false);
    expect(carFreeReading(false).purpose(solitude, '2027-01-15')).toBe(false);
    expect(CAR_READING.purpose(solitude, '2027-01-15')).toBe(false);
    const ski = day([stop('solitude-mountain-resort', at('2027-01-15', '09:30'), 360)], 60, alta);
    expect(tierFaults(ski, places, crowDetour, [], carFreeReading(true))).toEqual([]);
    expect(tierFaults(ski, places, crowDetour, [], CAR_READING)).not.toEqual([]);
  });
});
