import { describe, expect, it } from 'vitest';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_KITS, downloadSearchText, matchesDownload } from './downloads.ts';

const kits = DOWNLOAD_KITS.map((k) => ({ ...k, searchText: downloadSearchText(k) }));
const names = (category: string, query: string) => kits.filter((k) => matchesDownload(k, category, query)).map((k) => k.name);

describe('the downloads page', () => {
  it('has six kits and the seven chips of docs/product.md §2.14, every chip but "all" naming at least one kit', () => {
    expect(DOWNLOAD_KITS).toHaveLength(6);
    expect(DOWNLOAD_CATEGORIES).toEqual(['all', 'Winter Sports', 'Urban', 'Nature', 'National Parks', 'Family', 'Itineraries']);
    for (const c of DOWNLOAD_CATEGORIES.slice(1)) expect(names(c, '').length).toBeGreaterThan(0);
  });

  it('filters by chip and by every word of the search, ignoring case', () => {
    expect(names('all', '')).toHaveLength(6);
    expect(names('National Parks', '')).toEqual(['Mighty 5 National Parks Handbook']);
    expect(names('all', 'ZION')).toEqual(['Mighty 5 National Parks Handbook']);
    expect(names('all', 'trax')).toEqual(['Downtown Salt Lake City Guide']);
    expect(names('all', 'bison sunset')).toEqual(['Great Salt Lake Shores & Wetlands']);
    expect(names('Family', 'zion')).toEqual([]);
    expect(names('all', 'no such words')).toEqual([]);
  });
});
