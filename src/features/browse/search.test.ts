import { describe, expect, it } from 'vitest';
import { browsable } from './fixtures/browsable.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import {
  type Browsable,
  createSearcher,
  nameRank,
  rankByQuery,
  readSearchQuery,
  sortSearchResults,
  writeSearchQuery,
  toSearchEntry,
  EMPTY_FILTERS,
  filterDestinations,
  matchesText,
  sortDestinations,
  type SearchFilters,
} from './browse.ts';

// /search's relevance rule and sort (docs/product.md §2.4), apart from browse.test.ts's filters and lists.
const d = browsable;
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

  it('ranks the name being the query, then starting with it, then a word starting with it, then containing it, then the rest', () => {
    expect(nameRank('Arches', 'arches')).toBe(0);
    expect(nameRank('Arches National Park', ' ARCHES ')).toBe(1);
    expect(nameRank('Moab Arches Viewpoint', 'arches')).toBe(2);
    expect(nameRank('Starches Cafe', 'arches')).toBe(3);
    expect(nameRank('Manti Utah Temple', 'arches')).toBe(4);
  });

  it('orders results by relevance when there is a query: name matches first, closest first within a rank', () => {
    const search = createSearcher(list);
    expect(ids(search(f({ query: 'arches' }), 'relevance'))).toEqual(['np', 'view', 'starches', 'square', 'temple', 'delicate', 'zion']);
    // Without a query relevance means closest first, as the API lists them.
    expect(ids(search(EMPTY_FILTERS, 'relevance'))).toEqual(['square', 'starches', 'temple', 'view', 'np', 'delicate', 'zion']);
  });

  it('is one rule for every keyword box: rankByQuery over the closest-first list is /search relevance, and keeps each rank in the order given', () => {
    const search = createSearcher(list);
    const q = 'arches';
    const matching = sortDestinations(list, 'driveTime').filter((x) => matchesText(x, q));
    expect(ids(rankByQuery(matching, q))).toEqual(ids(search(f({ query: q }), 'relevance')));
    expect(ids(rankByQuery(sortDestinations(list, 'name'), q))).toEqual(['np', 'view', 'starches', 'delicate', 'temple', 'square', 'zion']);
    expect(ids(rankByQuery(list, '  '))).toEqual(ids(list));
  });

  it('ranks Arches National Park first for "arches" on the real catalogue, in /search and in /destinations alike', () => {
    const all = readCatalogue('supabase/seed/destinations').map(toSearchEntry);
    const destinations = rankByQuery(sortDestinations(all, 'driveTime'), 'arches').filter((x) => matchesText(x, 'arches'));
    expect(destinations[0]?.id).toBe('arches-national-park');
    expect(ids(destinations)).toEqual(ids(createSearcher(all)(f({ query: 'arches' }), 'relevance')));
  });

  it('ranks a park before its parts within a rank, whatever the order it is given (decision 050)', () => {
    const parts = [
      d('vc', { name: 'Zion Canyon Visitor Center', driveTimeMinutes: 274, partOf: 'park' }),
      d('museum', { name: 'Zion Human History Museum', driveTimeMinutes: 275, partOf: 'park' }),
      d('park', { name: 'Zion National Park', driveTimeMinutes: 274 }),
      d('lodge', { name: 'Zion Lodge Cafe', driveTimeMinutes: 200 }),
      d('exact', { name: 'Zion', driveTimeMinutes: 400 }),
    ];
    // The name being the query still wins; among names starting with it the park leads, the rest keep their order.
    expect(ids(rankByQuery(parts, 'zion'))).toEqual(['exact', 'park', 'vc', 'museum', 'lodge']);
    expect(ids(createSearcher(parts)(f({ query: 'zion' }), 'relevance'))).toEqual(['exact', 'park', 'lodge', 'vc', 'museum']);
  });

  it.each([
    ['zion', 'zion-national-park'],
    ['bryce', 'bryce-canyon-national-park'],
    ['capitol reef', 'capitol-reef-national-park'],
    ['canyonlands', 'canyonlands-national-park'],
  ])('starts "%s" with the park on the real catalogue, in /search and /destinations alike', (q, park) => {
    const all = readCatalogue('supabase/seed/destinations').map(toSearchEntry);
    expect(createSearcher(all)(f({ query: q }), 'relevance')[0]?.id).toBe(park);
    expect(rankByQuery(sortDestinations(all, 'name'), q)[0]?.id).toBe(park);
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
    const search = createSearcher(list);
    expect(ids(search(f({ query: 'arches' }), 'driveTime'))).toEqual(['square', 'starches', 'temple', 'view', 'np', 'delicate', 'zion']);
    expect(ids(search(f({ query: 'arches' }), 'name'))).toEqual(['np', 'delicate', 'temple', 'view', 'starches', 'square', 'zion']);
    expect(ids(sortSearchResults(list, '', 'name'))).toEqual(['np', 'delicate', 'temple', 'view', 'starches', 'square', 'zion']);
    expect(ids(list)).toEqual(['temple', 'square', 'np', 'delicate', 'view', 'starches', 'zion']);
  });

  it('finds exactly what the docs/product.md §5.6 filters find, whatever the order', () => {
    const search = createSearcher(list);
    for (const filters of [
      f({ query: 'ARCH' }),
      f({ query: 'way', maxDriveTime: 270 }),
      f({ categories: ['Natural Wonders'], query: 'e' }),
      f({ familyFriendly: true }),
      f({ query: 'nothing like this' }),
    ]) {
      expect(ids(search(filters, 'name')).sort()).toEqual(ids(filterDestinations(list, filters)).sort());
    }
  });

  it('keeps in the index entry only what search, filters and cards read', () => {
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
      states: ['UT'],
      gamesRole: null,
    });
  });

  it('on the real catalogue, "arches" starts with Arches National Park, not a temple', () => {
    const catalogue = readCatalogue('supabase/seed/destinations').map((e) => toSearchEntry({ ...e, description: e.description, address: e.address }));
    const results = createSearcher(catalogue)(f({ query: 'arches' }), 'relevance');
    expect(results[0]?.name).toBe('Arches National Park');
    const firstOther = results.findIndex((r) => !r.name.toLowerCase().includes('arches'));
    expect(results.slice(0, firstOther).every((r) => r.name.toLowerCase().includes('arches'))).toBe(true);
    expect(results.slice(firstOther).some((r) => r.name.toLowerCase().includes('arches'))).toBe(false);
  });
});
