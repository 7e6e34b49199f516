// What the build writes for a GTFS feed (issue 36, decisions 058a and 064): with TRANSIT_GTFS_URL
// the feed's timetable for /plan's car-free worker, under its hash, and the hash the daily check
// compares; without one no timetable file, and the page names none.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchGtfs, timetableFileUrl } from '../../src/features/transit/gtfsFeed.server.ts';
import { tripSourceOf } from '../../src/features/transit/timetableFile.ts';
import * as feedJson from '../../src/pages/transit-feed.json.ts';
import * as timetableJson from '../../src/pages/transit-timetable/[feed].json.ts';
import { resetProcessState } from '../../src/server/processState.ts';

let server: Server;
let feedUrl = '';
const configured = process.env.TRANSIT_GTFS_URL;

beforeAll(async () => {
  const zip = await readFile(path.resolve(import.meta.dirname, '../../src/features/transit/fixtures/gtfs.zip'));
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gtfs.zip`;
});
afterAll(async () => {
  if (configured === undefined) delete process.env.TRANSIT_GTFS_URL;
  else process.env.TRANSIT_GTFS_URL = configured;
  resetProcessState();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const useFeed = (url: string | undefined) => {
  if (url === undefined) delete process.env.TRANSIT_GTFS_URL;
  else process.env.TRANSIT_GTFS_URL = url;
  resetProcessState();
};
const body = async (r: Response | Promise<Response>) => (await r).json();

describe('the build with and without a GTFS feed', () => {
  it('without a feed writes no timetable file, names none to /plan, and records no feed', async () => {
    useFeed(undefined);
    expect(await timetableJson.getStaticPaths()).toEqual([]);
    expect(await timetableFileUrl()).toBeUndefined();
    expect(await body(feedJson.GET({} as never))).toEqual({ feed: null });
  });

  it('with a feed writes its timetable under the feed’s hash, names it to /plan and records the hash', async () => {
    useFeed(feedUrl);
    const { hash } = await fetchGtfs(feedUrl);
    const [page] = await timetableJson.getStaticPaths();
    expect(page!.params.feed).toBe(hash);
    const file = await body(timetableJson.GET({ props: page!.props } as never));
    expect(file.feed).toBe(hash);
    // The feed's Green Line trips; the lines it does not carry run the model (decision 089).
    expect(tripSourceOf(file)('2026-12-03').filter((t) => t.line.id === 'green')).toHaveLength(26);
    expect(file.calendar).toMatchObject({ from: '2026-11-30', to: '2026-12-31', exceptions: [['WKDY', '2026-12-25', 2]] });
    expect(await timetableFileUrl()).toBe(`/transit-timetable/${hash}.json`);
    expect(await body(feedJson.GET({} as never))).toEqual({ feed: hash });
  });
});
