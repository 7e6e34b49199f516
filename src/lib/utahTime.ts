/**
 * Wall-clock time in Utah (America/Denver) whatever the visitor's own time zone, through the
 * platform's Intl time-zone data (no library: every browser and Node ship it). The one home of
 * Utah-time reading (issue 26); the calendar (calendar.ts) builds dates on it and the formatting
 * module (format.ts) writes its clock times and dates (issue 47).
 */

export const UTAH_TZ = 'America/Denver';

/**
 * A formatter made on first use. Each Intl.DateTimeFormat with a time zone costs milliseconds
 * to build (ICU loads the zone's rules); made at import, the five of this module were a long task
 * on every page that imports it, planner or not (issue 38).
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const partsFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: UTAH_TZ,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    }),
);

export interface UtahParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  month: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** {@link utahParts} read from the platform's time-zone data (Intl): the reference, and the answer outside the years the rule below covers. */
export function utahPartsByIntl(instant: number): UtahParts {
  const p = Object.fromEntries(
    partsFormat()
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
    month: Number(p.month),
  };
}

/**
 * Utah's daylight time by the US rule in force since 2007 (Energy Policy Act of 2005): from the
 * second Sunday of March at 2:00 MST (09:00 UTC) to the first Sunday of November at 2:00 MDT
 * (08:00 UTC). Issue 38: the planner's worker reads Utah's clock thousands of times per plan, and
 * its first Intl formatter with a time zone costs ~16 ms of ICU start-up in a fresh worker; the
 * rule gives the same offsets as the time-zone data over these years (utahTime.test.ts holds them
 * to Intl around every change), and Intl answers outside them (decision 068).
 */
const RULE_FROM = Date.UTC(2007, 0, 1, 7);
const RULE_TO = Date.UTC(2100, 0, 1, 7);
const daylightOf = new Map<number, readonly [number, number]>();
function daylightSpan(year: number): readonly [number, number] {
  let span = daylightOf.get(year);
  if (!span) {
    const march1 = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const nov1 = new Date(Date.UTC(year, 10, 1)).getUTCDay();
    span = [Date.UTC(year, 2, 1 + ((7 - march1) % 7) + 7, 9), Date.UTC(year, 10, 1 + ((7 - nov1) % 7), 8)];
    daylightOf.set(year, span);
  }
  return span;
}
const ruleOffset = (instant: number): number => {
  const [from, to] = daylightSpan(new Date(instant).getUTCFullYear());
  return instant >= from && instant < to ? -360 : -420;
};
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The Utah calendar date, clock time, weekday and month of an instant. */
export function utahParts(instant: number): UtahParts {
  if (!(instant >= RULE_FROM && instant < RULE_TO)) return utahPartsByIntl(instant);
  const local = new Date(instant + ruleOffset(instant) * 60_000);
  const month = local.getUTCMonth() + 1;
  return {
    date: `${local.getUTCFullYear()}-${pad2(month)}-${pad2(local.getUTCDate())}`,
    time: `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`,
    weekday: local.getUTCDay(),
    month,
  };
}

/** Minutes Utah's clock is ahead of UTC at an instant (−420 in winter, −360 in summer). */
function offsetMinutes(instant: number): number {
  if (instant >= RULE_FROM && instant < RULE_TO) return ruleOffset(instant);
  const { date, time } = utahPartsByIntl(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Utah wall-clock date and time ("2026-07-04", "10:15"). In the hour skipped
 * by the spring change the later offset wins; in the repeated autumn hour, the second (standard
 * time: 01:30 on the first Sunday of November is 08:30 UTC).
 */
export function utahToInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  let instant = naive + 7 * 3_600_000;
  for (let i = 0; i < 3; i++) instant = naive - offsetMinutes(instant) * 60_000;
  return instant;
}

/** "10:15" in Utah for an instant. */
export function utahClock(instant: number): string {
  return utahParts(instant).time;
}

/** YYYY-MM-DD of an instant in Utah. */
export const utahDate = (instant: number | Date): string => utahParts(+instant).date;

/** The month-day ("MM-DD") of an instant in Utah. */
export const utahMonthDay = (instant: number | Date): string => utahParts(+instant).date.slice(5);
