// Which service runs on a date (issues 36 and 50): each line's day type from the service UTA runs
// that day (serviceDay.ts: the calendar's weekday, Saturday or Sunday, or a holiday's own rule on
// its observed day), seasonal lines only inside their published windows, seasonal headways (Park
// City's winter) only inside theirs, and the model's trips.
import { type DayType, NETWORK, type TransitLine, type TransitNetwork, toMinutes } from './network.ts';
import { type ServiceDay, seasonOn, serviceDayOf } from './serviceDay.ts';

/** One vehicle run (a GTFS trip): its line, its stops in order and the minute it is at each. Named apart from a visitor's trip of several days (planning.ts `Trip`). */
export interface VehicleTrip {
  line: TransitLine;
  stops: string[];
  times: number[];
  /** The model's stops whose minute on this run rests on an estimate (the line's `estimates`, decision 110); a feed's trips have none. */
  estimatedAt?: readonly string[];
}

/**
 * The timetable a line runs on a service day: UTA's TRAX and S-Line by the day's rail service,
 * FrontRunner by its commuter service, UTA's buses by its bus service; other operators (High
 * Valley Transit, Park City Transit) by the calendar, their holidays not being UTA's.
 */
export function lineDayType(line: TransitLine, day: ServiceDay): DayType {
  if (line.operator !== 'UTA') return day.calendar;
  return line.mode === 'commuter-rail' ? day.commuter : line.mode === 'bus' ? day.bus : day.rail;
}

/** Whether a seasonal line runs on the date, by its season's published windows. */
export function inSeason(line: TransitLine, date: string): boolean {
  return !line.season || seasonOn(line.season, date).runs;
}

function runsOf(line: TransitLine, reverse: boolean, departures: number[], estimatedAt: (departure: number) => readonly string[] | undefined): VehicleTrip[] {
  const total = line.stops.at(-1)![1];
  const ordered = reverse ? [...line.stops].reverse().map(([id, at]) => [id, total - at] as const) : line.stops;
  const stops = ordered.map(([id]) => id);
  return departures.map((d) => {
    const trip: VehicleTrip = { line, stops, times: ordered.map(([, at]) => d + at) };
    const estimated = estimatedAt(d);
    if (estimated) trip.estimatedAt = estimated;
    return trip;
  });
}

/**
 * Which stops of a run leaving a terminus at `departure` rest on an estimate (decision 110): every
 * stop of a run the line's estimates say is not known for that day type and hour (FrontRunner's
 * Saturday first trains), else the stops whose times are estimated.
 */
export function estimatesOf(line: TransitLine, day: DayType): (departure: number) => readonly string[] | undefined {
  const list = line.estimates ?? [];
  const atStops = list.flatMap((e) => e.stops ?? []);
  const whole = line.stops.map(([id]) => id);
  const before = list.filter((e) => e.day === day && e.before).map((e) => toMinutes(e.before!));
  const runBefore = before.length ? Math.max(...before) : -1;
  return (departure) => (departure < runBefore ? whole : atStops.length ? atStops : undefined);
}

/** The service a line runs on a date: its seasonal service inside that season's published windows, else its own. */
export function serviceOn(line: TransitLine, date: string): TransitLine['service'] {
  return line.seasonal && seasonOn(line.seasonal.season, date).runs ? line.seasonal.service : line.service;
}

/** Departure minutes from a terminus for one day type: each period from its first to its last. */
export function departuresOf(line: TransitLine, day: DayType, service: TransitLine['service'] = line.service): number[] {
  const out: number[] = [];
  for (const [from, to, every] of service[day]) {
    for (let d = toMinutes(from); d <= toMinutes(to); d += every) if (out.at(-1) !== d) out.push(d);
  }
  return out;
}

/** Every trip the frequency model runs on a date, both directions of every line in service. */
export function modelTrips(date: string, net: TransitNetwork = NETWORK): VehicleTrip[] {
  const day = serviceDayOf(date);
  return net.lines
    .filter((line) => inSeason(line, date))
    .flatMap((line) => {
      const type = lineDayType(line, day);
      const departures = departuresOf(line, type, serviceOn(line, date));
      const estimated = estimatesOf(line, type);
      return [...runsOf(line, false, departures, estimated), ...runsOf(line, true, departures, estimated)];
    });
}
