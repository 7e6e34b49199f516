import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageReport, PlaceTextsView } from '../../src/features/places/texts.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import { signIn } from '../helpers/auth.ts';
import { startFakeBuildHook, type FakeBuildHook } from '../fakes/buildHook.ts';
import adminPlaceText from '../../functions/admin-place-text.mts';
import adminPlaceTexts from '../../functions/admin-place-texts.mts';

/* The places' French and Spanish texts through their routes, with real Requests (issue 53, decision 116). */

let database: TestDatabase;
let staff: string;
let visitor: string;
let hook: FakeBuildHook;
beforeAll(async () => {
  hook = await startFakeBuildHook();
});
withStaffDatabase(
  'place-texts',
  (d, s) => {
    database = d;
    staff = s;
  },
  // An empty texts folder: what the routes answer comes from the database alone.
  () => ({ BUILD_HOOK_URL: hook.url, PLACE_TEXTS_DIR: 'tests/functions/no-place-texts' }),
);
beforeAll(async () => {
  visitor = await signIn('visitor@example.com');
});
afterAll(async () => {
  await hook.close();
});

const put = (body: unknown, cookie = staff, raw?: string) =>
  call(adminPlaceTexts, '/api/admin/place-texts', {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
const view = async (id: string, cookie = staff) => call(adminPlaceText, `/api/admin/place-texts/${id}`, { headers: { cookie }, params: { id } });
const rows = async () =>
  (await database.sql<{ n: number }[]>`SELECT (SELECT count(*) FROM place_texts) + (SELECT count(*) FROM place_text_history) AS n`)[0]!.n;
const requestedBuild = async () => (await database.sql<{ requestedAt: Date | null }[]>`SELECT requested_at FROM site_builds`)[0]?.requestedAt ?? null;
const TIPS = ['Llegue antes de las 8:00 a.m.', 'Lleve agua.'];

describe("the places' translated texts", () => {
  it('answers anonymous 401 and a visitor 403 on every route, and writes nothing', async () => {
    for (const [cookie, code] of [
      ['', 401],
      [visitor, 403],
    ] as const) {
      expect((await put({ placeId: 'temple-square', lang: 'es', texts: { localTips: TIPS } }, cookie)).status).toBe(code);
      expect((await call(adminPlaceTexts, '/api/admin/place-texts', { headers: { cookie } })).status).toBe(code);
      expect((await view('temple-square', cookie)).status).toBe(code);
    }
    expect(Number(await rows())).toBe(0);
  });

  it('refuses bad bodies with a 400 naming the field, and writes nothing', async () => {
    const place = { placeId: 'temple-square', lang: 'fr' };
    const cases: Array<[unknown, string]> = [
      [{ ...place, texts: { description: 'Dix acres\u0000 de jardins.' } }, 'texts.description'],
      [{ ...place, texts: { description: 'Moitié \ud800 de paire' } }, 'texts.description'],
      [{ ...place, texts: { localTips: ['Bien', 'Moitié \udc00'] } }, 'texts.localTips.1'],
      [{ ...place, texts: { description: 'x'.repeat(1801) } }, 'texts.description'],
      [{ ...place, texts: { bestTimeToVisit: 'x'.repeat(241) } }, 'texts.bestTimeToVisit'],
      [{ ...place, texts: { description: '' } }, 'texts.description'],
      [{ ...place, texts: { description: 42 } }, 'texts.description'],
      [{ ...place, texts: { highlights: 'Les jardins' } }, 'texts.highlights'],
      [{ ...place, texts: { name: 'Place du Temple' } }, 'texts'],
      [{ ...place, texts: { highlights: ['Un seul'] } }, 'texts.highlights'],
      [{ ...place, texts: { localTips: ['Un', 'Deux', 'Trois'] } }, 'texts.localTips'],
      [{ placeId: 'no-such-place', lang: 'fr', texts: { description: 'Rien.' } }, 'placeId'],
      [{ placeId: '../etc', lang: 'fr', texts: { description: 'Rien.' } }, 'placeId'],
      [{ placeId: 'temple-square', lang: 'de', texts: { description: 'Zehn Morgen Gärten.' } }, 'lang'],
      [{ placeId: 'temple-square', lang: 'en', texts: { description: 'Ten acres.' } }, 'lang'],
      [{ placeId: 'temple-square', texts: { description: 'Dix acres.' } }, 'lang'],
      [{ ...place }, 'texts'],
      [{ ...place, texts: {}, extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await put(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      const answer = (await response.json()) as { issues: Array<{ path: string }> };
      expect({ body, paths: answer.issues.map((i) => i.path) }).toEqual({ body, paths: expect.arrayContaining([field]) });
    }
    expect((await put(null, staff, '{"placeId": ')).status).toBe(400);
    expect(Number(await rows())).toBe(0);
    expect(await requestedBuild()).toBeNull();
  });

  it('saves a Spanish tip list, answers it in the view with its history, lists the place written and asks for the rebuild', async () => {
    const response = await put({ placeId: 'temple-square', lang: 'es', texts: { localTips: TIPS } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    expect(await requestedBuild()).not.toBeNull();
    const answer = (await (await view('temple-square')).json()) as PlaceTextsView;
    expect(answer.languages.es).toMatchObject({ texts: { localTips: TIPS }, source: 'staff', stale: [] });
    expect(answer.languages.es.history).toEqual([
      expect.objectContaining({ lang: 'es', actorEmail: 'reviewer@slctrips.test', changes: [{ field: 'localTips', before: null, after: TIPS }] }),
    ]);
    expect(answer.languages.fr.history).toEqual([]);
    const report = (await (await call(adminPlaceTexts, '/api/admin/place-texts', { headers: { cookie: staff } })).json()) as LanguageReport[];
    expect(report.map((r) => [r.lang, r.written, r.total])).toEqual([
      ['fr', 0, 3],
      ['es', 1, 3],
    ]);
    expect((await view('no-such-place')).status).toBe(404);
  });
});
