// A GTFS feed over the frequency model, per line and per date (issue 50, decision 089). On a date
// inside the feed's dates each line the feed carries runs the feed's trips of the services that
// date resolves to (feedCalendar.ts: calendar.txt, then calendar_dates.txt), none when it has none
// that day (a holiday without that line is the operator's word); a line the feed does not carry
// (another operator's) runs the model. Outside the feed's dates every line runs the model
// (serviceDay.ts's holidays and seasons), and `timetableBasis` says so for the plan to tell.
// The build and the browser's car-free worker both plan through this. Safe in the browser.
import { type FeedCalendar, feedCovers, servicesOn } from './feedCalendar.ts';
import { NETWORK, type TransitNetwork } from './network.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips, type VehicleTrip } from './service.ts';

/** One trip of a feed in the network's terms: its line, its service id, its stops and minutes. */
export interface FeedTrip {
  line: string;
  service: string;
  stops: string[];
  times: number[];
}

/** A feed's trips on the network's lines and the calendar their services run by. */
export interface FeedTimetable {
  trips: FeedTrip[];
  calendar: FeedCalendar;
}

/** Where a date's trips come from, for the plan to say. */
export interface TimetableBasis {
  date: string;
  /** Whether the date lies inside the feed's dates. */
  covered: boolean;
  /** The feed's dates (YYYY-MM-DD). */
  feedFrom: string;
  feedTo: string;
  /** Lines timed by the feed on this date: none outside its dates. */
  feedLines: string[];
  /** Lines timed by the model: those the feed does not carry, and every line outside its dates. */
  modelLines: string[];
}

const lineOf = (net: TransitNetwork, id: string) => {
  const line = net.lines.find((l) => l.id === id);
  if (!line) throw new Error(`transit feed: unknown line "${id}"`);
  return line;
};

/** The feed's own trips on a date, by its calendar alone (no model). */
export function feedTripsOn(feed: FeedTimetable, date: string, net: TransitNetwork = NETWORK): VehicleTrip[] {
  const running = servicesOn(feed.calendar, date);
  return feed.trips.filter((t) => running.has(t.service)).map((t) => ({ line: lineOf(net, t.line), stops: t.stops, times: t.times }));
}

/** Which lines the feed and the model time on a date. */
export function basisOn(feed: FeedTimetable, date: string, net: TransitNetwork = NETWORK): TimetableBasis {
  const covered = feedCovers(feed.calendar, date);
  const carried = new Set(feed.trips.map((t) => t.line));
  const feedLines = covered ? net.lines.filter((l) => carried.has(l.id)).map((l) => l.id) : [];
  const modelLines = net.lines.filter((l) => !feedLines.includes(l.id)).map((l) => l.id);
  return { date, covered, feedFrom: feed.calendar.from, feedTo: feed.calendar.to, feedLines, modelLines };
}

const bases = new WeakMap<TripSource, (date: string) => TimetableBasis>();

/**
 * The trips the router takes on a date: the feed's for the lines it carries inside its dates, the
 * model's (`model`) for the rest. Each date's trips are made once.
 */
export function feedOverModel(feed: FeedTimetable, model: TripSource = modelTrips, net: TransitNetwork = NETWORK): TripSource {
  const byDate = new Map<string, VehicleTrip[]>();
  const tripsOn = (date: string): VehicleTrip[] => {
    const basis = basisOn(feed, date, net);
    if (!basis.covered) return model(date);
    const fromFeed = new Set(basis.feedLines);
    return [...feedTripsOn(feed, date, net), ...model(date).filter((t) => !fromFeed.has(t.line.id))];
  };
  const source: TripSource = (date) => byDate.get(date) ?? byDate.set(date, tripsOn(date)).get(date)!;
  bases.set(source, (date) => basisOn(feed, date, net));
  return source;
}

/** Where a source's trips come from on a date; undefined for a source with no feed (the model alone). */
export const timetableBasis = (source: TripSource, date: string): TimetableBasis | undefined => bases.get(source)?.(date);
