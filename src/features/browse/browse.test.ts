import { describe, expect, it } from 'vitest';
import { browsable } from './fixtures/browsable.ts';
import { ZONES } from '../destinations/destinations.ts';
import {
  activeFilterCount,
  type Browsable,
  distinctCategories,
  driveTimeChoices,
  driveTimeOptionLabel,
  EMPTY_BROWSE,
  EMPTY_FILTERS,
  filterDestinations,
  formatMinutes,
  inZone,
  matchesBrowse,
  matchesFilters,
  parseBrowseParams,
  type SearchFilters,
  sliderLabel,
  sortDestinations,
  writeBrowseParams,
  zoneRangeText,
  textMatches,
} from './browse.ts';
import { createTextSearch } from './textSearch.ts';

const d = browsable;
const f = (extra: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...extra });
const ids = (list: Browsable[]) => list.map((x) => x.id);

describe('textMatches', () => {
  it('keeps what the text search found, and everything for a blank query (no hits)', () => {
    expect(textMatches(d('x'), null)).toBe(true);
    expect(textMatches(d('x'), new Map([['x', 1]]))).toBe(true);
    expect(textMatches(d('y'), new Map([['x', 1]]))).toBe(false);
    expect(textMatches(d('y'), new Map())).toBe(false);
  });
});

describe('matchesFilters (docs/product.md §5.6)', () => {
  const list = [
    d('arch', { category: 'Natural Wonders', driveTimeMinutes: 240, subscriptionTier: 'premium', familyFriendly: true, hasPhotos: true }),
    d('rink', { category: 'Olympic Venues', driveTimeMinutes: 20, subscriptionTier: 'olympic', isOlympicVenue: true }),
    d('zoo', { category: 'Family Fun', driveTimeMinutes: 15, subscriptionTier: undefined, familyFriendly: true, hasPhotos: true }),
    d('far', { category: 'Natural Wonders', driveTimeMinutes: 500, photoUrl: '' }),
    d('nodrive', { category: 'Entertainment', driveTimeMinutes: undefined, driveTime: undefined, familyFriendly: 'yes' as unknown as boolean }),
  ];

  it('keeps everything with no filters, including destinations beyond 5 hours', () => {
    expect(ids(filterDestinations(list, EMPTY_FILTERS))).toEqual(['arch', 'rink', 'zoo', 'far', 'nodrive']);
  });

  it('matches any selected category', () => {
    expect(ids(filterDestinations(list, f({ categories: ['Family Fun', 'Olympic Venues'] })))).toEqual(['rink', 'zoo']);
  });

  it('matches any selected tier, a missing tier counting as free', () => {
    expect(ids(filterDestinations(list, f({ tiers: ['free'] })))).toEqual(['zoo', 'far', 'nodrive']);
    expect(ids(filterDestinations(list, f({ tiers: ['premium', 'olympic'] })))).toEqual(['arch', 'rink']);
  });

  it('keeps drive times at or under the slider, a missing drive time counting as 0', () => {
    expect(ids(filterDestinations(list, f({ maxDriveTime: 240 })))).toEqual(['arch', 'rink', 'zoo', 'nodrive']);
    expect(ids(filterDestinations(list, f({ maxDriveTime: 30 })))).toEqual(['rink', 'zoo', 'nodrive']);
    expect(ids(filterDestinations(list, f({ maxDriveTime: 270 })))).toContain('arch');
  });

  it('applies no drive-time limit at 300 ("5+ hours")', () => {
    expect(ids(filterDestinations(list, f({ maxDriveTime: 300 })))).toContain('far');
  });

  it('requires isOlympicVenue, a showable photo (not the illustration), and familyFriendly exactly true for the three features', () => {
    expect(ids(filterDestinations(list, f({ olympicOnly: true })))).toEqual(['rink']);
    // Every place has its illustration (photoUrl); only the build's showable photos count (decision 050).
    expect(ids(filterDestinations(list, f({ hasPhotos: true })))).toEqual(['arch', 'zoo']);
    expect(ids(filterDestinations(list, f({ familyFriendly: true })))).toEqual(['arch', 'zoo']);
  });

  it('combines every filter with AND, the text being what the text search found for the query', () => {
    const text = createTextSearch(list);
    const both = { categories: ['Natural Wonders', 'Family Fun'], familyFriendly: true, maxDriveTime: 60 };
    expect(ids(filterDestinations(list, f({ query: 'arch', ...both }), text('arch')))).toEqual([]);
    expect(ids(filterDestinations(list, f({ query: 'zo', ...both }), text('zo')))).toEqual(['zoo']);
    expect(matchesFilters(list[0]!, f({ query: 'arch', tiers: ['premium'], familyFriendly: true, maxDriveTime: 240 }), text('arch'))).toBe(true);
    expect(matchesFilters(list[1]!, f({ query: 'arch' }), text('arch'))).toBe(false);
  });
});

