import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { sunRiseSet } from './sunRiseSet.ts';

describe('sunrise and sunset by suncalc’s method (issue 38, decision 068)', () => {
  it('gives getTimes’ sunrise and sunset to the millisecond over Utah and its neighbors, every fifth day of five years', () => {
    const places = [
      [40.7608, -111.891],
      [37.2982, -113.0263],
      [38.7331, -109.5925],
      [41.7, -111.83],
      [36.1, -115.17],
      [43.48, -110.76],
    ] as const;
    const differ: string[] = [];
    for (let day = Date.UTC(2026, 0, 1, 19); day < Date.UTC(2031, 0, 1); day += 5 * 86_400_000) {
      for (const [lat, lng] of places) {
        const t = getTimes(new Date(day), lat, lng);
        const ours = sunRiseSet(day, lat, lng);
        if (ours.sunrise !== t.sunrise?.getTime() || ours.sunset !== t.sunset?.getTime()) differ.push(`${new Date(day).toISOString()} ${lat},${lng}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('gives null where the Sun does not rise or set, as getTimes does', () => {
    expect(sunRiseSet(Date.UTC(2027, 5, 21, 12), 80, 0)).toEqual({ sunrise: null, sunset: null });
    expect(getTimes(new Date(Date.UTC(2027, 5, 21, 12)), 80, 0).sunrise).toBeNull();
  });
});
