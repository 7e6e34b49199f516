import { describe, expect, it } from 'vitest';
import { destinationArtwork } from './artwork.ts';
import { readCatalogue } from './destinations.server.ts';
import { LANDSCAPES, landscapeOf } from './landscape.ts';

const entries = readCatalogue('supabase/seed/destinations');
const byId = new Map(entries.map((e) => [e.id, e]));
const classOf = (id: string) => {
  const e = byId.get(id);
  if (!e) throw new Error(`${id} is not in the catalogue`);
  return landscapeOf(e);
};

describe('landscapeOf on the real catalogue', () => {
  it.each([
    ['big-cottonwood-canyon', 'alpine'],
    ['little-cottonwood-canyon', 'alpine'],
    ['lake-blanche', 'alpine'],
    ['snowbasin-resort', 'alpine'],
    ['soldier-hollow-nordic-center', 'alpine'],
    ['great-basin-national-park', 'alpine'],
    ['little-wild-horse-canyon', 'slot-canyon'],
    ['the-narrows-zion', 'slot-canyon'],
    ['upper-antelope-canyon', 'slot-canyon'],
    ['arches-national-park', 'red-rock'],
    ['corona-arch-trail', 'red-rock'],
    ['four-corners-monument', 'red-rock'],
    ['bonneville-salt-flats', 'salt-flats'],
    ['sun-tunnels', 'salt-flats'],
    ['delta-center', 'city'],
    ['downtown-moab', 'city'],
    ['bear-lake-east-shore-cisco-beach', 'lake'],
    ['antelope-island-state-park', 'lake'],
  ] as const)('draws %s as %s', (id, expected) => {
    expect(classOf(id)).toBe(expected);
  });

  it('uses every landscape somewhere, and no single one for most places', () => {
    const counts = new Map<string, number>();
    for (const e of entries) counts.set(landscapeOf(e), (counts.get(landscapeOf(e)) ?? 0) + 1);
    for (const kind of LANDSCAPES) expect({ kind, used: (counts.get(kind) ?? 0) > 0 }).toEqual({ kind, used: true });
    expect(Math.max(...counts.values())).toBeLessThan(entries.length / 2);
  });

  it('never draws the high country of the Wasatch as red rock, nor the southern desert as alpine forest by its category', () => {
    const wasatch = entries.filter((e) => e.region === 'Salt Lake Valley' && e.category === 'Natural Wonders' && e.coordinates.lng > -111.8);
    expect(wasatch.length).toBeGreaterThan(3);
    for (const e of wasatch) expect({ id: e.id, kind: landscapeOf(e) }).not.toEqual({ id: e.id, kind: 'red-rock' });
    const southernWonders = entries.filter((e) => e.category === 'Natural Wonders' && e.coordinates.lat < 38 && e.coordinates.lng > -112.5);
    const desert = southernWonders.filter((e) => ['red-rock', 'slot-canyon'].includes(landscapeOf(e)));
    expect(desert.length / southernWonders.length).toBeGreaterThan(0.8);
  });
});

describe('the artwork', () => {
  it('states its landscape and never draws the Olympic rings (a protected mark) on any place', () => {
    for (const e of entries) {
      const svg = destinationArtwork({ ...e, driveTimeMinutes: e.driveTimeMinutes ?? 0 });
      expect(svg).toContain(`data-landscape="${landscapeOf(e)}"`);
      // The old motif: five stroked circles in a row.
      expect((svg.match(/<circle /g) ?? []).length, e.id).toBeLessThanOrEqual(1);
    }
  });
});
