import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import kitInterest from '../../functions/kit-interest.mts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(kitInterest, '/api/kit-interest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const rows = () =>
  database.sql<{ email: string; rankedKits: string[]; feedback: string | null }[]>`SELECT email, ranked_kits, feedback FROM kit_interest ORDER BY email`;

describe('POST /api/kit-interest', () => {
  it('stores a ranking in order with the feedback and answers what it stored', async () => {
    const response = await post({
      email: 'Ranker@Example.com',
      rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'],
      feedback: 'Ski bus times, please',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      email: 'ranker@example.com',
      rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'],
      replaced: false,
    });
    expect(await rows()).toEqual([
      { email: 'ranker@example.com', rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'], feedback: 'Ski bus times, please' },
    ]);
  });

  it('replaces the earlier ranking of the same e-mail instead of counting it twice', async () => {
    const response = await post({ email: 'RANKER@example.com ', rankedKits: ['budget-travel'] });
    expect(await response.json()).toMatchObject({ replaced: true, rankedKits: ['budget-travel'] });
    expect(await rows()).toEqual([{ email: 'ranker@example.com', rankedKits: ['budget-travel'], feedback: null }]);
  });

  it('answers 400 with the field issues for every invalid body and writes nothing', async () => {
    const bad: Array<[unknown, string]> = [
      [{ email: 'x@example.com', rankedKits: ['family-fun', 'moon-base'] }, 'rankedKits.1'],
      [{ email: 'x@example.com', rankedKits: ['family-fun', 'family-fun'] }, 'rankedKits'],
      [{ email: 'x@example.com', rankedKits: [] }, 'rankedKits'],
      [
        { email: 'x@example.com', rankedKits: ['hip-young-single', 'family-fun', 'budget-travel', 'foodie-tour', 'outdoor-adventure', 'romantic-getaway'] },
        'rankedKits',
      ],
      [{ email: 'not an address', rankedKits: ['family-fun'] }, 'email'],
      [{ rankedKits: ['family-fun'] }, 'email'],
      [{ email: 'x@example.com', rankedKits: ['family-fun'], feedback: 'y'.repeat(1001) }, 'feedback'],
      [{ email: 'x@example.com', rankedKits: ['family-fun'], role: 'staff' }, ''],
    ];
    for (const [body, path] of bad) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = (await response.json()) as { error: string; issues: Array<{ path: string }> };
      expect(answer.error).toBe('Invalid body');
      expect(answer.issues.map((i) => i.path)).toContain(path);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('answers 400 for malformed JSON, 415 for a form post, 413 for a huge body and 403 cross-site', async () => {
    expect((await post('{"email":')).status).toBe(400);
    const form = await call(kitInterest, '/api/kit-interest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co',
    });
    expect(form.status).toBe(415);
    expect((await post({ email: 'x@example.com', rankedKits: ['family-fun'], feedback: 'z'.repeat(9000) })).status).toBe(413);
    expect((await post({ email: 'x@example.com', rankedKits: ['family-fun'] }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
  });

  it('adds the Olympic kit to an earlier ranking of the same e-mail instead of replacing it', async () => {
    const rankingOf = async (email: string) =>
      (await database.sql<{ rankedKits: string[]; feedback: string | null }[]>`SELECT ranked_kits, feedback FROM kit_interest WHERE email = ${email}`)[0];
    await post({ email: 'keeper@example.com', rankedKits: ['family-fun', 'foodie-tour'], feedback: 'Kid-friendly, please' });
    const added = await post({ email: 'Keeper@example.com', rankedKits: ['olympic-complete'], mode: 'add' });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({
      ok: true,
      email: 'keeper@example.com',
      rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'],
      replaced: true,
    });
    expect(await rankingOf('keeper@example.com')).toEqual({ rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'], feedback: 'Kid-friendly, please' });

    // Already there: nothing moves; new feedback is kept.
    await post({ email: 'keeper@example.com', rankedKits: ['olympic-complete'], feedback: 'Venue maps too', mode: 'add' });
    expect(await rankingOf('keeper@example.com')).toEqual({ rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'], feedback: 'Venue maps too' });

    // All five places taken: the Olympic kit replaces the last choice.
    const five = ['hip-young-single', 'family-fun', 'budget-travel', 'foodie-tour', 'outdoor-adventure'];
    await post({ email: 'full@example.com', rankedKits: five });
    await post({ email: 'full@example.com', rankedKits: ['olympic-complete'], mode: 'add' });
    expect((await rankingOf('full@example.com'))?.rankedKits).toEqual([...five.slice(0, 4), 'olympic-complete']);

    // No earlier ranking: it becomes the whole ranking.
    await post({ email: 'newcomer@example.com', rankedKits: ['olympic-complete'], mode: 'add' });
    expect((await rankingOf('newcomer@example.com'))?.rankedKits).toEqual(['olympic-complete']);
  });

  it('keeps every kit when several adds for one e-mail arrive at once', async () => {
    const kits = ['wellness-spa', 'romantic-getaway', 'local-insider', 'olympic-complete'] as const;
    const responses = await Promise.all(kits.map((kit) => post({ email: 'racer@example.com', rankedKits: [kit], mode: 'add' })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [row] = await database.sql<{ rankedKits: string[] }[]>`SELECT ranked_kits FROM kit_interest WHERE email = 'racer@example.com'`;
    expect([...row!.rankedKits].sort()).toEqual([...kits].sort());
  });

  it('refuses an unknown mode, and an add of more than one kit, with 400', async () => {
    const unknown = await post({ email: 'mode@example.com', rankedKits: ['olympic-complete'], mode: 'merge' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain('mode');
    const many = await post({ email: 'mode@example.com', rankedKits: ['olympic-complete', 'family-fun'], mode: 'add' });
    expect(many.status).toBe(400);
    expect(((await many.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toContain('rankedKits');
    expect((await database.sql`SELECT 1 FROM kit_interest WHERE email = 'mode@example.com'`).length).toBe(0);
  });

  it('limits repeats from one address to 20 per ten minutes with a 429', async () => {
    for (let i = 0; i < 20; i++) expect((await post({ email: 'busy@example.com', rankedKits: ['family-fun'] })).status).toBe(200);
    const last = await post({ email: 'busy@example.com', rankedKits: ['family-fun'] });
    expect(last.status).toBe(429);
    expect(((await last.json()) as { error: string }).error).toMatch(/Too many requests/);
  });
});
