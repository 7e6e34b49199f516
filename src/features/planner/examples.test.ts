// Issue 48's own examples, each tried as the issue wrote it (decision 114): the request a traveler
// makes on /plan, run by the car planner on the real catalogue, and held to what the issue says a
// local would sign. The rules that make them hold are general (a place in the open air, a season,
// a permit under its own stop, the hours of a place that serves): no example is named in the engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from '../../lib/geo.ts';
import { inWords } from '../../lib/messages/messages.ts';
import { utahParts } from '../../lib/utahTime.ts';
import { catalogueData } from '../../../tests/helpers/readyTripsRecord.ts';
import { outdoors, sunTimesOn } from '../planning/daylight.ts';
import { PERMIT_NEAR_MILES } from '../planning/parkRules.ts';
import { calendarOf, WALK_MINUTES, windowsOn } from '../planning/placeSense.ts';
import { type Itinerary, type PlannerData, type PlannerPlace, type PlanResult, type TripResult, visitStart } from '../planning/planning.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { SUNRISE_LATE, sunriseSight } from './atDawn.ts';
import { runPlan } from './planRun.ts';
import { driveOnDay } from './driveStop.ts';
import { sameDay } from './tripChoices.ts';

let data: PlannerData;
let placeOf: (id: string) => PlannerPlace;
beforeAll(() => {
  data = catalogueData();
  const byId = new Map(data.places.map((p) => [p.id, p]));
  placeOf = (id) => byId.get(id)!;
});

const day = (query: string): PlanResult => {
  const r = runPlan(`?${query}`, data);
  if (!r.ok || r.kind !== 'day') throw new Error(`${query}: no day plan`);
  return r.result;
};
const trip = (query: string): TripResult => {
  const r = runPlan(`?${query}`, data);
  if (!r.ok || r.kind !== 'trip') throw new Error(`${query}: no trip`);
  return r.result;
};
const clock = (instant: number) => utahParts(instant).time;
const notes = (it: Itinerary, placeId: string) => inWords(it.stops.find((s) => s.placeId === placeId)?.warnings ?? [], 'en').join('\n');

describe('issue 48: hours and the sun', () => {
  it('petroglyphs after sunset in January: rock art and ruins are in the open air, visited between sunrise and sunset', () => {
    for (const from of ['Moab', 'Bluff', 'Price', 'Vernal']) {
      const result = day(`from=${encodeURIComponent(from)}&date=2027-01-15&time=12:00&hours=8`);
      for (const it of result.itineraries)
        for (const s of it.stops) {
          const place = placeOf(s.placeId);
          if (!outdoors(place)) continue;
          expect(s.depart, `${from}: ${s.placeId} ends ${clock(s.depart)}, after sunset`).toBeLessThanOrEqual(it.sunset! + 60_000 * 10);
        }
    }
    expect(outdoors(placeOf('sand-island-petroglyphs'))).toBe(true);
    expect(outdoors(placeOf('newspaper-rock'))).toBe(true);
    // Under a roof: a museum of rock art keeps its hours.
    expect(outdoors(placeOf('edge-of-the-cedars-state-park-museum'))).toBe(false);
  });

  it('a distillery at 8:17 AM on a Sunday: a place that serves, its hours unknown, is planned in serving hours and says so', () => {
    for (const date of ['2027-01-03', '2027-06-06'])
      for (const it of day(`from=Park+City&date=${date}&time=08:00&hours=8`).itineraries)
        for (const s of it.stops) {
          if (placeOf(s.placeId).kind !== 'serves') continue;
          expect(clock(visitStart(s)) >= '11:00', `${s.placeId} at ${clock(visitStart(s))}`).toBe(true);
          expect(notes(it, s.placeId)).toMatch(/planned 11 AM–9 PM/);
        }
    expect(placeOf('high-west-distillery-blue-sky-ranch').kind).toBe('serves');
    expect(placeOf('high-west-saloon').kind).toBe('serves');
  });

  it('shown times and durations agree: a stop’s visit runs from its arrival and wait to its departure', () => {
    for (const q of ['from=St.+George&date=2027-06-15&time=05:00&hours=6', 'from=Moab&date=2027-06-15&time=05:00&hours=8&for=sights'])
      for (const it of day(q).itineraries) {
        expect(it.sunrise, 'a one-day plan says when the sun rises').not.toBeNull();
        for (const s of it.stops) expect(s.depart - visitStart(s), s.placeId).toBe(s.visitMinutes * 60_000);
      }
  });
});

