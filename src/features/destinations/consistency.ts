// One value per fact (issue 49, decision 079): a place's winter window, fees and hours live in
// their fields (`seasonalClosure`, `pricing`, `hours`); a tip or description may say them again
// in words, but never something else. This finds the words that contradict the field, so the
// catalogue test fails on them. It reads only what the words say for certain: a month range in
// a sentence about closing or opening, a dollar amount, a clock time an opening is set at.
import { MONTH_NAMES } from '../../lib/format.ts';
import type { HoursOrPricing } from './destinations.ts';

export interface FactFields {
  seasonalClosure?: { from: string; to: string } | null;
  pricing?: HoursOrPricing | null;
  hours?: HoursOrPricing | null;
  localTips?: readonly string[] | null;
  description?: string | null;
}

const MONTH = `(${MONTH_NAMES.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;
const RANGE = new RegExp(`\\b${MONTH}\\b[^.;,]{0,12}?\\s(?:to|until|through|-|–)\\s+(?:(?:early|mid|late|about|roughly)-?\\s*)*${MONTH}\\b`);
const monthOf = (name: string): number => MONTH_NAMES.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;
const next = (m: number): number => (m % 12) + 1;
const prev = (m: number): number => ((m + 10) % 12) + 1;
const textOf = (v: HoursOrPricing | null | undefined): string => (v == null ? '' : typeof v === 'string' ? v : Object.values(v).join('; '));

/** The months a closure window's first closed day may be called: its own, or the next when it starts past the middle. */
function closingMonths(md: string): number[] {
  const [m, d] = md.split('-').map(Number) as [number, number];
  return d >= 20 ? [m, next(m)] : [m];
}
/** The months a place is last open before a window that starts on `md`: the month before, and its own when it closes after the 1st. */
function lastOpenMonths(md: string): number[] {
  const [m, d] = md.split('-').map(Number) as [number, number];
  return d > 1 ? [prev(m), m] : [prev(m)];
}
/** The months a window's reopening may be called: the last closed day's month, or the next when it ends at the month's end. */
function reopeningMonths(md: string): number[] {
  const [m, d] = md.split('-').map(Number) as [number, number];
  return d >= 25 ? [m, next(m)] : [m];
}

/** What a sentence says against the winter window, or null when it agrees or says no window. */
function windowContradiction(sentence: string, window: { from: string; to: string }): string | null {
  const s = sentence.toLowerCase();
  const range = RANGE.exec(s);
  if (!range) return null;
  const a = monthOf(range[1]!);
  const b = monthOf(range[2]!);
  const says = `${range[1]}–${range[2]}`;
  // The verb nearest before the range says what it is: "closes … November to May", "reachable … June through October".
  const before = s.slice(0, range.index);
  const closed = before.search(/\bclos(e|es|ed|ing|ure)\b(?!.*\bclos)/);
  const open = before.search(/\b(open|opens|reachable|accessible)\b(?!.*\b(open|opens|reachable|accessible)\b)/);
  if (closed > open) {
    if (!closingMonths(window.from).includes(a) || !reopeningMonths(window.to).includes(b)) return `closed ${says}, the field ${window.from} to ${window.to}`;
  } else if (open >= 0) {
    // Open from the month it reopens through the last month before it closes.
    if (!reopeningMonths(window.to).includes(a) || !lastOpenMonths(window.from).includes(b))
      return `open ${says}, the field closed ${window.from} to ${window.to}`;
  }
  return null;
}

const DOLLARS = /\$\d[\d,]*(?:\.\d\d)?/g;
const CLOCK = /\b(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\.?/gi;
const clocks = (t: string): Set<string> => new Set([...t.matchAll(CLOCK)].map((m) => `${Number(m[1])}:${m[2] ?? '00'}${m[3]!.toLowerCase()}`));

/**
 * The statements of a place's tips and description that contradict its fields: a closed or open
 * month range against `seasonalClosure`, a dollar amount `pricing` does not carry, an opening or
 * closing time `hours` does not carry. Advice ("arrive before 8 am") is not a claim about hours.
 */
export function contradictions(place: FactFields): string[] {
  const out: string[] = [];
  const pricing = textOf(place.pricing);
  const hours = textOf(place.hours);
  const hourClocks = clocks(hours);
  for (const text of [...(place.localTips ?? []), place.description ?? '']) {
    for (const sentence of text.split(/(?<=[.;])\s+(?=[A-Z])/)) {
      const window = place.seasonalClosure ? windowContradiction(sentence, place.seasonalClosure) : null;
      if (window) out.push(`${window}: "${sentence}"`);
      if (pricing) for (const amount of sentence.match(DOLLARS) ?? []) if (!pricing.includes(amount)) out.push(`${amount} not in the fees: "${sentence}"`);
      if (hours && /\b(opens?|closes?|open from|hours are)\b/i.test(sentence))
        for (const c of clocks(sentence)) if (!hourClocks.has(c)) out.push(`${c} not in the hours: "${sentence}"`);
    }
  }
  return out;
}
