import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueData } from '../../../tests/helpers/readyTripsRecord.ts';
import { LIFT_MONTHS } from '../planning/placeSense.ts';
import type { PlannerData, PlannerPlace } from '../planning/planning.ts';
import { OFF_SEASON_LIFT_MINUTES, offSeasonLift } from './offSeasonLift.ts';
import { runPlan } from './planRun.ts';

const skiHill = { id: 'a-ski-hill', kind: 'ski-area', category: 'Skiing & Winter', traits: ['season'] } as unknown as PlannerPlace;
const FULL_DAY = 360;

describe('a ski hill out of its lift season is a few hours, not a day of skiing (decision 137)', () => {
  it('caps a ski area’s visit out of the lift months only, and nothing else', () => {
    for (let month = 1; month <= 12; month++)
      expect(offSeasonLift(skiHill, FULL_DAY, month)).toBe(LIFT_MONTHS.includes(month) ? FULL_DAY : OFF_SEASON_LIFT_MINUTES);
    // A shorter visit stays as it is; no month (favorites) or no visit changes nothing; another kind keeps its day.
    expect(offSeasonLift(skiHill, 90, 7)).toBe(90);
    expect(offSeasonLift(skiHill, FULL_DAY, undefined)).toBe(FULL_DAY);
    expect(offSeasonLift(skiHill, null, 7)).toBeNull();
    expect(offSeasonLift({ kind: 'daytime' }, FULL_DAY, 7)).toBe(FULL_DAY);
  });

  describe('on the real catalogue', () => {
    let data: PlannerData;
    let placeOf: (id: string) => PlannerPlace | undefined;
    beforeAll(() => {
      data = catalogueData();
      const byId = new Map(data.places.map((p) => [p.id, p]));
      placeOf = (id) => byId.get(id);
    });
    const dayPlans = (query: string) => {
      const r = runPlan(`?${query}`, data);
      if (!r.ok || r.kind !== 'day') throw new Error(`${query}: no day plan`);
      return r.result.itineraries;
    };

    it('a July day from the airport no longer spends a ski day at a ski hill; a January day from a ski town still skis', () => {
      const july = dayPlans('from=Salt+Lake+City+International+Airport&date=2026-07-04&time=09%3A00&hours=day&pace=relaxed');
      const lifts = july.flatMap((it) => it.stops).filter((s) => placeOf(s.placeId)?.kind === 'ski-area');
      for (const s of lifts) expect(s.visitMinutes).toBeLessThanOrEqual(OFF_SEASON_LIFT_MINUTES);
      const january = dayPlans('from=Park+City&date=2027-01-16&time=08%3A00&hours=8&cat=Skiing+%26+Winter');
      const skiing = january[0]!.stops.find((s) => placeOf(s.placeId)?.kind === 'ski-area');
      expect(skiing?.visitMinutes).toBeGreaterThan(OFF_SEASON_LIFT_MINUTES);
    });

    it.each(['Park+City', 'Sandy', 'Cedar+City'])('no summer one-day plan from %s spends more than the cap at a ski area', (from) => {
      for (const it of dayPlans(`from=${from}&date=2027-08-12&time=08%3A00&hours=10`))
        for (const s of it.stops) if (placeOf(s.placeId)?.kind === 'ski-area') expect(s.visitMinutes).toBeLessThanOrEqual(OFF_SEASON_LIFT_MINUTES);
    });
  });
});
