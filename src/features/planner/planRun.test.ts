import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { LiveClosures } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { graphFingerprint } from '../roads/roadNetwork.ts';
import { runPlan } from './planRun.ts';
import { inWords } from '../../lib/messages/messages.ts';

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
