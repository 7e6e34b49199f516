import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../lib/geo.ts';
import { lineMiles, ON_ROUTE_MILES, onLine, placesAlong, routeDriveMinutes } from './byways.ts';

// A straight road due east along 40° N, about 21 miles (0.4° of longitude), then north 0.1°.
const line: Array<[number, number]> = [
  [40, -111],
  [40, -110.6],
  [40.1, -110.6],
];

describe('a route’s line (decision 139)', () => {
  it('measures its length point to point, as the crow flies along it', () => {
    const expected = haversineMiles(40, -111, 40, -110.6) + haversineMiles(40, -110.6, 40.1, -110.6);
    expect(lineMiles(line)).toBeCloseTo(expected, 1);
  });

  it('measures how far a place lies off the road and where along it its nearest point is', () => {
    // A mile north of the road's midpoint: a mile off, halfway along the first leg.
    const mid = onLine(40 + 1 / 69, -110.8, line);
    expect(mid.off).toBeCloseTo(1, 1);
    expect(mid.at).toBeCloseTo(haversineMiles(40, -111, 40, -110.8), 0);
    // Beyond the road's first end: the distance to that end, at 0.
    const before = onLine(40, -111.1, line);
    expect(before.at).toBe(0);
    expect(before.off).toBeCloseTo(haversineMiles(40, -111.1, 40, -111), 1);
    // On the second leg: past the whole first leg.
    expect(onLine(40.05, -110.6, line).at).toBeGreaterThan(lineMiles(line.slice(0, 2)));
  });

  it('links the places within a small distance of the line, in the order the road reaches them, and no other drive', () => {
    const places = [
      { id: 'far-viewpoint', lat: 40.2, lng: -110.8 }, // 14 miles off
      { id: 'end-lake', lat: 40.09, lng: -110.59 },
      { id: 'first-panel', lat: 40.005, lng: -110.95 },
      { id: 'the-byway', lat: 40, lng: -111 },
      { id: 'another-drive', lat: 40, lng: -110.7, route: {} },
      { id: 'edge', lat: 40 + (ON_ROUTE_MILES + 0.3) / 69, lng: -110.8 }, // just beyond the small distance
    ];
    expect(placesAlong('the-byway', { line }, places)).toEqual(['first-panel', 'end-lake']);
  });

  it('drives a dead end in and back out, a through road or a loop once', () => {
    expect(routeDriveMinutes({ kind: 'out-and-back', minutes: 30 })).toBe(60);
    expect(routeDriveMinutes({ kind: 'through', minutes: 60 })).toBe(60);
    expect(routeDriveMinutes({ kind: 'loop', minutes: 35 })).toBe(35);
  });
});
