import { describe, expect, it } from 'vitest';
import { EMPTY_BROWSE, toSearchEntry } from './browse.ts';
import { cardWinter, type ListItem, listOrder, needsIndex, pagedMatches } from './browseList.ts';
import { createTextSearch } from './textSearch.ts';
import { winterDriveLine } from '../roads/winter.ts';

const item = (id: string, minutes: number, over: Partial<ListItem> = {}): ListItem => ({
  id,
  name: id,
  category: 'Family Fun',
  driveTimeMinutes: minutes,
  subscriptionTier: 'free',
  late: false,
  ...over,
});

describe('/destinations without hidden cards (decision 044)', () => {
  it('needs the search index only for what the prebuilt first page cannot show', () => {
    expect(needsIndex(EMPTY_BROWSE, 1, null)).toBe(false);
    expect(needsIndex(EMPTY_BROWSE, 2, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, query: 'arch' }, 1, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, query: '   ' }, 1, null)).toBe(false);
    expect(needsIndex({ ...EMPTY_BROWSE, category: 'Olympic Venues' }, 1, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, driveTime: 60 }, 1, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, openNow: true }, 1, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, noCar: true }, 1, null)).toBe(true);
    expect(needsIndex({ ...EMPTY_BROWSE, sort: 'name' }, 1, null)).toBe(true);
    // A signed-in tier can hide places of the first page.
    expect(needsIndex(EMPTY_BROWSE, 1, 'free')).toBe(true);
  });

  it('keeps places approved after the build after the build’s under the default sort, and among the rest under another', () => {
    const list = [item('far', 200), item('late-near', 10, { late: true }), item('near', 20)];
    expect(listOrder(list, 'driveTime', null).map((d) => d.id)).toEqual(['near', 'far', 'late-near']);
    expect(listOrder(list, 'name', null).map((d) => d.id)).toEqual(['far', 'late-near', 'near']);
  });

  it('ranks the places a query names first, as /search does, and draws only what the text search found', () => {
    const list = [
      item('temple-of-arches', 10, { name: 'Temple of Arches' }),
      item('arches', 230, { name: 'Arches' }),
      item('starches', 5, { name: 'Starches Cafe' }),
    ];
    const hits = createTextSearch(list)('arches');
    expect(listOrder(list, 'driveTime', hits).map((d) => d.id)).toEqual(['arches', 'temple-of-arches', 'starches']);
    expect(pagedMatches(list, { ...EMPTY_BROWSE, query: 'arches' }, null, 1, 48, undefined, undefined, hits).matches.map((d) => d.id)).toEqual([
      'arches',
      'temple-of-arches',
    ]);
  });

  it('draws the first `page` pages of the matches and counts every match', () => {
    const list = Array.from({ length: 130 }, (_, i) => item(`p${i}`, i + 1, { category: i % 2 ? 'Family Fun' : 'Natural Wonders' }));
    const one = pagedMatches(list, EMPTY_BROWSE, null, 1, 48);
    expect(one.matches).toHaveLength(130);
    expect(one.shown.map((d) => d.id)).toEqual(list.slice(0, 48).map((d) => d.id));
    expect(pagedMatches(list, EMPTY_BROWSE, null, 3, 48).shown).toHaveLength(130);
    const filtered = pagedMatches(list, { ...EMPTY_BROWSE, category: 'Natural Wonders', driveTime: 100 }, null, 1, 48);
    expect(filtered.matches).toHaveLength(50);
    expect(filtered.shown).toHaveLength(48);
    expect(filtered.shown.every((d) => d.category === 'Natural Wonders' && (d.driveTimeMinutes ?? 0) <= 100)).toBe(true);
  });

  it('hides from a free plan the places it does not open', () => {
    const list = [item('free', 10), item('premium', 20, { subscriptionTier: 'premium' })];
    expect(pagedMatches(list, EMPTY_BROWSE, 'free', 1, 48).matches.map((d) => d.id)).toEqual(['free']);
    expect(pagedMatches(list, EMPTY_BROWSE, 'premium', 1, 48).matches.map((d) => d.id)).toEqual(['free', 'premium']);
  });

  it('gives a card drawn from the index the winter line of a place no open road reaches in winter, and none to the rest', () => {
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' };
    const base = { category: 'Parks', subscriptionTier: 'free' as const, isOlympicVenue: false, familyFriendly: true, driveTime: 400 };
    const closed = toSearchEntry({ ...base, id: 'rim', name: 'Bright Angel Point', winterDriveTimeMinutes: null, seasonalClosure: closure });
    const open = toSearchEntry({ ...base, id: 'town', name: 'Kanab', winterDriveTimeMinutes: 400, seasonalClosure: null });
    const viaJson = (e: object) => JSON.parse(JSON.stringify(e));
    expect(cardWinter(viaJson(closed))).toEqual({ winterDriveTimeMinutes: null, seasonalClosure: closure });
    expect(winterDriveLine(cardWinter(viaJson(closed)))).toBe(closure.text);
    expect(cardWinter(viaJson(open))).toEqual({ winterDriveTimeMinutes: open.driveTimeMinutes, seasonalClosure: null });
    expect(winterDriveLine(cardWinter(viaJson(open)))).toBeNull();
  });
});