describe('activeFilterCount', () => {
  it('counts each category, tier and feature, and the drive time only below 300; not the text query', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(f({ query: 'zion' }))).toBe(0);
    expect(activeFilterCount(f({ maxDriveTime: 300 }))).toBe(0);
    expect(activeFilterCount(f({ maxDriveTime: 270 }))).toBe(1);
    expect(
      activeFilterCount(f({ categories: ['a', 'b'], tiers: ['olympic'], olympicOnly: true, hasPhotos: true, familyFriendly: true, maxDriveTime: 30 })),
    ).toBe(7);
  });
});

describe('distinctCategories', () => {
  it('lists each category once, sorted, skipping blanks', () => {
    expect(
      distinctCategories([
        { category: 'Skiing & Winter' },
        { category: 'Entertainment' },
        { category: 'Skiing & Winter' },
        { category: '' },
        { category: null },
      ]),
    ).toEqual(['Entertainment', 'Skiing & Winter']);
  });
});

describe('formatting minutes', () => {
  it('reads like a person would say it', () => {
    expect([1, 30, 45, 60, 90, 120, 180, 75, 135].map(formatMinutes)).toEqual([
      '1 minute',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
      '3 hours',
      '1 hour 15 minutes',
      '2 hours 15 minutes',
    ]);
  });

  it('shows the slider at 300 as "5+ hours" and below it as a limit', () => {
    expect(sliderLabel(300)).toBe('5+ hours');
    expect(sliderLabel(270)).toBe('4.5 hours');
    expect(sliderLabel(30)).toBe('30 minutes');
  });
});

describe('/destinations URL parameters', () => {
  it('reads driveTime and category, keeping values the select does not list', () => {
    expect(parseBrowseParams('?driveTime=60&category=Family%20Fun')).toEqual({ driveTime: 60, category: 'Family Fun', openNow: false });
    expect(parseBrowseParams('?driveTime=120')).toEqual({ driveTime: 120, category: null, openNow: false });
    expect(parseBrowseParams('?category=skiing+%26+winter')).toEqual({ driveTime: null, category: 'Skiing & Winter', openNow: false });
  });

  it('ignores drive times that are not whole minutes within a day, and unknown categories', () => {
    for (const bad of ['abc', '-5', '1.5', '99999', '1441', '', '1e3']) expect(parseBrowseParams(`?driveTime=${bad}`).driveTime).toBeNull();
    expect(parseBrowseParams('?driveTime=0').driveTime).toBe(0);
    expect(parseBrowseParams('?category=Pizza').category).toBeNull();
  });

  it('writes the two parameters back and keeps the others', () => {
    expect(writeBrowseParams('?utm_source=x&driveTime=60', { driveTime: 90, category: 'Entertainment', openNow: false })).toBe(
      '?utm_source=x&driveTime=90&category=Entertainment',
    );
    expect(writeBrowseParams('?driveTime=60&category=Entertainment', { driveTime: null, category: null, openNow: false })).toBe('');
    const round = writeBrowseParams('', { driveTime: 45, category: 'Cultural & Historic', openNow: false });
    expect(parseBrowseParams(round)).toEqual({ driveTime: 45, category: 'Cultural & Historic', openNow: false });
  });

  it('reads and writes "Reachable now" as open=now, and ignores any other value', () => {
    expect(parseBrowseParams('?open=now').openNow).toBe(true);
    for (const other of ['', 'yes', '1', 'later']) expect(parseBrowseParams(`?open=${other}`).openNow).toBe(false);
    expect(writeBrowseParams('?driveTime=60', { driveTime: 60, category: null, openNow: true })).toBe('?driveTime=60&open=now');
    expect(writeBrowseParams('?open=now&x=1', { driveTime: null, category: null, openNow: false })).toBe('?x=1');
    expect(parseBrowseParams(writeBrowseParams('', { driveTime: null, category: 'Natural Wonders', openNow: true }))).toEqual({
      driveTime: null,
      category: 'Natural Wonders',
      openNow: true,
    });
  });

  it('adds an unlisted drive time to the select in order', () => {
    // One set everywhere: the upper limit of each zone (issue 29).
    expect(driveTimeChoices(null)).toEqual(ZONES.map((z) => z.max));
    expect(driveTimeChoices(null)).toEqual([30, 60, 120, 300, 480, 720]);
    expect(driveTimeChoices(45)).toEqual([30, 45, 60, 120, 300, 480, 720]);
    expect(driveTimeChoices(120)).toEqual([30, 60, 120, 300, 480, 720]);
    expect(driveTimeOptionLabel(120)).toBe('Up to 2 hours');
  });
});