describe('issue 48: the sunrise request (decision 130)', () => {
  it('a day that leaves before dawn opens at a viewpoint known for sunrise, at sunrise, not a garden or a cave', () => {
    for (const q of [
      'from=St.+George&date=2027-06-15&time=05:00&hours=6',
      'from=Moab&date=2027-06-15&time=05:00&hours=8',
      'from=Tropic&date=2027-06-15&time=05:00&hours=8',
    ]) {
      const result = day(q);
      for (const it of result.itineraries) expect(it.sunrise, `${q}: a one-day plan says when the sun rises`).not.toBeNull();
      const first = result.itineraries[0]!.stops[0]!;
      expect(sunriseSight(placeOf(first.placeId)), `${q}: opens at ${first.placeId}`).toBe(true);
      const sun = sunTimesOn(utahParts(first.arrive).date, first.lat, first.lng).sunrise!;
      expect(visitStart(first), `${q}: ${first.placeId} at ${clock(visitStart(first))}`).toBeGreaterThanOrEqual(sun - 60_000);
      expect(visitStart(first), `${q}: ${first.placeId} at ${clock(visitStart(first))}`).toBeLessThanOrEqual(sun + SUNRISE_LATE * 60_000);
    }
  });
});

describe('issue 48: seasons', () => {
  it('a winter day from Logan offers no Bear Lake marina in January: a beach, marina or swim is a summer outing', () => {
    for (const it of day('from=Logan&date=2027-01-15&time=09:00&hours=8').itineraries)
      for (const s of it.stops) expect(placeOf(s.placeId).traits ?? [], s.placeId).not.toContain('water');
    expect(placeOf('bear-lake-state-park-marina').traits).toContain('water');
    expect(placeOf('bear-lake-state-park-marina').months).not.toContain(1);
    // A winter use keeps a lake's winter: ice fishing, a hot spring.
    expect(placeOf('crystal-hot-springs').traits ?? []).not.toContain('water');
  });

  it('"Out of season" hangs only on a place that has a season: not Delicate Arch in December, Antelope Island, Zion’s visitor center in July', () => {
    const cases: Array<[string, string]> = [
      ['from=Moab&date=2027-12-10&time=09:00&hours=8&park=Arches', 'delicate-arch'],
      ['from=Syracuse&date=2027-01-09&time=10:00&hours=4', 'antelope-island-state-park'],
      ['from=Springdale&date=2027-07-15&time=08:00&hours=8', 'zion-canyon-visitor-center'],
    ];
    for (const [q, id] of cases) {
      const plans = day(q).itineraries.filter((it) => it.stops.some((s) => s.placeId === id));
      expect(plans.length, `${id} planned`).toBeGreaterThan(0);
      for (const it of plans) expect(notes(it, id)).not.toMatch(/out of season/);
    }
  });
});

describe('issue 48: the plan speaks for the place', () => {
  it('a permit hangs under the stop nearest its hike, or none: the Fiery Furnace’s not under Balanced Rock, Angels Landing’s not under Canyon Overlook', () => {
    const hikes: Array<[RegExp, string]> = [
      [/Fiery Furnace needs/, 'fiery-furnace-arches'],
      [/Angels Landing needs/, 'angels-landing'],
    ];
    const queries = [
      'from=Moab&date=2027-10-05&time=09:00&hours=10&park=Arches',
      'from=Moab&date=2027-12-10&time=09:00&hours=8&park=Arches',
      'from=Springdale&date=2027-05-12&time=08:00&hours=9',
      'from=Springdale&date=2027-06-15&time=07:00&hours=9&for=hikes',
      'from=Springdale&date=2027-07-15&time=08:00&hours=8',
    ];
    let said = 0;
    for (const q of queries)
      for (const it of day(q).itineraries)
        for (const [words, id] of hikes) {
          const hike = placeOf(id);
          const under = it.stops.filter((s) => inWords(s.warnings, 'en').some((w) => words.test(w)));
          expect(under.length, `${id} said once`).toBeLessThanOrEqual(1);
          for (const s of under) {
            said++;
            expect(haversineMiles(s.lat, s.lng, hike.lat, hike.lng), `${id} under ${s.placeId}`).toBeLessThanOrEqual(PERMIT_NEAR_MILES);
            const nearer = it.stops.filter(
              (o) =>
                placeOf(o.placeId).park === hike.park && haversineMiles(o.lat, o.lng, hike.lat, hike.lng) < haversineMiles(s.lat, s.lng, hike.lat, hike.lng),
            );
            expect(
              nearer.map((o) => o.placeId),
              `${id}: a nearer stop than ${s.placeId}`,
            ).toEqual([]);
          }
        }
    expect(said, 'the permits are still said where a day comes near their hikes').toBeGreaterThan(2);
  });
});

