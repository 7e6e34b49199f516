import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeReddit, samplePosts, startFakeReddit } from '../../../tests/fakes/reddit.ts';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { ConflictError } from '../../lib/errors.ts';
import { connect } from '../../server/db.ts';
import { databaseBudget } from '../../server/requestBudget.ts';
import { claimScan, latestDiscoveries, runScan, scanGapSeconds, scanStatus, scheduledScan, startScan } from './discovery.server.ts';
import { RedditClient } from './reddit.server.ts';
import { resetProcessState } from '../../server/processState.ts';
import { recordingBudget } from '../../../tests/helpers/budget.ts';

let database: TestDatabase;
let fake: FakeReddit;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const COMMUNITIES = ['Utah', 'SaltLakeCity', 'Moab', 'ZionNP', 'ParkCity', 'UtahHiking'].map((name) => ({ name }));

beforeAll(async () => {
  // Scans follow each other within seconds here; the fake's budget covers that (see the gap tests).
  process.env.REDDIT_REQUESTS_PER_MINUTE = '10000';
  resetProcessState();
  database = await freshDatabase();
  fake = await startFakeReddit({ posts: samplePosts() });
});
afterAll(async () => {
  delete process.env.REDDIT_REQUESTS_PER_MINUTE;
  resetProcessState();
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  lines.length = 0;
  fake.options.broken = {};
  fake.options.posts = samplePosts();
  await database.sql`DELETE FROM reddit_scans`;
});

const client = () => new RedditClient({ baseUrl: fake.url, oauthBaseUrl: fake.url });
const scan = async (options: Parameters<typeof runScan>[2] = {}) => {
  const { id } = await startScan(database.sql);
  return runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log, ...options });
};

