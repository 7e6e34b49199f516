import { describe, expect, it } from 'vitest';
import { CATEGORIES, catalogueEntrySchema } from './catalogue.ts';
import { ZONES, zoneOf } from './destinations.ts';
import { catalogueDestinations, readCatalogue } from './destinations.server.ts';
import { driveFromAirport, seasonalDriveFromAirport, winterCatalogueFields } from '../roads/driveTime.ts';
import { haversineMiles } from '../../lib/geo.ts';

// The whole catalogue, as the seed loads it (readCatalogue validates and rejects repeats).
const entries = readCatalogue('supabase/seed/destinations');

/** Words of a name that could identify a place: not generic feature words, not short. */
const GENERIC = new Set(
  'the and trail trailhead park state national monument canyon lake center centre museum mountain peak point area resort view overlook reservoir springs spring river creek north south east west upper lower fork historic site district loop drive visitor'.split(
    ' ',
  ),
);
const nameWords = (name: string): Set<string> =>
  new Set(
    name
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !GENERIC.has(w)),
  );

/**
 * Neighbouring entries that share a distinctive name word yet are genuinely different places.
 * Every pair here was checked by hand; add one only with the reason.
 */
const DISTINCT_NEIGHBOURS: ReadonlyArray<[string, string, string]> = [
  ['the-gateway-salt-lake-city', 'discovery-gateway-childrens-museum', 'a shopping district and the children’s museum housed in one of its buildings'],
  ['brighton-lakes-trail', 'brighton-resort', 'a summer hike that starts from the ski resort’s base area'],
  [
    'canyonlands-national-park',
    'island-in-the-sky-canyonlands',
    'the whole park, placed at its main visitor centre, and the district around that centre (decision 050)',
  ],
];

/** Utah's bounding box: a place outside it is an out-of-state neighbor. */
const inUtah = ({ lat, lng }: { lat: number; lng: number }): boolean => lat >= 37.0 && lat <= 42.0 && lng >= -114.05 && lng <= -109.04;

