import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npsParkCode } from '../../src/features/conditions/parkCodes.ts';
import { listDestinations } from '../../src/features/destinations/destinations.server.ts';
import { placesWithPhotos } from '../../src/features/photos/showable.server.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { archImages, startFakeNps, type FakeNps } from '../fakes/nps.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

// Issue 29, decision 050: "Has Photos" counts the places with a photo we can show, never the illustration.
let database: TestDatabase;
let nps: FakeNps;
beforeAll(async () => {
  database = await freshDatabase();
  nps = await startFakeNps();
});
afterAll(async () => {
  await nps.close();
  await database.close();
  delete process.env.NPS_API_KEY;
  delete process.env.NPS_BASE_URL;
  resetProcessState();
});

describe('placesWithPhotos', () => {
  it('is empty without partner photos or outside keys: the illustration is not a photo', async () => {
    delete process.env.NPS_API_KEY;
    delete process.env.GOOGLE_PLACES_API_KEY;
    resetProcessState();
    const all = await listDestinations(database.sql);
    expect(all.length).toBeGreaterThan(0);
    expect(await placesWithPhotos(database.sql, all)).toEqual([]);
  });

  it('with the NPS key, holds exactly the places of parks whose images the build read, one request per park', async () => {
    process.env.NPS_BASE_URL = nps.url;
    process.env.NPS_API_KEY = nps.apiKey;
    nps.imagesByPark = { arch: archImages() };
    nps.requests.length = 0;
    resetProcessState();
    const all = await listDestinations(database.sql);
    const ids = await placesWithPhotos(database.sql, all);
    const arches = all.filter((d) => npsParkCode(d.id) === 'arch').map((d) => d.id);
    expect(arches.length).toBeGreaterThan(0);
    expect(ids).toEqual(arches);
    const parks = new Set(all.map((d) => npsParkCode(d.id)).filter(Boolean));
    expect(nps.requests.filter((r) => r.path === '/api/v1/parks').length).toBe(parks.size);
  });
});
