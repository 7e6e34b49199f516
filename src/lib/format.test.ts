import { describe, expect, it } from 'vitest';
import {
  calendarDateText,
  clockOfDay,
  fillPlaceholders,
  formatCount,
  formatFigure,
  formatDistance,
  formatDuration,
  formatList,
  formatOneDecimal,
  formatUnitRange,
  formatWalkDistance,
  MONTH_NAMES,
  monthDayText,
  MONTHS_SHORT,
  readableTime,
  todayOrDate,
  utahClock12,
  utahDateText,
  utahDateTimeText,
  utahDay,
  utahDayWithYear,
  utahTime12,
  utahTimeWithZone,
  utahWeekdayTime12,
} from './format.ts';

/** ICU's narrow space before AM/PM, read as a plain one, so the expectations stay legible. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('durations', () => {
  it('write one style everywhere, rounded, with nonsense as 0: "45 min", "1 hr", "1 hr 35 min"', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(65, 'short')).toBe('1 hr 5 min');
    expect(formatDuration(95.4)).toBe('1 hr 35 min');
    expect(formatDuration(240)).toBe('4 hr');
    expect(formatDuration(-3)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });

  it('write the long style of the drive-time filter: "2 hours 15 minutes"', () => {
    expect(formatDuration(1, 'long')).toBe('1 minute');
    expect(formatDuration(90, 'long')).toBe('1.5 hours');
    expect(formatDuration(135, 'long')).toBe('2 hours 15 minutes');
  });
});

describe('filling a sentence’s placeholders', () => {
  it('puts each value in its place, numbers in the language’s grouping, and leaves one without a value as written', () => {
    expect(fillPlaceholders('{time} ({distance}) from SLC', { time: '25 min', distance: '18 miles' }, 'en-US')).toBe('25 min (18 miles) from SLC');
    expect(fillPlaceholders('{count} lieux', { count: 1204 }, 'fr')).toBe('1\u202f204 lieux');
    expect(fillPlaceholders('Part of {park}', {}, 'en-US')).toBe('Part of {park}');
  });
});

describe('counts and distances', () => {
  it('group thousands for the locale', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(1204, 'de-DE')).toBe('1.204');
    // A size's figure (the offline box, decision 124): one decimal at most, never grouped.
    expect([formatFigure(4.2), formatFigure(4.2, 'fr'), formatFigure(1024), formatFigure(1024, 'fr'), formatFigure(12)]).toEqual([
      '4.2',
      '4,2',
      '1024',
      '1024',
      '12',
    ]);
    expect(formatDistance(1)).toBe('1 mile');
    expect(formatDistance(1204.4)).toBe('1,204 miles');
    expect(formatDistance(-5)).toBe('0 miles');
  });

  it('write miles first with kilometers in brackets in another language, a rating’s decimal and a unit’s range in its words', () => {
    expect(formatDistance(87, 'fr')).toBe('87 mi (140 km)');
    expect(formatDistance(1204, 'es-419')).toBe('1,204 mi (1,938 km)');
    expect(formatList(['Arizona', 'Nouveau-Mexique', 'Utah'], 'fr')).toBe('Arizona, Nouveau-Mexique et Utah');
    expect(formatOneDecimal(4.5)).toBe('4.5');
    expect(formatOneDecimal(4, 'fr')).toBe('4,0');
    expect(formatUnitRange(1, 2, 'hour', 'fr')).toBe('1–2\u00a0heures');
    expect(formatUnitRange(30, 30, 'minute', 'es-419')).toBe('30 minutos');
    expect(formatUnitRange(2, 3, 'day', 'es-419')).toBe('2-3 días');
  });

  it('write a walk in miles or feet with meters in brackets, never km beside miles under a kilometer', () => {
    expect(formatWalkDistance(0.05)).toBe('150 ft (50 m)');
    expect(formatWalkDistance(0.003)).toBe('50 ft (10 m)');
    expect(formatWalkDistance(0.65)).toBe('0.4 mi (650 m)');
    expect(formatWalkDistance(1.93)).toBe('1.2 mi (1.9 km)');
    expect(formatWalkDistance(Number.NaN)).toBe('50 ft (10 m)');
  });
});

describe('Utah clock times and dates', () => {
  it('writes a timetable’s minutes after midnight as the pages do, 12-hour with AM/PM, past midnight wrapping', () => {
    expect([0, 7 * 60 + 5, 12 * 60, 13 * 60 + 30, 23 * 60 + 59, 24 * 60 + 10].map((m) => clockOfDay(m))).toEqual([
      '12:00 AM',
      '7:05 AM',
      '12:00 PM',
      '1:30 PM',
      '11:59 PM',
      '12:10 AM',
    ]);
  });

  it('formats clock times on both sides of a daylight-saving change, whatever the visitor’s zone', () => {
    expect(utahTime12(Date.parse('2026-11-01T07:30:00Z'))).toBe('1:30 AM');
    expect(plain(utahTime12(Date.parse('2026-11-01T08:30:00Z')))).toBe('1:30 AM');
    expect(utahClock12(Date.parse('2026-03-08T15:00:00Z'))).toBe('9:00 AM');
    expect(plain(utahWeekdayTime12(Date.parse('2026-11-26T01:00:00Z')))).toBe('Wed 6:00 PM');
    expect(utahTimeWithZone(Date.parse('2026-11-22T16:15:00Z'))).toBe('9:15 AM MST');
    expect(readableTime(new Date('2026-11-22T16:15:00Z'))).toBe('Nov 22, 2026, 9:15 AM MST');
    expect(readableTime(new Date('2026-07-04T18:00:00Z'))).toBe('Jul 4, 2026, 12:00 PM MDT');
  });

  it('writes a day in Utah, which is the day before UTC’s in the evening', () => {
    expect(utahDay(Date.parse('2026-07-05T03:00:00Z'))).toBe('Sat, Jul 4');
    expect(utahDayWithYear(Date.parse('2027-05-10T16:00:00Z'))).toBe('Mon, May 10, 2027');
    expect(utahDateText(Date.parse('2026-11-23T02:00:00Z'))).toBe('Nov 22, 2026');
    expect(utahDateTimeText(Date.parse('2026-11-23T02:00:00Z'))).toBe('Nov 22, 2026, 7:00 PM MST');
  });

  it('writes a calendar date without a clock the same in every zone', () => {
    expect(calendarDateText('2026-07-04', 'long')).toBe('Saturday, July 4, 2026');
    expect(calendarDateText('2026-11-01', 'monthYear')).toBe('Nov 2026');
    expect(calendarDateText('2026-12-05', 'medium')).toBe('Dec 5, 2026');
  });

  it('takes a locale', () => {
    expect(utahDay(Date.parse('2026-07-04T18:00:00Z'), 'fr-FR')).toBe('sam. 4 juil.');
  });
});

describe('today or a date', () => {
  const at = Date.parse('2027-01-15T14:10:00Z');
  it('leaves out today’s date, on Utah’s day', () => {
    expect(plain(todayOrDate(at, Date.parse('2027-01-16T06:00:00Z')))).toBe('7:10 AM');
  });

  it('names another day’s date, with the clock style asked for', () => {
    expect(plain(todayOrDate(at, Date.parse('2027-01-16T18:00:00Z')))).toBe('Jan 15, 7:10 AM');
    expect(todayOrDate(at, Date.parse('2027-01-16T18:00:00Z'), utahTimeWithZone)).toBe('Jan 15, 7:10 AM MST');
  });
});

describe('month names', () => {
  it('writes a month-day or a date’s month-day with the short names, twelve of each', () => {
    expect(monthDayText('01-15')).toBe('Jan 15');
    expect(monthDayText('2027-11-01')).toBe('Nov 1');
    expect(MONTHS_SHORT).toHaveLength(12);
    expect(MONTH_NAMES[4]).toBe('may');
  });
});
