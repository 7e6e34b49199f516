import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gtfsTrips, readGtfs } from './gtfs.server.ts';
import { type Place, planJourney } from './journey.ts';
import { transitStop } from './network.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

// fixtures/gtfs encodes the Green Line's weekday model service 09:00-12:00 (both directions) as
// GTFS, half its stops under foreign ids and matched by position, with Christmas removed.
const FIXTURE = path.join(import.meta.dirname, 'fixtures/gtfs');
const AIRPORT_STATION: Place = { ...transitStop('airport')!, name: 'Airport Station' };
const GALLIVAN: Place = { name: 'Gallivan Center', lat: 40.7632, lng: -111.8895 };
const opts = { maxWalkMinutes: 15 };

describe('a GTFS feed in place of the frequency model', () => {
  it('gives the same plan as the model for a feed that encodes the same service', async () => {
    const feed = await readGtfs(FIXTURE);
    const fromFeed = planJourney(new Timetable(gtfsTrips(feed, '2026-12-03')), AIRPORT_STATION, GALLIVAN, 610, opts);
    const fromModel = planJourney(new Timetable(modelTrips('2026-12-03')), AIRPORT_STATION, GALLIVAN, 610, opts);
    expect(fromFeed).not.toBeNull();
    // A trip's index in its timetable is internal: the two tables number their trips differently.
    const seen = (j: typeof fromFeed) => j && { ...j, legs: j.legs.map((l) => ({ ...l, trip: undefined })) };
    expect(seen(fromFeed)).toEqual(seen(fromModel));
    expect(fromFeed!.legs.some((l) => l.kind === 'ride')).toBe(true);
  });

  it('follows the feed’s calendar: no weekday trips on a Saturday, none on a removed date', async () => {
    const feed = await readGtfs(FIXTURE);
    expect(gtfsTrips(feed, '2026-12-03')).toHaveLength(26);
    expect(gtfsTrips(feed, '2026-12-05')).toHaveLength(0);
    expect(gtfsTrips(feed, '2026-12-25')).toHaveLength(0);
  });
});
