import { describe, expect, it } from 'vitest';
import { filterEn } from '../../lib/messages/filter.en.ts';
import { sliceIn } from '../../lib/messages/messages.ts';
import { showingText } from './pagination.ts';
import { filterShowing, filterText } from './filterWords.ts';

const fr = sliceIn('fr', filterEn);
const es = sliceIn('es', filterEn);

describe('the filter island’s words', () => {
  it('say in English what the island always said', () => {
    expect(showingText(48, 702, 702)).toBe('Showing 48 of 702 destinations');
    expect(filterShowing(filterEn, 'en-US', 1, 1, 702)).toBe('Showing 1 of 1 destination (702 in all)');
    expect(filterShowing(filterEn, 'en-US', 0, 0, 702)).toBe('Showing 0 of 0 destinations (702 in all)');
    expect(filterText(filterEn, 'en-US', 'filter.beyond', { count: 1, time: '2 hours' })).toBe('1 destination matches more than 2 hours away.');
    expect(filterText(filterEn, 'en-US', 'filter.showBeyond', { count: 3 })).toBe('Show all 3');
  });

  it('choose the plural by the language’s rules: French counts 0 and 1 as one, Spanish 1 only', () => {
    expect(filterShowing(fr, 'fr', 0, 0, 702)).toBe('Affichage : 0 sur 0 destination (702 en tout)');
    expect(filterShowing(fr, 'fr', 48, 702, 702)).toBe('Affichage : 48 sur 702 destinations');
    expect(filterShowing(es, 'es-419', 0, 0, 702)).toBe('Mostrando 0 de 0 destinos (702 en total)');
    expect(filterText(es, 'es-419', 'filter.showBeyond', { count: 1 })).toBe('Mostrarlo');
    expect(filterText(fr, 'fr', 'filter.beyond', { count: 1204, time: '2 heures' })).toBe('1\u202f204 destinations correspondent à plus de 2 heures de route.');
  });

  it('say a key it lacks as the key, which the tests for raw keys find', () => {
    expect(filterText(fr, 'fr', 'filter.gone')).toBe('filter.gone');
  });
});
