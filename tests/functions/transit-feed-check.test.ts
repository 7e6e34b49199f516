import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import transitFeedCheck from '../../functions/transit-feed-check.mts';
import { BUILD_DEBOUNCE_MS, flushSiteBuild, siteBuildState } from '../../src/features/publishing/siteBuild.server.ts';
import { feedHash } from '../../src/features/transit/gtfsFeed.server.ts';
import { loadFunctions } from '../../src/server/functions.ts';
import { resetProcessState } from '../../src/server/processState.ts';
import { type FakeBuildHook, startFakeBuildHook } from '../fakes/buildHook.ts';
import { type FakeGtfsFeed, startFakeGtfsFeed } from '../fakes/gtfsFeed.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';

/*
 * Issue 36, decision 064: once a day the operator's GTFS feed is read again and, when it changed
 * since the served build (the hash that build recorded in /transit-feed.json), a rebuild is asked
 * for as an approval asks (the debounced site_builds request, then the build hook). The feed and
 * the served site's record are a local fake; the hook is the fake of the approval tests; time is
 * Vitest's fake clock (Date only, as site-build.test.ts: faked timers stall the database client).
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../src/features/transit/fixtures');
let database: TestDatabase;
let hook: FakeBuildHook;
let feed: FakeGtfsFeed;
let today: Uint8Array;
let changed: Uint8Array;

beforeAll(async () => {
  today = new Uint8Array(await readFile(path.join(FIXTURES, 'gtfs.zip')));
  changed = new Uint8Array(await readFile(path.join(FIXTURES, 'gtfs-later.zip')));
  hook = await startFakeBuildHook();
  feed = await startFakeGtfsFeed(today);
});
withStaffDatabase(
  'transit-feed',
  (d) => {
    database = d;
  },
  () => ({ BUILD_HOOK_URL: hook.url, TRANSIT_GTFS_URL: feed.feedUrl, DEPLOY_URL: feed.url }),
);
afterAll(async () => {
  await feed.close();
  await hook.close();
});

const run = () => call(transitFeedCheck, '/.netlify/functions/transit-feed-check', { method: 'POST', body: '{"next_run":"2026-11-29T10:20:00Z"}' });
const lastRun = async () => (await database.sql<{ ok: boolean; detail: string }[]>`SELECT ok, detail FROM schedule_runs WHERE name = 'transit-feed-check'`)[0];

describe('the daily transit feed check', () => {
  beforeEach(async () => {
    await database.sql`UPDATE site_builds SET requested_at = NULL, hook_called_at = NULL, last_error = NULL`;
    Object.assign(feed, { zip: today, served: feedHash(today), fail: false, feedGets: 0 });
    hook.posts = 0;
    resetProcessState();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetProcessState();
  });

  it('is scheduled daily and has no URL a visitor could call', async () => {
    const fn = (await loadFunctions()).find((f) => f.name === 'transit-feed-check')!;
    expect(fn.config.schedule).toBe('20 10 * * *');
    expect(fn.patterns).toEqual([]);
  });

  it('asks for nothing while the feed is the one the served site was built from', async () => {
    const response = await run();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checked: true, served: feedHash(today), current: feedHash(today), rebuild: false });
    expect(feed.feedGets).toBe(1);
    expect((await siteBuildState(database.sql)).requestedAt).toBeNull();
    expect(await lastRun()).toMatchObject({ ok: true });
  });

  it('asks for one rebuild, as an approval does, once the operator publishes a new timetable', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    feed.zip = changed;
    const response = await run();
    expect(await response.json()).toMatchObject({ checked: true, served: feedHash(today), current: feedHash(changed), rebuild: true });
    expect((await siteBuildState(database.sql)).requestedAt).not.toBeNull();
    expect(hook.posts).toBe(0); // debounced, as an approval's request
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
    expect(await flushSiteBuild(database.sql)).toBe(true);
    expect(hook.posts).toBe(1);
    // The next day the site serves the new feed: nothing more is asked.
    feed.served = feedHash(changed);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    expect(await (await run()).json()).toMatchObject({ rebuild: false });
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
    expect(await flushSiteBuild(database.sql)).toBe(false);
    expect(hook.posts).toBe(1);
  });

  it('also rebuilds a site that was built before the feed was configured (it recorded none)', async () => {
    feed.served = null;
    expect(await (await run()).json()).toMatchObject({ served: null, rebuild: true });
    expect((await siteBuildState(database.sql)).requestedAt).not.toBeNull();
  });

  it('records a failed run and asks for nothing when the feed cannot be read', async () => {
    feed.fail = true;
    const response = await run();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: `TRANSIT_GTFS_URL: ${feed.feedUrl} answered 503` });
    expect((await siteBuildState(database.sql)).requestedAt).toBeNull();
    expect(await lastRun()).toMatchObject({ ok: false, detail: expect.stringContaining('answered 503') });
  });

  it('fetches nothing and asks for nothing without a feed configured', async () => {
    const configured = process.env.TRANSIT_GTFS_URL;
    delete process.env.TRANSIT_GTFS_URL;
    resetProcessState();
    try {
      feed.zip = changed;
      const response = await run();
      expect(await response.json()).toEqual({ checked: false, reason: 'TRANSIT_GTFS_URL is not set: the site plans on the frequency model' });
      expect(feed.feedGets).toBe(0);
      expect((await siteBuildState(database.sql)).requestedAt).toBeNull();
    } finally {
      process.env.TRANSIT_GTFS_URL = configured;
    }
  });
});
