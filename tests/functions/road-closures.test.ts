import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import roadClosuresFn from '../../functions/road-closures.mts';
import scanNowFn from '../../functions/road-closures-scan.mts';
import scanUdotFn from '../../functions/scan-udot.mts';
import type { RoadClosures } from '../../src/features/closures/closures.ts';
import { placePoints, roadClosures, scanUdot as scanWith } from '../../src/features/closures/closures.server.ts';
import { listDestinations } from '../../src/features/destinations/destinations.server.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { startFakeUdot, lccClosure, type FakeUdot } from '../fakes/udot.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';

// The live closures end to end on the server (decision 048): the scheduled function reads the
// fake UDOT into the database, GET /api/road-closures answers from it. The catalogue is the
// real Salt Lake Valley file, so Alta, Snowbird and the Albion Basin places are there to cut off.
const catalogue = fs.mkdtempSync(path.join(os.tmpdir(), 'udot-catalogue-'));
fs.copyFileSync('supabase/seed/destinations/salt-lake-valley.json', path.join(catalogue, 'salt-lake-valley.json'));
let database: TestDatabase;
let fake: FakeUdot;
const STARTED = Math.floor(Date.now() / 1000) - 3600;

beforeAll(async () => {
  fake = await startFakeUdot({ apiKey: 'test-udot-key' });
  process.env.UDOT_BASE_URL = fake.url;
  process.env.UDOT_API_KEY = 'test-udot-key';
  resetProcessState();
  database = await freshDatabase({ catalogue });
});
afterAll(async () => {
  delete process.env.UDOT_BASE_URL;
  delete process.env.UDOT_API_KEY;
  resetProcessState();
  await database.close();
  await fake.close();
  fs.rmSync(catalogue, { recursive: true, force: true });
});
beforeEach(async () => {
  fake.events.clear();
  fake.mode = 'ok';
  await database.sql`DELETE FROM request_budgets WHERE key = 'udot'`;
});

const scanUdot = (sql: TestDatabase['sql']) => scanWith(sql, async () => placePoints(await listDestinations(sql)));
const answer = async (): Promise<RoadClosures> => (await call(roadClosuresFn, '/api/road-closures')).json();

