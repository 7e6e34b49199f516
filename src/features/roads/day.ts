/**
 * The day model (decision 054): what a Utah date allows, made once per planned day and handed to
 * every drive, night, page and check — the date, its month and weekday, each seasonal road's
 * season, the roads (the graph with the closures in force, roadsOn.ts) and the live closures.
 * The one place that decides whether live closures hold: only on the day they were read.
 * Pure; it builds the road graph, so islands use winter.ts's light helpers instead.
 */
import { inMonthDayWindow, monthOf, weekdayOf } from '../../lib/calendar.ts';
import { utahParts } from '../../lib/utahTime.ts';
import type { LiveClosures, RoadDay } from './roadDay.ts';
import { roadsOn } from './roadsOn.ts';
import { type ClosureName, type ClosureWindow, roadSeasons, type Season, seasonOn } from './usualClosures.ts';

export type { LiveClosures, PlaceOpen, RoadDay } from './roadDay.ts';
export type { Season } from './usualClosures.ts';

/** One Utah day as every room reads it. */
export interface Day {
  /** YYYY-MM-DD, a Utah date. */
  date: string;
  /** 1–12. */
  month: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
  /** The road season: winter while any usual closure is in force. */
  season: Season;
  /** Each seasonal road's season that day. */
  roadSeasons: Readonly<Record<ClosureName, Season>>;
  /** The road graph with the usual and live closures of the day. */
  roads: RoadDay;
  /** The live closures in force that day, or null (none given, or read on another day). */
  live: LiveClosures | null;
  /** Whether a place's own window (its [from, to] month-days) holds that day. */
  within(window: ClosureWindow): boolean;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const days = new Map<string, Day>();

/** The day of a Utah date (YYYY-MM-DD); live closures count only when read on that date. */
export function dayOf(date: string, live?: LiveClosures | null): Day {
  if (!DATE.test(date)) throw new RangeError(`dayOf: expected a date YYYY-MM-DD, got "${date}"`);
  const today = live && live.date === date ? live : null;
  const roads = roadsOn(date, today ?? undefined);
  const memo = days.get(roads.key);
  if (memo && memo.live === today) return memo;
  const md = date.slice(5);
  const day: Day = {
    date,
    month: monthOf(date),
    weekday: weekdayOf(date),
    season: seasonOn(date),
    roadSeasons: roadSeasons(date),
    roads,
    live: today,
    within: (w) => inMonthDayWindow(w, md),
  };
  if (days.size > 400) days.clear();
  days.set(roads.key, day);
  return day;
}

/** The day of an instant, read in Utah: the one place the planner turns `leave` into a date. */
export const dayAt = (instant: number, live?: LiveClosures | null): Day => dayOf(utahParts(instant).date, live);

/**
 * A day standing for a season on the prebuilt pages: 15 January lies inside every usual window
 * (and every place rule), 15 July inside none. The year does not matter to the windows.
 */
export const seasonDay = (season: Season): Day => dayOf(season === 'winter' ? '2027-01-15' : '2027-07-15');
