import { describe, expect, it } from 'vitest';
import { locateAddress, normalizeTown, townFromAddress, UTAH_TOWNS } from './towns.ts';

describe('locating an address without geocoding', () => {
  const catalogue = [
    { address: '100 N Main St, Moab, UT 84532', coordinates: { lat: 38.57, lng: -109.55 } },
    { address: 'Main Street (US-191), Moab, UT 84532', coordinates: { lat: 38.58, lng: -109.54 } },
    { address: '10 Far Away Rd, Moab, UT 84532', coordinates: { lat: 38.7, lng: -109.7 } },
    { address: '50 N Temple, Salt Lake City, UT 84150', coordinates: { lat: 40.77, lng: -111.89 } },
  ];

  it('reads the town of "street, Town, UT zip" addresses', () => {
    expect(townFromAddress('12 Main St, Moab, UT 84532')).toBe('Moab');
    expect(townFromAddress('1 Zion Park Blvd, St. George, Utah')).toBe('St. George');
    expect(townFromAddress('Somewhere in the desert')).toBeUndefined();
    expect(normalizeTown('Saint George')).toBe(normalizeTown('St. George'));
  });

  it('prefers the median of the catalogue places in the same town', () => {
    expect(locateAddress('77 Center St, Moab, UT 84532', catalogue)).toEqual({ lat: 38.58, lng: -109.55, town: 'Moab', source: 'catalogue' });
  });

  it('falls back to the town table, also when the town is only named in the text', () => {
    expect(locateAddress('200 Main St, Kanab, UT 84741', catalogue)).toMatchObject({ ...UTAH_TOWNS.Kanab, town: 'Kanab', source: 'town table' });
    expect(locateAddress('Historic district of Park City', catalogue)).toMatchObject({ town: 'Park City', source: 'town table' });
    expect(locateAddress('1 Saint George Blvd, Saint George, UT', catalogue)).toMatchObject({ town: 'St. George' });
  });

  it('gives up rather than guess when no known town is named', () => {
    expect(locateAddress('Mile marker 12, Nowhere Road', catalogue)).toBeNull();
  });
});
