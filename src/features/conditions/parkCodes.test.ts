import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { NPS_UNITS, npsParkCode, parkCodeEntries } from './parkCodes.ts';

const entries = readCatalogue('supabase/seed/destinations');
const byId = new Map(entries.map((e) => [e.id, e]));

describe('park codes of the catalogue', () => {
  it('name only destinations that exist in the catalogue', () => {
    const missing = parkCodeEntries()
      .map(([id]) => id)
      .filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
  });

  it('give every place whose own website is an nps.gov park page that park’s code', () => {
    const wrong: string[] = [];
    for (const e of entries) {
      const code = /^https:\/\/www\.nps\.gov\/([a-z]{4})\//.exec(e.website ?? '')?.[1];
      if (code && npsParkCode(e.id) !== code) wrong.push(`${e.id}: site ${code}, mapped ${npsParkCode(e.id)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cover the units the issue names that are in the catalogue, each with places inside it', () => {
    const codes = new Set(parkCodeEntries().map(([, code]) => code));
    for (const code of ['arch', 'cany', 'care', 'brca', 'zion', 'cebr', 'nabr', 'dino', 'tica', 'gosp', 'hove', 'glca', 'grba', 'grca', 'pisp']) {
      expect(codes.has(code as keyof typeof NPS_UNITS), code).toBe(true);
    }
    expect([...codes].sort()).toEqual(Object.keys(NPS_UNITS).sort());
  });

  it('answer null for places outside the park system and for unknown ids', () => {
    expect(npsParkCode('zion-canyon-visitor-center')).toBe('zion');
    expect(npsParkCode('delicate-arch')).toBe('arch');
    expect(npsParkCode('temple-square')).toBeNull();
    expect(npsParkCode('springdale-utah')).toBeNull();
    expect(npsParkCode('no-such-place')).toBeNull();
  });
});
