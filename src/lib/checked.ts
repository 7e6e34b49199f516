// How a fact that ages names its source and the day it was checked (issue 29, decision 040):
// "Checked Nov 2026 · deseret.com". Pure: pages and islands share it.
import { calendarDateText, DEFAULT_LOCALE } from './format.ts';

export interface Checked {
  source: string;
  checkedOn: string;
}

/** "Nov 2026" for a YYYY-MM-DD day: read as a calendar date, so no time zone can shift the month. */
export function monthYear(day: string, locale = DEFAULT_LOCALE): string {
  return calendarDateText(`${day.slice(0, 7)}-01`, 'monthYear', locale);
}

/** The source's site as a reader knows it: the host without "www.". */
export const sourceSite = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

/** "Checked Nov 2026 · deseret.com" */
export const checkedText = (fact: Checked): string => `Checked ${monthYear(fact.checkedOn)} · ${sourceSite(fact.source)}`;

/** The most recent checkedOn of some facts (ISO days sort as text), or null when none is dated. */
export function lastChecked(facts: ReadonlyArray<Partial<Checked> | null | undefined>): string | null {
  const days = facts.map((f) => f?.checkedOn).filter((d): d is string => Boolean(d));
  return days.length ? days.reduce((a, b) => (b > a ? b : a)) : null;
}