describe('issue 48: ski lifts and the heat', () => {
  it('ski lifts do not run to 5:17 PM: a ski day ends by its lifts’ close', () => {
    for (const q of [
      'from=Park+City&date=2027-02-10&time=10:00&hours=10&cat=Skiing+%26+Winter',
      'from=Ogden&date=2027-02-10&time=10:00&hours=10&cat=Skiing+%26+Winter',
    ])
      for (const it of day(q).itineraries)
        for (const s of it.stops) {
          const place = placeOf(s.placeId);
          if (place.kind !== 'ski-area') continue;
          const [w] = windowsOn(place, calendarOf(place), '2027-02-10');
          expect(w, `${s.placeId} has lift hours`).toBeDefined();
          expect(s.depart, `${s.placeId} until ${clock(s.depart)}`).toBeLessThanOrEqual(w![1]);
          expect(clock(w![1]) <= '16:30', `${s.placeId} lifts close ${clock(w![1])}`).toBe(true);
        }
  });

  it('a family with young children in August starts Delicate Arch before 8, as the site’s tip says, or from 5 PM', () => {
    for (const q of ['from=Moab&date=2027-08-10&time=08:00&hours=8&who=children&park=Arches', 'from=Moab&date=2027-08-10&time=07:00&hours=10&who=children'])
      for (const it of day(q).itineraries) {
        const arch = it.stops.find((s) => s.placeId === 'delicate-arch');
        if (!arch) continue;
        const start = clock(visitStart(arch));
        expect(start < '08:00' || start >= '17:00', `Delicate Arch at ${start}`).toBe(true);
      }
  });
});

