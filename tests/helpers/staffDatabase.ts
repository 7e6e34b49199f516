import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signIn } from './auth.ts';
import { freshDatabase, type TestDatabase } from './database.ts';
import { resetProcessState } from '../../src/server/processState.ts';

/** The staff member of the function tests that review submissions. */
export const REVIEWER = 'reviewer@slctrips.test';

/**
 * For a function-test file that works as staff: before its tests, a fresh database in its own
 * DATA_DIR with REVIEWER as staff, signed in (`ready` receives the database and the session
 * cookie); after them, the database closed and the settings and folder removed. `env` adds
 * settings for the file (set before the database starts, removed after).
 */
export function withStaffDatabase(name: string, ready: (database: TestDatabase, staff: string) => void, env: () => Record<string, string> = () => ({})): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `slc-${name}-`));
  let database: TestDatabase | undefined;
  let extra: Record<string, string> = {};
  beforeAll(async () => {
    extra = env();
    Object.assign(process.env, { DATA_DIR: dataDir, STAFF_EMAILS: REVIEWER, ...extra });
    resetProcessState();
    database = await freshDatabase();
    ready(database, await signIn(REVIEWER));
  });
  afterAll(async () => {
    await database?.close();
    for (const key of ['STAFF_EMAILS', ...Object.keys(extra)]) delete process.env[key];
    resetProcessState();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
