import { describe, expect, it } from 'vitest';
import {
  BROWSE_PAGE_SIZE,
  browsePagePath,
  laterPages,
  listPagePath,
  nextPage,
  pageCount,
  pageSlice,
  parsePage,
  rangeText,
  showingText,
  writePage,
} from './pagination.ts';

describe('/destinations pages', () => {
  it('count the pages a list needs, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(BROWSE_PAGE_SIZE)).toBe(1);
    expect(pageCount(BROWSE_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(702)).toBe(15);
  });

  it('read the page from the URL, treating anything but a whole number from 1 as page 1', () => {
    expect(parsePage('?page=3')).toBe(3);
    expect(parsePage('?driveTime=45&page=2')).toBe(2);
    for (const bad of ['', '?page=', '?page=0', '?page=-2', '?page=1.5', '?page=abc', '?page=99999']) expect(parsePage(bad)).toBe(1);
  });

  it('write the page back, leaving page 1 out and keeping the other parameters', () => {
    expect(writePage('?driveTime=45', 2)).toBe('?driveTime=45&page=2');
    expect(writePage('?driveTime=45&page=3', 1)).toBe('?driveTime=45');
    expect(writePage('', 1)).toBe('');
  });

  it('name the prebuilt pages and slice their cards', () => {
    expect(browsePagePath(1)).toBe('/destinations/');
    expect(browsePagePath(2)).toBe('/destinations/page/2/');
    const list = Array.from({ length: 100 }, (_, i) => i);
    expect(pageSlice(list, 1)).toEqual(list.slice(0, 48));
    expect(pageSlice(list, 3)).toEqual([96, 97, 98, 99]);
  });

  it('say how many cards show, of how many, and of the whole catalogue when filtered', () => {
    expect(showingText(48, 702, 702)).toBe('Showing 48 of 702 destinations');
    expect(showingText(12, 12, 702)).toBe('Showing 12 of 12 destinations (702 in all)');
    expect(showingText(1, 1, 702)).toBe('Showing 1 of 1 destination (702 in all)');
    expect(rangeText(2, 702)).toBe('Showing 49–96 of 702 destinations');
    expect(rangeText(15, 702)).toBe('Showing 673–702 of 702 destinations');
  });

  it('name the prebuilt pages of any paged list: the first is the list itself, the next ones under page/', () => {
    expect(listPagePath('/drive-time/3-5-hours/', 1)).toBe('/drive-time/3-5-hours/');
    expect(listPagePath('/drive-time/3-5-hours/', 6)).toBe('/drive-time/3-5-hours/page/6/');
    expect(listPagePath('/destinations/', 0)).toBe('/destinations/');
  });

  it('prebuild the pages after the first, none for a list that fits on one', () => {
    expect(laterPages(0)).toEqual([]);
    expect(laterPages(BROWSE_PAGE_SIZE)).toEqual([]);
    expect(laterPages(BROWSE_PAGE_SIZE + 1)).toEqual([2]);
    // 281 places (the 3-5 hour zone at 702) are six pages: five after the first.
    expect(laterPages(281)).toEqual([2, 3, 4, 5, 6]);
    expect(laterPages(702)).toHaveLength(14);
  });

  it('offer "Show more" up to the last page and not past it', () => {
    expect(nextPage(1, 281)).toBe(2);
    expect(nextPage(5, 281)).toBe(6);
    expect(nextPage(6, 281)).toBeNull();
    expect(nextPage(1, BROWSE_PAGE_SIZE)).toBeNull();
    expect(nextPage(1, 0)).toBeNull();
  });

  it('together, the pages carry every card once and none more than a page', () => {
    const list = Array.from({ length: 281 }, (_, i) => i);
    const pages = [1, ...laterPages(list.length)].map((n) => pageSlice(list, n));
    expect(pages.flat()).toEqual(list);
    for (const cards of pages) expect(cards.length).toBeLessThanOrEqual(BROWSE_PAGE_SIZE);
  });
});
