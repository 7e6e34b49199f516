/**
 * The departure every link into /plan carries (decision 053): the one given, else the next
 * morning at 09:00 in Utah — today's 09:00 before nine, tomorrow's after. A plan opened at
 * 00:07 plans the coming morning, not the small hours.
 */
import { addDays } from './calendar.ts';
import { utahParts, utahToInstant } from './utahTime.ts';

export const DEFAULT_DEPARTURE_TIME = '09:00';

/** The next 09:00 in Utah at or after `now`, as the plan form's date and time. */
export function nextMorning(now: number): { date: string; time: string } {
  const today = utahParts(now).date;
  if (utahToInstant(today, DEFAULT_DEPARTURE_TIME) >= now) return { date: today, time: DEFAULT_DEPARTURE_TIME };
  return { date: addDays(today, 1), time: DEFAULT_DEPARTURE_TIME };
}

/** A /plan query with a date and time: those given are kept, a missing one becomes the next morning's. */
export function withDeparture(params: URLSearchParams, now: number): URLSearchParams {
  const out = new URLSearchParams(params);
  if (!out.get('date') || !out.get('time')) {
    const next = nextMorning(now);
    out.set('date', out.get('date') || next.date);
    out.set('time', out.get('time') || next.time);
  }
  return out;
}

/** "Plan a day with my favourites": a whole day from the next morning. */
export function favouritesPlanHref(ids: readonly string[], now: number): string {
  return `/plan?${withDeparture(new URLSearchParams({ hours: 'day', favs: ids.join(',') }), now)}`;
}