describe('matchesBrowse and sortDestinations', () => {
  const list = [
    d('b', { name: 'Bravo', category: 'Family Fun', driveTimeMinutes: 120 }),
    d('a', { name: 'alpha', category: 'Natural Wonders', driveTimeMinutes: 60, subscriptionTier: 'premium' }),
    d('c', { name: 'Charlie', category: 'Entertainment', driveTimeMinutes: 60, subscriptionTier: 'olympic' }),
  ];

  it('keeps with "Without a car" (car=0) only the places public transport reaches, read and written as on /plan (issue 36)', () => {
    const reached = new Map([['c', 42]]);
    const summer = new Date('2027-07-15T18:00:00Z');
    expect(ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, noCar: true }, 'olympic', summer, undefined, reached)))).toEqual(['c']);
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, 'olympic', summer, undefined, reached)))).toEqual(['b', 'a', 'c']);
    expect(parseBrowseParams('?car=0').noCar).toBe(true);
    expect(parseBrowseParams('?car=1').noCar).toBeUndefined();
    expect(writeBrowseParams('?x=1', { driveTime: null, category: null, openNow: false, noCar: true })).toBe('?x=1&car=0');
    expect(writeBrowseParams('?car=0', { driveTime: null, category: null, openNow: false })).toBe('');
  });

  it('leaves out with "Reachable now" the places a live closure cuts off, and only then (decision 048)', () => {
    const closed = new Set(['a']);
    const summer = new Date('2027-07-15T18:00:00Z');
    expect(ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, openNow: true }, 'olympic', summer, closed)))).toEqual(['b', 'c']);
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, 'olympic', summer, closed)))).toEqual(['b', 'a', 'c']);
  });

  it('filters at or under the drive time, by category and by text', () => {
    expect(ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, driveTime: 60 })))).toEqual(['a', 'c']);
    expect(ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, driveTime: 59 })))).toEqual([]);
    expect(ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, category: 'Family Fun' })))).toEqual(['b']);
    const text = createTextSearch(list);
    const byText = (query: string) => ids(list.filter((x) => matchesBrowse(x, { ...EMPTY_BROWSE, query }, null, undefined, undefined, undefined, text(query))));
    expect(byText('CHAR')).toEqual(['c']);
    // Words match from their start (decision 075): "arl" is inside "Charlie".
    expect(byText('ARL')).toEqual([]);
  });

  it('shows a signed-in person only what their tier opens; anonymous visitors see everything', () => {
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, null)))).toEqual(['b', 'a', 'c']);
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, 'free')))).toEqual(['b']);
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, 'premium')))).toEqual(['b', 'a']);
    expect(ids(list.filter((x) => matchesBrowse(x, EMPTY_BROWSE, 'olympic')))).toEqual(['b', 'a', 'c']);
  });

  it('with "Reachable now", hides a place no open road reaches only on a date inside its closure window (read in Utah)', () => {
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' };
    const places = [
      { id: 'lake', name: 'Mirror Lake', winterDriveTimeMinutes: null, seasonalClosure: closure },
      { id: 'detour', name: 'Grandview', winterDriveTimeMinutes: 211, seasonalClosure: closure },
      { id: 'town', name: 'Kamas', winterDriveTimeMinutes: 51, seasonalClosure: null },
    ];
    const open = { ...EMPTY_BROWSE, openNow: true };
    const shown = (date: string, s = open) => ids(places.filter((x) => matchesBrowse(x, s, null, new Date(date))));
    expect(shown('2027-01-15T19:00:00Z')).toEqual(['detour', 'town']);
    expect(shown('2027-07-15T19:00:00Z')).toEqual(['lake', 'detour', 'town']);
    // 03:00 UTC on 26 May is still 25 May in Utah: closed.
    expect(shown('2027-05-26T03:00:00Z')).toEqual(['detour', 'town']);
    expect(shown('2027-05-26T19:00:00Z')).toEqual(['lake', 'detour', 'town']);
    expect(shown('2027-01-15T19:00:00Z', EMPTY_BROWSE)).toEqual(['lake', 'detour', 'town']);
  });

  it('sorts by drive time, name or category without changing the input', () => {
    expect(ids(sortDestinations(list, 'driveTime'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortDestinations(list, 'name'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortDestinations(list, 'category'))).toEqual(['c', 'b', 'a']);
    expect(ids(list)).toEqual(['b', 'a', 'c']);
  });
});

describe('drive-time zones', () => {
  it('lists the destinations of a zone closest first, by the zone ranges of docs/product.md §4.3', () => {
    const list = [d('x', { driveTimeMinutes: 61 }), d('y', { driveTimeMinutes: 31 }), d('z', { driveTimeMinutes: 60 }), d('w', { driveTimeMinutes: 30 })];
    expect(ids(inZone(list, ZONES[1]))).toEqual(['y', 'z']);
  });

  it('describes each zone range in words', () => {
    expect(ZONES.map(zoneRangeText)).toEqual(['up to 30 minutes', '30 minutes to 1 hour', '1 to 2 hours', '2 to 5 hours', '5 to 8 hours', '8 to 12 hours']);
  });
});
