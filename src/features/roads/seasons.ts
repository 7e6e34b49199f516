// The one season rule (issue 19, decision 054): the road season of a Utah date, read from the
// usual closures (usualClosures.ts); the window test itself is the calendar's (src/lib/calendar.ts). Internal to the roads room: other rooms take a day from day.ts (dayOf) or
// the pages' helpers in winter.ts. Pure and light: islands reach it through winter.ts.

import { inMonthDayWindow } from '../../lib/calendar.ts';
import { utahMonthDay } from '../../lib/utahTime.ts';
import { type ClosureName, type ClosureWindow, CLOSURES } from './usualClosures.ts';

export type { ClosureWindow };

/** `'summer'`: the road is open as usual; `'winter'`: inside its usual closure window. */
export type Season = 'summer' | 'winter';

/** Whether `date` (read in Utah) falls inside the window, both ends included. */
export const isInWindow = (window: ClosureWindow, date: Date): boolean => inMonthDayWindow(window, utahMonthDay(date));

/** The season of each seasonal road on a Utah date (YYYY-MM-DD): winter inside its usual window. */
export function roadSeasons(date: string): Readonly<Record<ClosureName, Season>> {
  const out = {} as Record<ClosureName, Season>;
  for (const [name, w] of Object.entries(CLOSURES) as Array<[ClosureName, ClosureWindow]>) out[name] = inMonthDayWindow(w, date) ? 'winter' : 'summer';
  return out;
}

/** The road season of a Utah date: winter while any usual closure is in force (1 Nov – 31 May with today's windows). */
export const seasonOn = (date: string): Season => (Object.values(roadSeasons(date)).includes('winter') ? 'winter' : 'summer');
