import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlannerData, PlanResponse } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { runCarFreePlan, runCarFreePlanOn } from './carFreeRun.ts';
import { gtfsTrips, readGtfs } from './gtfs.server.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips } from './service.ts';
import { decodeTimetable, encodeTimetable, loadTripSource, tripSourceOf } from './timetableFile.ts';

// The worker's side of a GTFS feed (decisions 064 and 089): the file the build writes from a feed,
// served here as the site serves it, read by the modules the car-free worker runs. fixtures/gtfs
// encodes the Green Line's weekday model service 09:00–12:00; fixtures/gtfs-later the same trips 7
// minutes later and a third slower. The lines the feeds do not carry run the model.
const FIXTURES = import.meta.dirname;
// A layover from the airport station inside the fixtures' hours: back by 12:30 for a 14:00 flight.
const LAYOVER = '?date=2026-12-03&time=09:30&flight=14:00&car=0&walk=15&cat=Cultural+%26+Historic';
// The model with its Green Line cut to the trips the fixture holds.
const greenMorning: TripSource = (date) => modelTrips(date).filter((t) => t.line.id !== 'green' || (t.times[0]! >= 540 && t.times[0]! <= 720));

let data: PlannerData;
let server: Server;
let base = '';
const served = new Map<string, string>();
const asked: string[] = [];

beforeAll(async () => {
  const catalogue = await readCatalogue();
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  for (const [name, dir] of [
    ['same', 'gtfs'],
    ['later', 'gtfs-later'],
  ] as const) {
    const feed = await readGtfs(path.join(FIXTURES, 'fixtures', dir));
    served.set(`/transit-timetable/${name}.json`, JSON.stringify(encodeTimetable(feed, name)));
  }
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const body = served.get(req.url ?? '');
    if (body) res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rides = (r: PlanResponse) => {
  if (!r.ok || r.kind !== 'day') throw new Error(`expected a day plan, got ${JSON.stringify(r)}`);
  const it = r.result.itineraries[0]!;
  return [...it.stops.flatMap((s) => s.legs ?? []), ...(it.carFree?.back ?? [])].filter((l) => l.kind === 'ride');
};

describe('a GTFS feed’s timetable in the car-free worker', () => {
  it('writes the feed compactly and reads back the same trips, day by day with the feed’s calendar', async () => {
    const feed = await readGtfs(path.join(FIXTURES, 'fixtures/gtfs'));
    const file = encodeTimetable(feed, 'same');
    expect(file.patterns).toHaveLength(2); // one stop sequence per direction, written once
    expect(decodeTimetable(JSON.parse(JSON.stringify(file)))).toEqual(feed);
    const source = tripSourceOf(JSON.parse(JSON.stringify(file)));
    const green = (date: string) => source(date).filter((t) => t.line.id === 'green');
    expect(green('2026-12-03')).toEqual(gtfsTrips(feed, '2026-12-03'));
    expect(green('2026-12-05')).toEqual([]); // a Saturday: the fixture runs weekdays only
    expect(green('2026-12-25')).toEqual([]); // removed by calendar_dates.txt
    expect(() => tripSourceOf({ ...file, lines: ['monorail'] })).toThrow(/unknown line "monorail"/);
  });

  it('plans on the model and fetches nothing when the page names no timetable (no feed configured)', async () => {
    const before = asked.length;
    expect(await loadTripSource(undefined)).toBe(modelTrips);
    expect(asked.length).toBe(before);
  });

  it('gives the same plan as the model for a feed that encodes the same service', async () => {
    const fromFeed = await runCarFreePlanOn(LAYOVER, data, `${base}/transit-timetable/same.json`);
    const fromModel = runCarFreePlan(LAYOVER, data, greenMorning);
    expect(rides(fromFeed).length).toBeGreaterThan(0);
    expect(fromFeed).toEqual(fromModel);
  });

  it('gives the feed’s times where they differ from the model', async () => {
    const later = await runCarFreePlanOn(LAYOVER, data, `${base}/transit-timetable/later.json`);
    const [first] = rides(later);
    // The feed's first trip from the airport station after 09:30 leaves at 09:37 (the model's
    // 09:30 plus 7) and takes 28 minutes to Temple Square, where the model's takes 21.
    expect(first).toMatchObject({
      from: 'Airport Station',
      to: 'Temple Square',
      depart: utahToInstant('2026-12-03', '09:37'),
      arrive: utahToInstant('2026-12-03', '10:05'),
    });
    const [modelFirst] = rides(runCarFreePlan(LAYOVER, data, greenMorning));
    expect(modelFirst).toMatchObject({ from: 'Airport Station', depart: utahToInstant('2026-12-03', '09:30'), arrive: utahToInstant('2026-12-03', '09:51') });
  });

  it('fails the plan when the timetable cannot be loaded, and asks again next time', async () => {
    await expect(loadTripSource(`${base}/transit-timetable/gone.json`)).rejects.toThrow(/transit timetable: 404/);
    await expect(loadTripSource(`${base}/transit-timetable/gone.json`)).rejects.toThrow(/404/);
    expect(asked.filter((u) => u === '/transit-timetable/gone.json')).toHaveLength(2);
  });
});
