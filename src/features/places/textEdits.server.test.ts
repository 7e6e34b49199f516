import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, FIXTURE_CATALOGUE, type TestDatabase } from '../../../tests/helpers/database.ts';
import { placeTextsView, savePlaceTexts, textsReport } from './textEdits.server.ts';
import { placeTextsIn } from './texts.server.ts';
import { englishStamps, placeTextEditSchema } from './texts.ts';

/* Staff's French and Spanish texts (decision 116) against a fresh database of the fixture catalogue. */

const STAFF = { id: '00000000-0000-4000-8000-000000000001', email: 'editor@slctrips.test' };
const english = (JSON.parse(fs.readFileSync(path.join(FIXTURE_CATALOGUE, 'sample.json'), 'utf8')) as Array<Record<string, unknown>>).find(
  (e) => e.id === 'delicate-arch',
)! as { description: string; highlights: string[]; localTips: string[] };
const FRENCH = { description: "L'arche isolée de la plaque d'immatriculation.", highlights: english.highlights.map((_, i) => `Point fort ${i + 1}`) };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'place-texts-store-'));
fs.mkdirSync(path.join(dir, 'fr'));
fs.writeFileSync(path.join(dir, 'fr/canyon-country-southeast.json'), JSON.stringify({ 'delicate-arch': FRENCH }));
// The file's French is stamped against the fixture's English; Temple Square's French was stamped against other English.
fs.writeFileSync(path.join(dir, 'fr/greater-salt-lake.json'), JSON.stringify({ 'temple-square': { description: 'Dix acres de jardins.' } }));
fs.writeFileSync(
  path.join(dir, 'stamps.json'),
  JSON.stringify({ fr: { 'delicate-arch': englishStamps(english), 'temple-square': { description: '00000000' } }, es: {} }),
);

