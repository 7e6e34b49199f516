import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

/*
 * Issue 30, with DATABASE_URL: `npm run backup` writes a pg_dump archive (the system's pg_dump) and
 * `npm run restore` brings it back with pg_restore into an empty database, refusing a non-empty
 * one without --force (docs/decisions/046). PostgreSQL only (vitest.config.ts, POSTGRES_ONLY).
 */

let database: TestDatabase;
let dir: string;
const target = `slc_restore_${process.pid}`;
let targetUrl: string;

const run = (script: 'backup' | 'restore', url: string, args: string[]): Promise<{ code: number; output: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve(`scripts/${script}.ts`), ...args],
      { env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });

const rows = async (url: string) => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const favourites = await sql<{ row: string }[]>`SELECT row_to_json(f)::text AS row FROM favorites f ORDER BY 1`;
  const trips = await sql<{ row: string }[]>`SELECT row_to_json(t)::text AS row FROM trips t ORDER BY 1`;
  await sql.end();
  return { favourites: favourites.map((r) => r.row), trips: trips.map((r) => r.row) };
};

beforeAll(async () => {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('backup-postgres.test.ts needs TEST_POSTGRES_URL (it runs in the PostgreSQL step)');
  database = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-pgdump-'));
  const admin = postgres(process.env.TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${target}`);
  await admin.end();
  const u = new URL(process.env.TEST_POSTGRES_URL);
  u.pathname = `/${target}`;
  targetUrl = u.toString();
});

afterAll(async () => {
  await database?.close();
  if (process.env.TEST_POSTGRES_URL) {
    const admin = postgres(process.env.TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin.end();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and restore with DATABASE_URL (pg_dump)', { timeout: 60_000 }, () => {
  it('restores every row into an empty database and refuses a non-empty one without --force', async () => {
    const [person] = await database.sql<{ id: string }[]>`INSERT INTO profiles (email) VALUES ('pg-backup@example.com') RETURNING id`;
    await database.sql`INSERT INTO favorites (profile_id, destination_id) VALUES (${person!.id}, 'temple-square')`;
    await database.sql`INSERT INTO trips (profile_id, name, query) VALUES (${person!.id}, 'North', 'hours=4')`;
    const file = path.join(dir, 'site.dump');
    const backup = await run('backup', database.url, [file]);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const restore = await run('restore', targetUrl, [file]);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(await rows(targetUrl)).toEqual(await rows(database.url));
    expect((await rows(targetUrl)).favourites).toHaveLength(1);

    const refused = await run('restore', targetUrl, [file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty .*--force/);
  });
});
