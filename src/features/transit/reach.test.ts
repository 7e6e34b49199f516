import { describe, expect, it } from 'vitest';
import { reachFrom } from './reach.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

describe('reachFrom (decision 132)', () => {
  const table = new Timetable(modelTrips('2027-05-17'));
  const cityCenter = { lat: 40.7679, lng: -111.8888 };
  const reach = reachFrom(table, cityCenter, 9 * 60, 20);

  it('walks to what lies within the limit and rides to what a line reaches', () => {
    const near = reach({ lat: 40.7705, lng: -111.8918 });
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(10);
    // Ogden's station is a FrontRunner ride: reached, and far more than a walk.
    const ogden = reach({ lat: 41.2202, lng: -111.9806 });
    expect(Number.isFinite(ogden)).toBe(true);
    expect(ogden).toBeGreaterThan(45);
  });

  it('never reaches a place off every line', () => {
    expect(reach({ lat: 38.7436, lng: -109.4993 })).toBe(Infinity);
  });
});
