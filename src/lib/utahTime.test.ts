import { describe, expect, it } from 'vitest';
import { readableTime, utahDate, utahMonthDay, utahParts, utahTime12, utahToInstant, utahWeekdayTime12 } from './utahTime.ts';

describe('Utah time', () => {
  it('reads the date in Utah, not UTC', () => {
    // 02:00 UTC on 16 November is still 15 November in Utah (UTC−7).
    expect(utahMonthDay(new Date('2026-11-16T02:00:00Z'))).toBe('11-15');
    expect(utahMonthDay(new Date('2026-07-04T18:00:00Z'))).toBe('07-04');
    expect(utahDate(new Date('2026-11-16T02:00:00Z'))).toBe('2026-11-15');
    expect(utahDate(Date.parse('2027-01-01T06:59:00Z'))).toBe('2026-12-31');
  });

  it('formats clock times on both sides of a daylight-saving change', () => {
    expect(utahTime12(Date.parse('2026-11-01T07:30:00Z'))).toBe('1:30 AM');
    expect(utahTime12(Date.parse('2026-11-01T08:30:00Z'))).toBe('1:30 AM');
    expect(utahWeekdayTime12(Date.parse('2026-11-26T01:00:00Z'))).toBe('Wed 6:00 PM');
    expect(readableTime(new Date('2026-11-22T16:15:00Z'))).toBe('Nov 22, 2026, 9:15 AM MST');
    expect(readableTime(new Date('2026-07-04T18:00:00Z'))).toBe('Jul 4, 2026, 12:00 PM MDT');
  });

  it('turns a Utah wall-clock time into the instant and back', () => {
    const instant = utahToInstant('2027-03-14', '03:30');
    expect(new Date(instant).toISOString()).toBe('2027-03-14T09:30:00.000Z');
    expect(utahParts(instant)).toEqual({ date: '2027-03-14', time: '03:30', weekday: 0, month: 3 });
  });
});
