import { describe, expect, it } from 'vitest';
import { browsable } from './fixtures/browsable.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import {
  type Browsable,
  createSearcher,
  rankByQuery,
  readSearchQuery,
  sortSearchResults,
  writeSearchQuery,
  toSearchEntry,
  EMPTY_FILTERS,
  filterDestinations,
  sortDestinations,
  type SearchFilters,
} from './browse.ts';
import { createTextSearch } from './textSearch.ts';

// /search's relevance rule and sort (docs/product.md §2.4), apart from browse.test.ts's filters and
// lists, and textSearch.test.ts's matching. The text search is MiniSearch's (decision 075).
const d = browsable;
const searcher = <T extends Browsable>(list: readonly T[]) => createSearcher(list, createTextSearch(list));
const catalogue = () => readCatalogue('supabase/seed/destinations').map(toSearchEntry);
const f = (extra: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...extra });
const ids = (list: Browsable[]) => list.map((x) => x.id);

describe('/search ranking and sort', () => {
  const list = [
    d('temple', { name: 'Manti Utah Temple', description: 'Gothic arches and a hilltop view.', driveTimeMinutes: 128 }),
    d('square', { name: 'Temple Square', description: 'Arches of the Tabernacle.', driveTimeMinutes: 11 }),
    d('np', { name: 'Arches National Park', description: 'Over 2,000 natural stone arches.', driveTimeMinutes: 226 }),
    d('delicate', { name: 'Delicate Arch', description: 'The best known of the arches.', driveTimeMinutes: 230 }),
    d('view', { name: 'Moab Arches Viewpoint', driveTimeMinutes: 225 }),
    d('starches', { name: 'Starches Cafe', driveTimeMinutes: 30 }),
    d('zion', { name: 'Zion', address: '1 Arches Way', driveTimeMinutes: 300 }),
  ];

  it('orders results by relevance when there is a query: name matches first; a word inside another word is no match', () => {
    const search = searcher(list);
    expect(ids(search(f({ query: 'arches' }), 'relevance'))).toEqual(['np', 'view', 'zion', 'square', 'temple', 'delicate']);
    // Without a query relevance means closest first, as the API lists them.
    expect(ids(search(EMPTY_FILTERS, 'relevance'))).toEqual(['square', 'starches', 'temple', 'view', 'np', 'delicate', 'zion']);
  });

  it('is one rule for every keyword box: rankByQuery over the closest-first list is /search relevance, and keeps equal scores in the order given', () => {
    const hits = createTextSearch(list)('arches');
    const matching = sortDestinations(list, 'driveTime').filter((x) => hits!.has(x.id));
    expect(ids(rankByQuery(matching, hits))).toEqual(ids(searcher(list)(f({ query: 'arches' }), 'relevance')));
    expect(ids(rankByQuery(list, null))).toEqual(ids(list));
    const tied = new Map([
      ['np', 2],
      ['zion', 1],
      ['square', 1],
    ]);
    expect(ids(rankByQuery(list, tied))).toEqual(['np', 'square', 'zion', 'temple', 'delicate', 'view', 'starches']);
  });

  it('ranks Arches National Park first for "arches" on the real catalogue, in /search and in /destinations alike', () => {
    const all = catalogue();
    const hits = createTextSearch(all)('arches');
    const destinations = rankByQuery(sortDestinations(all, 'driveTime'), hits).filter((x) => hits!.has(x.id));
    expect(destinations[0]?.id).toBe('arches-national-park');
    expect(ids(destinations)).toEqual(ids(searcher(all)(f({ query: 'arches' }), 'relevance')));
  });

  it('ranks a park before its parts, whatever the order it is given (decision 050)', () => {
    const parts = [
      d('vc', { name: 'Zion Canyon Visitor Center', driveTimeMinutes: 274, partOf: 'park' }),
      d('museum', { name: 'Zion Human History Museum', driveTimeMinutes: 275, partOf: 'park' }),
      d('park', { name: 'Zion National Park', driveTimeMinutes: 274 }),
      d('lodge', { name: 'Zion Lodge Cafe', driveTimeMinutes: 200 }),
    ];
    // The park first (PARK_BOOST); then a shorter name before a longer one, equal scores closest first.
    expect(ids(searcher(parts)(f({ query: 'zion' }), 'relevance'))).toEqual(['park', 'lodge', 'vc', 'museum']);
    expect(ids(rankByQuery(parts, createTextSearch(parts)('zion')))).toEqual(['park', 'lodge', 'vc', 'museum']);
  });

  it.each([
    ['zion', 'zion-national-park'],
    ['bryce', 'bryce-canyon-national-park'],
    ['capitol reef', 'capitol-reef-national-park'],
    ['canyonlands', 'canyonlands-national-park'],
  ])('starts "%s" with the park on the real catalogue, in /search and /destinations alike', (q, park) => {
    const all = catalogue();
    expect(searcher(all)(f({ query: q }), 'relevance')[0]?.id).toBe(park);
    expect(rankByQuery(sortDestinations(all, 'name'), createTextSearch(all)(q))[0]?.id).toBe(park);
  });

  it('reads ?q= from the address and writes it back, keeping the other parameters', () => {
    expect(readSearchQuery('?q=arches&x=1')).toBe('arches');
    expect(readSearchQuery('?q=delicate+arch')).toBe('delicate arch');
    expect(readSearchQuery('')).toBe('');
    expect(writeSearchQuery('?x=1', 'delicate arch')).toBe('?x=1&q=delicate+arch');
    expect(writeSearchQuery('?q=arches&x=1', '  ')).toBe('?x=1');
    expect(writeSearchQuery('?q=arches', '')).toBe('');
  });

  it('sorts by drive time or by name when asked, with or without a query', () => {
    const search = searcher(list);
    expect(ids(search(f({ query: 'arches' }), 'driveTime'))).toEqual(['square', 'temple', 'view', 'np', 'delicate', 'zion']);
    expect(ids(search(f({ query: 'arches' }), 'name'))).toEqual(['np', 'delicate', 'temple', 'view', 'square', 'zion']);
    expect(ids(sortSearchResults(list, null, 'name'))).toEqual(['np', 'delicate', 'temple', 'view', 'starches', 'square', 'zion']);
    expect(ids(list)).toEqual(['temple', 'square', 'np', 'delicate', 'view', 'starches', 'zion']);
  });

  it("finds exactly what the docs/product.md §5.6 filters find with the text search's hits, whatever the order", () => {
    const search = searcher(list);
    const text = createTextSearch(list);
    for (const filters of [
      f({ query: 'ARCH' }),
      f({ query: 'way', maxDriveTime: 270 }),
      f({ categories: ['Natural Wonders'], query: 'e' }),
      f({ familyFriendly: true }),
      f({ query: 'nothing like this' }),
    ]) {
      expect(ids(search(filters, 'name')).sort()).toEqual(ids(filterDestinations(list, filters, text(filters.query))).sort());
    }
    expect(search(f({ query: 'nothing like this' }), 'relevance')).toEqual([]);
  });

  it('keeps in the index entry only what search (with the tags and region, decision 075), filters and cards read', () => {
    const entry = toSearchEntry({
      id: 'x',
      name: 'X',
      category: 'Family Fun',
      subscriptionTier: 'premium',
      isOlympicVenue: false,
      familyFriendly: true,
      driveTime: 42,
      photoUrl: null,
      ...({ tags: ['a'], highlights: ['b'], coordinates: { lat: 1, lng: 2 } } as object),
    });
    expect(entry).toEqual({
      id: 'x',
      name: 'X',
      description: '',
      category: 'Family Fun',
      address: '',
      driveTimeMinutes: 42,
      driveTimeText: '',
      timeNeeded: '',
      subscriptionTier: 'premium',
      isOlympicVenue: false,
      familyFriendly: true,
      photoUrl: '',
      tags: ['a'],
      region: '',
      states: ['UT'],
      gamesRole: null,
    });
  });

  it('on the real catalogue, "arches" starts with Arches National Park, not a temple', () => {
    const results = searcher(catalogue())(f({ query: 'arches' }), 'relevance');
    expect(results[0]?.name).toBe('Arches National Park');
    const firstOther = results.findIndex((r) => !r.name.toLowerCase().includes('arches'));
    expect(results.slice(0, firstOther).every((r) => r.name.toLowerCase().includes('arches'))).toBe(true);
    expect(results.slice(firstOther).some((r) => r.name.toLowerCase().includes('arches'))).toBe(false);
  });

  it('forgives a typo: "bryce canyn" starts with Bryce Canyon National Park, in /search and /destinations alike (issue 51)', () => {
    const all = catalogue();
    expect(searcher(all)(f({ query: 'bryce canyn' }), 'relevance')[0]?.name).toBe('Bryce Canyon National Park');
    expect(rankByQuery(sortDestinations(all, 'driveTime'), createTextSearch(all)('bryce canyn'))[0]?.name).toBe('Bryce Canyon National Park');
  });

  it('"ski" ranks the ski areas first and finds no "ski" inside a word: not Wire Pass & Buckskin Gulch (issue 51)', () => {
    const all = catalogue();
    const results = searcher(all)(f({ query: 'ski' }), 'relevance');
    const top = results.slice(0, 10);
    expect(top[0]?.category).toBe('Skiing & Winter');
    // The one other name with the word "Ski" in it (Alf Engen Ski Museum) may stand among them.
    expect(top.filter((x) => x.category === 'Skiing & Winter').length).toBeGreaterThanOrEqual(9);
    expect(all.some((x) => x.name === 'Wire Pass & Buckskin Gulch')).toBe(true);
    expect(results.map((x) => x.name)).not.toContain('Wire Pass & Buckskin Gulch');
  });

  it('keeps the listing order for an empty query: closest first on /search, the order given elsewhere', () => {
    const all = catalogue();
    const text = createTextSearch(all);
    expect(text('')).toBeNull();
    expect(text('   ')).toBeNull();
    expect(ids(searcher(all)(EMPTY_FILTERS, 'relevance'))).toEqual(ids(sortDestinations(all, 'driveTime')));
    expect(ids(searcher(all)(f({ query: '  ' }), 'relevance'))).toEqual(ids(sortDestinations(all, 'driveTime')));
    const byName = sortDestinations(all, 'name');
    expect(ids(rankByQuery(byName, text('')))).toEqual(ids(byName));
  });
});
