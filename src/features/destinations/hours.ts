/**
 * A place's time in the catalogue's prose: how long a visit takes ({@link visitMinutes}, issue 26)
 * and its calendar, parsed once (docs/decisions/053-clock-and-place-sense.md, 054): the one
 * reading of the catalogue's hours that the planner's checks (openOn, outOfSeason) and the
 * warnings beside a stop (hoursWarnings) both take. The catalogue's hours
 * are prose ("Open 24 hours year-round…", "Generally Monday to Saturday, daytime hours; closed
 * Sundays…"); this reads what the words say for certain and nothing more: which months, which
 * weekdays, which hours of the day. Whatever the text leaves open stays unknown: the parser
 * never guesses a clock time; it reads one only where the text states a range ("9 a.m. to 4 p.m."). Season words are the meteorological seasons (spring March–May,
 * summer June–August, autumn September–November, winter December–February). Pure and light: the
 * planner's workers import it.
 */

import { MONTH_NAMES } from '../../lib/format.ts';
import { type Said, say } from '../../lib/messages/said.ts';

const MONTH = `(${MONTH_NAMES.join('|')})`;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** The meteorological seasons' months. */
export const SEASONS: Readonly<Record<string, readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  autumn: [9, 10, 11],
  winter: [12, 1, 2],
};

/** The hours of the day a place keeps: round the clock, sunrise to sunset, or minutes after midnight (either end may be unknown). */
export type DailyTime = 'all-day' | 'daylight' | { open: number | null; close: number | null };

/** One rule: in these months, open on these weekdays (null: the text does not say which). */
export interface HoursRule {
  months: readonly number[];
  days: readonly number[] | null;
}

export interface OpeningHours {
  /** The catalogue's words, always shown beside the stop. */
  text: string;
  /** The months and weekdays it is open; null when the text says nothing certain about days. */
  rules: HoursRule[] | null;
  /** Months absent from every rule: closed (true) or simply not covered by the text (false). */
  closedOutsideRules: boolean;
  /** The hours of the day, or null when unknown. */
  time: DailyTime | null;
  /** How much of the text became structure: days and time, one of them, or neither. */
  parsed: 'full' | 'partial' | 'unknown';
  /** What the stop's warnings say, read from anywhere in the text. */
  notes: HoursNotes;
}

/** What a day's windows read of the hours (planning/placeSense.ts windowsOn): the build precomputes it per place (decision 068). */
export type Calendar = Pick<OpeningHours, 'rules' | 'closedOutsideRules' | 'time'> & {
  /** The open season the text states (notes.season), when the build read it (issue 47: one answer for the day). */
  season?: HoursNotes['season'];
};

/** The calendar facts a visitor is warned of: "closed Sundays", a single market day, an open season. */
export interface HoursNotes {
  closedSundays: boolean;
  /** The one weekday the text opens on (a Saturday or Sunday market), or null. */
  onlyDay: 0 | 6 | null;
  /** "Seasonal, roughly April-October", "Open November to March": the open months (1–12), or null. */
  season: { from: number; to: number } | null;
}

const SEASON_RANGE = new RegExp(`(?:seasonal|open)[^.;]*?\\b${MONTH}\\s*(?:-|–|to)\\s*${MONTH}`);

function notesOf(h: string): HoursNotes {
  const season = SEASON_RANGE.exec(h);
  const onlyDay = /^saturday/.test(h) ? 6 : /^sundays?\b/.test(h) ? 0 : null;
  return { closedSundays: /closed sundays?/.test(h), onlyDay, season: season ? { from: monthOf(season[1]!), to: monthOf(season[2]!) } : null };
}

/** from…to inclusive on a cycle of `n` numbered 1…n (months 12, weekdays 7), wrapping past the end. */
export const range = (from: number, to: number, n = 12): number[] => {
  const out: number[] = [];
  for (let m = from; ; m = (m % n) + 1) {
    out.push(m);
    if (m === to) return out;
  }
};
const monthOf = (name: string) => MONTH_NAMES.indexOf(name.toLowerCase()) + 1;
const ALL_MONTHS = range(1, 12);

