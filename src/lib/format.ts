/**
 * The one formatting module (issue 47, decision 073): engines and data return numbers, instants
 * and dates; this turns them into text for a locale (American English by default). Durations,
 * Utah clock times, dates, "today or a date", counts and distances. Every clock and date is read
 * on Utah's clock (`timeZone: UTAH_TZ`), never in the visitor's zone. A structure test
 * (tests/structure/formats.test.ts) keeps `toLocale*String(`, `new Intl.DateTimeFormat(` and the
 * zone's name out of every other file. One duration style, one clock style (decision 082).
 */
import { formatCount } from './count.ts';
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

// In their own module so that a page needing only durations (the destinations list) loads no clock
// or date formatter with them (bench:size's 90 KB budget).
export { type DurationStyle, formatDuration } from './duration.ts';

// ——— Numbers and distances ———

// Counts and the placeholder filler in their own module, so that an island needing only them
// (the /search island, decision 109) loads no clock or date formatter with them (bench:size).
export { fillPlaceholders, formatCount, formatFigure, type Params } from './count.ts';

const KM_PER_MILE = 1.609344;

/**
 * "1 mile", "42 miles", "1,204 miles"; rounded to the mile, negative or non-finite input reads as 0.
 * Another language than English writes miles first, as Utah's signs do, with kilometers in brackets
 * (decision 094): "87 mi (140 km)".
 */
export function formatDistance(miles: number, locale = DEFAULT_LOCALE): string {
  const n = Number.isFinite(miles) ? Math.max(0, Math.round(miles)) : 0;
  if (!locale.startsWith('en')) return `${formatCount(n, locale)} mi (${formatCount(Math.round(n * KM_PER_MILE), locale)} km)`;
  return n === 1 ? '1 mile' : `${formatCount(n, locale)} miles`;
}

/**
 * "47°F" in English; another language writes Fahrenheit first, as Utah's forecasts do, with
 * Celsius in brackets, spaced as the site writes units (decision 122): "72 °F (22 °C)". A unit
 * other than F is written as given. Rounded to the degree (never "-0").
 */
export function formatTemperature(degrees: number, unit: string, locale = DEFAULT_LOCALE): string {
  const u = unit || 'F';
  const n = Math.round(degrees) + 0;
  if (locale.startsWith('en')) return `${n}°${u}`;
  if (u !== 'F') return `${formatCount(n, locale)} °${u}`;
  return `${formatCount(n, locale)} °F (${formatCount(Math.round(((degrees - 32) * 5) / 9) + 0, locale)} °C)`;
}

/** "4.5" ("4,5" in French): a number with one decimal, as a rating is written. */
export const formatOneDecimal = (n: number, locale = DEFAULT_LOCALE): string =>
  n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "Arizona, Colorado, Nouveau-Mexique et Utah": a list joined as the language joins one. */
export const formatList = (items: readonly string[], locale = DEFAULT_LOCALE): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);

/** "1–2 hours", "1,5–3 heures", "2 días": an amount or a range of a unit in the language's long words (Intl's). */
export function formatUnitRange(min: number, max: number, unit: 'minute' | 'hour' | 'day', locale = DEFAULT_LOCALE): string {
  const f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
  return min === max ? f.format(min) : f.formatRange(min, max);
}
const FEET_PER_MILE = 5280;

/**
 * A walk's length as the site writes distances, miles or feet, with meters in brackets for a
 * visitor who thinks in them (issue 51): "500 ft (150 m)" under a tenth of a mile, else
 * "0.4 mi (650 m)" or "1.2 mi (1.9 km)". Feet to the 50, miles to the tenth, meters to the 10.
 */
