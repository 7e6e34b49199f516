/**
 * The languages and the shapes of the message layer (decisions 094 and 096), apart from the
 * dictionaries: what an engine's `Said` (said.ts) and a page name without loading any words.
 */
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
export type Params = Readonly<Record<string, string | number>>;
