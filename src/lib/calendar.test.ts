import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  inMonthDayWindow,
  isCalendarDate,
  monthDayOf,
  monthOf,
  sameUtahTimeLater,
  utahDateOf,
  utahInstant,
  utahInstantAtMinutes,
  utcDateOf,
  weekdayOf,
} from './calendar.ts';

const iso = (t: number) => new Date(t).toISOString();

describe('the calendar', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-07-04', 1)).toBe('2026-07-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('counts whole days between two dates, across both clock changes', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-07-05', '2026-07-04')).toBe(-1);
    expect(daysBetween('2026-12-31', '2027-01-07')).toBe(7);
  });

  it('adds months on the same day of the month, clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-05-10', 12)).toBe('2027-05-10');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('reads the weekday and month of a date', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-07-04')).toBe(6);
    expect(monthOf('2026-11-01')).toBe(11);
    expect(monthDayOf('2026-11-01')).toBe('11-01');
  });

  it('refuses what is not a date', () => {
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(() => addDays('July 4', 1)).toThrow(RangeError);
  });

  it('tests a month-day window, with and without the year wrap', () => {
    const summer = { from: '03-01', to: '11-30' };
    expect(inMonthDayWindow(summer, '2026-03-01')).toBe(true);
    expect(inMonthDayWindow(summer, '2026-11-30')).toBe(true);
    expect(inMonthDayWindow(summer, '2026-12-01')).toBe(false);
    const winter = { from: '11-15', to: '04-30' };
    expect(inMonthDayWindow(winter, '2026-11-15')).toBe(true);
    expect(inMonthDayWindow(winter, '2027-01-15')).toBe(true);
    expect(inMonthDayWindow(winter, '04-30')).toBe(true);
    expect(inMonthDayWindow(winter, '2027-05-01')).toBe(false);
    expect(inMonthDayWindow(winter, '11-14')).toBe(false);
    expect(() => inMonthDayWindow({ from: '13-01', to: '04-30' }, '01-01')).toThrow(/Invalid month-day window/);
  });

  it('reads the Utah and UTC dates of an instant', () => {
    expect(utahDateOf(Date.parse('2026-11-16T02:00:00Z'))).toBe('2026-11-15');
    expect(utcDateOf(Date.parse('2026-11-16T02:00:00Z'))).toBe('2026-11-16');
  });
});

describe('Utah’s wall clock on a date, across the clock changes', () => {
  it('gives the instant of a wall-clock time either side of the spring change (2026-03-08)', () => {
    expect(iso(utahInstant('2026-03-08', '01:30'))).toBe('2026-03-08T08:30:00.000Z');
    expect(iso(utahInstant('2026-03-08', '03:30'))).toBe('2026-03-08T09:30:00.000Z');
    expect(iso(utahInstant('2026-03-09', '09:00'))).toBe('2026-03-09T15:00:00.000Z');
  });

  it('gives the instant of a wall-clock time either side of the autumn change (2026-11-01)', () => {
    expect(iso(utahInstant('2026-10-31', '09:00'))).toBe('2026-10-31T15:00:00.000Z');
    expect(iso(utahInstant('2026-11-01', '01:30'))).toBe('2026-11-01T08:30:00.000Z');
    expect(iso(utahInstant('2026-11-01', '09:00'))).toBe('2026-11-01T16:00:00.000Z');
  });

  it('keeps the wall-clock time from one day to the next, which is not 24 hours on the change days', () => {
    const spring = utahInstant('2026-03-07', '09:00');
    expect(iso(sameUtahTimeLater(spring, 1))).toBe('2026-03-08T15:00:00.000Z');
    expect(sameUtahTimeLater(spring, 1) - spring).toBe(23 * 3_600_000);
    const autumn = utahInstant('2026-10-31', '09:00');
    expect(iso(sameUtahTimeLater(autumn, 1))).toBe('2026-11-01T16:00:00.000Z');
    expect(sameUtahTimeLater(autumn, 1) - autumn).toBe(25 * 3_600_000);
  });

  it('reads timetable minutes past midnight on the calendar, past 24:00 the next day', () => {
    expect(iso(utahInstantAtMinutes('2026-07-04', 9 * 60 + 15))).toBe('2026-07-04T15:15:00.000Z');
    // 26:30 on Saturday 31 October is 02:30 on Sunday 1 November, standard time: 09:30 UTC (not 08:30, as 24 hours later would read).
    expect(iso(utahInstantAtMinutes('2026-10-31', 26 * 60 + 30))).toBe('2026-11-01T09:30:00.000Z');
    // 25:30 on Saturday 7 March is 01:30 on Sunday 8 March, still standard time.
    expect(iso(utahInstantAtMinutes('2026-03-07', 25 * 60 + 30))).toBe('2026-03-08T08:30:00.000Z');
  });
});
