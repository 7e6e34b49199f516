/**
 * A drive-time zone's words in a language (issue 53, decision 112): its band in a sentence ("up to
 * 30 minutes", "entre 1 et 2 heures") and the count of its places. English reads as it always did
 * (`zoneRangeText`, `placesPhrase`); French and Spanish through the message layer, durations in
 * Intl's unit words. Build-time only: the zone pages' templates call it, no island.
 */
import { formatDuration } from '../../lib/duration.ts';
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Locale, t } from '../../lib/messages/messages.ts';
import type { Zone } from '../destinations/destinations.ts';
import { inUtah, placesPhrase } from '../destinations/labels.ts';
import { zoneRange, zoneRangeText } from './browse.ts';

/** How a zone reads in a sentence of `locale`: "up to 30 minutes", "jusqu’à 30 minutes", "entre 1 y 2 horas". */
export function zoneRangeIn(locale: Locale, zone: Pick<Zone, 'min' | 'max'>): string {
  if (locale === DEFAULT_LANGUAGE) return zoneRangeText(zone);
  const long = (minutes: number) => formatDuration(minutes, 'long', INTL_LOCALE[locale]);
  const range = zoneRange(zone);
  if (range.kind === 'upTo') return t(locale, 'zonePage.upTo', { time: long(range.max) });
  if (range.kind === 'hours') return t(locale, 'zonePage.hours', { from: range.from, to: range.to });
  return t(locale, 'zonePage.between', { from: long(range.from), to: long(range.to) });
}

/** "87 destinations (2 outside Utah)" in `locale`: places outside Utah counted apart, never called Utah's (decision 019). */
export function placesIn(locale: Locale, list: ReadonlyArray<Parameters<typeof inUtah>[0]>): string {
  if (locale === DEFAULT_LANGUAGE) return placesPhrase(list);
  const outside = list.filter((d) => !inUtah(d)).length;
  const places = t(locale, 'places.count', { count: list.length });
  return outside > 0 ? t(locale, 'places.outside', { places, outside }) : places;
}
