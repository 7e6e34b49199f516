import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../src/server/env.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import favorite from '../../functions/favorite.mts';
import favorites from '../../functions/favorites.mts';

let database: TestDatabase;
let cookie: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-fav-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  database = await freshDatabase();
  cookie = await signIn('fan@example.com');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const add = (id: string, c = cookie) => call(favorites, '/api/favorites', { method: 'POST', headers: { ...json, cookie: c }, body: JSON.stringify({ destinationId: id }) });
const remove = (id: string, c = cookie) => call(favorite, `/api/favorites/${id}`, { method: 'DELETE', headers: { cookie: c }, params: { id } });
const check = async (id: string) => (await (await call(favorite, `/api/favorites/${id}/check`, { headers: { cookie }, params: { id } })).json()) as { isFavorite: boolean };

describe('favourites', () => {
  it('are for signed-in people only: every endpoint answers 401 otherwise', async () => {
    expect((await call(favorites, '/api/favorites')).status).toBe(401);
    expect((await add('temple-square', '')).status).toBe(401);
    expect((await remove('temple-square', '')).status).toBe(401);
    expect((await call(favorite, '/api/favorites/temple-square/check', { params: { id: 'temple-square' } })).status).toBe(401);
  });

  it('add, check, list and remove, idempotently', async () => {
    expect((await add('temple-square')).status).toBe(200);
    expect((await add('temple-square')).status).toBe(200);
    expect(await check('temple-square')).toEqual({ isFavorite: true });
    const list = (await (await call(favorites, '/api/favorites', { headers: { cookie } })).json()) as Array<{ destinationId: string; name: string }>;
    expect(list).toEqual([expect.objectContaining({ destinationId: 'temple-square', name: 'Temple Square' })]);
    expect((await remove('temple-square')).status).toBe(200);
    expect((await remove('temple-square')).status).toBe(200);
    expect(await check('temple-square')).toEqual({ isFavorite: false });
  });

  it('answer 404 for an unknown destination and 400 for a bad body, writing nothing', async () => {
    expect((await add('no-such-place')).status).toBe(404);
    expect((await call(favorite, '/api/favorites/no-such-place/check', { headers: { cookie }, params: { id: 'no-such-place' } })).status).toBe(404);
    const bad = await call(favorites, '/api/favorites', { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ destinationId: 42 }) });
    expect(bad.status).toBe(400);
    const rows = await database.sql`SELECT 1 FROM favorites`;
    expect(rows).toHaveLength(0);
  });

  it('end in the state of the last acknowledged request under 50 concurrent toggles, with no duplicate rows', async () => {
    const acknowledged: boolean[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const on = i % 3 !== 0;
        const response = on ? await add('delicate-arch') : await remove('delicate-arch');
        expect(response.status).toBe(200);
        acknowledged.push(on);
      }),
    );
    const rows = await database.sql`SELECT 1 FROM favorites WHERE destination_id = 'delicate-arch'`;
    expect(rows.length).toBe(acknowledged.at(-1) ? 1 : 0);
    expect(await check('delicate-arch')).toEqual({ isFavorite: acknowledged.at(-1) });
  });
});