describe('UDOT closures', () => {
  it('the scheduled function stores a closure with the places it cuts off; the API serves it until UDOT lifts it', async () => {
    fake.events.set('UDOT-4471', lccClosure(STARTED));
    const run = await call(scanUdotFn, '/.netlify/functions/scan-udot', { method: 'POST' });
    expect(run.status).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v2/get/event', '/api/v2/get/mountainpasses']));
    expect(fake.requests.at(-1)!.query).toContain('key=test-udot-key');
    const live = await answer();
    expect(live).toMatchObject({ source: 'udot', reason: null, closedEdgeKeys: ['SR-210:lcc_mouth-snowbird'] });
    expect(live.closedPlaceIds).toEqual(expect.arrayContaining(['alta-ski-area', 'snowbird', 'cecret-lake']));
    expect(live.closedPlaceIds).not.toContain('brighton-resort');
    // The canyon itself (its point at the mouth, below the closure) is the road that is closed (issue 40).
    expect(live.items[0]!.alongPlaceIds).toEqual(['little-cottonwood-canyon']);
    expect(live.closedPlaceIds).toContain('little-cottonwood-canyon');
    expect(live.items[0]).toMatchObject({ road: 'SR-210', kind: 'closure', location: 'Snowbird Entry 2', since: new Date(STARTED * 1000).toISOString() });
    expect(live.canyons.map((c) => [c.road, c.state])).toEqual([
      ['SR-210', 'closed'],
      ['SR-190', 'open'],
    ]);
    const [runRow] = await database.sql<{ ok: boolean }[]>`SELECT ok FROM schedule_runs WHERE name = 'scan-udot'`;
    expect(runRow!.ok).toBe(true);

    fake.events.delete('UDOT-4471');
    await scanUdot(database.sql);
    expect(await answer()).toMatchObject({ source: 'udot', closedEdgeKeys: [], closedPlaceIds: [], items: [] });
  });

  it('a traction law on SR-190 puts Big Cottonwood under traction restrictions and cuts nothing off', async () => {
    fake.events.set(
      'UDOT-4472',
      lccClosure(STARTED, {
        ID: 'UDOT-4472',
        RoadwayName: 'SR 190',
        Description: 'Traction law in effect: 4WD/AWD or chains required.',
        Location: null,
        IsFullClosure: false,
        Latitude: 40.6254,
        Longitude: -111.681,
      }),
    );
    await scanUdot(database.sql);
    const live = await answer();
    expect(live).toMatchObject({ source: 'udot', closedEdgeKeys: [], closedPlaceIds: [] });
    // A restriction slows the canyon road: its page hears of it, nothing is closed.
    expect(live.items[0]!.alongPlaceIds).toEqual(['big-cottonwood-canyon']);
    expect(live.canyons).toEqual([
      { road: 'SR-210', name: 'Little Cottonwood Canyon', state: 'open', text: null, since: null },
      {
        road: 'SR-190',
        name: 'Big Cottonwood Canyon',
        state: 'traction',
        text: 'Traction law in effect: 4WD/AWD or chains required.',
        since: new Date(STARTED * 1000).toISOString(),
      },
    ]);
  });

  it('a closure that has not started yet, or has ended, is not in force', async () => {
    const now = Math.floor(Date.now() / 1000);
    fake.events.set('later', lccClosure(now + 3600, { ID: 'later' }));
    fake.events.set('over', lccClosure(now - 7200, { ID: 'over', PlannedEndDate: now - 60 }));
    await scanUdot(database.sql);
    expect((await answer()).items).toEqual([]);
  });

  it('falls back to the usual windows, saying why, when UDOT fails; the failed run shows on the status', async () => {
    fake.events.set('UDOT-4471', lccClosure(STARTED));
    await scanUdot(database.sql);
    fake.mode = 'error-500';
    const run = await call(scanUdotFn, '/.netlify/functions/scan-udot', { method: 'POST' });
    expect(run.status).toBe(502);
    expect(await answer()).toMatchObject({ source: 'usual', reason: 'UDOT could not be reached.', closedPlaceIds: [] });
    const [runRow] = await database.sql<{ ok: boolean; detail: string }[]>`SELECT ok, detail FROM schedule_runs WHERE name = 'scan-udot'`;
    expect(runRow).toMatchObject({ ok: false });
    expect(runRow!.detail).toContain('UDOT answered 500');
  });

  it('without a key asks nothing and answers the usual windows', async () => {
    delete process.env.UDOT_API_KEY;
    resetProcessState();
    const before = fake.requests.length;
    try {
      expect(await scanUdot(database.sql)).toMatchObject({ ok: true });
      expect(await answer()).toMatchObject({ source: 'usual', reason: 'Live closures are not available right now.' });
      expect(fake.requests.length).toBe(before);
    } finally {
      process.env.UDOT_API_KEY = 'test-udot-key';
      resetProcessState();
    }
  });

  it('keeps to one budget of 10 calls a minute across scans (each scan takes two)', async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await scanUdot(database.sql));
    expect(outcomes.slice(0, 5).every((o) => o.ok)).toBe(true);
    expect(outcomes[5]).toMatchObject({ ok: false });
    expect(outcomes[5]!.detail).toMatch(/request budget is used up/);
    // Our own budget is no sign that UDOT is down: the last full answer still stands.
    expect(await answer()).toMatchObject({ source: 'udot' });
  });

  it('two scans at once leave one scan’s closures, never a mix or a duplicate', async () => {
    fake.events.set('UDOT-4471', lccClosure(STARTED));
    const outcomes = await Promise.all([scanUdot(database.sql), scanUdot(database.sql)]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((await answer()).items.map((i) => i.id)).toEqual(['event-UDOT-4471']);
  });

  it('lets staff, and only staff, scan now', async () => {
    const anonymous = await call(scanNowFn, '/api/road-closures/scan', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    process.env.STAFF_EMAILS = 'staff@slctrips.test';
    resetProcessState();
    const cookie = await signIn('staff@slctrips.test');
    fake.events.set('UDOT-4471', lccClosure(STARTED));
    const scanned = await call(scanNowFn, '/api/road-closures/scan', { method: 'POST', headers: { cookie } });
    expect(scanned.status).toBe(200);
    expect((await roadClosures(database.sql)).closedPlaceIds).toContain('snowbird');
  });
});
