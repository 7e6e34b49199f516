import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db.ts';
import { FIXTURE_CATALOGUE } from '../helpers/database.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

// The embedded database must behave like a database: what it acknowledged survives a restart
// and even a kill -9 in the middle of a burst of writes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-durability-'));
const env = { DATA_DIR: dataDir, SEED_DIR: FIXTURE_CATALOGUE };
const servers: RunningServer[] = [];
// The first server opens a copy of the run's migrated and seeded template rather than running
// initdb (tests/helpers/pgliteTemplate.ts, decision 039): what is tested here is what survives a restart.
const template = inject('pgliteTemplate');
if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });

async function start(): Promise<{ server: RunningServer; url: string }> {
  // A case that failed half-way may have left its server running: stop it first.
  for (const s of servers) if (s.process.exitCode === null && s.process.signalCode === null) await s.stop('SIGKILL');
  const server = await startServer(env, 150_000);
  servers.push(server);
  const url = fs.readFileSync(path.join(dataDir, 'db.url'), 'utf8').trim();
  return { server, url };
}

afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null) await s.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Each case starts real server processes: give them room on a busy machine.
describe('the embedded database under npm start', { timeout: 180_000 }, () => {
  it('keeps every row across a clean stop and restart (slow: starts npm start twice on a real data folder)', async () => {
    const first = await start();
    const sql = connect(first.url);
    await sql`INSERT INTO profiles (email) SELECT 'restart' || g || '@example.com' FROM generate_series(1, 50) g`;
    await sql.end();
    expect(await first.server.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db.url'))).toBe(false);

    const second = await start();
    const again = connect(second.url);
    const n = (await again<{ n: number }[]>`SELECT count(*)::int AS n FROM profiles WHERE email LIKE 'restart%'`)[0]!.n;
    const d = (await again<{ d: number }[]>`SELECT count(*)::int AS d FROM destinations`)[0]!.d;
    await again.end();
    expect(n).toBe(50);
    expect(d).toBe(3);
    await second.server.stop('SIGTERM');
  });

  it('loses no acknowledged write when killed with SIGKILL during a burst (slow: a write burst, a kill and a restart of npm start)', async () => {
    const { server, url } = await start();
    const sql = connect(url, { max: 4 });
    const acknowledged: string[] = [];
    let killed = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !killed && i < 1000; i++) {
        const email = `burst-${w}-${i}@example.com`;
        try {
          await sql`INSERT INTO profiles (email) VALUES (${email})`;
          acknowledged.push(email);
          if (acknowledged.length === 150) {
            killed = true;
            server.process.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server: this write was never acknowledged
        }
      }
    });
    await Promise.all(writers);
    await sql.end({ timeout: 1 }).catch(() => {});
    expect(killed).toBe(true);

    const restarted = await start();
    const check = connect(restarted.url);
    const rows = await check<{ email: string }[]>`SELECT email FROM profiles WHERE email LIKE 'burst-%'`;
    await check.end();
    const stored = new Set(rows.map((r) => r.email));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(150);
    await restarted.server.stop('SIGTERM');
  });
});
