/**
 * The shapes of the message layer (decisions 094 and 096), apart from the dictionaries: the
 * languages, what a page names and what an engine says, as data (issue 47): a message key and its
 * values, never a sentence. The planners return `Said` where they used to return English (a
 * stop's notes, a reason, an error), and the view words it in its language: {@link saidWith} with
 * the words it was given (a page's dictionary), or `said`/`inWords` of messages.ts with every
 * dictionary. Dates and months are values, written by the formatting module in the reader's language.
 * No dictionary is imported here but as a type: the planners' workers carry keys, not words.
 */
import { calendarDateText, fillPlaceholders, monthNameText, type Params } from '../format.ts';
import type { EnglishKey } from './en.ts';

export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LANGUAGE: Locale = 'en';
/** The languages with their own pages, at /fr/… and /es/… (English stays at /). */
export const TRANSLATED_LOCALES = ['fr', 'es'] as const satisfies readonly Locale[];

/**
 * The Intl locale each language formats with (decision 094): French as France writes it (24-hour
 * clock, "1 204"), read the same in Quebec; Spanish as Latin America and the United States write it
 * (es-419: 12-hour "2:05 p.m.", "1,204"), the readers this site serves; English as Utah writes it.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', fr: 'fr', es: 'es-419' };

/** Each language's name in that language, for the switcher (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', es: 'Español' };

/** A key as pages ask for it: plural keys without their category. */
export type MessageKey = EnglishKey extends infer K ? (K extends `${infer Base}.${'one' | 'other'}` ? Base : K) : never;
export type Dictionary = Readonly<Record<string, string>>;
export type { Params };

/** A value inside a sentence: text, a number, a sentence of its own, a month (1–12) or a calendar date. */
export type SaidValue = string | number | Said | { readonly month: number } | { readonly date: string; readonly as: 'monthDay' | 'long' };

/** A sentence as data: its key in the dictionaries and its values. */
export interface Said {
  readonly say: MessageKey;
  readonly with?: Readonly<Record<string, SaidValue>>;
}

/** The sentence `key` with `values`. */
export const say = (key: MessageKey, values?: Readonly<Record<string, SaidValue>>): Said => (values ? { say: key, with: values } : { say: key });

/**
 * A text the data holds in English, as it is (a park rule, a sight's line, a closure report, each
 * sourced in its own file): it is translated with its data, not here.
 */
export const asWritten = (text: string): Said => say('said.asWritten', { text });

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && typeof (value as Said).say === 'string' && Object.keys(value).every((k) => k === 'say' || k === 'with');

/** The words a view speaks with: its language, that language's Intl locale, its dictionary and English's (the fallback). */
export interface Words {
  readonly lang: Locale;
  readonly intl: string;
  readonly own: Dictionary;
  readonly english: Dictionary;
}

const rules = new Map<string, Intl.PluralRules>();
const pluralOf = (intl: string, n: number): string => {
  let r = rules.get(intl);
  if (!r) {
    r = new Intl.PluralRules(intl);
    rules.set(intl, r);
  }
  return r.select(n);
};

function lookup(dict: Dictionary, intl: string, key: string, count: number | undefined): string | undefined {
  if (count === undefined || key in dict) return dict[key];
  return dict[`${key}.${pluralOf(intl, count)}`] ?? dict[`${key}.other`];
}

/**
 * The sentence `key` in the words' language, `{name}` placeholders filled (numbers in the
 * language's grouping, a `count` picks the plural form); a key the language lacks is said in
 * English, one English lacks too comes back as the key. messages.ts's `t` is this with every dictionary.
 */
export function fill(words: Words, key: string, params: Params = {}): string {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const own = lookup(words.own, words.intl, key, count);
  const english = own === undefined;
  const text = own ?? lookup(words.english, 'en-US', key, count) ?? key;
  return fillPlaceholders(text, params, english ? 'en-US' : words.intl);
}

function valueText(words: Words, value: SaidValue): string | number {
  if (typeof value !== 'object') return value;
  if (isSaid(value)) return saidWith(words, value);
  if ('month' in value) return monthNameText(value.month, words.intl);
  return calendarDateText(value.date, value.as, words.intl);
}

/** The sentence in the words' language. */
export function saidWith(words: Words, s: Said): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(s.with ?? {})) values[name] = valueText(words, value);
  return fill(words, s.say, values);
}

/** A result with each of its sentences worded: what a `Said` becomes in a view. */
export type Worded<T> = T extends Said ? string : T extends ReadonlyArray<infer U> ? Worded<U>[] : T extends object ? { [K in keyof T]: Worded<T[K]> } : T;

/** Every `Said` of a plain-data result worded, the rest as it is (same keys in the same order). */
export function inWordsWith<T>(words: Words, value: T): Worded<T> {
  if (isSaid(value)) return saidWith(words, value) as Worded<T>;
  if (Array.isArray(value)) return value.map((v) => inWordsWith(words, v)) as Worded<T>;
  if (typeof value !== 'object' || value === null) return value as Worded<T>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = inWordsWith(words, v);
  return out as Worded<T>;
}
