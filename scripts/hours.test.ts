import { describe, expect, it } from 'vitest';
import { faketimeStart, HOURS_UTAH } from '../tests/helpers/hours.ts';

describe('the hours part of npm test', () => {
  it('starts the clock at 00:30 and 23:30 on the Utah day of now, in UTC, across both offsets', () => {
    expect(HOURS_UTAH).toEqual(['00:30', '23:30']);
    // 2026-12-05 03:00 UTC is still Dec 4 in Utah (MST, UTC−7).
    const winterNight = Date.parse('2026-12-05T03:00:00Z');
    expect(faketimeStart(winterNight, '00:30')).toBe('2026-12-04 07:30:00');
    expect(faketimeStart(winterNight, '23:30')).toBe('2026-12-05 06:30:00');
    // Summer (MDT, UTC−6).
    const summerNoon = Date.parse('2027-07-15T18:00:00Z');
    expect(faketimeStart(summerNoon, '00:30')).toBe('2027-07-15 06:30:00');
    expect(faketimeStart(summerNoon, '23:30')).toBe('2027-07-16 05:30:00');
  });
});
