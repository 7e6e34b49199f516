import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { hoursWarnings } from './hours.ts';
import { inWords } from '../../lib/messages/messages.ts';
import { visitMinutes } from './visitText.ts';

describe('reading a visit from the catalogue’s prose', () => {
  it('reads the time needed as minutes at normal pace', () => {
    expect(visitMinutes('1-2 hours')).toBe(90);
    expect(visitMinutes('30-60 minutes')).toBe(45);
    expect(visitMinutes('Half day')).toBe(240);
    expect(visitMinutes('Half day to full day')).toBe(300);
    expect(visitMinutes('Full day')).toBe(360);
    expect(visitMinutes('2-3 days')).toBe(360);
    expect(visitMinutes('Under 1 hour')).toBe(45);
    expect(visitMinutes('whenever')).toBeNull();
    // Every entry of the real catalogue has a usable time needed.
    const catalogue = readCatalogue('supabase/seed/destinations');
    expect(catalogue.filter((c) => visitMinutes(c.timeNeeded) === null).map((c) => c.timeNeeded)).toEqual([]);
  });

  it('warns from the hours the catalogue publishes', () => {
    expect(inWords(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 0, 7), 'en')).toEqual(['Closed on Sundays']);
    expect(inWords(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 3, 7), 'en')).toEqual([]);
    expect(inWords(hoursWarnings('Saturday mornings, late spring through fall', 2, 7), 'en')).toEqual(['Open on Saturdays only']);
    expect(inWords(hoursWarnings('Sunday farmers market', 3, 7), 'en')).toEqual(['Open on Sundays only']);
    expect(inWords(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 12), 'en')).toEqual([
      'Seasonal: open April to October',
    ]);
    expect(inWords(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 6), 'en')).toEqual([]);
    // A season over the new year: open November to March, so closed in July.
    expect(inWords(hoursWarnings('Open November to March', 3, 7), 'en')).toEqual(['Seasonal: open November to March']);
    expect(inWords(hoursWarnings('Open November to March', 3, 1), 'en')).toEqual([]);
    expect(inWords(hoursWarnings(null, 0, 1), 'en')).toEqual([]);
  });
});
