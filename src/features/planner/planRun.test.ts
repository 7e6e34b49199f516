import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { areaNamed, inArea } from '../planning/dayIn.ts';
import type { Itinerary, LiveClosures, PlanResult } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { graphFingerprint } from '../roads/roadNetwork.ts';
import { runPlan } from './planRun.ts';
import { inWords } from '../../lib/messages/messages.ts';
import { catalogueData } from '../../../tests/helpers/readyTripsRecord.ts';

const query = '?from=Salt+Lake+City+International+Airport&hours=2&pace=normal&date=2026-07-04&time=09:00';

describe('runPlan', () => {
  it('refuses data built from another road graph (the old count-and-ids fingerprint would pass it)', () => {
    const stale = `${graphFingerprint().split(':').slice(0, 2).join(':')}:0000000000000000`;
    expect(inWords(runPlan(query, { graph: stale, places: [] }), 'en')).toMatchObject({ ok: false, error: expect.stringMatching(/reload/) });
  });

  it('plans with data from this graph', () => {
    expect(runPlan(query, { graph: graphFingerprint(), places: [] })).toMatchObject({ ok: true, kind: 'day', result: { itineraries: [] } });
  });
});

describe('runPlan with live closures (decision 048)', () => {
  const catalogue = readCatalogue('supabase/seed/destinations');
  const data = () => plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  // Above the closed stretch of Little Cottonwood (SR-210 from its mouth to Snowbird): Red Pine Lake's trailhead is below Snowbird.
  const closed = ['alta-ski-area', 'cecret-lake', 'red-pine-lake', 'sunset-peak-catherine-pass', 'snowbird'];
  const stops = (r: ReturnType<typeof runPlan>) => (r.ok && r.kind === 'day' ? r.result.itineraries.flatMap((i) => i.stops.map((s) => s.placeId)) : []);

  it('never plans a place they cut off today, and keeps to the usual roads on another day', () => {
    // With every road open this plan climbs Little Cottonwood (to Red Pine Lake; Catherine Pass by Alta before decision 108).
    const today = '?from=Sandy&hours=8&pace=normal&date=2027-07-10&time=09:00&cat=Activities+%26+Recreation';
    const live: LiveClosures = { date: '2027-07-10', closures: [{ kind: 'closure', edgeKeys: ['SR-210:lcc_mouth-snowbird'] }], closedPlaceIds: closed };
    const d = data();
    expect(stops(runPlan(today, d)).some((id) => closed.includes(id))).toBe(true);
    expect(stops(runPlan(today, d, live)).filter((id) => closed.includes(id))).toEqual([]);
    expect(stops(runPlan(today.replace('2027-07-10', '2027-07-11'), d, live)).some((id) => closed.includes(id))).toBe(true);
  });
});

describe('the build-time readings of the texts (decision 068)', () => {
  const catalogue = readCatalogue('supabase/seed/destinations');
  const built = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));

  it('are in the data, and the plans from them are the plans from the texts', () => {
    expect(built.places.find((p) => p.id === 'arches-national-park')).toMatchObject({ months: [1, 2, 3, 4, 5, 9, 10, 12] });
    expect(built.places.filter((p) => p.calendar).length).toBeGreaterThan(10);
    const bare = { ...built, places: built.places.map(({ months: _m, calendar: _c, ...p }) => p) };
    for (const q of [
      '?hours=day&date=2027-05-11&time=08:00',
      '?hours=day&date=2027-01-12&time=08:00',
      '?to=Park+City&hours=day&date=2027-05-11&time=08:00&cat=Family+Fun',
      '?days=2&date=2027-05-11&time=08:00',
    ])
      expect(runPlan(q, built), q).toEqual(runPlan(q, bare));
  });
});

