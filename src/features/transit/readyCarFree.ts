// The ready-made days without a car (issue 36): a layover from the airport's TRAX station and a
// ski day by TRAX and the Cottonwood ski bus, planned at build by carFreeDay.ts on the model's
// (or the feed's) service and shown on the ready-made layover and ski trips.
import type { PlannerPlace } from '../planning/planning.ts';
import { planCarFreeDay } from './carFreeDay.ts';
import type { Place } from './journey.ts';
import { clockOfDay as clock } from '../../lib/format.ts';
import { AIRPORT_STATION, CITY_CENTER, type LegView, legViews, type TripSource } from './transitAccess.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

export interface CarFreeDayView {
  title: string;
  summary: string;
  date: string;
  /** Each stop with the way there before it; `back` is the way to the end. */
  stops: Array<{ id: string; name: string; legs: LegView[]; start: string; end: string }>;
  back: { legs: LegView[]; arrive: string } | null;
}

interface ReadyDay {
  title: string;
  summary: string;
  date: string;
  from: Place;
  depart: number;
  backBy: number;
  categories: readonly string[];
}

/** The two days: the layover of the ready-made trip (flight 5:00 PM, an hour's buffer) and a January ski day. */
export const READY_CAR_FREE: readonly ReadyDay[] = [
  {
    title: 'The layover without a car',
    summary: 'Land at 10:00 AM, fly at 5:00 PM: TRAX from the airport station downtown and on foot, back at the station by 4:00 PM.',
    date: '2027-05-10',
    from: AIRPORT_STATION,
    depart: 10 * 60,
    backBy: 16 * 60,
    categories: [],
  },
  {
    title: 'A ski day without a car',
    summary: 'From downtown at 7:00 AM by TRAX and the Cottonwood ski bus, back downtown by 7:00 PM (ski buses run late November to mid-April).',
    date: '2027-01-13',
    from: CITY_CENTER,
    depart: 7 * 60,
    backBy: 19 * 60,
    categories: ['Skiing & Winter'],
  },
];

/** Plans one ready day; a ski day visits only places of its categories. */
export function readyCarFreeDay(day: ReadyDay, places: readonly PlannerPlace[], source: TripSource = modelTrips): CarFreeDayView {
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
  return {
    title: day.title,
    summary: day.summary,
    date: day.date,
    stops: plan.stops.map((s) => ({ id: s.place.id, name: s.place.name, legs: legViews(s.journey), start: clock(s.start), end: clock(s.end) })),
    back: plan.back ? { legs: legViews(plan.back), arrive: clock(plan.back.arrive) } : null,
  };
}

/** Which ready-made trips offer which day without a car: the layover its layover, the ski week its ski day. */
const OFFERED: Readonly<Record<string, readonly string[]>> = {
  'six-hour-layover': ['The layover without a car', 'A ski day without a car'],
  'wasatch-ski-week': ['A ski day without a car'],
};

/** The days without a car a ready-made trip's page shows (none for most trips). */
export function carFreeDaysFor(slug: string, places: readonly PlannerPlace[], source: TripSource = modelTrips): CarFreeDayView[] {
  return READY_CAR_FREE.filter((d) => OFFERED[slug]?.includes(d.title)).map((d) => readyCarFreeDay(d, places, source));
}