describe('the catalogue', () => {
  it('has at least 700 valid destinations', () => {
    expect(entries.length).toBeGreaterThanOrEqual(700);
    for (const e of entries) expect(catalogueEntrySchema.safeParse(e).success).toBe(true);
  });

  it('has unique ids, names and descriptions', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.name.toLowerCase())).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.description)).size).toBe(entries.length);
  });

  it('has no place twice under two names (neighbors within 0.3 km sharing a distinctive name word)', () => {
    const words = entries.map((e) => nameWords(e.name));
    // A word in many names is a town or a park (Moab, St. George, Bryce), not the place itself.
    const frequency = new Map<string, number>();
    for (const set of words) for (const w of set) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    const allowed = new Set(DISTINCT_NEIGHBOURS.map(([a, b]) => [a, b].sort().join(' ')));
    const suspects: string[] = [];
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const a = entries[i]!;
        const b = entries[j]!;
        const km = haversineMiles(a.coordinates.lat, a.coordinates.lng, b.coordinates.lat, b.coordinates.lng) * 1.609344;
        if (km > 0.3) continue;
        const shared = [...words[i]!].filter((w) => words[j]!.has(w) && (frequency.get(w) ?? 0) <= 3);
        if (shared.length > 0 && !allowed.has([a.id, b.id].sort().join(' '))) suspects.push(`${a.id} / ${b.id} (${shared.join(', ')})`);
      }
    }
    expect(suspects).toEqual([]);
  });

  it('keeps the allowed neighbor pairs pointing at real entries', () => {
    const ids = new Set(entries.map((e) => e.id));
    expect(DISTINCT_NEIGHBOURS.flatMap((pair) => pair.slice(0, 2)).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps out-of-state neighbors to a handful (at most 20)', () => {
    expect(entries.filter((e) => !inUtah(e.coordinates)).length).toBeLessThanOrEqual(20);
  });

  it('describes every place in at least two sentences', () => {
    const short = entries.filter((e) => (e.description.match(/[.!?](\s|$)/g) ?? []).length < 2).map((e) => e.id);
    expect(short).toEqual([]);
  });

  it('covers all eight categories', () => {
    for (const c of CATEGORIES) expect({ c, n: entries.filter((e) => e.category === c).length > 0 }).toEqual({ c, n: true });
  });

  it('flags 18 Games sites, all in the Olympic Venues category and tier: the 13 of the 2034 plan and five 2002 legacy sites, each with its role', () => {
    const venues = entries.filter((e) => e.isOlympicVenue);
    expect(venues).toHaveLength(18);
    expect(venues.every((v) => v.category === 'Olympic Venues' && v.subscriptionTier === 'olympic')).toBe(true);
    expect(entries.filter((e) => e.category === 'Olympic Venues' && !e.isOlympicVenue)).toEqual([]);
    // docs/decisions/008: the 13 sites of the 2034 plan as it stands (decision 040), and nothing else claims a 2034 role.
    expect(
      venues
        .filter((v) => v.gamesRole?.games === '2034')
        .map((v) => v.id)
        .sort(),
    ).toEqual(
      [
        'snowbasin-resort',
        'soldier-hollow-nordic-center',
        'utah-olympic-park',
        'park-city-mountain',
        'deer-valley-resort',
        'utah-olympic-oval',
        'delta-center',
        'maverik-center',
        'peaks-ice-arena',
        'salt-palace-convention-center',
        'block-85-big-air-site',
        'rice-eccles-stadium',
        'university-of-utah-olympic-village',
      ].sort(),
    );
    expect(
      venues
        .filter((v) => v.gamesRole?.games === '2002')
        .map((v) => v.id)
        .sort(),
    ).toEqual(['alf-engen-ski-museum', 'olympic-cauldron-park', 'olympic-legacy-plaza', 'olympic-welcome-plaza', 'weber-county-ice-sheet']);
    expect(entries.filter((e) => e.gamesRole && !e.isOlympicVenue)).toEqual([]);
  });

  it('names the state of every place outside Utah, and only of those: the address says the same', () => {
    const codeIn = (address: string) => /,\s*(AZ|CO|NV|NM|ID|WY)\b(?:\s+\d{5})?$|\b(AZ|CO|NV|NM)-\d/.exec(address);
    const flagged = entries.filter((e) => e.states);
    expect(flagged).toHaveLength(17);
    for (const e of flagged) expect({ id: e.id, utahOnly: e.states!.length === 1 && e.states![0] === 'UT' }).toEqual({ id: e.id, utahOnly: false });
    const unflagged = entries.filter((e) => !e.states && (codeIn(e.address) || !/\bUT\b|Utah/.test(e.address)));
    expect(unflagged.map((e) => `${e.id}: ${e.address}`)).toEqual([]);
  });

  it('keeps coordinates inside Utah or its immediate neighborhood', () => {
    const outside = entries.filter((e) => e.coordinates.lat < 35.9 || e.coordinates.lat > 42.6 || e.coordinates.lng < -115.3 || e.coordinates.lng > -107.9);
    expect(outside.map((e) => e.id)).toEqual([]);
  });

  it('is mostly free, with a considered share of premium', () => {
    const premium = entries.filter((e) => e.subscriptionTier === 'premium').length / entries.length;
    expect(premium).toBeGreaterThan(0.08);
    expect(premium).toBeLessThan(0.25);
  });

  it('stores the drive time the road-network model computes for every entry', () => {
    const stale = entries.filter((e) => {
      const { minutes } = driveFromAirport(e.coordinates, e.road);
      return e.driveTimeMinutes !== Math.round(minutes) || !e.driveTimeText || !e.distance;
    });
    expect(stale.map((e) => e.id)).toEqual([]);
  });

  it('stores the winter drive the model computes, on exactly the entries winter changes', () => {
    const stale = entries.filter((e) => {
      const winter = winterCatalogueFields(seasonalDriveFromAirport(e.coordinates, e.road), e.id);
      const stored = {
        winterDriveTimeMinutes: e.winterDriveTimeMinutes,
        winterDriveTimeText: e.winterDriveTimeText,
        winterVia: e.winterVia,
        seasonalClosure: e.seasonalClosure,
      };
      return (
        JSON.stringify(stored) !==
        JSON.stringify(winter ?? { winterDriveTimeMinutes: undefined, winterDriveTimeText: undefined, winterVia: undefined, seasonalClosure: undefined })
      );
    });
    expect(stale.map((e) => e.id)).toEqual([]);
    expect(entries.filter((e) => e.seasonalClosure).length).toBeGreaterThan(20);
  });

  it('serves the winter fields in the API shape: the summer minutes where winter changes nothing, null where no open road leads', () => {
    const api = new Map(catalogueDestinations(entries).map((d) => [d.id, d]));
    expect(api.get('temple-square')).toMatchObject({
      winterDriveTimeMinutes: api.get('temple-square')!.driveTimeMinutes,
      winterDriveTimeText: null,
      winterVia: null,
      seasonalClosure: null,
    });
    expect(api.get('bright-angel-point-north-rim')).toMatchObject({
      winterDriveTimeMinutes: null,
      winterVia: null,
      seasonalClosure: { from: '12-01', to: '05-14', text: 'Road closed in winter, Dec 1 until it reopens May 15' },
    });
    expect(api.get('east-canyon-state-park')).toMatchObject({
      winterDriveTimeMinutes: 67,
      winterDriveTimeText: '1 hr 7 min',
      winterVia: 'I-84',
    });
    // Issue 27: the Grandview road up Hades Canyon closes with the snow (its own rule, data/access.json).
    expect(api.get('grandview-trailhead-grandaddy-basin')).toMatchObject({ winterDriveTimeMinutes: null, winterVia: null });
  });

  it('populates every zone, with at least 25 destinations in each zone up to 8 hours', () => {
    const counts = ZONES.map((z) => entries.filter((e) => zoneOf(e.driveTimeMinutes ?? 0) === z).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.slice(0, 5).every((n) => n >= 25)).toBe(true);
  });
});