describe('issue 48: stops that are not visits', () => {
  const queries = [
    'from=Escalante&date=2027-06-10&time=08:00&hours=8',
    'from=Heber+City&date=2027-01-15&time=09:00&hours=8',
    'from=Salt+Lake+City&date=2027-09-18&time=08:00&hours=12',
    'from=Park+City&date=2027-06-06&time=08:00&hours=8',
    'from=Logan&date=2027-07-08&time=08:00&hours=8',
    'from=Tropic&date=2027-01-15&time=06:30&hours=8',
    'from=Salt+Lake+City&end=Park+City&date=2027-03-10&time=09:00&hours=8',
    'from=St.+George&date=2027-12-15&time=09:00&hours=8',
  ];
  // Decisions 139 and 142: a byway or a canyon with a route in the catalogue is driven, its places along it short stops.
  it('a scenic byway is no 6-hour stop and a canyon no hours at its park-and-ride: each is driven, with its stops along it', () => {
    const byId = (id: string) => placeOf(id);
    let drives = 0;
    // The examples' days, and the sweep's days (decision 099) from towns at a drive's end, in and out of season. A trip's
    // days do not yet drive them (decision 142: the night search and the trip choices moved with them).
    const sweep = ['Price', 'Salt Lake City', 'Logan', 'Vernal', 'Kamas', 'Payson', 'Garden City', 'Escalante', 'Sandy'].flatMap((from) =>
      ['01', '06', '07', '10'].map((m) => `from=${encodeURIComponent(from)}&date=2027-${m}-15&time=08:00&hours=8`),
    );
    for (const q of [...queries, ...sweep]) {
      const r = runPlan(`?${q}`, data);
      if (!r.ok || (r.kind !== 'day' && r.kind !== 'trip')) throw new Error(`${q}: no plan`);
      const days = r.kind === 'day' ? r.result.itineraries : r.result.trips.flatMap((t) => t.days.map((d) => d.plan));
      for (const it of days)
        for (const s of it.stops) {
          const place = placeOf(s.placeId);
          if (!place.drive) continue;
          drives++;
          // The road's time (in and back out of a dead end) and a short stop at each place along it in season, never the catalogue's hours at one point.
          const onDay = driveOnDay(place, utahParts(s.arrive).month, byId);
          expect(onDay, `${q}: ${s.placeId} is driven only in its season`).toBeTruthy();
          expect(s.visitMinutes, `${q}: ${s.placeId}`).toBe(onDay!.visit);
          expect(s.wholeVisitMinutes, `${q}: ${s.placeId} is no short visit of a longer one`).toBeUndefined();
          expect(s.along, `${q}: ${s.placeId} names its stops along the road`).toBeDefined();
          for (const a of s.along!) expect(onDay!.along).toContain(a.placeId);
        }
    }
    expect(drives, 'drives are still driven').toBeGreaterThan(5);
    // Price's July day: Nine Mile Canyon's byway is a drive past its rock-art panels, not its whole day at the turnoff.
    const price = day('from=Price&date=2027-07-15&time=08:00&hours=8')
      .itineraries.flatMap((it) => it.stops)
      .find((s) => s.placeId === 'nine-mile-canyon-backcountry-byway');
    expect(price?.along?.map((a) => a.placeId)).toEqual(['daddy-canyon-complex-nine-mile-canyon', 'great-hunt-panel-nine-mile-canyon']);
    expect(price!.visitMinutes).toBe(2 * 80 + 2 * 15);
    // Big Cottonwood Canyon: the road to Brighton and back, past its lakes and falls; in the lift months the road to the lifts.
    expect(placeOf('big-cottonwood-canyon').drive).toMatchObject({ kind: 'out-and-back', minutes: 30, skiRoad: true });
    expect(placeOf('big-cottonwood-canyon').drive!.along).toEqual(expect.arrayContaining(['donut-falls', 'silver-lake-brighton']));
    expect(driveOnDay(placeOf('big-cottonwood-canyon'), 1, byId)).toBeNull();
  });

  it('a district, a main street or a plaza is a short walk, not a 2-hour stop', () => {
    let walks = 0;
    for (const q of queries)
      for (const it of day(q).itineraries)
        for (const s of it.stops) {
          if (!placeOf(s.placeId).traits?.includes('walk')) continue;
          walks++;
          expect(s.visitMinutes, `${q}: ${s.placeId}`).toBeLessThanOrEqual(WALK_MINUTES);
        }
    expect(walks, 'districts are still walked').toBeGreaterThan(0);
    expect(placeOf('historic-main-street-park-city').traits).toContain('walk');
    expect(placeOf('olympic-legacy-plaza').traits).toContain('walk');
  });

  it('a theatre is no "look from outside"; the airport is never a stop', () => {
    for (const q of queries)
      for (const it of day(q).itineraries)
        for (const s of it.stops) {
          const place = placeOf(s.placeId);
          expect(place.kind === 'venue' && !/festival/i.test(place.name), `${q}: ${s.placeId} is a stage without a show`).toBe(false);
          expect(place.kind, `${q}: ${s.placeId}`).not.toBe('arrival');
        }
  });

  // Decision 130: in its lift season a day from or ending in a ski town offers a day of skiing in one of its choices.
  it('a day ending in Park City in March skis, drives 7 h 23 to no Fruita and ends at no library cinema', () => {
    for (const q of ['from=Salt+Lake+City&end=Park+City&date=2027-03-10&time=09:00&hours=8', 'from=Park+City&date=2027-03-10&time=08:00&hours=8']) {
      const plans = day(q).itineraries;
      for (const it of plans) {
        expect(it.driveMinutes).toBeLessThan(180);
        for (const s of it.stops) expect(placeOf(s.placeId).park, s.placeId).not.toBe('care');
        expect(it.stops.map((s) => s.placeId)).not.toContain('park-city-film-jim-santy-auditorium');
      }
      const ski = plans.flatMap((it) => it.stops).filter((s) => placeOf(s.placeId).kind === 'ski-area');
      expect(ski.length, `${q}: a choice skis`).toBeGreaterThan(0);
      for (const s of ski) {
        const [lifts] = windowsOn(placeOf(s.placeId), calendarOf(placeOf(s.placeId)), '2027-03-10');
        expect(visitStart(s)).toBeGreaterThanOrEqual(lifts![0]);
        expect(s.depart, `${s.placeId} skis to ${clock(s.depart)}`).toBeLessThanOrEqual(lifts![1]);
      }
    }
  });

  it('"wait to open" only where something opens: a public place before 6 AM waits for the morning', () => {
    for (const q of ['from=St.+George&date=2027-06-15&time=05:00&hours=6', 'from=Moab&date=2027-06-15&time=05:00&hours=8&for=sights'])
      for (const it of day(q).itineraries)
        for (const s of it.stops) {
          if (s.waitFor !== 'opening' && !(s.waitMinutes && s.waitFor === undefined)) continue;
          const place = placeOf(s.placeId);
          const opens = (calendarOf(place)?.time ?? null) !== null || ['daytime', 'shops', 'serves', 'ski-area'].includes(place.kind ?? '');
          expect(opens, `${s.placeId} waits for an opening`).toBe(true);
        }
  });
});