describe('runPlan: a day in a monument, a state park, a town or a region (issue 48, decision 129)', () => {
  const data = catalogueData();
  /** An area's places, by id, in the planner's data. */
  const area = (name: string) => ({ ...areaNamed(name)!, places: data.places.filter((p) => inArea(areaNamed(name)!, p)).map((p) => p.id) });
  const dayOf = (q: string): PlanResult => {
    const r = runPlan(`?${q}`, data);
    if (!r.ok || r.kind !== 'day') throw new Error(`${q}: no day plan`);
    return r.result;
  };
  const stopsOf = (it: Itinerary) => it.stops.map((s) => s.placeId);

  it('a day in Park City from Salt Lake City in July visits Park City’s signature sights, stays there and sees nothing of Salt Lake City’s', () => {
    const day = dayOf('from=Salt+Lake+City&date=2027-07-14&time=09:00&hours=8&park=Park+City');
    const parkCity = area('Park City');
    const downtown = area('Downtown Salt Lake City');
    expect(day.itineraries.length).toBeGreaterThan(0);
    for (const it of day.itineraries) expect(stopsOf(it).filter((id) => !parkCity.places.includes(id))).toEqual([]);
    const first = stopsOf(day.itineraries[0]!);
    expect(first.filter((id) => parkCity.signature.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(day.itineraries.flatMap(stopsOf).filter((id) => downtown.places.includes(id))).toEqual([]);
    // From outside, the page says the drive there: Park City is some 40 minutes up Parleys Canyon.
    expect(day.dayIn?.name).toBe('Park City');
    expect(day.dayIn?.driveThere).toBeGreaterThanOrEqual(25);
  });

  it('a day in Antelope Island from Salt Lake City in October goes to the island and stays on it', () => {
    const day = dayOf('from=Salt+Lake+City&date=2027-10-12&time=09:00&hours=8&park=Antelope+Island');
    expect(stopsOf(day.itineraries[0]!)).toContain('antelope-island-state-park');
    for (const it of day.itineraries) expect(stopsOf(it).filter((id) => !area('Antelope Island').places.includes(id))).toEqual([]);
  });

  it('a day in Goblin Valley from Green River in October visits Goblin Valley', () => {
    const day = dayOf('from=Green+River&date=2027-10-12&time=09:00&hours=8&park=Goblin+Valley');
    expect(stopsOf(day.itineraries[0]!)).toContain('goblin-valley-state-park');
    expect(day.dayIn).toMatchObject({ name: 'Goblin Valley' });
  });

  it('a day in downtown Salt Lake City from Salt Lake City in July is Temple Square’s day, with no drive to name', () => {
    const day = dayOf('from=Salt+Lake+City&date=2027-07-14&time=09:00&hours=8&park=Downtown+Salt+Lake+City');
    expect(stopsOf(day.itineraries[0]!)).toContain('temple-square');
    expect(day.dayIn).toEqual({ name: 'Downtown Salt Lake City', driveThere: 0 });
  });

  it('a day in an area that nothing there fits offers no day elsewhere: Jurassic National Monument is closed in January', () => {
    const day = dayOf('from=Price&date=2027-01-14&time=09:00&hours=8&park=Jurassic+National+Monument');
    expect(day.itineraries).toEqual([]);
    // The same request without the area still plans a day from Price.
    expect(dayOf('from=Price&date=2027-01-14&time=09:00&hours=8').itineraries.length).toBeGreaterThan(0);
  });

  it('a trip with a chosen area spends its days there', () => {
    const r = runPlan('?from=Salt+Lake+City&date=2027-07-14&time=08:00&days=2&park=Park+City', data);
    if (!r.ok || r.kind !== 'trip') throw new Error('no trip');
    const first = r.result.trips[0]!;
    const stops = first.days.flatMap((d) => d.plan.stops.map((s) => s.placeId));
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.filter((id) => !area('Park City').places.includes(id))).toEqual([]);
  });

  it('says nothing of an area on a day without one, nor on a day in a park', () => {
    expect(dayOf('from=Salt+Lake+City&date=2027-07-14&time=09:00&hours=8').dayIn).toBeUndefined();
    expect(dayOf('from=Moab&date=2027-07-14&time=07:00&hours=10&park=Arches').dayIn).toBeUndefined();
  });
});
