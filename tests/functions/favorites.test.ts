import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import favorite from '../../functions/favorite.mts';
import favoriteCheck from '../../functions/favorite-check.mts';
import favorites from '../../functions/favorites.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
let cookie: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-fav-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetProcessState();
  database = await freshDatabase();
  cookie = await signIn('fan@example.com');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const add = (id: string, c = cookie) =>
  call(favorites, '/api/favorites', { method: 'POST', headers: { ...json, cookie: c }, body: JSON.stringify({ destinationId: id }) });
const remove = (id: string, c = cookie) => call(favorite, `/api/favorites/${id}`, { method: 'DELETE', headers: { cookie: c }, params: { id } });
const check = async (id: string) =>
  (await (await call(favoriteCheck, `/api/favorites/${id}/check`, { headers: { cookie }, params: { id } })).json()) as { isFavorite: boolean };

describe('favourites', () => {
  it('are for signed-in people only: every endpoint answers 401 otherwise', async () => {
    expect((await call(favorites, '/api/favorites')).status).toBe(401);
    expect((await add('temple-square', '')).status).toBe(401);
    expect((await remove('temple-square', '')).status).toBe(401);
    expect((await call(favoriteCheck, '/api/favorites/temple-square/check', { params: { id: 'temple-square' } })).status).toBe(401);
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
    expect((await call(favoriteCheck, '/api/favorites/no-such-place/check', { headers: { cookie }, params: { id: 'no-such-place' } })).status).toBe(404);
    const bad = await call(favorites, '/api/favorites', { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ destinationId: 42 }) });
    expect(bad.status).toBe(400);
    const rows = await database.sql`SELECT 1 FROM favorites`;
    expect(rows).toHaveLength(0);
  });

  it('end in the state of the last committed request under 50 concurrent toggles, with no duplicate rows', async () => {
    // The order in which responses resolve here is not the order the toggles committed in
    // (eight pooled connections), so ask the database: statement triggers log every toggle,
    // with the rows it changed, while its transaction is still open, then linger a moment
    // before the commit. setFavorite's per-person lock makes the toggles one serial history, so
    // replaying the log must explain each toggle's effect and end in the state that remains.
    // Without the lock, a removal that starts while an addition is logged but not committed
    // removes nothing and is logged after it: the replay breaks (the pause makes that likely
    // on PostgreSQL).
    await database.sql.unsafe(`
      CREATE TABLE test_toggle_log (seq bigserial PRIMARY KEY, state boolean NOT NULL, affected int NOT NULL);
      CREATE FUNCTION test_log_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_toggle_log (state, affected) SELECT true, count(*) FROM new_rows;
        PERFORM pg_sleep(random() * 0.02);
        RETURN NULL;
      END $$;
      CREATE FUNCTION test_log_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_toggle_log (state, affected) SELECT false, count(*) FROM old_rows;
        PERFORM pg_sleep(random() * 0.02);
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_log_add AFTER INSERT ON favorites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_log_add();
      CREATE TRIGGER test_log_remove AFTER DELETE ON favorites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION test_log_remove();`);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const response = i % 2 === 0 ? await add('delicate-arch') : await remove('delicate-arch');
          return response.status;
        }),
      );
      expect(statuses).toEqual(Array(50).fill(200));
      const log = await database.sql<{ seq: string; state: boolean; affected: number }[]>`SELECT seq, state, affected FROM test_toggle_log ORDER BY seq`;
      expect(log).toHaveLength(50);
      let state = false;
      for (const entry of log) {
        expect(entry.affected, `toggle ${entry.seq} (${entry.state ? 'add' : 'remove'}) after the state ${state}`).toBe(entry.state === state ? 0 : 1);
        state = entry.state;
      }
      const rows = await database.sql`SELECT 1 FROM favorites WHERE destination_id = 'delicate-arch'`;
      expect(rows.length).toBe(state ? 1 : 0);
      expect(await check('delicate-arch')).toEqual({ isFavorite: state });
    } finally {
      await database.sql.unsafe(`
        DROP TRIGGER test_log_add ON favorites; DROP TRIGGER test_log_remove ON favorites;
        DROP FUNCTION test_log_add(); DROP FUNCTION test_log_remove(); DROP TABLE test_toggle_log;`);
    }
  });
});
