import { describe, expect, it } from 'vitest';
import { favouritesPlanHref, nextMorning, withDeparture } from './planLink.ts';
import { utahToInstant } from './utahTime.ts';

describe('the departure of a link into /plan', () => {
  it('is the coming 09:00 in Utah: the same morning after midnight, tomorrow after nine', () => {
    expect(nextMorning(utahToInstant('2026-11-27', '00:07'))).toEqual({ date: '2026-11-27', time: '09:00' });
    expect(nextMorning(utahToInstant('2026-11-27', '09:00'))).toEqual({ date: '2026-11-27', time: '09:00' });
    expect(nextMorning(utahToInstant('2026-11-27', '09:01'))).toEqual({ date: '2026-11-28', time: '09:00' });
    expect(nextMorning(utahToInstant('2026-12-31', '22:30'))).toEqual({ date: '2027-01-01', time: '09:00' });
    // Across the spring change (2027-03-14) the date still moves by one.
    expect(nextMorning(utahToInstant('2027-03-13', '18:00'))).toEqual({ date: '2027-03-14', time: '09:00' });
  });

  it('keeps a date and time given, and fills only what is missing', () => {
    const now = utahToInstant('2026-11-27', '00:07');
    expect(withDeparture(new URLSearchParams('hours=4&date=2026-07-04&time=10:00'), now).toString()).toBe('hours=4&date=2026-07-04&time=10%3A00');
    expect(withDeparture(new URLSearchParams('hours=4&date=2026-07-04'), now).toString()).toBe('hours=4&date=2026-07-04&time=09%3A00');
  });

  it('gives "Plan a day with my favourites" a whole day from the next morning', () => {
    const href = favouritesPlanHref(['temple-square', 'antelope-island-state-park'], utahToInstant('2026-11-27', '00:07'));
    const url = new URL(href, 'https://example.org');
    expect(url.pathname).toBe('/plan');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hours: 'day',
      favs: 'temple-square,antelope-island-state-park',
      date: '2026-11-27',
      time: '09:00',
    });
  });
});
