// The service UTA runs on a date (issue 50, decision 077): weekday, Saturday or Sunday by the
// calendar, or a holiday's own rule on the day it is observed; seasonal lines by their published
// windows, and a season not yet published says so rather than repeating last year's dates.
// zod/mini, as network.ts: this module ships in the car-free planner's worker.
import * as z from 'zod/mini';
import { addDays, addMonths, inMonthDayWindow, weekdayOf } from '../../lib/calendar.ts';
import raw from './data/serviceCalendar.json' with { type: 'json' };

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));
const month = z.number().check(z.int(), z.gte(1), z.lte(12));

const holidaySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A fixed day of a month, or the nth (1–5, or -1 for the last) weekday (0 Sunday–6 Saturday) of a month. */
  date: z.union([
    z.object({ month, day: z.number().check(z.int(), z.gte(1), z.lte(31)) }),
    z.object({ month, weekday: z.number().check(z.int(), z.gte(0), z.lte(6)), nth: z.number().check(z.int(), z.gte(-1), z.lte(5)) }),
  ]),
  /** `sunday`: Sunday service for every mode; `alternate`: TRAX and S-Line weekday, FrontRunner and buses Saturday. */
  rule: z.enum(['sunday', 'alternate']),
  /** `weekday-nearest`: on a Saturday the Friday before runs the rule, on a Sunday the Monday after. */
  observed: z.enum(['on-the-day', 'weekday-nearest']),
  source: z.url(),
  checked: z.string(),
});

const windowSchema = z.object({ from: isoDate, to: isoDate, toEstimated: z.optional(z.boolean()), source: z.url(), note: z.string() });

export const serviceCalendarSchema = z.object({
  checkedOn: isoDate,
  note: z.string(),
  holidays: z.array(holidaySchema),
  changeDays: z.object({ note: z.string(), source: z.url(), dates: z.array(z.object({ date: isoDate, what: z.string() })) }),
  seasons: z.record(
    z.string(),
    z.object({ note: z.string(), usual: z.object({ from: z.string(), to: z.string() }), windows: z.array(windowSchema).check(z.minLength(1)) }),
  ),
});

export type ServiceCalendar = z.infer<typeof serviceCalendarSchema>;
export type Holiday = ServiceCalendar['holidays'][number];
export type DayKind = 'weekday' | 'saturday' | 'sunday';

/** The checked calendar (throws at import on a broken data file). */
export const SERVICE_CALENDAR: ServiceCalendar = serviceCalendarSchema.parse(raw);

const pad = (n: number) => String(n).padStart(2, '0');

/** The date a holiday falls on in a year (before any observed-day shift). */
export function holidayDate(h: Holiday, year: number): string {
  const first = `${year}-${pad(h.date.month)}-01`;
  if ('day' in h.date) return `${year}-${pad(h.date.month)}-${pad(h.date.day)}`;
  const { weekday, nth } = h.date;
  if (nth === -1) {
    const last = addDays(addMonths(first, 1), -1);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
}

/** The date a holiday's rule runs: the day itself, or the nearest weekday for a `weekday-nearest` holiday. */
export function observedDate(h: Holiday, year: number): string {
  const day = holidayDate(h, year);
  if (h.observed === 'on-the-day') return day;
  const dow = weekdayOf(day);
  return dow === 6 ? addDays(day, -1) : dow === 0 ? addDays(day, 1) : day;
}

/** The holiday whose rule runs on a date, with whether the date is its observed day rather than the day itself. */
export function holidayOn(date: string, cal: ServiceCalendar = SERVICE_CALENDAR): { holiday: Holiday; observed: boolean } | undefined {
  const year = Number(date.slice(0, 4));
  const holiday = cal.holidays.find((h) => observedDate(h, year) === date);
  return holiday && { holiday, observed: holidayDate(holiday, year) !== date };
}

/** The service a date runs for each group of lines. */
export interface ServiceDay {
  date: string;
  /** The calendar's own day type (what lines of other operators run). */
  calendar: DayKind;
  holiday?: { id: string; name: string; observed: boolean; source: string };
  /** TRAX and the S-Line. */
  rail: DayKind;
  /** FrontRunner. */
  commuter: DayKind;
  /** UTA's buses (the ski buses run daily). */
  bus: DayKind;
}

/** The service UTA runs on a date: the calendar's day, or the holiday's rule where one is observed. */
export function serviceDayOf(date: string, cal: ServiceCalendar = SERVICE_CALENDAR): ServiceDay {
  const dow = weekdayOf(date);
  const calendar: DayKind = dow === 0 ? 'sunday' : dow === 6 ? 'saturday' : 'weekday';
  const found = holidayOn(date, cal);
  if (!found) return { date, calendar, rail: calendar, commuter: calendar, bus: calendar };
  const { holiday, observed } = found;
  const tag = { id: holiday.id, name: holiday.name, observed, source: holiday.source };
  return holiday.rule === 'sunday'
    ? { date, calendar, holiday: tag, rail: 'sunday', commuter: 'sunday', bus: 'sunday' }
    : { date, calendar, holiday: tag, rail: 'weekday', commuter: 'saturday', bus: 'saturday' };
}

/** Whether a seasonal service runs on a date, and whether that answer rests on published dates. */
export interface SeasonOn {
  runs: boolean;
  /** False when the date lies in the usual window but after the last published season: not published yet. */
  published: boolean;
  /** True when the window's end is an estimate (the next change day not yet published). */
  estimated: boolean;
  source?: string;
}

/** A seasonal service on a date by its published windows (a season not published does not run). */
export function seasonOn(id: string, date: string, cal: ServiceCalendar = SERVICE_CALENDAR): SeasonOn {
  const season = cal.seasons[id];
  if (!season) throw new Error(`serviceDay: unknown season "${id}"`);
  const w = season.windows.find((x) => x.from <= date && date <= x.to);
  if (w) return { runs: true, published: true, estimated: w.toEstimated === true, source: w.source };
  const last = season.windows.at(-1)!;
  const unpublished = date > last.to && inMonthDayWindow(season.usual, date);
  return { runs: false, published: !unpublished, estimated: false };
}
