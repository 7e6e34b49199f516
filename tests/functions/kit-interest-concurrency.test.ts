import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import kitInterest from '../../functions/kit-interest.mts';
import { kitAnalytics } from '../../src/features/kits/kits.server.ts';
import { buildKitAnalytics, KIT_IDS, tallyRankings, type KitId } from '../../src/features/kits/kits.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';

// Lives in tests/functions so the PostgreSQL pass of `npm test` (TEST_POSTGRES_URL) runs it
// too: PGlite serialises transactions, so only a real server, with the app's pool of eight
// connections, makes these upserts race.
let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A deterministic ranking of 1 to 5 distinct kits for person `i`. */
function rankingFor(i: number): KitId[] {
  const length = (i % 5) + 1;
  return Array.from({ length }, (_, k) => KIT_IDS[(i * 7 + k * 2) % KIT_IDS.length]!).filter((id, k, all) => all.indexOf(id) === k);
}

interface Submission {
  email: string;
  rankedKits: KitId[];
  feedback: string;
}

describe('200 concurrent interest submissions', () => {
  it('leave exactly one row per e-mail and analytics that add up, repeats replacing rather than doubling', async () => {
    // 140 people submit once; 20 people submit three times each (their e-mail in different
    // cases, the same kits in different orders), all 200 requests at the same moment.
    const singles: Submission[] = Array.from({ length: 140 }, (_, i) => ({
      email: `single${i}@example.com`,
      rankedKits: rankingFor(i),
      feedback: `note ${i}`,
    }));
    const repeats: Submission[] = Array.from({ length: 20 }, (_, p) => {
      const kits = rankingFor(p + 3);
      return [0, 1, 2].map((r) => ({
        email: r === 1 ? `Repeat${p}@EXAMPLE.com` : `repeat${p}@example.com`,
        rankedKits: r === 0 ? kits : r === 1 ? [...kits].reverse() : [...kits.slice(1), kits[0]!],
        feedback: `try ${r}`,
      }));
    }).flat();
    const all = [...singles, ...repeats].sort((a, b) => a.email.localeCompare(b.email) || a.feedback.localeCompare(b.feedback));
    expect(all).toHaveLength(200);

    const responses = await Promise.all(
      all.map((body) =>
        call(kitInterest, '/api/kit-interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const answers = (await Promise.all(responses.map((r) => r.json()))) as Array<{ email: string; replaced: boolean }>;
    // Per repeated address exactly one request inserted the row and the other two replaced it.
    for (let p = 0; p < 20; p++)
      expect(
        answers
          .filter((a) => a.email === `repeat${p}@example.com`)
          .map((a) => a.replaced)
          .sort(),
      ).toEqual([false, true, true]);

    const rows = await database.sql<
      { email: string; rankedKits: KitId[]; feedback: string }[]
    >`SELECT email, ranked_kits, feedback FROM kit_interest ORDER BY email`;
    expect(rows).toHaveLength(160);
    expect(new Set(rows.map((r) => r.email)).size).toBe(160);
    for (const s of singles) expect(rows.find((r) => r.email === s.email)).toEqual({ email: s.email, rankedKits: s.rankedKits, feedback: s.feedback });
    for (let p = 0; p < 20; p++) {
      const row = rows.find((r) => r.email === `repeat${p}@example.com`)!;
      const sent = repeats.filter((s) => s.email.toLowerCase() === row.email);
      // The row is one whole submission (ranking and feedback together), never a mix.
      expect(sent.map((s) => JSON.stringify([s.rankedKits, s.feedback]))).toContain(JSON.stringify([row.rankedKits, row.feedback]));
    }

    const analytics = await kitAnalytics(database.sql);
    expect(analytics).toEqual(buildKitAnalytics(tallyRankings(rows.map((r) => r.rankedKits)), 160));
    // Figures that do not depend on which repeat won the race.
    const expectedVotes = [...singles, ...repeats.filter((_, i) => i % 3 === 0)].reduce((n, s) => n + s.rankedKits.length, 0);
    expect(analytics.totalSignups).toBe(160);
    expect(analytics.totalVotes).toBe(expectedVotes);
    expect(analytics.kitStats.reduce((n, s) => n + s.rank1_votes, 0)).toBe(160);
    for (const id of KIT_IDS) {
      const naming = [...singles, ...repeats.filter((_, i) => i % 3 === 0)].filter((s) => s.rankedKits.includes(id)).length;
      expect(analytics.kitStats.find((s) => s.kitId === id)).toMatchObject({ signups: naming, totalVotes: naming });
    }
  });
});