describe('issue 48: trips shaped from where the traveler is', () => {
  it('four days from Moab in October sleep in the Moab region, never in Provo', () => {
    const moab = UTAH_TOWNS.Moab!;
    for (const t of trip('from=Moab&date=2027-10-05&time=08:00&days=4').trips)
      for (const d of t.days) if (d.night) expect(haversineMiles(d.night.lat, d.night.lng, moab.lat, moab.lng), d.night.town).toBeLessThan(150);
  });

  it('a February ski trip skis more than it drives, every day of its first choice', () => {
    for (const d of trip('from=Park+City&date=2027-02-10&time=08:00&days=3&cat=Skiing+%26+Winter').trips[0]!.days) {
      const ski = d.plan.stops.filter((s) => placeOf(s.placeId).kind === 'ski-area').reduce((t, s) => t + s.visitMinutes, 0);
      expect(ski, d.date).toBeGreaterThan(d.plan.driveMinutes);
    }
  });

  // Decision 121: a night is scored by what the day before and the day after visit near it, on the days as planned.
  it('a May week sleeps in no town with nothing visited near it: not Bluff between Arches and Capitol Reef', () => {
    const week = trip('from=Salt+Lake+City+International+Airport&date=2027-05-15&time=08:00&days=7');
    const first = week.trips[0]!;
    first.days.forEach((d, k) => {
      if (!d.night) return;
      const around = [...d.plan.stops, ...(first.days[k + 1]?.plan.stops ?? [])];
      const nearest = Math.min(...around.map((s) => haversineMiles(s.lat, s.lng, d.night!.lat, d.night!.lng)));
      expect(nearest, `${d.date}: a night in ${d.night.town}, ${Math.round(nearest)} miles from its days' stops`).toBeLessThanOrEqual(30);
    });
  });

  // Decision 127 (decision 121's "not yet held"): the week from Salt Lake City back to it slept in Monticello between Arches
  // and Capitol Reef on all three choices; a based trip's moves between nights are now held to its days' wheel share.
  it('the same May week from Salt Lake City sleeps in no town with nothing visited near it, in any of its choices', () => {
    const week = trip('from=Salt+Lake+City&date=2027-05-05&time=08:00&days=7');
    expect(week.trips.length).toBe(3);
    for (const t of week.trips)
      t.days.forEach((d, k) => {
        if (!d.night) return;
        const around = [...d.plan.stops, ...(t.days[k + 1]?.plan.stops ?? [])];
        const nearest = Math.min(...around.map((s) => haversineMiles(s.lat, s.lng, d.night!.lat, d.night!.lng)));
        expect(nearest, `${d.date}: a night in ${d.night.town}, ${Math.round(nearest)} miles from its days' stops`).toBeLessThanOrEqual(30);
      });
    const parks = new Set(week.trips[0]!.days.flatMap((d) => d.plan.stops.map((s) => placeOf(s.placeId).park).filter(Boolean)));
    for (const park of ['arch', 'cany', 'care', 'brca', 'zion']) expect(parks, park).toContain(park);
  });
});

describe('issue 48: the three choices differ by where or what, and say how', () => {
  const differ = (t: TripResult) => {
    const [first, ...later] = t.trips;
    expect(later.length, 'three choices').toBe(2);
    for (const [i, a] of t.trips.entries())
      for (const b of t.trips.slice(i + 1)) {
        expect(sameDay(a, b, 0), 'the choices open with another day').toBe(false);
        const same = a.days.filter((_, k) => sameDay(a, b, k)).length;
        expect(same, 'days in common').toBeLessThanOrEqual(Math.floor(a.days.length / 2));
      }
    for (const o of later) expect(inWords([o.differs!], 'en').join('')).toMatch(/^Unlike trip 1: .*(nights in|other stops).*\S/);
    return first!;
  };

  it('a February ski trip’s three choices open with three different days', () => {
    const t = trip('from=Park+City&date=2027-02-10&time=08:00&days=3&cat=Skiing+%26+Winter');
    differ(t);
    const openers = t.trips.map((o) => o.days[0]!.plan.stops.find((s) => placeOf(s.placeId).kind === 'ski-area')?.placeId);
    expect(new Set(openers).size, openers.join(', ')).toBe(3);
  });

  it('a May week’s first two trips are not the same for five days', () => {
    differ(trip('from=Salt+Lake+City+International+Airport&date=2027-05-15&time=08:00&days=7'));
  });
});
