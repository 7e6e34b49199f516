// A GTFS feed's service calendar, resolved one date at a time (issue 50, decision 089):
// calendar.txt's weekly rules between their start and end dates, then calendar_dates.txt's
// exceptions on top (exception_type 1 adds the service on that date, 2 removes it), as the GTFS
// reference defines them. Kept as the feed states it (rules, not expanded dates) so the build and
// the browser's car-free worker resolve a date with this one function. Safe in the browser.
import { weekdayOf } from '../../lib/calendar.ts';

/** A feed's calendar as it states it; every date YYYY-MM-DD. */
export interface FeedCalendar {
  /** calendar.txt: [service id, the days it runs Monday to Sunday as seven '1'/'0', first date, last date]. */
  weekly: Array<[service: string, days: string, from: string, to: string]>;
  /** calendar_dates.txt: [service id, date, 1 added | 2 removed]. */
  exceptions: Array<[service: string, date: string, type: 1 | 2]>;
  /** The dates the feed speaks for: feed_info.txt's, else its first to its last date of any service. */
  from: string;
  to: string;
}

type Row = Record<string, string | undefined>;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A GTFS date (YYYYMMDD) as the calendar's YYYY-MM-DD; throws on anything else, naming the file. */
function isoDate(gtfs: string | undefined, file: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(gtfs?.trim() ?? '');
  if (!m) throw new Error(`GTFS ${file}: "${gtfs}" is not a date (YYYYMMDD)`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The calendar from the rows of calendar.txt, calendar_dates.txt and feed_info.txt (either of the
 * first two may be empty, as GTFS allows; feed_info.txt or its dates may be missing).
 */
export function feedCalendarOf(calendar: readonly Row[], calendarDates: readonly Row[], feedInfo: readonly Row[] = []): FeedCalendar {
  const weekly = calendar.map((r): FeedCalendar['weekly'][number] => [
    r.service_id!,
    DAYS.map((d) => (r[d]?.trim() === '1' ? '1' : '0')).join(''),
    isoDate(r.start_date, 'calendar.txt'),
    isoDate(r.end_date, 'calendar.txt'),
  ]);
  const exceptions = calendarDates.map((r): FeedCalendar['exceptions'][number] => {
    const type = r.exception_type?.trim();
    if (type !== '1' && type !== '2') throw new Error(`GTFS calendar_dates.txt: exception_type "${type}" of ${r.service_id} is neither 1 nor 2`);
    return [r.service_id!, isoDate(r.date, 'calendar_dates.txt'), type === '1' ? 1 : 2];
  });
  if (weekly.length === 0 && exceptions.length === 0) throw new Error('GTFS: neither calendar.txt nor calendar_dates.txt states a service');
  const info = feedInfo[0];
  const ends = [...weekly.flatMap(([, , from, to]) => [from, to]), ...exceptions.filter(([, , t]) => t === 1).map(([, date]) => date)].sort();
  return {
    weekly,
    exceptions,
    from: info?.feed_start_date ? isoDate(info.feed_start_date, 'feed_info.txt') : ends[0]!,
    to: info?.feed_end_date ? isoDate(info.feed_end_date, 'feed_info.txt') : ends.at(-1)!,
  };
}

/** Whether the feed speaks for a date (inside its dates); outside them the model runs. */
export const feedCovers = (cal: FeedCalendar, date: string): boolean => cal.from <= date && date <= cal.to;

/** The service ids that run on a date: the weekly rules that include it, plus those added, less those removed. */
export function servicesOn(cal: FeedCalendar, date: string): Set<string> {
  // GTFS's Monday-first days against the calendar's Sunday-first weekday.
  const day = (weekdayOf(date) + 6) % 7;
  const out = new Set(cal.weekly.filter(([, days, from, to]) => from <= date && date <= to && days[day] === '1').map(([id]) => id));
  for (const [id, on, type] of cal.exceptions) {
    if (on !== date) continue;
    if (type === 1) out.add(id);
    else out.delete(id);
  }
  return out;
}