/** The month range named in the text ("roughly April-October", "April to October"), or null. */
function monthRange(t: string): number[] | null {
  const m = new RegExp(`${MONTH}\\s*(?:-|–|to)\\s*${MONTH}`).exec(t);
  return m ? range(monthOf(m[1]!), monthOf(m[2]!)) : null;
}

/** Weekdays the text names for certain: "Monday to Saturday", "Saturday mornings", "Sundays", "weekends", "daily". */
function weekdays(t: string): number[] | null {
  if (/\b(daily|24 hours)\b/.test(t)) return [...ALL_DAYS];
  const span =
    /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\s+(?:to|-|–|through)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/.exec(
      t,
    );
  if (span) {
    const from = DAY_NAMES.indexOf(span[1]!);
    const to = DAY_NAMES.indexOf(span[2]!);
    return range(from + 1, to + 1, 7).map((d) => d - 1);
  }
  const single = /^(?:\w+\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/.exec(t);
  if (single) return [DAY_NAMES.indexOf(single[1]!)];
  if (/\bweekends?\b/.test(t)) return [0, 6];
  return null;
}

/** The months of a season word in the clause ("in summer", "spring and fall"), or null. */
function seasonMonths(t: string): number[] | null {
  const found = [...t.matchAll(/\b(spring|summer|fall|autumn|winter)\b/g)].flatMap((m) => SEASONS[m[1]!]!);
  return found.length ? [...new Set(found)].sort((a, b) => a - b) : null;
}

/** "9:15 a.m. to 4:30 p.m.": a clock range the text states (issue 49: a ski area's lift hours). */
const CLOCK_RANGE = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*(?:-|–|to|until)\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?/;
const minutesOf = (h: string, m: string | undefined, ap: string): number => ((Number(h) % 12) + (ap === 'p' ? 12 : 0)) * 60 + Number(m ?? 0);

function dailyTime(t: string): DailyTime | null {
  if (/\b24 hours\b/.test(t)) return 'all-day';
  const clock = CLOCK_RANGE.exec(t);
  if (clock) return { open: minutesOf(clock[1]!, clock[2], clock[3]!), close: minutesOf(clock[4]!, clock[5], clock[6]!) };
  if (/\bsunrise to sunset\b/.test(t)) return 'daylight';
  // "Saturday mornings": over by noon; when it opens is not said.
  if (/\bmornings?\b/.test(t) && !/late morning/.test(t)) return { open: null, close: 12 * 60 };
  return null;
}

/**
 * Structured hours of a catalogue text. Reads clause by clause (split at ";"): the first
 * clause says when the place (or its grounds) is open; a later clause may split the season
 * ("weekends in spring and fall, daily in summer"). Visitor-centre and activity hours that
 * "vary" are left as text: the place itself is what the planner visits.
 */
export function parseHours(text: string | null): OpeningHours | null {
  if (!text) return null;
  const known = parsedTexts.get(text);
  if (known) return known;
  const hours = parseText(text);
  if (parsedTexts.size > 5000) parsedTexts.clear();
  parsedTexts.set(text, hours);
  return hours;
}

const parsedTexts = new Map<string, OpeningHours>();

function parseText(text: string): OpeningHours {
  const notes = notesOf(text.toLowerCase());
  // "Open daily most of the year": which part of the year is not said.
  if (/most of the year/i.test(text)) return { text, rules: null, closedOutsideRules: false, time: null, parsed: 'unknown', notes };
  const clauses = text
    .toLowerCase()
    .split(';')
    .map((c) => c.trim());
  const first = clauses[0]!;
  const time = dailyTime(first);
  const months = monthRange(first) ?? (/year-round|\bdaily\b|24 hours/.test(first) ? ALL_MONTHS : null);
  let rules: HoursRule[] | null = null;
  let closedOutsideRules = false;
  const firstDays = weekdays(first);
  const firstSeason = /\bin (spring|summer|fall|autumn|winter)\b/.test(first) ? seasonMonths(first) : null;
  if (months && firstDays && !firstSeason) rules = [{ months, days: firstDays }];
  else if (firstDays && firstSeason) rules = [{ months: firstSeason, days: firstDays }];
  else if (firstDays) rules = [{ months: ALL_MONTHS, days: firstDays }];
  else if (months) rules = [{ months, days: null }];
  if (months && months.length < 12) closedOutsideRules = /seasonal/.test(first);
  // "weekends in spring and fall, daily in summer": the season's weekdays inside the months.
  const split = clauses[1]?.split(',').map((part) => ({ days: weekdays(part.trim()), months: seasonMonths(part) }));
  if (months && split?.length && split.every((p) => p.days && p.months)) {
    rules = split.map((p) => ({ months: p.months!.filter((m) => months.includes(m)), days: p.days }));
    closedOutsideRules = true;
  }
  // "Saturday mornings" and "Sundays in summer" name the only day.
  if (rules && firstDays && firstDays.length === 1) closedOutsideRules = closedOutsideRules || firstSeason !== null;
  const daysKnown = rules?.every((r) => r.days !== null) ?? false;
  const parsed = daysKnown && time !== null ? 'full' : rules !== null || time !== null ? 'partial' : 'unknown';
  return { text, rules, closedOutsideRules, time, parsed, notes };
}

/** Whether the place opens on a Utah date (its weekday 0–6 and month 1–12): true, false, or null when the text does not say. */
export function openOn(hours: Pick<OpeningHours, 'rules' | 'closedOutsideRules'>, weekday: number, month: number): boolean | null {
  if (!hours.rules) return null;
  const inMonth = hours.rules.filter((r) => r.months.includes(month));
  if (inMonth.length === 0) return hours.closedOutsideRules ? false : null;
  if (inMonth.some((r) => r.days?.includes(weekday))) return true;
  return inMonth.some((r) => r.days === null) ? null : false;
}

/** Whether a month (1–12) lies outside the open season the text names (false when it names none). */
export function outOfSeason(hours: OpeningHours | null, month: number): boolean {
  return seasonShut(hours?.notes.season, month);
}

/** Whether a month (1–12) lies outside an open season (its months may wrap the year: November to March). */
export function seasonShut(season: HoursNotes['season'] | undefined, month: number): boolean {
  if (!season) return false;
  return season.from <= season.to ? month < season.from || month > season.to : month < season.from && month > season.to;
}

/**
 * The warnings beside a stop on a Utah weekday (0–6) and month (1–12), from the place's parsed
 * calendar: closed on Sundays, a single market day, out of its open season.
 */
export function hoursWarnings(text: string | null, weekday: number, month: number): Said[] {
  const hours = parseHours(text);
  if (!hours) return [];
  const { closedSundays, onlyDay, season } = hours.notes;
  const out: Said[] = [];
  if (closedSundays && weekday === 0) out.push(say('plan.hours.closedSundays'));
  if (onlyDay === 6 && weekday !== 6) out.push(say('plan.hours.saturdaysOnly'));
  if (onlyDay === 0 && weekday !== 0) out.push(say('plan.hours.sundaysOnly'));
  if (season && outOfSeason(hours, month)) out.push(say('plan.hours.seasonal', { from: { month: season.from }, to: { month: season.to } }));
  return out;
}

/**
 * Minutes of a visit at normal pace from the catalogue's "time needed": the middle of a range
 * ("1-2 hours" → 90), a half day 4 hours, a full day 6; multi-day places ("2-3 days") are
 * planned as one full day. Null when the text says nothing usable.
 */
export function visitMinutes(timeNeeded: string): number | null {
  const t = timeNeeded.toLowerCase();
  if (t.startsWith('half day to full day')) return 300;
  if (t.startsWith('half day')) return 240;
  if (t.startsWith('full day') || /^\d+(?:\s*-\s*\d+)?\s*days?\b/.test(t)) return 360;
  if (t.startsWith('under 1 hour')) return 45;
  const m = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(hours?|minutes?)/.exec(t);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  const unit = m[3]!.startsWith('hour') ? 60 : 1;
  return Math.round(((lo + hi) / 2) * unit);
}
