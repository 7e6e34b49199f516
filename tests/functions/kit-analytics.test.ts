import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitAnalytics } from '../../src/features/kits/kits.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import kitAnalytics from '../../functions/kit-analytics.mts';
import kitInterest from '../../functions/kit-interest.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-kits-'));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = 'boss@example.com';
  resetProcessState();
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  delete process.env.STAFF_EMAILS;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const submit = (email: string, rankedKits: string[]) =>
  call(kitInterest, '/api/kit-interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, rankedKits }) });
const analytics = (cookie = '') => call(kitAnalytics, '/api/kit-analytics', { headers: cookie ? { cookie } : {} });

describe('GET /api/kit-analytics', () => {
  it('answers 401 to anonymous visitors and 403 to signed-in people who are not staff', async () => {
    const anonymous = await analytics();
    expect(anonymous.status).toBe(401);
    const visitor = await analytics(await signIn('visitor@example.com'));
    expect(visitor.status).toBe(403);
    expect(await visitor.json()).toEqual({ error: 'Staff only' });
  });

  it('gives staff zeros for all nine kits before anyone has ranked', async () => {
    const response = await analytics(await signIn('boss@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as KitAnalytics;
    expect(data.totalSignups).toBe(0);
    expect(data.totalVotes).toBe(0);
    expect(data.kitStats).toHaveLength(9);
    expect(data.kitStats.every((s) => s.popularityScore === 0 && s.signups === 0)).toBe(true);
  });

  it('scores the current rankings, counting a replaced ranking once', async () => {
    await submit('a@example.com', ['family-fun', 'olympic-complete']);
    await submit('b@example.com', ['olympic-complete', 'budget-travel', 'family-fun']);
    await submit('c@example.com', ['foodie-tour']);
    await submit('c@example.com', ['olympic-complete']); // replaces c's earlier ranking
    await database.sql`UPDATE profiles SET role = 'staff' WHERE email = 'visitor@example.com'`;
    const data = (await (await analytics(await signIn('visitor@example.com'))).json()) as KitAnalytics;
    expect(data.totalSignups).toBe(3);
    expect(data.totalVotes).toBe(2 + 3 + 1);
    expect(data.kitStats.slice(0, 3)).toEqual([
      {
        kitId: 'olympic-complete',
        kitName: '2034 Winter Olympics Kit',
        signups: 3,
        totalVotes: 3,
        rank1_votes: 2,
        rank2_votes: 1,
        rank3_votes: 0,
        popularityScore: 14,
      },
      { kitId: 'family-fun', kitName: 'Family Fun Kit', signups: 2, totalVotes: 2, rank1_votes: 1, rank2_votes: 0, rank3_votes: 1, popularityScore: 8 },
      { kitId: 'budget-travel', kitName: 'Budget Travel Kit', signups: 1, totalVotes: 1, rank1_votes: 0, rank2_votes: 1, rank3_votes: 0, popularityScore: 4 },
    ]);
    expect(data.kitStats.find((s) => s.kitId === 'foodie-tour')).toMatchObject({ signups: 0, popularityScore: 0 });
  });
});
