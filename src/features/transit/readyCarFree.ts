// The ready-made days without a car (issue 36): a layover from the airport's TRAX station and a
// ski day by TRAX and the Cottonwood ski bus, planned at build by carFreeDay.ts on the model's
// (or the feed's) service and shown on the ready-made layover and ski trips. Each day is values:
// its id, date and clocks; CarFreeDays.astro words its title and summary in the page's language
// (carFreeDays.* in the message layer, decision 124), and its legs' clocks are the language's.
import type { PlannerPlace } from '../planning/planning.ts';
import { type CarFreeDay, planCarFreeDay } from './carFreeDay.ts';
import type { Place } from './journey.ts';
import { clockOfDay as clock, DEFAULT_LOCALE } from '../../lib/format.ts';
import { AIRPORT_STATION, CITY_CENTER, type LegView, legViews, type TripSource } from './transitAccess.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

/** The ready days, by the message keys that word them (carFreeDays.<id>.title and .summary). */
export type ReadyDayId = 'layover' | 'skiDay';

export interface CarFreeDayView {
  id: ReadyDayId;
  date: string;
  /** The day's clocks in the view's language: leaving, back by, and the flight where there is one. */
  clocks: { depart: string; backBy: string; flight?: string };
  /** Each stop with the way there before it; `back` is the way to the end. */
  stops: Array<{ id: string; name: string; legs: LegView[]; start: string; end: string }>;
  back: { legs: LegView[]; arrive: string } | null;
}

interface ReadyDay {
  id: ReadyDayId;
  date: string;
  from: Place;
  depart: number;
  backBy: number;
  /** The flight the day is back for, minutes after midnight (the layover's). */
  flight?: number;
  categories: readonly string[];
}

/** The two days: the layover of the ready-made trip (flight 5:00 PM, an hour's buffer) and a January ski day. */
export const READY_CAR_FREE: readonly ReadyDay[] = [
  { id: 'layover', date: '2027-05-10', from: AIRPORT_STATION, depart: 10 * 60, backBy: 16 * 60, flight: 17 * 60, categories: [] },
  { id: 'skiDay', date: '2027-01-13', from: CITY_CENTER, depart: 7 * 60, backBy: 19 * 60, categories: ['Skiing & Winter'] },
];

/** A ready day and its plan, worded by {@link carFreeDayView} in each page's language. */
export interface ReadyCarFreePlan {
  day: ReadyDay;
  plan: CarFreeDay;
}

/** Plans one ready day; a ski day visits only places of its categories. */
export function planReadyCarFreeDay(day: ReadyDay, places: readonly PlannerPlace[], source: TripSource = modelTrips): ReadyCarFreePlan {
  const pool = day.categories.length > 0 ? places.filter((p) => day.categories.includes(p.category)) : places;
  const plan = planCarFreeDay(new Timetable(source(day.date)), pool, {
    date: day.date,
    start: day.from,
    end: day.from,
    depart: day.depart,
    backBy: day.backBy,
    categories: day.categories,
    pace: 'normal',
    maxWalkMinutes: 20,
  });
  return { day, plan };
}

/** A planned ready day as the page shows it, its clocks and walks in the Intl locale `intl`. */
export function carFreeDayView({ day, plan }: ReadyCarFreePlan, intl: string = DEFAULT_LOCALE): CarFreeDayView {
  const at = (minutes: number) => clock(minutes, intl);
  return {
    id: day.id,
    date: day.date,
    clocks: { depart: at(day.depart), backBy: at(day.backBy), ...(day.flight !== undefined && { flight: at(day.flight) }) },
    stops: plan.stops.map((s) => ({ id: s.place.id, name: s.place.name, legs: legViews(s.journey, intl), start: at(s.start), end: at(s.end) })),
    back: plan.back ? { legs: legViews(plan.back, intl), arrive: at(plan.back.arrive) } : null,
  };
}

/** Which ready-made trips offer which day without a car: the layover its layover, the ski week its ski day. */
const OFFERED: Readonly<Record<string, readonly ReadyDayId[]>> = {
  'six-hour-layover': ['layover', 'skiDay'],
  'wasatch-ski-week': ['skiDay'],
};

/** The days without a car a ready-made trip's page shows, planned (none for most trips). */
export function readyCarFreePlans(slug: string, places: readonly PlannerPlace[], source: TripSource = modelTrips): ReadyCarFreePlan[] {
  return READY_CAR_FREE.filter((d) => OFFERED[slug]?.includes(d.id)).map((d) => planReadyCarFreeDay(d, places, source));
}

/** The days without a car a ready-made trip's page shows, worded in `intl`'s clocks (none for most trips). */
export function carFreeDaysFor(
  slug: string,
  places: readonly PlannerPlace[],
  source: TripSource = modelTrips,
  intl: string = DEFAULT_LOCALE,
): CarFreeDayView[] {
  return readyCarFreePlans(slug, places, source).map((p) => carFreeDayView(p, intl));
}
