/**
 * The translated place texts as the build and the staff tools read them (issue 53, decision 116):
 * the content files `<PLACE_TEXTS_DIR>/<lang>/<region>.json` (every file checked by the schema,
 * ids of tier 1 or 2 only, an id once per language), the stamps file `npm run texts:stamp`
 * writes beside them, and staff's edits in `place_texts`, which win over a file's entry whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { tierOf } from '../planning/tiers.ts';
import {
  type EnglishTexts,
  englishStamps,
  PLACE_TEXT_FIELDS,
  type PlaceText,
  type PlaceTextField,
  placeTextFileSchema,
  type StampedText,
  TEXT_LANGUAGES,
  type TextLanguage,
} from './texts.ts';

/** The stamps file's name, in the texts folder (not under a language: the content files stay as specified). */
export const STAMPS_FILE = 'stamps.json';

export type Stamps = Record<TextLanguage, Record<string, Partial<Record<PlaceTextField, string>>>>;

/** The folder the content files are read from: PLACE_TEXTS_DIR, or the repository's. */
export const textsDir = (): string => path.resolve(env().PLACE_TEXTS_DIR);

/** One language's entries: place id → its texts and the file it came from. */
export type FileTexts = Map<string, { texts: PlaceText; file: string }>;

/**
 * Every content file of every language, checked: a file that breaks the format, an id of tier 3
 * or 4 (or unknown to tiers.json), or an id in two files of one language throws an error naming
 * the file and the place. A missing folder is an empty language (the texts arrive over time).
 */
export function readTextFiles(dir = textsDir()): Record<TextLanguage, FileTexts> {
  const out = {} as Record<TextLanguage, FileTexts>;
  for (const lang of TEXT_LANGUAGES) {
    const entries: FileTexts = new Map();
    const folder = path.join(dir, lang);
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    for (const file of files) {
      const where = `${lang}/${file}`;
      const parsed = placeTextFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`Place texts ${where}: ${issue.path.join('.')}: ${issue.message}`);
      }
      for (const [id, texts] of Object.entries(parsed.data)) {
        if (tierOf(id) > 2) throw new Error(`Place texts ${where}: ${id} is not a tier 1 or 2 place (tiers.json)`);
        const other = entries.get(id);
        if (other) throw new Error(`Place texts ${where}: ${id} is also in ${lang}/${other.file}`);
        entries.set(id, { texts, file });
      }
    }
    out[lang] = entries;
  }
  return out;
}

/** The stamps file, or empty stamps when it is not written yet. */
export function readStamps(dir = textsDir()): Stamps {
  const file = path.join(dir, STAMPS_FILE);
  const empty = Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, {}])) as Stamps;
  if (!fs.existsSync(file)) return empty;
  return { ...empty, ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Stamps>) };
}

const filesOnce = new Map<string, { files: Record<TextLanguage, FileTexts>; stamps: Stamps }>();
/** The files and stamps of a folder, read once per process (the files change with a deploy, not at run time). */
function onFile(dir = textsDir()) {
  let read = filesOnce.get(dir);
  if (!read) {
    read = { files: readTextFiles(dir), stamps: readStamps(dir) };
    filesOnce.set(dir, read);
  }
  return read;
}

interface StaffRow {
  destinationId: string;
  lang: TextLanguage;
  texts: PlaceText;
  stamps: Partial<Record<PlaceTextField, string>>;
}

/** Staff's edits of one language (or every language), by place. */
export async function staffTexts(sql: Queryable, lang?: TextLanguage): Promise<StaffRow[]> {
  return sql<StaffRow[]>`
    SELECT destination_id, lang, texts, stamps FROM place_texts ${lang ? sql`WHERE lang = ${lang}` : sql``} ORDER BY destination_id, lang`;
}

/** One language's texts by place: the file's entry with its stamps, or staff's edit, which wins whole. */
export async function placeTextsIn(sql: Queryable, lang: TextLanguage, dir = textsDir()): Promise<Map<string, StampedText>> {
  const { files, stamps } = onFile(dir);
  const merged = new Map<string, StampedText>();
  for (const [id, { texts }] of files[lang]) merged.set(id, { texts, stamps: stamps[lang]?.[id] ?? null, source: 'file' });
  for (const row of await staffTexts(sql, lang)) merged.set(row.destinationId, { texts: row.texts, stamps: row.stamps, source: 'staff' });
  return merged;
}

let built: Promise<Record<TextLanguage, Map<string, StampedText>>> | undefined;

/** Every language's texts as the build shows them, read once per process (a build), like siteDestinations. */
export function siteTexts(): Promise<Record<TextLanguage, Map<string, StampedText>>> {
  built ??= import('../../server/db.ts').then(async ({ db }) => {
    const sql = await db();
    return Object.fromEntries(await Promise.all(TEXT_LANGUAGES.map(async (l) => [l, await placeTextsIn(sql, l)]))) as Record<
      TextLanguage,
      Map<string, StampedText>
    >;
  });
  return built;
}

/**
 * The stamps `npm run texts:stamp` writes: each field of each translation keeps the stamp it has
 * (so a change of the English since stays visible as stale); a field with none, and every field of
 * the places named `checked` ("fr:delicate-arch", read again against today's English), gets the
 * stamp of the English now. Places no file holds any more lose theirs.
 */
export function nextStamps(
  files: Record<TextLanguage, FileTexts>,
  stamps: Stamps,
  english: ReadonlyMap<string, EnglishTexts>,
  checked: ReadonlySet<string> = new Set(),
): Stamps {
  const next = {} as Stamps;
  for (const lang of TEXT_LANGUAGES) {
    next[lang] = {};
    for (const [id, { texts }] of files[lang]) {
      const now = englishStamps(english.get(id) ?? {});
      const kept = checked.has(`${lang}:${id}`) ? {} : (stamps[lang]?.[id] ?? {});
      const fields = PLACE_TEXT_FIELDS.filter((f) => texts[f] !== undefined && (kept[f] ?? now[f]));
      next[lang][id] = Object.fromEntries(fields.map((f) => [f, kept[f] ?? now[f]!]));
    }
  }
  return next;
}
