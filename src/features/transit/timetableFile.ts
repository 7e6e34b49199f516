// A GTFS feed's timetable in the browser (issues 36 and 50, decisions 064 and 089): the build
// writes the feed's trips on the network's lines and its calendar as one static file
// (/transit-timetable/<feed hash>.json) only when TRANSIT_GTFS_URL names a feed, and /plan's
// car-free worker plans on it through the same TripSource as the build: the feed per line and per
// date over the model (feedService.ts). Without a feed the page names no file and nothing more is
// loaded. Compact: each stop sequence is written once, the calendar as the feed states it (rules
// and exceptions, not every date), and a trip is its first minute followed by the minutes to each
// next stop; numbers gzip well. The service worker keeps the file for offline use (policy.ts).
import { type FeedTimetable, feedOverModel } from './feedService.ts';
import type { FeedCalendar } from './feedCalendar.ts';
import { NETWORK, type TransitNetwork } from './network.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips } from './service.ts';

/** The file the build writes and the worker reads. */
export interface TimetableFile {
  /** The hash of the feed's bytes the file was made from (also its name). */
  feed: string;
  lines: string[];
  /** The service ids the trips run on. */
  services: string[];
  /** The feed's calendar, resolved per date by feedCalendar.ts. */
  calendar: FeedCalendar;
  /** Each distinct sequence of stop ids. */
  patterns: string[][];
  /** [line, service, pattern, first minute, minutes to each next stop…], indexes into the lists above. */
  trips: number[][];
}

/** Index of a value in a list, adding it the first time it is seen. */
function indexer<T>(key: (v: T) => string): { list: T[]; at: (v: T) => number } {
  const list: T[] = [];
  const seen = new Map<string, number>();
  return {
    list,
    at: (v) => {
      const k = key(v);
      const known = seen.get(k);
      if (known !== undefined) return known;
      seen.set(k, list.length);
      return list.push(v) - 1;
    },
  };
}

/** The feed's trips and calendar as the file's compact form. */
export function encodeTimetable(feed: FeedTimetable, hash: string): TimetableFile {
  const lines = indexer<string>((v) => v);
  const services = indexer<string>((v) => v);
  const patterns = indexer<string[]>((v) => v.join());
  const rows = feed.trips.map((t) => [
    lines.at(t.line),
    services.at(t.service),
    patterns.at(t.stops),
    t.times[0]!,
    ...t.times.slice(1).map((m, i) => m - t.times[i]!),
  ]);
  return { feed: hash, lines: lines.list, services: services.list, calendar: feed.calendar, patterns: patterns.list, trips: rows };
}

/** The file read back into the feed's trips and calendar. */
export function decodeTimetable(file: TimetableFile, net: TransitNetwork = NETWORK): FeedTimetable {
  for (const id of file.lines) if (!net.lines.some((l) => l.id === id)) throw new Error(`transit timetable ${file.feed}: unknown line "${id}"`);
  const trips = file.trips.map(([line, service, pattern, first, ...steps]) => {
    const times = [first!];
    for (const step of steps) times.push(times.at(-1)! + step);
    return { line: file.lines[line!]!, service: file.services[service!]!, stops: file.patterns[pattern!]!, times };
  });
  return { trips, calendar: file.calendar };
}

/** Reads the file into the router's trips, one day at a time: the feed per line and per date over the model. */
export function tripSourceOf(file: TimetableFile, net: TransitNetwork = NETWORK): TripSource {
  return feedOverModel(decodeTimetable(file, net), modelTrips, net);
}

const loaded = new Map<string, Promise<TripSource>>();

/**
 * The trips the car-free planner uses: the feed's file when the page names one, else the model
 * (nothing fetched). A file that fails to load fails the plan rather than planning on the model
 * while the page says the operator's timetable is in; the next plan asks again.
 */
export function loadTripSource(url: string | undefined): Promise<TripSource> {
  if (!url) return Promise.resolve(modelTrips);
  const known = loaded.get(url);
  if (known) return known;
  const pending = fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`transit timetable: ${r.status}`);
      return r.json() as Promise<TimetableFile>;
    })
    .then((file) => tripSourceOf(file))
    .catch((error: unknown) => {
      loaded.delete(url);
      throw error;
    });
  loaded.set(url, pending);
  return pending;
}
