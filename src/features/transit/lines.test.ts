import { describe, expect, it } from 'vitest';
import { transitGeoJson } from './lines.ts';
import { NETWORK } from './network.ts';

describe('the lines for the map', () => {
  it('draws each line through its stops in its colour, and every stop', () => {
    const fc = transitGeoJson();
    const green = fc.features.find((f) => f.properties?.id === 'green')!;
    expect(green.properties?.colour).toBe('#008e4f');
    expect(green.geometry.type === 'LineString' && green.geometry.coordinates[0]).toEqual([-111.98, 40.78361]);
    expect(fc.features.filter((f) => f.properties?.kind === 'stop')).toHaveLength(NETWORK.stops.length);
    // Ski bus 994 drawn to Goldminer's Daughter in Alta's Wildcat lot since 2022-23 (Salt Lake Tribune, 2022-12-09).
    const ski = fc.features.find((f) => f.properties?.id === 'skibus994')!;
    expect(ski.geometry.type === 'LineString' && ski.geometry.coordinates.at(-1)).toEqual([-111.638, 40.589]);
  });
});
