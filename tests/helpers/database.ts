import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { closeDb, db, type Sql } from '../../src/server/db.ts';
import { startEmbedded, type EmbeddedDatabase } from '../../src/server/embedded.ts';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { FIXTURE_CATALOGUE } from './fixtureSite.ts';

// The catalogue's path lives with the fixture site (tests/helpers/fixtureSite.ts), which the browser tests import too.
export { FIXTURE_CATALOGUE };

export interface TestDatabase {
  url: string;
  sql: Sql;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file, used through the app's own db().
 * PGlite in a temporary directory by default; with TEST_POSTGRES_URL a new database on that
 * PostgreSQL server, so the same suite proves the migrations on both.
 */
export async function freshDatabase(options: { catalogue?: string } = {}): Promise<TestDatabase> {
  process.env.SEED_DIR = options.catalogue ?? FIXTURE_CATALOGUE;
  const server = process.env.TEST_POSTGRES_URL;
  let embedded: EmbeddedDatabase | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string;
  if (server) {
    const name = `slc_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    // Roles are per cluster: the first migration creates them when missing, and two test workers
    // migrating their first databases at once raced on it (unique violation in pg_authid). Make
    // them here first, tolerating the other worker's win.
    for (const role of ['anon', 'authenticated']) {
      await admin.unsafe(
        `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN; END IF;
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
      );
    }
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const a = postgres(server, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-test-'));
    // A copy of the run's migrated and seeded template (tests/helpers/pgliteTemplate.ts), when the
    // file uses the fixture catalogue: prepareDatabase below then finds nothing to do.
    const template = inject('pgliteTemplate');
    if (template && process.env.SEED_DIR === FIXTURE_CATALOGUE) fs.cpSync(template, path.join(dir, 'db'), { recursive: true });
    embedded = await startEmbedded(dir);
    url = embedded.url;
    const stop = embedded.stop;
    embedded.stop = async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  process.env.DATABASE_URL = url;
  resetProcessState();
  await prepareDatabase();
  const sql = await db();
  return {
    url,
    sql,
    kind: server ? 'postgres' : 'pglite',
    async close() {
      await closeDb();
      await embedded?.stop();
      await dropDatabase?.();
    },
  };
}
