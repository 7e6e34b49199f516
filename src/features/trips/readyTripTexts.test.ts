import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { TOWN_RANKS } from '../planner/gateways.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { clockOfDay } from '../../lib/format.ts';
import { INTL_LOCALE, TRANSLATED_LOCALES } from '../../lib/messages/said.ts';
import { READY_TRIPS } from './readyTrips.ts';
import { fingerprint, nightNoteText, TRIP_TRANSLATIONS, tripEnglish, tripText } from './readyTripTexts.ts';

/*
 * The ready-made trips in French and Spanish (issue 53, decision 124): every trip's title, summary
 * and season, and every gateway town's night note, written in each language for the English as it
 * is now. The English is held to the plans by readyTrips.test.ts; when it changes, these fail until
 * the translation follows (and the pages show the English, marked, meanwhile).
 */

/** Generic ends of the catalogue's names: "Dead Horse Point State Park" is also written "Dead Horse Point". */
const GENERIC =
  /\s+(?:National Park|National Monument|State Park|Ski Area|Mountain Resort|Resort|District|Visitor Center|Section|Trail|Scenic Drive|Exhibit Hall)$/;

/** The catalogue's place names, their short forms, and the towns: the names a summary may name. */
function placeNames(): string[] {
  const names = new Set<string>(Object.keys(UTAH_TOWNS));
  for (const { name } of readCatalogue('supabase/seed/destinations')) {
    let n = name.replace(/\s*\([^)]*\)$/, '');
    names.add(n);
    while (GENERIC.test(n)) {
      n = n.replace(GENERIC, '');
      names.add(n);
    }
  }
  return [...names].filter((n) => n.length > 3).sort((a, b) => b.length - a.length);
}
const NAMES = placeNames();
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (text: string) => NAMES.filter((n) => new RegExp(`(?<![\\w’])${literal(n)}(?![\\w])`).test(text));
/** The text with every place name cut out: what is left is the language's own words. */
const withoutNames = (text: string) => NAMES.reduce((t, n) => t.replaceAll(n, ' '), text);
/** English words no French or Spanish sentence of ours has once the names are out. */
const ENGLISH_WORDS = /\b(?:the|and|with|from|days?|nights?|way|home|at most|all year)\b/i;

/** "3:13 PM" or "10 AM" in the English, as minutes after midnight. */
const clocksIn = (text: string) =>
  [...text.matchAll(/\b(\d{1,2})(?::(\d{2}))? ([AP])M\b/g)].map(([, h, m, ap]) => ((Number(h) % 12) + (ap === 'P' ? 12 : 0)) * 60 + Number(m ?? 0));

describe('the ready-made trips in French and Spanish', () => {
  it('translate every trip and only the trips, each for the English as it is now', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const trips = TRIP_TRANSLATIONS[locale].trips;
      expect(Object.keys(trips).sort(), locale).toEqual(READY_TRIPS.map((t) => t.slug).sort());
      for (const trip of READY_TRIPS) {
        const own = trips[trip.slug]!;
        for (const part of ['title', 'summary', 'season'] as const) expect(own[part].trim().length, `${locale} ${trip.slug} ${part}`).toBeGreaterThan(3);
        // A changed English title, summary or season: translate it again and write its fingerprint here.
        expect(own.from, `${locale} ${trip.slug}: the English changed; translate it again, from: '${fingerprint(tripEnglish(trip))}'`).toBe(
          fingerprint(tripEnglish(trip)),
        );
      }
    }
  });

  it.each(READY_TRIPS.map((t) => [t.slug, t] as const))('%s names in each language every place its English names, with its clocks', (_slug, trip) => {
    const places = named(`${trip.title} ${trip.summary}`);
    expect(places.length, trip.slug).toBeGreaterThan(0);
    for (const locale of TRANSLATED_LOCALES) {
      const own = TRIP_TRANSLATIONS[locale].trips[trip.slug]!;
      const text = `${own.title} ${own.summary}`;
      for (const place of places) expect(text, `${locale} ${trip.slug}`).toContain(place);
      for (const minutes of clocksIn(trip.summary)) expect(own.summary, `${locale} ${trip.slug}`).toContain(clockOfDay(minutes, INTL_LOCALE[locale]));
    }
  });

  it('are not the English: each part differs from it and keeps no English words but the names', () => {
    for (const locale of TRANSLATED_LOCALES)
      for (const trip of READY_TRIPS) {
        const own = TRIP_TRANSLATIONS[locale].trips[trip.slug]!;
        for (const part of ['title', 'summary', 'season'] as const) {
          expect(own[part], `${locale} ${trip.slug} ${part}`).not.toBe(trip[part]);
          expect(withoutNames(own[part]), `${locale} ${trip.slug} ${part}`).not.toMatch(ENGLISH_WORDS);
        }
      }
  });

  it('translate every gateway town’s night note, for its English as it is now', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const nights = TRIP_TRANSLATIONS[locale].nights;
      expect(Object.keys(nights).sort(), locale).toEqual(Object.keys(TOWN_RANKS).sort());
      for (const [town, { note }] of Object.entries(TOWN_RANKS)) {
        expect(nights[town]!.from, `${locale} ${town}: the English changed, from: '${fingerprint(note)}'`).toBe(fingerprint(note));
        expect(nights[town]!.note).not.toBe(note);
        for (const place of named(note)) expect(nights[town]!.note, `${locale} ${town}`).toContain(place);
      }
    }
  });

  it('show the English, marked, where the translation is not for the English as it is now', () => {
    const trip = READY_TRIPS[0]!;
    expect(tripText(trip, 'en')).toEqual({ text: { title: trip.title, summary: trip.summary, season: trip.season } });
    expect(tripText(trip, 'fr').lang).toBeUndefined();
    expect(tripText(trip, 'fr').text.title).toBe(TRIP_TRANSLATIONS.fr.trips[trip.slug]!.title);
    const changed = { ...trip, summary: `${trip.summary} And a night in Kanab.` };
    expect(tripText(changed, 'es')).toEqual({ text: { title: changed.title, summary: changed.summary, season: changed.season }, lang: 'en' });
    expect(nightNoteText('Moab', TOWN_RANKS.Moab!.note, 'es')).toEqual({ text: 'Puerta de entrada a Arches y Canyonlands' });
    expect(nightNoteText('Moab', 'Gateway to Arches', 'es')).toEqual({ text: 'Gateway to Arches', lang: 'en' });
    expect(nightNoteText('Beaver', 'A town on the way', 'fr')).toEqual({ text: 'A town on the way', lang: 'en' });
  });
});
