// The one window test and the one season rule (issue 19, decision 054): whether a month-day lies
// inside a closure window, and the road season of a Utah date, read from the usual closures
// (usualClosures.ts). Internal to the roads room: other rooms take a day from day.ts (dayOf) or
// the pages' helpers in winter.ts. Pure and light: islands reach it through winter.ts.

import { utahMonthDay } from '../../lib/utahTime.ts';
import { type ClosureName, type ClosureWindow, CLOSURES } from './usualClosures.ts';

export type { ClosureWindow };

/** `'summer'`: the road is open as usual; `'winter'`: inside its usual closure window. */
export type Season = 'summer' | 'winter';

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether a month-day ("MM-DD") is inside a window, both ends included; windows may wrap the year. */
export function monthDayInWindow(w: ClosureWindow, md: string): boolean {
  if (!MONTH_DAY.test(w.from) || !MONTH_DAY.test(w.to)) throw new Error(`Invalid closure window ${w.from}–${w.to}`);
  return w.from <= w.to ? md >= w.from && md <= w.to : md >= w.from || md <= w.to;
}

/** Whether `date` (read in Utah) falls inside the window, both ends included. */
export const isInWindow = (window: ClosureWindow, date: Date): boolean => monthDayInWindow(window, utahMonthDay(date));

/** The season of each seasonal road on a Utah date (YYYY-MM-DD): winter inside its usual window. */
export function roadSeasons(date: string): Readonly<Record<ClosureName, Season>> {
  const md = date.slice(5);
  const out = {} as Record<ClosureName, Season>;
  for (const [name, w] of Object.entries(CLOSURES) as Array<[ClosureName, ClosureWindow]>) out[name] = monthDayInWindow(w, md) ? 'winter' : 'summer';
  return out;
}

/** The road season of a Utah date: winter while any usual closure is in force (1 Nov – 31 May with today's windows). */
export const seasonOn = (date: string): Season => (Object.values(roadSeasons(date)).includes('winter') ? 'winter' : 'summer');
