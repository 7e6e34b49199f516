// The build's timetable (issue 36, decision 058a): a GTFS feed when TRANSIT_GTFS_URL names one,
// downloaded once per build process and unpacked with extract-zip, else the frequency model. A
// feed that cannot be read fails the build, naming the variable: silently falling back would
// publish the model while the operator believes their timetable is in.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import extract from 'extract-zip';
import { env } from '../../server/env.ts';
import { type GtfsTimetable, gtfsTrips, readGtfs } from './gtfs.server.ts';
import type { TripSource } from './reach.ts';
import { modelTrips } from './service.ts';

/** Download a zipped GTFS feed and read it. */
export async function fetchGtfs(url: string): Promise<GtfsTimetable> {
  const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`TRANSIT_GTFS_URL: ${url} answered ${res.status}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'gtfs-'));
  try {
    const zip = path.join(dir, 'feed.zip');
    await writeFile(zip, Buffer.from(await res.arrayBuffer()));
    await extract(zip, { dir: path.join(dir, 'feed') });
    const table = await readGtfs(path.join(dir, 'feed'));
    if (table.trips.length === 0) throw new Error(`TRANSIT_GTFS_URL: ${url} holds no trip on the network's lines`);
    return table;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const memo = new Map<string, Promise<TripSource>>();

/** The trips the build plans with: the configured GTFS feed's, else the model's. */
export function buildTripSource(url: string | undefined = env().TRANSIT_GTFS_URL): Promise<TripSource> {
  if (!url) return Promise.resolve(modelTrips);
  const known = memo.get(url);
  if (known) return known;
  const source = fetchGtfs(url).then((table) => (date: string) => gtfsTrips(table, date));
  memo.set(url, source);
  return source;
}
