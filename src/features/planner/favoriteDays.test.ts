import { beforeAll, describe, expect, it } from 'vitest';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { AIRPORT_LABEL, type PlannerData } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { planFavoriteDays } from './favoriteDays.ts';

// The real catalogue on the real road network (moved with planFavoriteDays out of search.ts).
let data: PlannerData;
beforeAll(() => {
  const catalogue = readCatalogue('supabase/seed/destinations');
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});

describe('planFavoriteDays', () => {
  it('orders favourites into feasible days and lists the ones no day can hold', () => {
    const ids = [
      'temple-square',
      'utah-olympic-park',
      'antelope-island-state-park',
      'timpanogos-cave-national-monument',
      'historic-main-street-park-city',
      'downtown-moab',
    ];
    const leave = utahToInstant('2026-07-04', '09:00');
    const result = planFavoriteDays(data, { from: AIRPORT_LABEL, to: '', leave, hours: 'day', categories: [], pace: 'normal' }, ids);
    const planned = result.days.flatMap((d) => d.stops.map((s) => s.placeId));
    expect(new Set(planned).size).toBe(planned.length);
    expect([...planned, ...result.unplaced.map((u) => u.id)].sort()).toEqual([...ids].sort());
    // Moab is eight hours of driving there and back: no ten-hour day holds it with a visit.
    expect(result.unplaced.map((u) => u.id)).toEqual(['downtown-moab']);
    result.days.forEach((day, k) => {
      expect(day.start.name).toBe(AIRPORT_LABEL);
      expect(day.end.name).toBe(AIRPORT_LABEL);
      // Fits the ten hours, and the timeline adds up: the day comes back when its legs and visits say.
      expect(day.driveMinutes + day.visitMinutes + (day.waitMinutes ?? 0)).toBeLessThanOrEqual(600);
      expect(day.back - day.leave).toBe((day.driveMinutes + day.visitMinutes + (day.waitMinutes ?? 0)) * 60_000);
      expect(utahParts(day.leave)).toMatchObject({ date: `2026-07-0${4 + k}`, time: '09:00' });
    });
  });
});
