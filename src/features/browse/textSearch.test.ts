import { afterEach, describe, expect, it, vi } from 'vitest';
import { browsable } from './fixtures/browsable.ts';
import { BUILD_CHUNK, createTextSearch, type Searchable } from './textSearch.ts';

// The text search of every keyword box (decision 075): which places a query finds, and how they weigh.
const d = (id: string, extra: Partial<Searchable> = {}): Searchable => ({ ...browsable(id), ...extra });
const found = (list: Searchable[], query: string) => [...(createTextSearch(list)(query) ?? new Map()).keys()].sort();
const order = (list: Searchable[], query: string) => [...(createTextSearch(list)(query) ?? new Map())].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe('createTextSearch', () => {
  const place = d('p', { name: 'Antelope Island', description: 'Bison roam the shore.', category: 'Natural Wonders', address: 'Syracuse, UT' });

  it('finds a word of the name, description, category, address, tags or region, whatever its case or accents', () => {
    const tagged = d('t', { name: 'Crêperie', tags: ['dining', 'base-camp'], region: 'Wasatch Back' });
    for (const q of ['antelope', 'BISON', 'wonders', 'syracuse']) expect({ q, found: found([place], q) }).toEqual({ q, found: ['p'] });
    for (const q of ['creperie', 'CRÊPERIE', 'dining', 'camp', 'wasatch back']) expect({ q, found: found([tagged], q) }).toEqual({ q, found: ['t'] });
  });

  it('finds a category by its name in the page’s language when handed one (decision 109), the English name still', () => {
    const ski = d('s', { name: 'Alta', category: 'Skiing & Winter' });
    const words = { 'Natural Wonders': 'Merveilles naturelles', 'Skiing & Winter': 'Esquí e invierno' };
    const search = createTextSearch([place, ski], words);
    expect([...(search('merveilles') ?? new Map()).keys()]).toEqual(['p']);
    expect([...(search('esqui') ?? new Map()).keys()]).toEqual(['s']);
    expect([...(search('wonders') ?? new Map()).keys()]).toEqual(['p']);
    expect(found([place, ski], 'merveilles')).toEqual([]);
  });

  it('finds a place by its description in the page’s language when handed one (decision 116), the English still', () => {
    const arch = d('a', { name: 'Mesa Arch', description: 'An arch on the edge of a cliff.' });
    const search = createTextSearch([place, arch], undefined, { a: "Une arche au bord d'une falaise." });
    expect([...(search('falaise') ?? new Map()).keys()]).toEqual(['a']);
    expect([...(search('cliff') ?? new Map()).keys()]).toEqual(['a']);
    expect(found([place, arch], 'falaise')).toEqual([]);
  });

  it('matches words from their start only: nothing inside a word', () => {
    expect(found([place], 'land')).toEqual([]);
    expect(found([d('b', { name: 'Wire Pass & Buckskin Gulch' }), d('a', { name: 'Alta Ski Area' })], 'ski')).toEqual(['a']);
  });

  it('takes the word being typed as a prefix, the words before it whole', () => {
    expect(found([place], 'antel')).toEqual(['p']);
    expect(found([place], 'ante island')).toEqual([]);
    expect(found([place], 'antelope isl')).toEqual(['p']);
  });

  it('forgives one typo in a word of four letters or more, none in shorter words', () => {
    expect(found([place], 'antelpe island')).toEqual(['p']);
    expect(found([place], 'bisn')).toEqual(['p']);
    expect(found([d('c', { name: 'Bryce Canyon' })], 'bryce canyn')).toEqual(['c']);
    expect(found([d('s', { name: 'Ski Hill' })], 'sky hill')).toEqual([]);
    expect(found([place], 'zion')).toEqual([]);
  });

  it('finds only places with every word of the query', () => {
    const list = [place, d('q', { name: 'Antelope Canyon' })];
    expect(found(list, 'antelope')).toEqual(['p', 'q']);
    expect(found(list, 'antelope canyon')).toEqual(['q']);
    expect(found(list, '<script>qqxz</script>')).toEqual([]);
  });

  it('weighs a name above a category, a category above a description', () => {
    const list = [
      d('desc', { name: 'Lodge', description: 'Close to the ski lifts.', category: 'Family Fun' }),
      d('cat', { name: 'Powder Mountain', category: 'Skiing & Winter' }),
      d('name', { name: 'Ski Museum', category: 'Cultural & Historic' }),
    ];
    expect(order(list, 'ski')).toEqual(['name', 'cat', 'desc']);
  });

  it('answers null for a blank query (everything matches) and keeps the first of two places with one id', () => {
    expect(createTextSearch([place])('')).toBeNull();
    expect(createTextSearch([place])('  ')).toBeNull();
    expect(found([place, d('p', { name: 'Other' })], 'other')).toEqual([]);
  });

  describe('built ahead of the first query, a chunk per task', () => {
    afterEach(() => vi.useRealTimers());
    const many = Array.from({ length: BUILD_CHUNK * 2 + 7 }, (_, i) => d(`p${i}`, { name: `Place ${i} Lake`, driveTimeMinutes: i }));

    it('answers the same whether the query comes before, during or after `prepare`', async () => {
      vi.useFakeTimers();
      const expected = createTextSearch(many)('lake');
      expect(expected?.size).toBe(many.length);
      const during = createTextSearch(many);
      void during.prepare();
      expect(during('lake')).toEqual(expected);
      const after = createTextSearch(many);
      const done = after.prepare();
      await vi.runAllTimersAsync();
      await done;
      expect(after('lake')).toEqual(expected);
    });

    it('yields to the page between chunks: the first chunk is in before any timer, the rest after', async () => {
      vi.useFakeTimers();
      const search = createTextSearch(many);
      let finished = false;
      void search.prepare().then(() => {
        finished = true;
      });
      await Promise.resolve();
      expect(finished).toBe(false);
      expect(vi.getTimerCount()).toBe(1);
      await vi.runAllTimersAsync();
      expect(finished).toBe(true);
    });
  });
});
