/**
 * The ready-made trips' own texts in the page's language (issue 53, decision 124): a trip's title,
 * summary and season, and a night's note on its town (gateways.ts), written by hand in
 * readyTrips.fr.ts and readyTrips.es.ts beside the English of readyTrips.ts. Each translation keeps
 * the fingerprint of the English it was written for: when the English changes (a planner change
 * makes a trip visit another place), the translation is no longer shown, the English is, marked
 * `lang="en"`, and readyTripTexts.test.ts fails until the translation follows. Build-time data.
 */
import type { Locale } from '../../lib/messages/said.ts';
import { TRIPS_ES } from './readyTrips.es.ts';
import { TRIPS_FR } from './readyTrips.fr.ts';
import type { ReadyTrip } from './readyTrips.ts';

export interface TripText {
  title: string;
  summary: string;
  season: string;
}

/** A text in a language, or the English standing in for it (`lang: 'en'`). */
export interface InLanguage<T> {
  text: T;
  lang?: 'en';
}

export interface TripTranslations {
  /** By slug: the translation and the fingerprint of the English title, summary and season it translates. */
  trips: Readonly<Record<string, TripText & { from: string }>>;
  /** By town (gateways.ts' TOWN_RANKS): the note and the fingerprint of its English. */
  nights: Readonly<Record<string, { note: string; from: string }>>;
}

export const TRIP_TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, TripTranslations>> = { fr: TRIPS_FR, es: TRIPS_ES };

/** FNV-1a (32 bits, hex) of a text: enough to notice an English text changed, not a secret. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The English a trip's translation is written for. */
export const tripEnglish = (trip: ReadyTrip): string => [trip.title, trip.summary, trip.season].join('\n');

/** A trip's title, summary and season in the language; the English, marked, where no current translation exists. */
export function tripText(trip: ReadyTrip, locale: Locale): InLanguage<TripText> {
  const english = { text: { title: trip.title, summary: trip.summary, season: trip.season } };
  if (locale === 'en') return english;
  const own = TRIP_TRANSLATIONS[locale].trips[trip.slug];
  if (!own || own.from !== fingerprint(tripEnglish(trip))) return { ...english, lang: 'en' };
  return { text: { title: own.title, summary: own.summary, season: own.season } };
}

/** A night's note on its town in the language; the English, marked, where no current translation exists. */
export function nightNoteText(town: string, note: string, locale: Locale): InLanguage<string> {
  if (locale === 'en') return { text: note };
  const own = TRIP_TRANSLATIONS[locale].nights[town];
  return own && own.from === fingerprint(note) ? { text: own.note } : { text: note, lang: 'en' };
}
