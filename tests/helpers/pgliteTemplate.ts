import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { closeDb } from '../../src/server/db.ts';
import { startEmbedded } from '../../src/server/embedded.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { FIXTURE_CATALOGUE } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory, migrated and seeded with the fixture catalogue, closed (see below). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup (issue 31, decision 039): one embedded database migrated and seeded with
 * the fixture catalogue, once per run, closed cleanly; freshDatabase() copies its directory for
 * each test file instead of running initdb, the migrations and the seed again (initdb alone takes
 * seconds of WASM on two busy cores). Each file still gets a database of its own. Not used with
 * TEST_POSTGRES_URL (there a new database is a cheap CREATE DATABASE).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_POSTGRES_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-test-template-'));
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SEED_DIR: process.env.SEED_DIR };
  const embedded = await startEmbedded(dir);
  try {
    Object.assign(process.env, { DATABASE_URL: embedded.url, SEED_DIR: FIXTURE_CATALOGUE });
    resetProcessState();
    await prepareDatabase();
  } finally {
    await closeDb();
    await embedded.stop();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetProcessState();
  }
  project.provide('pgliteTemplate', path.join(dir, 'db'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
