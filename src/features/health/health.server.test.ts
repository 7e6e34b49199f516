import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { recordOutcome } from '../../server/outsideServices.ts';
import { resetProcessState } from '../../server/processState.ts';
import { siteBuildState } from '../publishing/siteBuild.server.ts';
import { lastScan } from '../reddit/lastScan.server.ts';
import { adminStatus, recordScheduleRun, withTimeout } from './health.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const byId = async () => Object.fromEntries((await adminStatus(database.sql, { lastScan, siteBuildState })).systems.map((s) => [s.id, s]));

describe('status collection', () => {
  it('withTimeout rejects after its time, naming what did not answer (fake clock)', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 1000, 'the mail server').catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('the mail server did not answer within 1000 ms');
    await expect(withTimeout(Promise.resolve(7), 1000, 'x')).resolves.toBe(7);
  });

  it('records a schedule run that throws as failed with its message, and lets the error through', async () => {
    await expect(
      recordScheduleRun(database.sql, 'scan-reddit', async () => {
        throw new Error('Reddit budget table unreadable');
      }),
    ).rejects.toThrow('Reddit budget table unreadable');
    expect((await byId())['schedule:scan-reddit']).toMatchObject({ state: 'failed', detail: 'Reddit budget table unreadable' });
  });

  it('records an answer of 400 or more as failed, with its body', async () => {
    await recordScheduleRun(database.sql, 'send-digest', async () => Response.json({ error: 'The mail server could not be reached.' }, { status: 502 }));
    const run = (await byId())['schedule:send-digest'];
    expect(run).toMatchObject({ state: 'failed' });
    expect(run!.detail).toContain('answered 502');
    expect(run!.detail).toContain('could not be reached');
  });

  it('shows a service’s last recorded answer with its time, per this instance, beside its probe', async () => {
    process.env.GOOGLE_PLACES_API_KEY = 'test-key';
    resetProcessState();
    try {
      expect((await byId()).places).toMatchObject({ state: 'no answer yet', detail: 'not probed yet', lastRequest: null });
      recordOutcome('places', false, 'POST /v1/places:searchText: answered 403', new Date('2026-11-27T09:00:00Z'));
      // A visitor's failed call does not make the service red: only a probe says how it is.
      expect((await byId()).places).toMatchObject({
        state: 'no answer yet',
        lastRequest: { ok: false, at: '2026-11-27T09:00:00.000Z', detail: 'POST /v1/places:searchText: answered 403' },
      });
    } finally {
      delete process.env.GOOGLE_PLACES_API_KEY;
      resetProcessState();
    }
  });

  it('reads the newest Reddit scan, however it ended', async () => {
    expect(await lastScan(database.sql)).toBeNull();
    await database.sql`INSERT INTO reddit_scans (status, finished_at, total) VALUES ('finished', now(), 42)`;
    expect(await lastScan(database.sql)).toMatchObject({ status: 'finished', total: 42, error: null });
    expect((await byId()).reddit).toMatchObject({ state: 'ok', detail: 'finished with 42 posts' });
    await database.sql`INSERT INTO reddit_scans (status) VALUES ('running')`;
    expect((await byId()).reddit).toMatchObject({ state: 'running' });
  });
});