export function formatWalkDistance(km: number, locale = DEFAULT_LOCALE): string {
  const k = Number.isFinite(km) ? Math.max(0, km) : 0;
  const miles = k / KM_PER_MILE;
  const metric = k < 1 ? `${formatCount(Math.max(10, Math.round(k * 100) * 10), locale)} m` : `${(Math.round(k * 10) / 10).toFixed(1)} km`;
  if (miles < 0.1) return `${formatCount(Math.max(50, Math.round((miles * FEET_PER_MILE) / 50) * 50), locale)} ft (${metric})`;
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi (${metric})`;
}

// ——— Utah clock times ———

/**
 * "7:12 AM" in Utah for an instant, with a plain space: the one clock style of every page, plan
 * and export (issues 39 and 51). Where a time may be read elsewhere (staff views, a status), name
 * the zone: {@link utahTimeWithZone}.
 */
export const utahTime12 = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { hour: 'numeric', minute: '2-digit' }).format(instant));

/** The same clock as {@link utahTime12} (the name the plan pages import). */
export const utahClock12 = utahTime12;

/** "10:40 AM MST" (or MDT): a clock time in Utah with its zone named, for staff (issue 40). */
export const utahTimeWithZone = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant));

/** "Thu 6:00 PM" in Utah for an instant. */
export const utahWeekdayTime12 = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(instant));

/** "Thursday", "jeudi", "jueves": an instant's day in Utah as Intl names it in the language (French and Spanish in lower case). */
export const utahWeekdayText = (instant: number | Date, locale = DEFAULT_LOCALE): string => inUtah(locale, { weekday: 'long' }).format(instant);

/**
 * "7:05 AM" for minutes after midnight on a timetable's day (times past 24:00 wrap: a service day
 * runs past midnight). Written on UTC's clock, where minutes after midnight are just that.
 */
export function clockOfDay(minutes: number, locale = DEFAULT_LOCALE): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return plainSpaces(dateFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, 0, m)));
}

// ——— Dates ———

/** "Sat, Jul 4" in Utah for an instant. */
export const utahDay = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(instant);

/** "Mon, May 10, 2027": a plan's day with its year (issue 39); "lun. 10 mai 2027" as another language writes it (decision 102). */
export const utahDayWithYear = (instant: number, locale = DEFAULT_LOCALE): string =>
  locale === DEFAULT_LOCALE
    ? `${utahDay(instant, locale)}, ${utahParts(instant).date.slice(0, 4)}`
    : inUtah(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(instant);

/** "Nov 22" in Utah for an instant. */
export const utahMonthDayText = (instant: number | Date, locale = DEFAULT_LOCALE): string => inUtah(locale, { month: 'short', day: 'numeric' }).format(instant);

/** "Nov 22, 2026" in Utah for an instant. */
export const utahDateText = (instant: number | Date, locale = DEFAULT_LOCALE): string =>
  inUtah(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(instant);

/** "Nov 22, 2026, 9:15 AM MST" in Utah for an instant: a date and time read anywhere names its zone. */
export const utahDateTimeText = (instant: number | Date, locale = DEFAULT_LOCALE): string => readableTime(instant, locale);

/** A moment as Utah readers expect it: "Nov 22, 2026, 9:15 AM MST". */
export const readableTime = (date: Date | number, locale = DEFAULT_LOCALE): string =>
  plainSpaces(inUtah(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date));

/**
 * A calendar date (YYYY-MM-DD) with no clock: "Saturday, July 4, 2026" (`long`), "Jul 4, 2026"
 * (`medium`), "Jul 4" (`monthDay`) or "Jul 2026" (`monthYear`). Read at noon UTC in UTC, so every zone writes the same day.
 */
export function calendarDateText(date: string, style: 'long' | 'medium' | 'monthDay' | 'monthYear', locale = DEFAULT_LOCALE): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : style === 'medium'
        ? { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
        : style === 'monthDay'
          ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
          : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return dateFormat(locale, options).format(Date.parse(`${date}T12:00:00Z`));
}

/** A month's name (1–12) as a sentence says it: "November" in English, "novembre" in French. */
export const monthNameText = (month: number, locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 15));

// The one list of English month names (decision 054) lives in months.ts, which imports nothing: the
// islands that need only a month's short name (the winter line on every card) do not load this module.
export { MONTH_NAMES, MONTHS_SHORT, monthDayText } from './months.ts';

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