let database: TestDatabase;
beforeAll(async () => {
  process.env.PLACE_TEXTS_DIR = dir;
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  delete process.env.PLACE_TEXTS_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

const edit = (body: unknown) => placeTextEditSchema.parse(body);
const historyCount = async () => (await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM place_text_history`)[0]!.n;

describe('the translated texts store', () => {
  it("shows the file's text, its stale fields and no history before any edit", async () => {
    const view = await placeTextsView(database.sql, 'delicate-arch');
    expect(view).toMatchObject({ id: 'delicate-arch', tier: 1, english: { description: english.description } });
    expect(view.languages.fr).toEqual({ texts: FRENCH, source: 'file', stale: [], history: [] });
    expect(view.languages.es).toEqual({ texts: {}, source: null, stale: [], history: [] });
    expect((await placeTextsView(database.sql, 'temple-square')).languages.fr.stale).toEqual(['description']);
    await expect(placeTextsView(database.sql, 'no-such-place')).rejects.toMatchObject({ status: 404 });
  });

  it("saves a language's texts whole, over the file's, with a history line of each field before and after", async () => {
    const tips = english.localTips.map((_, i) => `Consejo ${i + 1}: llegue temprano.`);
    expect(await savePlaceTexts(database.sql, edit({ placeId: 'delicate-arch', lang: 'es', texts: { localTips: tips } }), STAFF)).toEqual({ changed: true });
    const rewritten = { ...FRENCH, description: "L'arche, au lever du soleil." };
    await savePlaceTexts(database.sql, edit({ placeId: 'delicate-arch', lang: 'fr', texts: rewritten }), STAFF);
    const view = await placeTextsView(database.sql, 'delicate-arch');
    expect(view.languages.es).toMatchObject({ texts: { localTips: tips }, source: 'staff', stale: [] });
    expect(view.languages.es.history).toEqual([
      expect.objectContaining({ lang: 'es', actorEmail: STAFF.email, changes: [{ field: 'localTips', before: null, after: tips }] }),
    ]);
    expect(view.languages.fr.history[0]!.changes).toEqual([{ field: 'description', before: FRENCH.description, after: rewritten.description }]);
    expect((await placeTextsIn(database.sql, 'fr')).get('delicate-arch')).toMatchObject({ source: 'staff', texts: rewritten });
  });

  it('writes nothing for texts sent unchanged', async () => {
    const before = await historyCount();
    const tips = english.localTips.map((_, i) => `Consejo ${i + 1}: llegue temprano.`);
    expect(await savePlaceTexts(database.sql, edit({ placeId: 'delicate-arch', lang: 'es', texts: { localTips: tips } }), STAFF)).toEqual({ changed: false });
    expect(await historyCount()).toBe(before);
  });

  it('refuses an unknown place, a list of another length and a field the English lacks with a 400 naming the field, writing nothing', async () => {
    const before = await historyCount();
    const refused = (body: unknown, field: string) =>
      expect(savePlaceTexts(database.sql, edit(body), STAFF)).rejects.toMatchObject({
        status: 400,
        details: { issues: [expect.objectContaining({ path: field })] },
      });
    await refused({ placeId: 'no-such-place', lang: 'fr', texts: { description: 'Rien.' } }, 'placeId');
    await refused({ placeId: 'delicate-arch', lang: 'fr', texts: { highlights: ['Un seul'] } }, 'texts.highlights');
    await database.sql`UPDATE destinations SET details = details - 'accessibility' WHERE id = 'temple-square'`;
    await refused({ placeId: 'temple-square', lang: 'fr', texts: { accessibility: 'Accessible en fauteuil roulant.' } }, 'texts.accessibility');
    expect(await historyCount()).toBe(before);
  });

  it('finds a staff text stale once the English changes, and lists what is missing and stale per language', async () => {
    await database.sql`UPDATE destinations SET details = jsonb_set(details, '{localTips,0}', '"Start before sunrise."') WHERE id = 'delicate-arch'`;
    expect((await placeTextsView(database.sql, 'delicate-arch')).languages.es.stale).toEqual(['localTips']);
    const [fr, es] = await textsReport(database.sql);
    // The fixture catalogue's three places are all tier 1.
    expect(fr).toMatchObject({ lang: 'fr', total: 3, written: 2, unstamped: 0, missing: [{ id: 'utah-olympic-park' }] });
    expect(fr!.stale).toEqual([{ id: 'temple-square', name: 'Temple Square', tier: 1, fields: ['description'] }]);
    expect(es).toMatchObject({ lang: 'es', total: 3, written: 1, stale: [{ id: 'delicate-arch', fields: ['localTips'] }] });
    expect(es!.missing.map((p) => p.id)).toEqual(['temple-square', 'utah-olympic-park']);
  });

  it('refuses a place staff corrected to tier 3, and leaves it out of the list', async () => {
    await database.sql`UPDATE destinations SET details = details || '{"notability":{"tier":3,"source":"https://example.org/","checkedOn":"2026-12-01"}}' WHERE id = 'utah-olympic-park'`;
    await expect(
      savePlaceTexts(database.sql, edit({ placeId: 'utah-olympic-park', lang: 'fr', texts: { description: 'Les tremplins.' } }), STAFF),
    ).rejects.toMatchObject({
      status: 400,
      details: { issues: [expect.objectContaining({ path: 'placeId' })] },
    });
    expect((await textsReport(database.sql))[0]).toMatchObject({ total: 2, missing: [] });
  });
});

describe('place_texts and place_text_history are private, the history append-only', () => {
  async function asRole<T>(role: 'anon' | 'authenticated', fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await database.sql
      .begin(async (tx) => {
        await tx.unsafe(`SET LOCAL ROLE ${role}`);
        result = await fn(tx);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    return result as T;
  }

  it('refuses UPDATE and DELETE of the history even to the table owner the app connects as', async () => {
    const before = await historyCount();
    expect(before).toBeGreaterThan(0);
    await expect(database.sql`UPDATE place_text_history SET actor_email = 'someone@else.test'`).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(database.sql`DELETE FROM place_text_history`).rejects.toThrow(/append-only: DELETE refused/);
    expect(await historyCount()).toBe(before);
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`gives ${role} no read or write of either table`, async () => {
      for (const table of ['place_texts', 'place_text_history']) {
        await expect(asRole(role, (tx) => tx.unsafe(`SELECT count(*) FROM ${table}`))).rejects.toThrow(/permission denied/);
        await expect(asRole(role, (tx) => tx.unsafe(`DELETE FROM ${table}`))).rejects.toThrow(/permission denied/);
      }
      await expect(
        asRole(role, (tx) => tx`INSERT INTO place_texts (destination_id, lang, texts, updated_by_email) VALUES ('temple-square', 'fr', '{}', 'x@y.z')`),
      ).rejects.toThrow(/permission denied/);
      await expect(
        asRole(role, (tx) => tx`INSERT INTO place_text_history (destination_id, lang, changes, actor_email) VALUES ('temple-square', 'fr', '[]', 'x@y.z')`),
      ).rejects.toThrow(/permission denied/);
    });
  }
});
