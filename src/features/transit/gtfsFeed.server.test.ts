import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTripSource, fetchGtfs } from './gtfsFeed.server.ts';
import { modelTrips } from './service.ts';
import { timetableBasis } from './feedService.ts';

// A local server hands out fixtures/gtfs.zip (the files of fixtures/gtfs, zipped) as an operator
// publishes its feed; another path answers 404.
let server: Server;
let base = '';

beforeAll(async () => {
  const zip = await readFile(path.join(import.meta.dirname, 'fixtures/gtfs.zip'));
  server = createServer((req, res) => {
    if (req.url === '/gtfs.zip') res.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the build’s timetable', () => {
  it('reads a zipped feed from TRANSIT_GTFS_URL into trips on the network', async () => {
    const { table, hash } = await fetchGtfs(`${base}/gtfs.zip`);
    expect(table.trips).toHaveLength(26);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    // The Green Line by the feed, the lines it does not carry by the model (decision 089).
    const source = await buildTripSource(`${base}/gtfs.zip`);
    const trips = source('2026-12-03');
    expect(trips.filter((t) => t.line.id === 'green')).toHaveLength(26);
    expect(trips.filter((t) => t.line.id !== 'green')).toEqual(modelTrips('2026-12-03').filter((t) => t.line.id !== 'green'));
    expect(timetableBasis(source, '2026-12-03')).toMatchObject({ covered: true, feedLines: ['green'] });
  });

  it('fails naming the variable when the feed cannot be fetched, instead of publishing the model', async () => {
    await expect(fetchGtfs(`${base}/missing.zip`)).rejects.toThrow(/TRANSIT_GTFS_URL: .* answered 404/);
  });

  it('plans with the frequency model when no feed is configured', async () => {
    expect(await buildTripSource(undefined)).toBe(modelTrips);
  });
});