describe('a discovery scan', () => {
  it('stores each post once with its potential and keywords, and the scan’s summary', async () => {
    const result = await scan();
    expect(result).toMatchObject({ status: 'finished', skipped: [] });
    // 12 posts served, minus the NSFW and the pinned one, with the crossposted fk1002 once.
    expect(result.total).toBe(9);
    const rows = await database.sql<{ postId: string; scanId: string; contentPotential: string; matchingKeywords: string[]; url: string }[]>`
      SELECT post_id, scan_id, content_potential, matching_keywords, url FROM reddit_discoveries ORDER BY post_id`;
    expect(rows.map((r) => r.postId)).toEqual(['fk1001', 'fk1002', 'fk2001', 'fk2002', 'fk2003', 'fk3001', 'fk4001', 'fk5001', 'fk6001']);
    expect(rows.every((r) => Number(r.scanId) === result.id)).toBe(true);
    const arch = rows.find((r) => r.postId === 'fk1001')!;
    expect(arch.matchingKeywords).toEqual(['Delicate Arch', 'Arches National Park', 'sunset', 'hiking']);
    expect(Number(arch.contentPotential)).toBeGreaterThanOrEqual(4);
    expect(arch.url).toBe('https://www.reddit.com/r/Utah/comments/fk1001/sunset_hike_to_delicate_arch_in_arches_n/');
    const high = rows.filter((r) => Number(r.contentPotential) >= 4).length;
    const [summary] = await database.sql<
      { status: string; total: number; highPotential: number }[]
    >`SELECT status, total, high_potential FROM reddit_scans WHERE id = ${result.id}`;
    expect(summary).toEqual({ status: 'finished', total: 9, highPotential: high });
    expect(result.highPotential).toBe(high);
  });

  it('merges a post seen again by a later scan: one row, fresh numbers, the newer scan', async () => {
    const first = await scan();
    const [before] = await database.sql<{ firstSeenAt: Date }[]>`SELECT first_seen_at FROM reddit_discoveries WHERE post_id = 'fk1001'`;
    fake.options.posts = samplePosts();
    fake.options.posts.utah![0]!.score = 2500;
    fake.options.posts.utah![0]!.num_comments = 300;
    const second = await scan();
    expect(second.id).toBeGreaterThan(first.id);
    const rows = await database.sql<{ scanId: string; score: number; numComments: number; firstSeenAt: Date }[]>`
      SELECT scan_id, score, num_comments, first_seen_at FROM reddit_discoveries WHERE post_id = 'fk1001'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 2500, numComments: 300 });
    expect(Number(rows[0]!.scanId)).toBe(second.id);
    expect(rows[0]!.firstSeenAt.getTime()).toBe(before!.firstSeenAt.getTime());
    const [counted] = await database.sql<{ count: string }[]>`SELECT count(*) FROM reddit_discoveries`;
    expect(Number(counted!.count)).toBe(9);
    const latest = await latestDiscoveries(database.sql);
    expect(latest.summary?.total).toBe(9);
    expect(latest.discoveries.find((d) => d.id === 'fk1001')?.score).toBe(2500);
  });

  it('logs and skips a failing community and keeps the others', async () => {
    fake.options.broken = { moab: 'error', zionnp: 'private', utahhiking: 'missing' };
    const result = await scan();
    expect(result.status).toBe('finished');
    expect(result.skipped.map((s) => s.subreddit).sort()).toEqual(['Moab', 'UtahHiking', 'ZionNP']);
    expect(lines.filter((l) => l.includes('skipped r/'))).toHaveLength(3);
    expect(lines.find((l) => l.includes('skipped r/Moab'))).toMatch(/answered 500/);
    const ids = (await latestDiscoveries(database.sql)).discoveries.map((d) => d.id);
    expect(ids).toContain('fk1001');
    expect(ids).toContain('fk5001');
    expect(ids).not.toContain('fk3001');
    expect(ids).not.toContain('fk4001');
    const [row] = await database.sql<{ error: string }[]>`SELECT error FROM reddit_scans WHERE id = ${result.id}`;
    expect(row!.error).toMatch(/^skipped 3: .*r\/Moab/);
  });

  it('is marked failed when every community fails, and the previous results stay the latest', async () => {
    const good = await scan();
    fake.options.broken = Object.fromEntries(COMMUNITIES.map((c) => [c.name.toLowerCase(), 'error' as const]));
    const bad = await scan();
    expect(bad.status).toBe('failed');
    const latest = await latestDiscoveries(database.sql);
    expect(latest.summary?.total).toBe(good.total);
    expect(latest.discoveries).toHaveLength(good.total);
    expect((await scanStatus(database.sql)).status.redditRunning).toBe(false);
  });

  it('keeps to the request budget across a whole scan', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `community${i}` }));
    const before = fake.listingRequests().length;
    const { budget: recording, times } = recordingBudget(10, 1000);
    const paced = new RedditClient({ baseUrl: fake.url, oauthBaseUrl: fake.url, budget: recording });
    const result = await scan({ client: paced, communities: many });
    expect(result.status).toBe('finished');
    expect(fake.listingRequests().length - before).toBe(25);
    expect(times).toHaveLength(25);
    times.sort((a, b) => a - b);
    for (let i = 0; i + 10 < times.length; i++) expect(times[i + 10]! - times[i]!).toBeGreaterThanOrEqual(1000);
  });

  it('allows one running scan: a second claim is a conflict until the first ends', async () => {
    const { id } = await startScan(database.sql);
    await expect(startScan(database.sql)).rejects.toBeInstanceOf(ConflictError);
    expect(await scanStatus(database.sql)).toMatchObject({ status: { systemActive: true, redditRunning: true } });
    await runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log });
    const next = await startScan(database.sql);
    await runScan(database.sql, next.id, { client: client(), communities: COMMUNITIES, log });
  });

  it('gives exactly one of many simultaneous claims the slot', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => startScan(database.sql)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof ConflictError)).toBe(true);
    await database.sql`UPDATE reddit_scans SET status = 'failed' WHERE status = 'running'`;
  });

  it('takes over a scan abandoned for 15 minutes', async () => {
    await database.sql`INSERT INTO reddit_scans (status, started_at, picked_up_at) VALUES ('running', now() - interval '16 minutes', now() - interval '16 minutes')`;
    const { id } = await startScan(database.sql);
    const rows = await database.sql<{ id: string; status: string; error: string | null }[]>`SELECT id, status, error FROM reddit_scans ORDER BY id`;
    expect(rows.map((r) => r.status)).toEqual(['failed', 'running']);
    expect(rows[0]!.error).toMatch(/abandoned/);
    expect(Number(rows[1]!.id)).toBe(id);
    await database.sql`UPDATE reddit_scans SET status = 'failed' WHERE id = ${id}`;
  });

  it('never leaves the slot taken when storing fails', async () => {
    // PostgreSQL refuses a NUL character in text: the write fails after the listings were read.
    const post = {
      id: 'x1',
      title: 'bad\u0000title',
      selftext: '',
      subreddit: 'Utah',
      score: 1,
      num_comments: 0,
      created_utc: Date.now() / 1000,
      permalink: '/r/Utah/comments/x1/a/',
    };
    const odd = { listing: () => Promise.resolve([post]) } as unknown as RedditClient;
    const { id } = await startScan(database.sql);
    const result = await runScan(database.sql, id, { client: odd, communities: [{ name: 'Utah' }], log });
    expect(result.status).toBe('failed');
    expect(lines.at(-1)).toMatch(new RegExp(`scan ${id} failed`));
    expect((await scanStatus(database.sql)).status.redditRunning).toBe(false);
    expect(await database.sql`SELECT 1 FROM reddit_discoveries WHERE post_id = 'x1'`).toHaveLength(0);
  });
});

describe('the background scan', () => {
  it('is taken up once: a repeated delivery, or a scan no longer running, is left alone', async () => {
    const { id } = await startScan(database.sql);
    expect(await claimScan(database.sql, id)).toBe(true);
    expect(await claimScan(database.sql, id)).toBe(false);
    await runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log });
    expect(await claimScan(database.sql, id)).toBe(false);
    expect(await claimScan(database.sql, id + 1000)).toBe(false);
  });

  it('is reported failed, not running, when the background function never took it up within two minutes', async () => {
    await database.sql`INSERT INTO reddit_scans (status, started_at) VALUES ('running', now() - interval '3 minutes')`;
    expect((await scanStatus(database.sql)).status.redditRunning).toBe(false);
    const { id } = await startScan(database.sql);
    const rows = await database.sql<{ status: string; error: string | null }[]>`SELECT status, error FROM reddit_scans ORDER BY id`;
    expect(rows.map((r) => r.status)).toEqual(['failed', 'running']);
    expect(rows[0]!.error).toMatch(/^never started: the background scan function did not take it up/);
    // Taken up, a scan counts as running until the 15-minute cut-off.
    await claimScan(database.sql, id);
    await database.sql`UPDATE reddit_scans SET started_at = now() - interval '5 minutes' WHERE id = ${id}`;
    expect((await scanStatus(database.sql)).status.redditRunning).toBe(true);
    await database.sql`UPDATE reddit_scans SET status = 'failed' WHERE id = ${id}`;
  });
});

describe('the shared request budget', () => {
  it('keeps two instances on the same database together under the per-minute budget', async () => {
    // Two "instances": each its own connection pool and budget, asking at the same moments
    // (a fake clock: one step every 10 s for three minutes, eight requests at once each step).
    const second = connect(database.url, { max: 2 });
    try {
      const instances = { a: databaseBudget(database.sql, 'reddit:shared-test', 10, 60_000), b: databaseBudget(second, 'reddit:shared-test', 10, 60_000) };
      const granted: Array<{ at: number; by: string }> = [];
      for (let at = 1_000_000; at < 1_000_000 + 180_000; at += 10_000) {
        await Promise.all(
          (['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'] as const).map(async (by) => {
            if ((await instances[by].take(() => at)) === 0) granted.push({ at, by });
          }),
        );
      }
      // Never more than 10 in any minute, together; and the budget is used: 10 in each of the three.
      for (const g of granted) expect(granted.filter((h) => h.at >= g.at && h.at < g.at + 60_000).length).toBeLessThanOrEqual(10);
      expect(granted).toHaveLength(30);
      expect(new Set(granted.map((g) => g.by))).toEqual(new Set(['a', 'b']));
    } finally {
      await second.end();
    }
  });

  it('shares a pause Reddit asked for (429) with the other instance', async () => {
    let clock = 5_000_000;
    const budgetA = databaseBudget(database.sql, 'reddit:pause-test', 100, 60_000);
    const budgetB = databaseBudget(database.sql, 'reddit:pause-test', 100, 60_000);
    expect(await budgetB.take(() => clock)).toBe(0);
    await budgetA.block(clock + 30_000);
    expect(await budgetB.take(() => clock)).toBe(30_000);
    clock += 30_000;
    expect(await budgetB.take(() => clock)).toBe(0);
  });
});

describe('the gap between scans', () => {
  it('is a minute when two whole scans would exceed the budget, none when the budget covers them', () => {
    expect(scanGapSeconds(64, 100)).toBe(60);
    expect(scanGapSeconds(50, 100)).toBe(0);
    expect(scanGapSeconds(64, 10_000)).toBe(0);
  });

  it('refuses with 429 a scan started within a minute of the last at Reddit’s budget, and the schedule skips quietly', async () => {
    process.env.REDDIT_REQUESTS_PER_MINUTE = '100';
    resetProcessState();
    try {
      const first = await startScan(database.sql);
      await runScan(database.sql, first.id, { client: client(), communities: COMMUNITIES, log });
      await expect(startScan(database.sql)).rejects.toMatchObject({ status: 429 });
      expect(await scheduledScan(database.sql, (id) => runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log }), log)).toBeNull();
      expect(lines.at(-1)).toMatch(/scheduled scan skipped: The last scan started less than 60 seconds ago/);
      await database.sql`UPDATE reddit_scans SET started_at = started_at - interval '61 seconds'`;
      const next = await startScan(database.sql);
      expect(next.id).toBeGreaterThan(first.id);
      await database.sql`UPDATE reddit_scans SET status = 'failed' WHERE id = ${next.id}`;
    } finally {
      process.env.REDDIT_REQUESTS_PER_MINUTE = '10000';
      resetProcessState();
    }
  });
});

describe('the scheduled scan', () => {
  it('runs a whole scan, and does nothing while another runs', async () => {
    const result = await scheduledScan(database.sql, (id) => runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log }), log);
    expect(result?.status).toBe('finished');
    const { id } = await startScan(database.sql);
    expect(await scheduledScan(database.sql, (id) => runScan(database.sql, id, { client: client(), communities: COMMUNITIES, log }), log)).toBeNull();
    expect(lines.at(-1)).toMatch(/scheduled scan skipped/);
    await database.sql`UPDATE reddit_scans SET status = 'failed' WHERE id = ${id}`;
  });
});

describe('status and latest', () => {
  it('are inactive and empty before the first scan', async () => {
    expect(await scanStatus(database.sql)).toEqual({ status: { systemActive: false, redditRunning: false }, lastScanAt: null });
    expect(await latestDiscoveries(database.sql)).toEqual({ summary: null, scannedAt: null, discoveries: [], trending: [] });
  });

  it('turn inactive when the last scan is more than 45 minutes old', async () => {
    await scan();
    expect((await scanStatus(database.sql)).status.systemActive).toBe(true);
    await database.sql`UPDATE reddit_scans SET finished_at = now() - interval '46 minutes'`;
    expect((await scanStatus(database.sql)).status).toEqual({ systemActive: false, redditRunning: false });
  });

  it('serve the latest scan’s posts, highest potential first, with category and location', async () => {
    await scan();
    const latest = await latestDiscoveries(database.sql);
    const potentials = latest.discoveries.map((d) => d.content_potential);
    expect(potentials).toEqual([...potentials].sort((a, b) => b - a));
    const arch = latest.discoveries.find((d) => d.id === 'fk1001')!;
    expect(arch).toMatchObject({ category: 'Natural Wonders', location: 'Arches National Park', subreddit: 'Utah', score: 1234, num_comments: 85 });
    expect(arch.created_readable).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T$/);
    const olympic = latest.discoveries.find((d) => d.id === 'fk2002')!;
    expect(olympic).toMatchObject({ category: 'Olympic Venues', location: 'Park City' });
    const permits = latest.discoveries.find((d) => d.id === 'fk4001')!;
    expect(permits).toMatchObject({ category: 'Natural Wonders', location: 'Zion National Park' });
  });

  it('serve the Media Hub’s top five of a scan by score, highest first', async () => {
    await scan();
    const latest = await latestDiscoveries(database.sql);
    expect(latest.trending.map((d) => d.id)).toEqual(['fk5001', 'fk2002', 'fk1001', 'fk4001', 'fk2001']);
    expect(latest.trending[0]).toEqual(latest.discoveries.find((d) => d.id === 'fk5001'));
  });

  it('pick the Media Hub’s top five from every post of the scan, not only the hundred of highest potential, ties going to more comments', async () => {
    const [scanRow] = await database.sql<{ id: string }[]>`
      INSERT INTO reddit_scans (status, finished_at, total, high_potential) VALUES ('finished', now(), 106, 105) RETURNING id`;
    const post = (id: string, score: number, potential: number, comments = 0) => ({
      postId: id,
      scanId: scanRow!.id,
      subreddit: 'Utah',
      title: `Post ${id}`,
      url: `https://www.reddit.com/r/Utah/comments/${id}/post/`,
      score,
      numComments: comments,
      createdUtc: new Date(),
      contentPotential: potential,
    });
    const rows = [
      ...Array.from({ length: 105 }, (_, i) => post(`hi${i}`, 100 + i, 5)),
      // Hugely upvoted but with no Utah keyword: the lowest potential of the scan.
      post('viral', 90_000, 1.2),
      post('tie', 204, 1, 50),
    ];
    await database.sql`INSERT INTO reddit_discoveries ${database.sql(rows, 'postId', 'scanId', 'subreddit', 'title', 'url', 'score', 'numComments', 'createdUtc', 'contentPotential')}`;
    const latest = await latestDiscoveries(database.sql);
    expect(latest.discoveries).toHaveLength(100);
    expect(latest.discoveries.map((d) => d.id)).not.toContain('viral');
    expect(latest.trending.map((d) => d.id)).toEqual(['viral', 'tie', 'hi104', 'hi103', 'hi102']);
    expect(latest.trending[0]).toMatchObject({ title: 'Post viral', score: 90_000, content_potential: 1.2, matching_keywords: [] });
  });
});
