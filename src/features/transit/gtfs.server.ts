// A GTFS feed's timetable in place of the frequency model (issue 36, decision 058a). gtfs-utils
// reads the feed's CSV files and condenses calendar.txt and calendar_dates.txt into days of
// service; this file only maps the feed's routes and stops onto the network's lines and stops
// (route_short_name = a line's route number; stop_id = a stop's id, else the network stop within
// MATCH_KM) and keeps each trip's minutes. Trips of routes or stops the network lacks are dropped:
// the rest of the product (map, reach, walking) knows only the network's stops.
import path from 'node:path';
import parseTime from 'gtfs-utils/parse-time.js';
import readCsv from 'gtfs-utils/read-csv.js';
import readServicesAndExceptions from 'gtfs-utils/read-services-and-exceptions.js';
import { UTAH_TZ } from '../../lib/utahTime.ts';
import { NETWORK, type TransitNetwork } from './network.ts';
import type { Trip } from './service.ts';
import type { FeedTrip } from './timetableFile.ts';
import { chordKm } from './walking.ts';

// gtfs-utils reads the calendar in UTA's time zone, Utah's (UTAH_TZ); its days come as YYYY-MM-DD.
const MATCH_KM = 0.15;

/** A feed's trips on the network, each with the dates it runs. */
export interface GtfsTimetable {
  trips: FeedTrip[];
}

async function rows(dir: string, name: string): Promise<Array<Record<string, string>>> {
  const out: Array<Record<string, string>> = [];
  for await (const row of await readCsv(path.join(dir, `${name}.txt`))) out.push(row);
  return out;
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

async function serviceDates(dir: string): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const readFile = (name: string) => readCsv(path.join(dir, `${name}.txt`));
  for await (const [id, days] of readServicesAndExceptions(readFile, UTAH_TZ)) {
    out.set(id, new Set(days));
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
  const dates = await serviceDates(dir);
  const times = new Map<string, Array<{ seq: number; stop: string | undefined; at: number }>>();
  for (const st of await rows(dir, 'stop_times')) {
    const list = times.get(st.trip_id!) ?? [];
    list.push({ seq: Number(st.stop_sequence), stop: stopOf.get(st.stop_id!), at: minutesOf(st.departure_time || st.arrival_time!) });
    times.set(st.trip_id!, list);
  }
  const trips: GtfsTimetable['trips'] = [];
  for (const t of await rows(dir, 'trips')) {
    const line = lineOf.get(t.route_id!);
    const calls = (times.get(t.trip_id!) ?? []).sort((a, b) => a.seq - b.seq).filter((c) => c.stop !== undefined);
    if (line && calls.length >= 2)
      trips.push({ line, dates: dates.get(t.service_id!) ?? new Set(), stops: calls.map((c) => c.stop!), times: calls.map((c) => c.at) });
  }
  return { trips };
}

/** The feed's trips running on a date, as the router takes them. */
export function gtfsTrips(table: GtfsTimetable, date: string, net: TransitNetwork = NETWORK): Trip[] {
  return table.trips.filter((t) => t.dates.has(date)).map((t) => ({ line: net.lines.find((l) => l.id === t.line)!, stops: t.stops, times: t.times }));
}
