import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { hoursWarnings } from './hours.ts';
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
    expect(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 0, 7)).toEqual(['Closed on Sundays']);
    expect(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 3, 7)).toEqual([]);
    expect(hoursWarnings('Saturday mornings, late spring through fall', 2, 7)).toEqual(['Open on Saturdays only']);
    expect(hoursWarnings('Sunday farmers market', 3, 7)).toEqual(['Open on Sundays only']);
    expect(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 12)).toEqual(['Seasonal: open April to October']);
    expect(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 6)).toEqual([]);
    // A season over the new year: open November to March, so closed in July.
    expect(hoursWarnings('Open November to March', 3, 7)).toEqual(['Seasonal: open November to March']);
    expect(hoursWarnings('Open November to March', 3, 1)).toEqual([]);
    expect(hoursWarnings(null, 0, 1)).toEqual([]);
  });
});
