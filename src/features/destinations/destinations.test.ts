import { describe, expect, it } from 'vitest';
import { canAccess, countByZone, DRIVE_TIME_CHOICES, directionsUrl, matchesQuery, slugify, ZONES, zoneOf, type Destination } from './destinations.ts';

const d = (id: string, minutes: number, extra: Partial<Destination> = {}) =>
  ({ id, driveTimeMinutes: minutes, driveTime: minutes, category: 'Natural Wonders', subscriptionTier: 'free', ...extra }) as Destination;

describe('zoneOf', () => {
  it('puts each boundary minute in the zone docs/product.md §4.3 gives it', () => {
    const cases: Array<[number, string | undefined]> = [
      [0, '30 min'],
      [30, '30 min'],
      [31, '1 hour'],
      [60, '1 hour'],
      [61, '2 hours'],
      [120, '2 hours'],
      [121, '2-5 hrs'],
      [300, '2-5 hrs'],
      [301, '5-8 hrs'],
      [480, '5-8 hrs'],
      [481, '8-12 hrs'],
      [720, '8-12 hrs'],
      [721, undefined],
    ];
    for (const [minutes, label] of cases) expect({ minutes, label: zoneOf(minutes)?.label }).toEqual({ minutes, label });
  });

  it('counts destinations per zone, treating a missing drive time as 0', () => {
    const list = [d('a', 10), d('b', 45), d('c', 45), d('e', 700), { id: 'f' } as Destination];
    expect(countByZone(list)).toEqual([2, 2, 0, 0, 0, 1]);
  });
});

describe('canAccess', () => {
  it('follows the rule as built: anonymous sees all, free sees free, premium sees free and premium, olympic sees all', () => {
    const table = {
      anonymous: [true, true, true],
      free: [true, false, false],
      premium: [true, true, false],
      olympic: [true, true, true],
    } as const;
    for (const [user, expected] of Object.entries(table)) {
      const tier = user === 'anonymous' ? null : (user as 'free' | 'premium' | 'olympic');
      expect({ user, got: (['free', 'premium', 'olympic'] as const).map((t) => canAccess(tier, t)) }).toEqual({ user, got: [...expected] });
    }
  });

  it('treats a destination without a tier as free', () => {
    expect(canAccess('free', undefined)).toBe(true);
  });
});

describe('matchesQuery', () => {
  it('keeps destinations at or under the drive time, of the category, open to the tier', () => {
    const list = [d('a', 30), d('b', 31, { category: 'Family Fun' }), d('c', 20, { subscriptionTier: 'premium' })];
    expect(list.filter((x) => matchesQuery(x, { driveTime: 30 })).map((x) => x.id)).toEqual(['a', 'c']);
    expect(list.filter((x) => matchesQuery(x, { category: 'Family Fun' })).map((x) => x.id)).toEqual(['b']);
    expect(list.filter((x) => matchesQuery(x, { tier: 'free' })).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('directionsUrl', () => {
  it('links driving directions from the airport to the coordinates', () => {
    const url = new URL(directionsUrl({ name: 'X', address: 'Y', coordinates: { lat: 38.5, lng: -109.5 } }));
    expect(url.searchParams.get('origin')).toBe('40.7899,-111.9791');
    expect(url.searchParams.get('destination')).toBe('38.5,-109.5');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });
});

describe('ids for places added after the catalogue files', () => {
  it('makes catalogue slugs from names, markup included', () => {
    expect(slugify('Café Rio & Grill — Moab!')).toBe('cafe-rio-and-grill-moab');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugify('日本')).toBe('');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
  });
});

describe('zone labels', () => {
  it('say their band: "a-b hrs" is from a hours (exclusive) to b hours, "N min" or "N hour(s)" is the band up to N', () => {
    for (const z of ZONES) {
      const range = /^(\d+)-(\d+) hrs$/.exec(z.label);
      const upTo = /^(\d+) (min|hours?)$/.exec(z.label);
      const band = range ? { min: Number(range[1]) * 60 + 1, max: Number(range[2]) * 60 } : { max: Number(upTo?.[1]) * (upTo?.[2] === 'min' ? 1 : 60) };
      expect({ label: z.label, ...band }).toEqual({ label: z.label, ...(range ? { min: z.min } : {}), max: z.max });
    }
  });

  it('offer one drive-time choice per zone, up to its upper limit', () => {
    expect(DRIVE_TIME_CHOICES).toEqual(ZONES.map((z) => z.max));
  });
});
