// A GTFS feed's timetable over the frequency model (issues 36 and 50, decisions 058a and 089).
// gtfs-utils reads the feed's CSV files; this file maps the feed's routes and stops onto the
// network's lines and stops (route_short_name = a line's route number; stop_id = a stop's id, else
// the network stop within MATCH_KM), keeps each trip's service id and minutes, and the calendar as
// the feed states it (feedCalendar.ts resolves it per date). Trips of routes or stops the network
// lacks are dropped: the rest of the product (map, reach, walking) knows only the network's stops.
// gtfs-utils' own calendar reader is not used: it needs calendar.txt and calendar_dates.txt
// sorted by service id, which GTFS does not require of a feed.
import { access } from 'node:fs/promises';
import path from 'node:path';
import parseTime from 'gtfs-utils/parse-time.js';
import readCsv from 'gtfs-utils/read-csv.js';
import { feedCalendarOf } from './feedCalendar.ts';
import { type FeedTimetable, feedTripsOn } from './feedService.ts';
import { NETWORK, type TransitNetwork } from './network.ts';
import type { VehicleTrip } from './service.ts';
import { chordKm } from './walking.ts';

const MATCH_KM = 0.15;

/** A feed's trips on the network and its calendar (the build's name for feedService's FeedTimetable). */
export type GtfsTimetable = FeedTimetable;

async function rows(dir: string, name: string): Promise<Array<Record<string, string>>> {
  const out: Array<Record<string, string>> = [];
  for await (const row of await readCsv(path.join(dir, `${name}.txt`))) out.push(row);
  return out;
}

/** The rows of a file GTFS makes optional (calendar.txt, calendar_dates.txt, feed_info.txt); none when absent. */
async function optionalRows(dir: string, name: string): Promise<Array<Record<string, string>>> {
  const there = await access(path.join(dir, `${name}.txt`)).then(
    () => true,
    () => false,
  );
  return there ? rows(dir, name) : [];
}

function stopMapper(stops: Array<Record<string, string>>, net: TransitNetwork): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of stops) {
    const own = net.stops.find((n) => n.id === s.stop_id);
    const p = { lat: Number(s.stop_lat), lng: Number(s.stop_lon) };
    const nearest = net.stops.map((n) => ({ n, km: chordKm(n, p) })).sort((a, b) => a.km - b.km)[0];
    const near = own ?? (nearest && nearest.km <= MATCH_KM ? nearest.n : undefined);
    if (near) out.set(s.stop_id!, near.id);
  }
  return out;
}

const minutesOf = (hms: string): number => {
  const t = parseTime(hms);
  return t.hours * 60 + t.minutes;
};

/** Read an unpacked GTFS feed from a folder into the network's terms. */
export async function readGtfs(dir: string, net: TransitNetwork = NETWORK): Promise<GtfsTimetable> {
  const lineOf = new Map(
    (await rows(dir, 'routes')).map((r) => [r.route_id!, net.lines.find((l) => l.route === r.route_short_name || l.id === r.route_id)?.id]),
  );
  const stopOf = stopMapper(await rows(dir, 'stops'), net);
  const calendar = feedCalendarOf(await optionalRows(dir, 'calendar'), await optionalRows(dir, 'calendar_dates'), await optionalRows(dir, 'feed_info'));
  const times = new Map<string, Array<{ seq: number; stop: string | undefined; at: number }>>();
  for (const st of await rows(dir, 'stop_times')) {
    const list = times.get(st.trip_id!) ?? [];
    list.push({ seq: Number(st.stop_sequence), stop: stopOf.get(st.stop_id!), at: minutesOf(st.departure_time || st.arrival_time!) });
    times.set(st.trip_id!, list);
  }
  const trips: FeedTimetable['trips'] = [];
  for (const t of await rows(dir, 'trips')) {
    const line = lineOf.get(t.route_id!);
    const calls = (times.get(t.trip_id!) ?? []).sort((a, b) => a.seq - b.seq).filter((c) => c.stop !== undefined);
    if (line && calls.length >= 2) trips.push({ line, service: t.service_id!, stops: calls.map((c) => c.stop!), times: calls.map((c) => c.at) });
  }
  return { trips, calendar };
}

/** The feed's own trips running on a date by its calendar, as the router takes them (no model). */
export const gtfsTrips = (table: GtfsTimetable, date: string, net: TransitNetwork = NETWORK): VehicleTrip[] => feedTripsOn(table, date, net);
