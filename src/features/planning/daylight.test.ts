import { describe, expect, it } from 'vitest';
import { utahClock, utahToInstant } from '../../lib/utahTime.ts';
import { darknessWarning, outdoors, sunTimes } from './daylight.ts';
import { inWords } from '../../lib/messages/messages.ts';

const SLC = { lat: 40.7608, lng: -111.891 };
const at = (time: string) => utahToInstant('2026-12-21', time);

describe('daylight', () => {
  it('gives the Utah day’s sunrise and sunset, whatever the hour asked', () => {
    const morning = sunTimes(at('06:00'), SLC.lat, SLC.lng);
    expect(sunTimes(at('23:30'), SLC.lat, SLC.lng)).toEqual(morning);
    expect(utahClock(morning.sunrise!)).toMatch(/^07:[45]\d$/);
    expect(utahClock(morning.sunset!)).toMatch(/^17:0\d$/);
  });

  it('warns of darkness for outdoor places only', () => {
    const sun = sunTimes(at('12:00'), SLC.lat, SLC.lng);
    expect(inWords(darknessWarning({ category: 'Natural Wonders' }, at('16:30'), at('18:00'), sun), 'en')).toBe('Darkness: the sun sets during this visit');
    expect(inWords(darknessWarning({ category: 'Natural Wonders' }, at('18:00'), at('19:00'), sun), 'en')).toBe(
      'After dark: the sun has set before you arrive',
    );
    expect(inWords(darknessWarning({ category: 'Skiing & Winter' }, at('06:30'), at('09:00'), sun), 'en')).toBe(
      'Before sunrise: it is still dark when you arrive',
    );
    expect(inWords(darknessWarning({ category: 'Natural Wonders' }, at('10:00'), at('12:00'), sun), 'en')).toBeNull();
    expect(inWords(darknessWarning({ category: 'Cultural & Historic' }, at('18:00'), at('19:00'), sun), 'en')).toBeNull();
    // Decision 114: rock art and ruins are in the open air whatever their category.
    expect(inWords(darknessWarning({ category: 'Cultural & Historic', traits: ['outdoors'] }, at('18:00'), at('19:00'), sun), 'en')).toBe(
      'After dark: the sun has set before you arrive',
    );
  });

  it('knows the places the sun bounds: outdoor categories and open-air sights, never a night-sky place', () => {
    expect(outdoors({ category: 'Natural Wonders' })).toBe(true);
    expect(outdoors({ category: 'Cultural & Historic' })).toBe(false);
    expect(outdoors({ category: 'Cultural & Historic', traits: ['outdoors'] })).toBe(true);
    expect(outdoors({ category: 'Natural Wonders', kind: 'night-sky' })).toBe(false);
  });
});
