/**
 * Staff's French and Spanish texts of the top-tier places (issue 53, decision 116): the editor's
 * view of a place, the edit (one row per place and language, an append-only history line in the
 * same transaction), and the staff list of what is missing or stale.
 */
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import type { Queryable, Sql } from '../../server/db.ts';
import { tierOf } from '../planning/tiers.ts';
import {
  type EnglishTexts,
  englishStamps,
  fitIssues,
  type LanguageReport,
  type LanguageTexts,
  PLACE_TEXT_FIELDS,
  type PlaceTextEdit,
  type PlaceTextField,
  type PlaceTextsView,
  type TextChange,
  type TextHistoryEntry,
  staleFields,
  TEXT_LANGUAGES,
  type TextLanguage,
} from './texts.ts';
import { placeTextsIn } from './texts.server.ts';

/** Who made an edit, as the history names them. */
export interface Actor {
  id: string;
  email: string;
}

interface PlaceRow {
  id: string;
  name: string;
  details: Record<string, unknown>;
}

const englishOf = (details: Record<string, unknown>): EnglishTexts =>
  Object.fromEntries(PLACE_TEXT_FIELDS.map((f) => [f, (details[f] as string | string[] | undefined) ?? null]));
/** The tier staff's correction gives (decision 111), else tiers.json's. */
const tierOfRow = (row: PlaceRow): number => (row.details.notability as { tier?: number } | undefined)?.tier ?? tierOf(row.id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function placeRow(sql: Queryable, id: string, lock = false): Promise<PlaceRow | undefined> {
  const [row] = await sql<PlaceRow[]>`SELECT id, name, details FROM destinations WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

async function historyOf(sql: Queryable, id: string): Promise<TextHistoryEntry[]> {
  const rows = await sql<Array<Omit<TextHistoryEntry, 'createdAt'> & { createdAt: Date }>>`
    SELECT id::int AS id, lang, changes, actor_email, created_at FROM place_text_history
    WHERE destination_id = ${id} ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** GET /api/admin/place-texts/{id}: the place's English and each language's texts, stale fields and history; 404 for an unknown place. */
export async function placeTextsView(sql: Sql, id: string): Promise<PlaceTextsView> {
  const row = await placeRow(sql, id);
  if (!row) throw new NotFoundError('Destination not found');
  const english = englishOf(row.details);
  const history = await historyOf(sql, id);
  const languages = {} as Record<TextLanguage, LanguageTexts>;
  for (const lang of TEXT_LANGUAGES) {
    const text = (await placeTextsIn(sql, lang)).get(id);
    languages[lang] = {
      texts: text?.texts ?? {},
      source: text?.source ?? null,
      stale: text ? staleFields(text, english) : [],
      history: history.filter((h) => h.lang === lang),
    };
  }
  return { id: row.id, name: row.name, tier: tierOfRow(row), english, languages };
}

/**
 * PUT /api/admin/place-texts: a tier 1 or 2 place's texts in one language, written whole (a field
 * left out shows in English), stamped with the English it translates. The place must exist and
 * each list have the English length, or a 400 names the field and nothing is written. Fields
 * unchanged are no change; an edit that changes nothing writes nothing (`changed` false).
 */
export async function savePlaceTexts(sql: Sql, edit: PlaceTextEdit, actor: Actor): Promise<{ changed: boolean }> {
  return sql.begin(async (tx) => {
    const row = await placeRow(tx, edit.placeId, true);
    if (!row) throw new HttpError(400, 'Invalid body', { issues: [{ path: 'placeId', message: 'Unknown place' }] });
    if (tierOfRow(row) > 2)
      throw new HttpError(400, 'Invalid body', { issues: [{ path: 'placeId', message: 'Only tier 1 and 2 places have translated texts' }] });
    const english = englishOf(row.details);
    const issues = fitIssues(edit.texts, english, 'texts.');
    if (issues.length > 0) throw new HttpError(400, 'Invalid body', { issues });
    const before = (await placeTextsIn(tx, edit.lang)).get(row.id)?.texts ?? {};
    const changes: TextChange[] = PLACE_TEXT_FIELDS.flatMap((field) => {
      const [b, a] = [before[field] ?? null, edit.texts[field] ?? null];
      return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ field, before: b, after: a }];
    });
    if (changes.length === 0) return { changed: false };
    // Every field is stamped now: staff wrote (or kept) it against today's English.
    const stamps = Object.fromEntries(Object.entries(englishStamps(english)).filter(([f]) => edit.texts[f as PlaceTextField] !== undefined));
    await tx`
      INSERT INTO place_texts (destination_id, lang, texts, stamps, updated_by_email)
      VALUES (${row.id}, ${edit.lang}, ${tx.json(edit.texts)}, ${tx.json(stamps)}, ${actor.email})
      ON CONFLICT (destination_id, lang) DO UPDATE SET texts = EXCLUDED.texts, stamps = EXCLUDED.stamps,
        updated_by_email = EXCLUDED.updated_by_email, updated_at = now()`;
    await tx`
      INSERT INTO place_text_history (destination_id, lang, changes, actor_id, actor_email)
      VALUES (${row.id}, ${edit.lang}, ${tx.json(changes as unknown as Parameters<typeof tx.json>[0])}, ${UUID.test(actor.id) ? actor.id : null}, ${actor.email})`;
    return { changed: true };
  });
}

/** GET /api/admin/place-texts: per language, the published tier 1 and 2 places with no text, with a stale one, and the counts. */
export async function textsReport(sql: Sql): Promise<LanguageReport[]> {
  const rows = await sql<PlaceRow[]>`SELECT id, name, details FROM destinations WHERE withdrawn_at IS NULL ORDER BY lower(name), id`;
  const places = rows.filter((r) => tierOfRow(r) <= 2);
  const reports: LanguageReport[] = [];
  for (const lang of TEXT_LANGUAGES) {
    const texts = await placeTextsIn(sql, lang);
    const report: LanguageReport = { lang, total: places.length, written: 0, missing: [], stale: [], unstamped: 0 };
    for (const row of places) {
      const place = { id: row.id, name: row.name, tier: tierOfRow(row) };
      const text = texts.get(row.id);
      if (!text) {
        report.missing.push(place);
        continue;
      }
      report.written += 1;
      const fields = staleFields(text, englishOf(row.details));
      if (fields.length > 0) report.stale.push({ ...place, fields });
      else if (!text.stamps || Object.keys(text.stamps).length === 0) report.unstamped += 1;
    }
    reports.push(report);
  }
  return reports;
}
