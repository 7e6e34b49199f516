import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_SAVES } from '../../src/features/trips/trips.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import trip from '../../functions/trip.mts';
import trips from '../../functions/trips.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
let alice: string;
let bob: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-trips-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetProcessState();
  database = await freshDatabase();
  alice = await signIn('alice@example.com');
  bob = await signIn('bob@example.com');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const QUERY = 'from=Salt+Lake+City+International+Airport&date=2026-07-04&time=09:00&hours=4&pace=normal';
const save = (body: unknown, cookie = alice) =>
  call(trips, '/api/trips', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const one = (id: string, method: 'GET' | 'DELETE', cookie = alice) => call(trip, `/api/trips/${id}`, { method, headers: { cookie }, params: { id } });
const list = async (cookie = alice) =>
  (await (await call(trips, '/api/trips', { headers: { cookie } })).json()) as Array<{ id: string; name: string; query: string }>;
const count = async () => (await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips`)[0]!.n;

describe('saved trips', () => {
  it('are for signed-in people only: 401 JSON otherwise', async () => {
    for (const response of [
      await call(trips, '/api/trips'),
      await save({ name: 'x', query: QUERY }, ''),
      await one('00000000-0000-4000-8000-000000000000', 'GET', ''),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('save, list, read and delete a trip', async () => {
    const saved = await save({ name: '  Free afternoon  ', query: `?${QUERY}`, plan: 1 });
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as { id: string; name: string; query: string; plan: number };
    expect(body).toMatchObject({ name: 'Free afternoon', query: QUERY, plan: 1 });
    expect((await list()).map((t) => t.id)).toEqual([body.id]);
    expect(await (await one(body.id, 'GET')).json()).toMatchObject({ id: body.id, query: QUERY });
    expect((await one(body.id, 'DELETE')).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await one(body.id, 'GET')).status).toBe(404);
  });

  it('save "a day in" a park, a monument, a town or a region, and refuse an area the form does not list with 400 naming park (decision 129)', async () => {
    for (const park of ['Arches', 'Goblin+Valley', 'Park+City', 'Wasatch+Back'])
      expect((await save({ name: 'Day in', query: `${QUERY}&park=${park}` })).status).toBe(201);
    const before = await count();
    for (const park of ['Nowhere', 'goblin-valley', 'Salt+Lake+City']) {
      const response = await save({ name: 'Day in', query: `${QUERY}&park=${park}` });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: string; issues: Array<{ path: string; message: string }> };
      expect(error.issues).toEqual([expect.objectContaining({ path: 'query', message: 'Not a plan: park' })]);
    }
    expect(await count()).toBe(before);
  });

  it('refuse bad bodies with 400 naming the field, writing nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ name: '', query: QUERY }, 'name'],
      [{ name: 'x'.repeat(81), query: QUERY }, 'name'],
      [{ name: 'Day', query: 'hours=99&date=2026-07-04&time=09:00' }, 'query'],
      [{ name: 'Day', query: 'hours=4' }, 'query'],
      [{ name: 'Day', query: QUERY, plan: -1 }, 'plan'],
      [{ name: 'Day', query: QUERY, owner: 'someone' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: string; issues: Array<{ path: string }> };
      expect(error.error).toBe('Invalid body');
      expect(error.issues.map((i) => i.path)).toContain(field);
    }
    const notJson = await call(trips, '/api/trips', { method: 'POST', headers: { 'content-type': 'text/plain', cookie: alice }, body: 'x' });
    expect(notJson.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it('keep each person’s trips private: another user gets 404 and the trip stays', async () => {
    const { id } = (await (await save({ name: 'Mine', query: QUERY })).json()) as { id: string };
    expect((await one(id, 'GET', bob)).status).toBe(404);
    expect((await one(id, 'DELETE', bob)).status).toBe(404);
    expect(await list(bob)).toEqual([]);
    expect((await list()).map((t) => t.id)).toContain(id);
    expect((await one('not-a-uuid', 'GET')).status).toBe(404);
  });

  it(`limit saves to ${TRIP_SAVES.limit} per window with a 429 JSON error`, async () => {
    await database.sql`DELETE FROM rate_limits`;
    const carol = await signIn('carol@example.com');
    for (let i = 0; i < TRIP_SAVES.limit; i++) expect((await save({ name: `Trip ${i}`, query: QUERY }, carol)).status).toBe(201);
    const refused = await save({ name: 'One too many', query: QUERY }, carol);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect(await list(carol)).toHaveLength(TRIP_SAVES.limit);
  });
});
