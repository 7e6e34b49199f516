// The build's timetable (issues 36 and 50, decisions 058a and 089): a GTFS feed when
// TRANSIT_GTFS_URL names one, downloaded once per build process and unpacked with extract-zip,
// over the frequency model per line and per date (feedService.ts), else the model alone. A
// feed that cannot be read fails the build, naming the variable: silently falling back would
// publish the model while the operator believes their timetable is in. The hash of the feed's
// bytes names the file the browser's planner loads and is what the daily check compares
// (decision 064).
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import extract from 'extract-zip';
import { env } from '../../server/env.ts';
import { feedOverModel } from './feedService.ts';
import { type GtfsTimetable, readGtfs } from './gtfs.server.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips } from './service.ts';

/** A feed as the build read it: its trips on the network and the hash of its bytes. */
export interface BuiltFeed {
  table: GtfsTimetable;
  hash: string;
}

/**
 * The timetable file's format (decision 089 made it carry the calendar): part of the hash, so a
 * browser never reads a file of another format kept under the same name.
 */
export const TIMETABLE_FORMAT = 2;

/** The first 16 hex digits of the SHA-256 of the file format and a feed's bytes: the same feed, the same hash. */
export const feedHash = (bytes: Uint8Array): string =>
  createHash('sha256').update(`slc-timetable-${TIMETABLE_FORMAT}\n`).update(bytes).digest('hex').slice(0, 16);

/** Download a zipped GTFS feed's bytes, naming the variable when the operator's server refuses. */
export async function downloadGtfs(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`TRANSIT_GTFS_URL: ${url} answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Download a zipped GTFS feed and read it. */
export async function fetchGtfs(url: string): Promise<BuiltFeed> {
  const bytes = await downloadGtfs(url);
  const dir = await mkdtemp(path.join(tmpdir(), 'gtfs-'));
  try {
    const zip = path.join(dir, 'feed.zip');
    await writeFile(zip, bytes);
    await extract(zip, { dir: path.join(dir, 'feed') });
    const table = await readGtfs(path.join(dir, 'feed'));
    if (table.trips.length === 0) throw new Error(`TRANSIT_GTFS_URL: ${url} holds no trip on the network's lines`);
    return { table, hash: feedHash(bytes) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const memo = new Map<string, Promise<BuiltFeed>>();

/** The configured feed, read once per build process; undefined without one. */
export function buildFeed(url: string | undefined = env().TRANSIT_GTFS_URL): Promise<BuiltFeed> | undefined {
  if (!url) return undefined;
  return memo.get(url) ?? memo.set(url, fetchGtfs(url)).get(url)!;
}

// One source per feed: transitAccess.ts keeps its timetables per source, so the pages share them.
const sources = new Map<string, Promise<TripSource>>();

/** The trips the build plans with: the configured GTFS feed's over the model's, else the model's. */
export function buildTripSource(url: string | undefined = env().TRANSIT_GTFS_URL): Promise<TripSource> {
  const feed = buildFeed(url);
  if (!url || !feed) return Promise.resolve(modelTrips);
  const known = sources.get(url);
  if (known) return known;
  const source = feed.then(({ table }) => feedOverModel(table));
  sources.set(url, source);
  return source;
}

/** Where the build writes the feed's timetable for /plan's car-free worker; undefined without a feed. */
export async function timetableFileUrl(url: string | undefined = env().TRANSIT_GTFS_URL): Promise<string | undefined> {
  const feed = buildFeed(url);
  return feed && `/transit-timetable/${(await feed).hash}.json`;
}
