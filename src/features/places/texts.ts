/**
 * The top-tier places' own texts in French and Spanish (issue 53, decision 116): the fields a
 * translation carries, the schema of a file entry and of staff's edit (one schema for both), and
 * the stamp of the English a translation was made from. Pure and browser-safe: the staff editor
 * imports it; the files are read by texts.server.ts.
 */
import { z } from 'zod';
import { text } from '../../lib/text.ts';

/** The catalogue's own texts a translation carries, in the file format's order. */
export const PLACE_TEXT_FIELDS = ['description', 'highlights', 'activities', 'localTips', 'packingList', 'accessibility', 'bestTimeToVisit'] as const;
export type PlaceTextField = (typeof PLACE_TEXT_FIELDS)[number];
export const LIST_FIELDS: ReadonlySet<PlaceTextField> = new Set(['highlights', 'activities', 'localTips', 'packingList']);

/** The languages a place's texts are written in besides English. */
export const TEXT_LANGUAGES = ['fr', 'es'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The staff tools' names of the fields and languages (staff pages stay English). */
export const PLACE_TEXT_LABELS: Record<PlaceTextField, string> = {
  description: 'Description',
  highlights: 'Highlights',
  activities: 'Activities',
  localTips: 'Local tips',
  packingList: 'What to bring',
  accessibility: 'Accessibility',
  bestTimeToVisit: 'Best time to visit',
};
export const LANGUAGE_NAMES: Record<'en' | TextLanguage, string> = { en: 'English', fr: 'French', es: 'Spanish' };

// A translation runs longer than its English (French and Spanish by a fifth to a third): the
// catalogue's limits (catalogue.ts) with half as much again.
const prose = (max: number) => text().trim().min(1, 'Please fill this in').max(max, `At most ${max} characters`);
const items = z.array(prose(400), 'Give a list of texts').min(1, 'Give at least one item').max(8, 'At most 8 items');

/** One place's texts in one language: each field optional (a field the English lacks is omitted), nothing else. */
export const placeTextSchema = z
  .object({
    description: prose(1800).optional(),
    highlights: items.optional(),
    activities: items.optional(),
    localTips: items.optional(),
    packingList: items.optional(),
    accessibility: prose(400).optional(),
    bestTimeToVisit: prose(240).optional(),
  })
  .strict();
export type PlaceText = z.infer<typeof placeTextSchema>;

/** A language's file: place id → its texts. */
export const placeTextFileSchema = z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A place id'), placeTextSchema);

/** The body of PUT /api/admin/place-texts: a place's texts in one language, written whole. */
export const placeTextEditSchema = z
  .object({
    placeId: z.string('Choose a place').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown place'),
    lang: z.enum(TEXT_LANGUAGES, 'Choose French or Spanish'),
    texts: placeTextSchema,
  })
  .strict();
export type PlaceTextEdit = z.infer<typeof placeTextEditSchema>;

/** The English of one place's fields, as the catalogue has them (null: the place lacks the field). */
export type EnglishTexts = Partial<Record<PlaceTextField, string | readonly string[] | null | undefined>>;

const present = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '');

/** The fields a place's English has: the only ones a translation may carry. */
export const englishFields = (english: EnglishTexts): PlaceTextField[] => PLACE_TEXT_FIELDS.filter((f) => present(english[f]));

/**
 * Where a translation does not fit its English: a field the English lacks, or a list of another
 * length (the file format: same length, same order). Issues name the field as the body does.
 */
export function fitIssues(texts: PlaceText, english: EnglishTexts, prefix = ''): Array<{ path: string; message: string }> {
  const has = new Set(englishFields(english));
  const issues: Array<{ path: string; message: string }> = [];
  for (const field of PLACE_TEXT_FIELDS) {
    const value = texts[field];
    if (value === undefined) continue;
    if (!has.has(field)) issues.push({ path: `${prefix}${field}`, message: 'The English place has no text for this field: leave it out' });
    else if (Array.isArray(value) && value.length !== (english[field] as readonly string[]).length)
      issues.push({
        path: `${prefix}${field}`,
        message: `Give ${(english[field] as readonly string[]).length} items, one for each English item, in its order`,
      });
  }
  return issues;
}

/**
 * The stamp of an English field's text: FNV-1a (32 bits) of its JSON, 8 hex digits. A translation
 * records the stamp of the English it translated; when the English changes, the stamps differ
 * and the translation of that field is stale. Not a security hash: a collision would only hide a
 * change from the staff list.
 */
export function englishStamp(value: unknown): string {
  const json = JSON.stringify(value ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) {
    hash ^= json.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Each field's stamp, for the fields a place's English has. */
export const englishStamps = (english: EnglishTexts): Partial<Record<PlaceTextField, string>> =>
  Object.fromEntries(englishFields(english).map((f) => [f, englishStamp(english[f])]));

/** A translation and the stamps of the English it was made from (none: not stamped yet). */
export interface StampedText {
  texts: PlaceText;
  stamps?: Partial<Record<PlaceTextField, string>> | null;
  /** Where it comes from: a content file, or a staff edit in the database (which wins). */
  source: 'file' | 'staff';
}

/** The fields of a translation whose English changed since (stamp differs); an unstamped field is not known to be stale. */
export function staleFields(text: StampedText, english: EnglishTexts): PlaceTextField[] {
  const has = new Set(englishFields(english));
  return PLACE_TEXT_FIELDS.filter((f) => {
    if (text.texts[f] === undefined) return false;
    if (!has.has(f)) return true;
    const stamp = text.stamps?.[f];
    return stamp !== undefined && stamp !== englishStamp(english[f]);
  });
}

/**
 * What a page shows of a translation: each field that is written, fits the English (a list of the
 * English length) and is not stale. The rest the page shows in English, marked `lang="en"`, so a
 * fact the English corrected never shows in its old words.
 */
export function shownTexts(text: StampedText | undefined, english: EnglishTexts): PlaceText {
  if (!text) return {};
  const stale = new Set(staleFields(text, english));
  const misfit = new Set(fitIssues(text.texts, english).map((i) => i.path));
  return Object.fromEntries(PLACE_TEXT_FIELDS.filter((f) => text.texts[f] !== undefined && !stale.has(f) && !misfit.has(f)).map((f) => [f, text.texts[f]]));
}

// What the staff routes answer (textEdits.server.ts), typed here for the staff islands.

export interface TextChange {
  field: PlaceTextField;
  before: string | string[] | null;
  after: string | string[] | null;
}
export interface TextHistoryEntry {
  id: number;
  lang: TextLanguage;
  changes: TextChange[];
  actorEmail: string;
  createdAt: string;
}

/** One language of a place in the editor: its texts now, where they come from, which fields are stale. */
export interface LanguageTexts {
  texts: PlaceText;
  source: StampedText['source'] | null;
  stale: PlaceTextField[];
  history: TextHistoryEntry[];
}
export interface PlaceTextsView {
  id: string;
  name: string;
  tier: number;
  english: EnglishTexts;
  languages: Record<TextLanguage, LanguageTexts>;
}

export interface ReportPlace {
  id: string;
  name: string;
  tier: number;
  /** For a stale text, the fields whose English changed since. */
  fields?: PlaceTextField[];
}
export interface LanguageReport {
  lang: TextLanguage;
  total: number;
  written: number;
  missing: ReportPlace[];
  stale: ReportPlace[];
  /** Written, not stamped yet (`npm run texts:stamp`): whether they are stale cannot be told. */
  unstamped: number;
}
