/**
 * The one formatting module (issue 47, decision 073): engines and data return numbers, instants
 * and dates; this turns them into text for a locale (American English by default). Durations,
 * Utah clock times, dates, "today or a date", counts and distances. Every clock and date is read
 * on Utah's clock (`timeZone: UTAH_TZ`), never in the visitor's zone. A structure test
 * (tests/structure/formats.test.ts) keeps `toLocale*String(`, `new Intl.DateTimeFormat(` and the
 * zone's name out of every other file. The texts keep the styles they had before (the style
 * unification is another issue); each style says where it is used.
 */
import { UTAH_TZ, utahParts } from './utahTime.ts';

export const DEFAULT_LOCALE = 'en-US';

/**
 * Formatters made on first use and kept per locale and options. Each Intl.DateTimeFormat with a
 * time zone costs milliseconds to build (ICU loads the zone's rules); made at import, they were a
 * long task on every page that imports them (issue 38).
 */
const made = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = made.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    made.set(key, f);
  }
  return f;
}
const inUtah = (locale: string, options: Intl.DateTimeFormatOptions) => dateFormat(locale, { timeZone: UTAH_TZ, ...options });

/** ICU puts a narrow no-break space before AM/PM; plain spaces read and search the same everywhere. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// ——— Durations ———

/**
 * The duration styles in use: `short` "1 h 5 min" (transit), `clock` "1 h 05" (the plan's
 * timeline), `drive` "1 hr 35 min" (drive times, the map), `long` "2 hours 15 minutes" (the
 * drive-time filter).
 */
export type DurationStyle = 'short' | 'clock' | 'drive' | 'long';

/** A number of minutes as text in one of the site's duration styles. */
export function formatDuration(minutes: number, style: DurationStyle = 'short'): string {
  if (style === 'long') {
    if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    const hours = minutes / 60;
    if (minutes % 30 === 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    const whole = Math.floor(hours);
    return `${whole} ${whole === 1 ? 'hour' : 'hours'} ${minutes % 60} minutes`;
  }
  if (style === 'drive') {
    // Rounded to the minute; negative or non-finite input reads as 0.
    const m = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
    if (m < 60) return `${m} min`;
    const rest = m % 60;
    return rest === 0 ? `${Math.floor(m / 60)} hr` : `${Math.floor(m / 60)} hr ${rest} min`;
  }
  const h = Math.floor(minutes / 60);
  if (style === 'clock') {
    const min = minutes % 60;
    if (h === 0) return `${min} min`;
    return min === 0 ? `${h} h` : `${h} h ${String(min).padStart(2, '0')}`;
  }
  const m = Math.round(minutes % 60);
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

// ——— Numbers and distances ———

/** "1,204": a whole count with the locale's grouping. */
export const formatCount = (n: number, locale = DEFAULT_LOCALE): string => n.toLocaleString(locale);

/** "1 mile", "42 miles", "1,204 miles"; rounded to the mile, negative or non-finite input reads as 0. */
export function formatDistance(miles: number, locale = DEFAULT_LOCALE): string {
  const n = Number.isFinite(miles) ? Math.max(0, Math.round(miles)) : 0;
  return n === 1 ? '1 mile' : `${formatCount(n, locale)} miles`;
}

// ——— Utah clock times ———

/** "7:12 AM" in Utah for an instant (with ICU's narrow space before AM/PM). */
export const utahTime12 = (instant: number | Date, locale = DEFAULT_LOCALE): string => inUtah(locale, { hour: 'numeric', minute: '2-digit' }).format(instant);

/** "7:12 AM" with a plain space: the one clock format of every plan page (issue 39). */
export const utahClock12 = (instant: number | Date, locale = DEFAULT_LOCALE): string => plainSpaces(utahTime12(instant, locale));

/** "10:40 AM MST" (or MDT): a clock time in Utah with its zone named, for staff (issue 40). */
export const utahTimeWithZone = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant));

/** "Thu 6:00 PM" in Utah for an instant. */
export const utahWeekdayTime12 = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(instant);

// ——— Dates ———

/** "Sat, Jul 4" in Utah for an instant. */
export const utahDay = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(instant);

/** "Mon, May 10, 2027": a plan's day with its year (issue 39). */
export const utahDayWithYear = (instant: number, locale = DEFAULT_LOCALE): string => `${utahDay(instant, locale)}, ${utahParts(instant).date.slice(0, 4)}`;

/** "Nov 22" in Utah for an instant. */
export const utahMonthDayText = (instant: number | Date, locale = DEFAULT_LOCALE): string => inUtah(locale, { month: 'short', day: 'numeric' }).format(instant);

/** "Nov 22, 2026" in Utah for an instant. */
export const utahDateText = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(instant);

/** "Nov 22, 2026, 9:15 AM" in Utah for an instant (ICU's narrow space kept, as `toLocaleString` wrote it). */
export const utahDateTimeText = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);

/** A moment as Utah readers expect it: "Nov 22, 2026, 9:15 AM MST". */
export const readableTime = (date: Date | number, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date));

/**
 * A calendar date (YYYY-MM-DD) with no clock: "Saturday, July 4, 2026" (`long`) or "Jul 2026"
 * (`monthYear`). Read at noon UTC in UTC, so every zone writes the same day.
 */
export function calendarDateText(date: string, style: 'long' | 'monthYear', locale = DEFAULT_LOCALE): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return dateFormat(locale, options).format(Date.parse(`${date}T12:00:00Z`));
}

// ——— Today or a date ———

/**
 * A moment's clock text, with its Utah date before it when it is not `now`'s Utah day:
 * "7:10 AM" today, "Nov 21, 7:10 AM" another day. `clock` picks the clock's style.
 */
export function todayOrDate(
  at: Date | number,
  now: Date | number,
  clock: (instant: Date | number, locale?: string) => string = utahTime12,
  locale = DEFAULT_LOCALE,
): string {
  const time = clock(at, locale);
  return utahParts(+at).date === utahParts(+now).date ? time : `${utahMonthDayText(at, locale)}, ${time}`;
}
