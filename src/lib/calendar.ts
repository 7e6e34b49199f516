/**
 * The one calendar (issue 47, decision 072): Utah calendar dates written YYYY-MM-DD, their
 * arithmetic (days later, days between, months later), weekday and month, month-day windows that
 * may wrap the new year (11-15 → 04-30), and the instant of a Utah wall-clock time on a date,
 * right across both clock changes. Dates are calendar days, never instants plus 24 hours: a day
 * in Utah lasts 23 or 25 hours on the Sundays the clock changes. The clock itself (an instant's
 * Utah date and time, the daylight-saving rule) lives in utahTime.ts; this module builds on it.
 * Pure and light: the planner's worker, the islands and the server all take their dates here.
 */
import { utahParts, utahToInstant } from './utahTime.ts';

/** A [from, to] window of month-days ("MM-DD"), both ends included; `from` after `to` wraps the new year. */
export interface MonthDayWindow {
  from: string;
  to: string;
}

const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;

/** Noon UTC of a calendar date: a fixed point per day whatever the zone, for whole-day arithmetic. */
function noonOf(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`calendar: expected a date YYYY-MM-DD, got "${date}"`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}

const dateOfNoon = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** Whether a string is a calendar date YYYY-MM-DD (the shape; 02-31 passes and rolls over). */
export const isCalendarDate = (date: string): boolean => DATE.test(date);

/** The date `n` calendar days after `date` (before it when `n` is negative). */
export const addDays = (date: string, n: number): string => dateOfNoon(noonOf(date) + n * DAY_MS);

/** Whole calendar days from `from` to `to`: 1 for the next day, negative for a day before. */
export const daysBetween = (from: string, to: string): number => Math.round((noonOf(to) - noonOf(from)) / DAY_MS);

/**
 * The same day of the month `n` months after `date`, clamped to that month's last day
 * (2026-01-31 plus one month is 2026-02-28).
 */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = m - 1 + n;
  const year = y + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** 0 (Sunday) to 6 (Saturday) of a calendar date. */
export const weekdayOf = (date: string): number => new Date(noonOf(date)).getUTCDay();

/** 1–12: the month of a calendar date. */
export const monthOf = (date: string): number => Number(date.slice(5, 7));

/** "MM-DD" of a calendar date. */
export const monthDayOf = (date: string): string => date.slice(5);

/**
 * Whether a date ("YYYY-MM-DD") or a month-day ("MM-DD") lies inside a window, both ends
 * included; a window whose `from` comes after its `to` wraps the new year.
 */
export function inMonthDayWindow(w: MonthDayWindow, dateOrMonthDay: string): boolean {
  if (!MONTH_DAY.test(w.from) || !MONTH_DAY.test(w.to)) throw new Error(`Invalid month-day window ${w.from}–${w.to}`);
  const md = dateOrMonthDay.length > 5 ? dateOrMonthDay.slice(5) : dateOrMonthDay;
  return w.from <= w.to ? md >= w.from && md <= w.to : md >= w.from || md <= w.to;
}

/** The UTC calendar date of an instant (Utah's date is this one or the day before). */
export const utcDateOf = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/** The Utah calendar date of an instant. */
export const utahDateOf = (instant: number): string => utahParts(instant).date;

/** The instant of a Utah wall-clock time ("HH:MM") on a date; see utahToInstant for the skipped and repeated hours. */
export const utahInstant = (date: string, time: string): number => utahToInstant(date, time);

/**
 * The instant `minutes` after a date's midnight on Utah's clock, as timetables write it: 25:10
 * is 01:10 the next calendar day, whatever the clock did overnight.
 */
export function utahInstantAtMinutes(date: string, minutes: number): number {
  const days = Math.floor(minutes / 1440);
  const m = Math.round(minutes - days * 1440);
  const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return utahToInstant(days === 0 ? date : addDays(date, days), hhmm);
}

/** The same Utah clock time `days` calendar days later (not `days` × 24 hours: right across a clock change). */
export function sameUtahTimeLater(instant: number, days: number): number {
  const { date, time } = utahParts(instant);
  return utahToInstant(addDays(date, days), time);
}
