// Seasonal road closures (issue 19): the one rule for "is this date inside a closure window",
// shared by the winter drive times, the "reachable now" filters and the destination page's
// "Today at this place". Dates are read in Utah time. Pure and light: islands import it.

import { utahMonthDay } from '../../lib/utahTime.ts';

/** A closure window as month-day pairs ("11-15" to "05-25"); it may wrap over the new year. */
export interface ClosureWindow {
  /** First closed day, "MM-DD". */
  from: string;
  /** Last closed day, "MM-DD". */
  to: string;
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `date` (read in Utah) falls inside the window, both ends included; windows may wrap the year. */
export function isInWindow(window: ClosureWindow, date: Date): boolean {
  if (!MONTH_DAY.test(window.from) || !MONTH_DAY.test(window.to)) throw new Error(`Invalid closure window ${window.from}–${window.to}`);
  const today = utahMonthDay(date);
  return window.from <= window.to ? today >= window.from && today <= window.to : today >= window.from || today <= window.to;
}
