// Which service runs on a date (issue 36): the day type (weekday, Saturday, Sunday — holidays run
// Sunday service), seasonal lines only inside their window, and the model's trips for that day.
import { inMonthDayWindow, weekdayOf } from '../../lib/calendar.ts';
import { NETWORK, type DayType, type TransitLine, type TransitNetwork, toMinutes } from './network.ts';

/** One vehicle run: its line, its stops in order and the minute it is at each. */
export interface Trip {
  line: TransitLine;
  stops: string[];
  times: number[];
}

/** The service day of a date: holidays run Sunday service. */
export function dayType(date: string, net: TransitNetwork = NETWORK): DayType {
  if (net.holidays.dates.includes(date)) return 'sunday';
  const dow = weekdayOf(date);
  return dow === 0 ? 'sunday' : dow === 6 ? 'saturday' : 'weekday';
}

/** Whether a seasonal line runs on the date; a window may span the new year (11-27 → 04-12). */
export function inSeason(line: TransitLine, date: string): boolean {
  return !line.season || inMonthDayWindow(line.season, date);
}

function runsOf(line: TransitLine, reverse: boolean, departures: number[]): Trip[] {
  const total = line.stops.at(-1)![1];
  const ordered = reverse ? [...line.stops].reverse().map(([id, at]) => [id, total - at] as const) : line.stops;
  return departures.map((d) => ({ line, stops: ordered.map(([id]) => id), times: ordered.map(([, at]) => d + at) }));
}

/** Departure minutes from a terminus for one day type: each period from its first to its last. */
export function departuresOf(line: TransitLine, day: DayType): number[] {
  const out: number[] = [];
  for (const [from, to, every] of line.service[day]) {
    for (let d = toMinutes(from); d <= toMinutes(to); d += every) if (out.at(-1) !== d) out.push(d);
  }
  return out;
}

/** Every trip the frequency model runs on a date, both directions of every line in service. */
export function modelTrips(date: string, net: TransitNetwork = NETWORK): Trip[] {
  const day = dayType(date, net);
  return net.lines
    .filter((line) => inSeason(line, date))
    .flatMap((line) => [...runsOf(line, false, departuresOf(line, day)), ...runsOf(line, true, departuresOf(line, day))]);
}
