// A GTFS feed's timetable in the browser (issue 36, decision 064): the build writes the feed's
// trips on the network's lines as one static file (/transit-timetable/<feed hash>.json) only when
// TRANSIT_GTFS_URL names a feed, and /plan's car-free worker plans on it through the same
// TripSource the model gives. Without a feed the page names no file and nothing more is loaded.
// Compact: each stop sequence and each set of service dates is written once, and a trip is its
// first minute followed by the minutes to each next stop, numbers gzip well.
import { NETWORK, type TransitNetwork } from './network.ts';
import type { TripSource } from './reach.ts';
import { modelTrips, type Trip } from './service.ts';

/** One trip of a feed in the network's terms: its line, the dates it runs, its stops and minutes. */
export interface FeedTrip {
  line: string;
  dates: ReadonlySet<string>;
  stops: string[];
  times: number[];
}

/** The file the build writes and the worker reads. */
export interface TimetableFile {
  /** The hash of the feed's bytes the file was made from (also its name). */
  feed: string;
  lines: string[];
  /** Each distinct set of service dates (YYYY-MM-DD), sorted. */
  services: string[][];
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

/** The feed's trips as the file's compact form. */
export function encodeTimetable(trips: readonly FeedTrip[], feed: string): TimetableFile {
  const lines = indexer<string>((v) => v);
  const services = indexer<string[]>((v) => v.join());
  const patterns = indexer<string[]>((v) => v.join());
  const rows = trips.map((t) => [
    lines.at(t.line),
    services.at([...t.dates].sort()),
    patterns.at(t.stops),
    t.times[0]!,
    ...t.times.slice(1).map((m, i) => m - t.times[i]!),
  ]);
  return { feed, lines: lines.list, services: services.list, patterns: patterns.list, trips: rows };
}

/** Reads the file back into the router's trips, one day at a time, each day's trips made once. */
export function tripSourceOf(file: TimetableFile, net: TransitNetwork = NETWORK): TripSource {
  const lines = file.lines.map((id) => {
    const line = net.lines.find((l) => l.id === id);
    if (!line) throw new Error(`transit timetable ${file.feed}: unknown line "${id}"`);
    return line;
  });
  const services = file.services.map((dates) => new Set(dates));
  const byDate = new Map<string, Trip[]>();
  const tripsOn = (date: string): Trip[] =>
    file.trips
      .filter(([, service]) => services[service!]?.has(date))
      .map(([line, , pattern, first, ...steps]) => {
        const times = [first!];
        for (const step of steps) times.push(times.at(-1)! + step);
        return { line: lines[line!]!, stops: file.patterns[pattern!]!, times };
      });
  return (date) => byDate.get(date) ?? byDate.set(date, tripsOn(date)).get(date)!;
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
