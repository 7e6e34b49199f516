import { describe, expect, it } from 'vitest';
import { utahDate, utahMonthDay, utahParts, utahPartsByIntl, utahToInstant } from './utahTime.ts';

describe('Utah time', () => {
  it('reads the date in Utah, not UTC', () => {
    // 02:00 UTC on 16 November is still 15 November in Utah (UTC−7).
    expect(utahMonthDay(new Date('2026-11-16T02:00:00Z'))).toBe('11-15');
    expect(utahMonthDay(new Date('2026-07-04T18:00:00Z'))).toBe('07-04');
    expect(utahDate(new Date('2026-11-16T02:00:00Z'))).toBe('2026-11-15');
    expect(utahDate(Date.parse('2027-01-01T06:59:00Z'))).toBe('2026-12-31');
  });

  it('turns a Utah wall-clock time into the instant and back', () => {
    const instant = utahToInstant('2027-03-14', '03:30');
    expect(new Date(instant).toISOString()).toBe('2027-03-14T09:30:00.000Z');
    expect(utahParts(instant)).toEqual({ date: '2027-03-14', time: '03:30', weekday: 0, month: 3 });
  });
});

describe('Utah time by the daylight-saving rule (issue 38, decision 068)', () => {
  const HOUR = 3_600_000;
  /** Every instant the rule answers for, against the time-zone data: the rule and Intl must agree. */
  const agree = (instants: number[]) => {
    const differ = instants.filter((t) => JSON.stringify(utahParts(t)) !== JSON.stringify(utahPartsByIntl(t)));
    expect(differ.map((t) => new Date(t).toISOString())).toEqual([]);
  };

  it('reads the same clock as the time-zone data around every change from 2007 to 2099', () => {
    const around: number[] = [];
    for (let year = 2007; year < 2100; year++) {
      // Each change falls on a Sunday of March 8-14 or November 1-7: every quarter hour of those weeks' Sundays' UTC days.
      for (const [month, first] of [
        [2, 8],
        [10, 1],
      ] as const) {
        for (let day = first; day < first + 7; day++) {
          const sunday = Date.UTC(year, month, day);
          if (new Date(sunday).getUTCDay() !== 0) continue;
          for (let q = 0; q < 4 * 24; q++) around.push(sunday + q * 15 * 60_000 - 1, sunday + q * 15 * 60_000);
        }
      }
    }
    agree(around);
  });

  it('reads the same clock as the time-zone data through the years, at the ends of its span and beyond them', () => {
    const days: number[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2030, 0, 1); t += 7 * HOUR) days.push(t);
    agree([...days, Date.UTC(2007, 0, 1, 6, 59), Date.UTC(2007, 0, 1, 7), Date.UTC(2100, 0, 1, 6, 59), Date.UTC(2100, 0, 1, 7), Date.UTC(1999, 5, 1, 12)]);
    expect(utahParts(Date.UTC(2100, 6, 4, 18))).toEqual(utahPartsByIntl(Date.UTC(2100, 6, 4, 18)));
  });

  it('gives the second (standard-time) of a repeated autumn hour and the later offset in the skipped spring hour, as Intl did', () => {
    expect(new Date(utahToInstant('2027-11-07', '01:30')).toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(new Date(utahToInstant('2027-03-14', '02:30')).toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(utahParts(Date.UTC(2027, 10, 7, 8, 30)).time).toBe('01:30');
  });
});
