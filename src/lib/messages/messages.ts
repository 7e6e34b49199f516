/**
 * The message layer (issue 53, decision 094): every visitor-facing sentence of a translated page
 * comes from a flat key → string dictionary per language, English being the reference and the
 * fallback. `{name}` is replaced by a parameter (numbers through the formatting module, with the
 * language's grouping); a key written `key.one` / `key.other` (and `.zero`, `.two`, `.few`,
 * `.many` where a language needs them) is a plural chosen by `Intl.PluralRules` on `count`.
 * Dictionaries are build-time data for Astro pages: an island that needs words gets them as props.
 */
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { accountEn } from './account.en.ts';
import { conditionsEn, conditionsLiveEn } from './conditions.en.ts';
import { memberEn, photosEn } from './islands.en.ts';
import { filterEn } from './filter.en.ts';
import { kitsEn } from './kits.en.ts';
import { listsEn } from './lists.en.ts';
import { mapControlsEn, mapEn, mapPageEn } from './map.en.ts';
import { placePageEn, placeSectionsEn } from './place.en.ts';
import { searchEn, searchPageEn } from './search.en.ts';
import { submitFormEn } from './submit.en.ts';
import { placeRoadsEn, placeTodayEn } from './today.en.ts';
import { carFreeDaysEn, saveOfflineEn } from './trips.en.ts';
import { visitorEn } from './visitor.en.ts';
import { dayInEn } from './dayIn.en.ts';
import {
  DEFAULT_LANGUAGE,
  type Dictionary,
  fill,
  INTL_LOCALE,
  inWordsWith,
  LOCALES,
  type Locale,
  type MessageKey,
  type Params,
  type Said,
  saidWith,
  type Words,
  type Worded,
} from './said.ts';

export {
  DEFAULT_LANGUAGE,
  type Dictionary,
  INTL_LOCALE,
  LANGUAGE_NAMES,
  LOCALES,
  type Locale,
  type MessageKey,
  type Params,
  TRANSLATED_LOCALES,
} from './said.ts';

const PLURAL = /\.(zero|one|two|few|many|other)$/;

/** English with every key: en.ts, the destination page's slices, the visitor pages' (decision 107) and the lists' (decision 112), kept apart from en.ts (see its EnglishKey). */
const english: Dictionary = {
  ...en,
  ...placeSectionsEn,
  ...placePageEn,
  ...photosEn,
  ...memberEn,
  ...visitorEn,
  ...accountEn,
  ...submitFormEn,
  ...kitsEn,
  ...conditionsEn,
  ...conditionsLiveEn,
  ...placeTodayEn,
  ...placeRoadsEn,
  ...searchPageEn,
  ...searchEn,
  ...listsEn,
  ...filterEn,
  ...mapPageEn,
  ...mapEn,
  ...mapControlsEn,
  ...carFreeDaysEn,
  ...saveOfflineEn,
  ...dayInEn,
};

export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { en: english, fr, es };

/** The language of a value Astro or a URL gives (`Astro.currentLocale`), English when it is none of ours. */
export const asLocale = (value: string | undefined | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LANGUAGE;

/** The words of a language with every dictionary: English's as the fallback. */
export const wordsFor = (locale: Locale): Words => ({ lang: locale, intl: INTL_LOCALE[locale], own: DICTIONARIES[locale], english });

/**
 * The sentence `key` in `locale`, its `{name}` placeholders filled from `params` (a `count` picks
 * the plural form). A key missing from the language falls back to English; a key missing from
 * English too comes back as the key, which the dictionary test and the browser tests look for.
 */
export function t(locale: Locale, key: MessageKey, params: Params = {}): string {
  return fill(wordsFor(locale), key, params);
}

/** An island's slice of words (islands.en.ts, account.en.ts…) in `locale`: what a French or Spanish page hands it as a prop. */
export const sliceIn = <S extends Readonly<Record<string, string>>>(locale: Locale, slice: S): { readonly [K in keyof S]: string } =>
  Object.fromEntries(Object.keys(slice).map((key) => [key, t(locale, key as MessageKey)])) as { readonly [K in keyof S]: string };

/** What an engine said (said.ts), in `locale`. */
export const said = (locale: Locale, s: Said): string => saidWith(wordsFor(locale), s);

/** Every sentence of an engine's result worded in `locale` (said.ts). */
export const inWords = <T>(value: T, locale: Locale): Worded<T> => inWordsWith(wordsFor(locale), value);

/** A piece of a sentence: its text, or a slot the page fills with markup. */
export type Piece = { text: string } | { slot: string };

/**
 * A sentence in pieces for markup inside it (a link, a `<time>`, a live count): each placeholder
 * not given in `params` becomes a slot, so "… {link}." renders as text, then the page's `<a>`, then ".".
 */
export function pieces(locale: Locale, key: MessageKey, params: Params = {}): Piece[] {
  return t(locale, key, params)
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? { slot: part.slice(1, -1) } : { text: part }));
}

/**
 * An open vocabulary's word in the language (a sport, a Games role, a category): `group.word`
 * when the dictionary has it, else null, so the caller shows the catalogue's English word marked
 * `lang="en"`.
 */
export function term(locale: Locale, group: 'sport' | 'role' | 'category', word: string): string | null {
  return DICTIONARIES[locale][`${group}.${word}`] ?? (locale === DEFAULT_LANGUAGE ? word : null);
}

/** The keys a dictionary lacks against English, and the ones it has that English does not (stale). */
export function dictionaryGaps(locale: Locale): { missing: string[]; extra: string[] } {
  const dict = DICTIONARIES[locale];
  const pluralBase = (k: string) => k.replace(PLURAL, '');
  const has = (k: string) => k in dict || (PLURAL.test(k) && `${pluralBase(k)}.other` in dict);
  return {
    missing: Object.keys(english).filter((k) => !has(k)),
    extra: Object.keys(dict).filter((k) => !(k in english) && !(PLURAL.test(k) && `${pluralBase(k)}.other` in english)),
  };
}
