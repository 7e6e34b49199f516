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
  call(kitInterest, '/api/kit-interest', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const rows = () => database.sql<{ email: string; ranked_kits: string[]; feedback: string | null }[]>`SELECT email, ranked_kits, feedback FROM kit_interest ORDER BY email`;

describe('POST /api/kit-interest', () => {
  it('stores a ranking in order with the feedback and answers what it stored', async () => {
    const response = await post({ email: 'Ranker@Example.com', rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'], feedback: 'Ski bus times, please' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, email: 'ranker@example.com', rankedKits: ['olympic-complete', 'family-fun', 'foodie-tour'], replaced: false });
    expect(await rows()).toEqual([{ email: 'ranker@example.com', ranked_kits: ['olympic-complete', 'family-fun', 'foodie-tour'], feedback: 'Ski bus times, please' }]);
  });

  it('replaces the earlier ranking of the same e-mail instead of counting it twice', async () => {
    const response = await post({ email: 'RANKER@example.com ', rankedKits: ['budget-travel'] });
    expect(await response.json()).toMatchObject({ replaced: true, rankedKits: ['budget-travel'] });
    expect(await rows()).toEqual([{ email: 'ranker@example.com', ranked_kits: ['budget-travel'], feedback: null }]);
  });

  it('answers 400 with the field issues for every invalid body and writes nothing', async () => {
    const bad: Array<[unknown, string]> = [
      [{ email: 'x@example.com', rankedKits: ['family-fun', 'moon-base'] }, 'rankedKits.1'],
      [{ email: 'x@example.com', rankedKits: ['family-fun', 'family-fun'] }, 'rankedKits'],
      [{ email: 'x@example.com', rankedKits: [] }, 'rankedKits'],
      [{ email: 'x@example.com', rankedKits: ['hip-young-single', 'family-fun', 'budget-travel', 'foodie-tour', 'outdoor-adventure', 'romantic-getaway'] }, 'rankedKits'],
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
    const form = await call(kitInterest, '/api/kit-interest', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.co' });
    expect(form.status).toBe(415);
    expect((await post({ email: 'x@example.com', rankedKits: ['family-fun'], feedback: 'z'.repeat(9000) })).status).toBe(413);
    expect((await post({ email: 'x@example.com', rankedKits: ['family-fun'] }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
  });

  it('limits repeats from one address to 20 per ten minutes with a 429', async () => {
    for (let i = 0; i < 20; i++) expect((await post({ email: 'busy@example.com', rankedKits: ['family-fun'] })).status).toBe(200);
    const last = await post({ email: 'busy@example.com', rankedKits: ['family-fun'] });
    expect(last.status).toBe(429);
    expect(((await last.json()) as { error: string }).error).toMatch(/Too many requests/);
  });
});
