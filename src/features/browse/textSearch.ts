import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Browsable, TextHits, TextSearch } from './browse.ts';

// The text search of every keyword box (/search, /destinations): MiniSearch over the loaded
// index (decision 075). This module, and MiniSearch with it, is imported only when the index is
// (on engagement, decision 063b), never on a plain visit.

/** A place as the text search reads it: the index entry, with its tags and region where it carries them. */
export type Searchable = Browsable & { tags?: readonly string[] | null; region?: string | null };

/** The fields searched, and how much a match in each weighs: the name most, the description least. */
export const FIELD_BOOSTS = { name: 8, category: 4, tags: 2, region: 1.5, address: 1.5, description: 1 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

/** A place others lie in (a park, decision 050) weighs this much more than its parts, so "zion" starts with the park. */
export const PARK_BOOST = 1.25;

/** Terms this long or longer also match one edit away ("canyn" finds "canyon"); shorter ones must be exact or a prefix. */
export const FUZZY_MIN_LENGTH = 4;

// Case and accents do not count: "CAFÉ" finds "cafe".
const fold = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** English category → its name in the page's language (decision 109): a French or Spanish page searches both. */
export type CategoryWords = Readonly<Record<string, string>>;

/** Place id → its description in the page's language (decision 116): searched beside the English one. */
export type LocalDescriptions = Readonly<Record<string, string>>;

function fieldText(doc: Searchable, field: Field, categoryWords?: CategoryWords, descriptions?: LocalDescriptions): string | undefined {
  const local = field === 'category' && doc.category ? categoryWords?.[doc.category] : field === 'description' ? descriptions?.[doc.id] : undefined;
  const value = field === 'tags' ? doc.tags?.join(' ') : local ? `${doc[field]} ${local}` : doc[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A French or Spanish page's descriptions (/fr/place-texts.json, built with the pages), fetched
 * as this chunk loads there, before it answers (a top-level await: the chunk is only ever imported
 * on demand, so the page waits for the descriptions only where it waits for the search itself). An
 * English page fetches nothing; offline or failed, the index has the English alone.
 */
const pageLang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
let pageDescriptions: LocalDescriptions = {};
if (pageLang === 'fr' || pageLang === 'es') {
  try {
    const answer = await fetch(`/${pageLang}/place-texts.json`);
    if (answer.ok) pageDescriptions = (await answer.json()) as LocalDescriptions;
  } catch {
    // Offline: the English descriptions alone.
  }
}

const SEARCH: SearchOptions = {
  boost: FIELD_BOOSTS,
  // Every word of the query must match somewhere (as the old substring search asked for the whole query).
  combineWith: 'AND',
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
  // Only the word being typed matches as a prefix ("bryce can" finds "canyon"); words are
  // matched from their start only: "ski" never finds "Buckskin".
  prefix: (_term, i, terms) => i === terms.length - 1,
  // A prefix match weighs nearly as much as the word itself (MiniSearch's default, 0.375, less
  // than half): what a prefix finds is mostly another form of the word, "skiing" for "ski", and
  // the ski areas' category must outweigh a tag such as "apres-ski" (issue 51).
  weights: { fuzzy: 0.45, prefix: 0.9 },
};

/** Places added to the index per task while it is built ahead of the first query (`prepare`). */
export const BUILD_CHUNK = 50;

/** A text search that can also build its index ahead of the first query, a chunk per task. */
export type PreparedTextSearch = TextSearch & { prepare: () => Promise<void> };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The text search of a list: for a query, each matching place's id with its score (higher is
 * better); `null` for a blank query, which matches everything. Words match from their start,
 * typos of one letter in words of four letters or more are forgiven, the word being typed
 * matches as a prefix, and a name match outweighs a category, tag, region or address match,
 * which outweigh the description. Nothing is indexed until `prepare` (BUILD_CHUNK places a
 * task, so no long task) or the first query (whatever is left, at once). With `categoryWords`,
 * a category also matches by its name in the page's language ("merveilles", "esquí"); with
 * `descriptions` (by default a French or Spanish page's, fetched beside this chunk), a place also
 * matches by its description in the language.
 */
export function createTextSearch(list: readonly Searchable[], categoryWords?: CategoryWords, descriptions?: LocalDescriptions): PreparedTextSearch {
  const parks = new Set(list.flatMap((d) => (d.partOf ? [d.partOf] : [])));
  const index = new MiniSearch<Searchable>({
    fields: FIELDS,
    extractField: (doc, field) => fieldText(doc as Searchable, field as Field, categoryWords, descriptions ?? pageDescriptions) as string,
    processTerm: fold,
    searchOptions: { ...SEARCH, boostDocument: (id) => (parks.has(id as string) ? PARK_BOOST : 1) },
  });
  // The same id twice (a late place also in the index) would make MiniSearch throw: keep the first.
  const seen = new Set<string>();
  const pending = list.filter((d) => !seen.has(d.id) && seen.add(d.id));
  let next = 0;
  const add = (upTo: number) => {
    for (const end = Math.min(upTo, pending.length); next < end; next++) index.add(pending[next]!);
  };
  const search = (query: string): TextHits => {
    if (!query.trim()) return null;
    add(pending.length);
    return new Map(index.search(query).map((hit) => [hit.id as string, hit.score]));
  };
  const prepare = async () => {
    while (next < pending.length) {
      add(next + BUILD_CHUNK);
      await nextTask();
    }
  };
  return Object.assign(search, { prepare });
}
