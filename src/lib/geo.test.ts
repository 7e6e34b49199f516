import { describe, expect, it } from 'vitest';
import { haversineMiles, latitudeSpan } from './geo.ts';

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

describe('latitudeSpan', () => {
  it('never rules out two points within the miles, and rules out those a little further north or south', () => {
    for (const miles of [0.25, 1, 36]) {
      const span = latitudeSpan(miles);
      // Due north is the shortest way to a latitude: at the span's edge the chord is just over the miles.
      expect(haversineMiles(40, -111, 40 + span, -111)).toBeGreaterThan(miles);
      expect(haversineMiles(40, -111, 40 + span, -111)).toBeLessThan(miles * 1.02);
      for (let k = 0; k < 200; k++) {
        const bearing = (k / 200) * 2 * Math.PI;
        const lat = 37 + (miles / 69.09) * Math.cos(bearing) * 0.999;
        const lng = -111 + ((miles / 69.09) * Math.sin(bearing) * 0.999) / Math.cos((37 * Math.PI) / 180);
        if (haversineMiles(37, -111, lat, lng) <= miles) expect(Math.abs(lat - 37)).toBeLessThanOrEqual(span);
      }
    }
  });
});
