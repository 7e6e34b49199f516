import { describe, expect, it } from 'vitest';
import { haversineMiles } from './geo.ts';

describe('haversineMiles', () => {
  it('measures the great circle between two points, either way round', () => {
    // Salt Lake City airport to St. George: about 255 miles as the crow flies.
    const miles = haversineMiles(40.7899, -111.9791, 37.0965, -113.5684);
    expect(miles).toBeGreaterThan(250);
    expect(miles).toBeLessThan(270);
    expect(haversineMiles(37.0965, -113.5684, 40.7899, -111.9791)).toBe(miles);
    expect(haversineMiles(40, -111, 40, -111)).toBe(0);
    // One degree of latitude is 69.1 miles.
    expect(haversineMiles(40, -111, 41, -111)).toBeCloseTo(69.09, 1);
  });
});
