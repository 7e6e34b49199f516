/**
 * A multi-day trip on /plan (decision 052): three trips, each a card of days; a day is its
 * timeline (drawn by the page's own one-day timeline), its night with a lodging search, its
 * sunrise and sunset and, within the National Weather Service's seven days, the forecast for
 * the night's town. No framework: DOM helpers, text as text.
 */
import { daysBetween } from '../../lib/calendar.ts';
import { h } from '../../lib/dom.ts';
import { clockText as utahClock, dayRoute, dayText as utahDay, inWords, langOf, planWords, w, word } from './words.ts';
import { googleMapsParts, type MapsPart } from './mapsLink.ts';
import type { Trip, TripDay, TripResult } from '../planning/planning.ts';
import type { Itinerary } from '../planning/planning.ts';

/** What the trip view borrows from the one-day page, so both draw a day the same way. */
export interface DayKit {
  timeline(it: Itinerary): HTMLElement;
  duration(minutes: number): string;
  /** The trip's actions (share, exports, print, save) for trip k. */
  actions(trip: Trip, k: number, item: HTMLElement): HTMLElement;
}

/** How far ahead NWS forecasts: seven days. */
const FORECAST_DAYS = 7;

const route = (t: Trip) => [t.days[0]!.plan.start.name, ...t.days.map((d) => d.night?.town ?? d.plan.end.name)].join(' → ');

/** The forecast line of a day: filled from /api/towns/{town}/forecast within seven days, else "not available yet". */
function forecastLine(day: TripDay, town: string, today: string): HTMLElement {
  const line = h('p', { class: 'trip-forecast', 'data-forecast-town': town, 'data-forecast-date': day.date });
  const ahead = daysBetween(today, day.date);
  line.textContent = w(ahead < 0 || ahead >= FORECAST_DAYS ? 'planPage.forecast.notYet' : 'planPage.forecast.loading', { town });
  if (ahead >= 0 && ahead < FORECAST_DAYS) line.dataset.forecastPending = '';
  return line;
}

function dayCard(day: TripDay, k: number, kit: DayKit, today: string): HTMLElement {
  const { plan } = day;
  const where = day.night ? day.night.town : plan.end.name;
  const summary = h(
    'summary',
    {},
    h('h4', {}, w('planPage.day.title', { n: k + 1, day: utahDay(plan.leave), route: dayRoute(plan.start.name, where) })),
    h(
      'p',
      { class: 'plan-summary' },
      w(plan.carFree ? 'planPage.day.summaryCarFree' : 'planPage.day.summary', {
        drive: kit.duration(plan.driveMinutes),
        visit: kit.duration(plan.visitMinutes),
        stops: w('planPage.stops', { count: plan.stops.length }),
      }),
    ),
  );
  const sun = h(
    'p',
    { class: 'sunset' },
    w('planPage.day.sun', { sunrise: day.sunrise ? utahClock(day.sunrise) : '—', sunset: day.sunset ? utahClock(day.sunset) : '—', place: inWords(where) }),
    day.roads === 'winter' ? ` · ${w('planPage.day.winterRoads')}` : '',
  );
  const night = day.night
    ? h(
        'p',
        { class: 'trip-night' },
        h('strong', {}, w('planPage.nightIn', { town: day.night.town })),
        ' · ',
        h('a', { href: day.night.lodging, rel: 'noopener', target: '_blank' }, w('planPage.day.lodging', { town: day.night.town })),
        h('span', { class: 'muted' }, ` ${w('planPage.day.noBooking')}`),
        // The gateway town's note is the catalogue's English (its French and Spanish are the ready-made trips' pages', decision 124): marked on another language's plan.
        day.night.note ? h('span', { class: 'muted night-note' }, ' · ', h('span', planWords().lang === 'en' ? {} : { lang: 'en' }, day.night.note)) : null,
      )
    : null;
  const maps = googleMapsParts(plan);
  // Without a car a day is one link a hop, each named by its ends (issue 51: not "part 1" to "part 8").
  const mapsLabel = (part: MapsPart, i: number) =>
    plan.carFree
      ? w('planPage.hop', { from: part.from, to: part.to })
      : maps.length > 1
        ? w('planPage.day.mapsPart', { n: k + 1, part: i + 1 })
        : w('planPage.day.maps', { n: k + 1 });
  const links = h(
    'p',
    { class: 'trip-maps' },
    plan.carFree ? `${w('planPage.day.mapsHops', { n: k + 1 })} ` : '',
    ...maps.flatMap((part, i) => [i ? ' · ' : '', h('a', { href: part.href, rel: 'noopener', target: '_blank' }, mapsLabel(part, i))]),
  );
  const warnings = plan.warnings.length
    ? h('ul', { class: 'warnings' }, ...plan.warnings.map((warning) => h('li', langOf(warning), `⚠ ${word(warning)}`)))
    : null;
  return h(
    'li',
    { class: 'trip-day', 'data-day': String(k) },
    h(
      'details',
      k === 0 ? { open: '' } : {},
      summary,
      h('div', { class: 'card-body' }, kit.timeline(plan), sun, forecastLine(day, where, today), night, warnings, links),
    ),
  );
}

function tripCard(trip: Trip, k: number, kit: DayKit, today: string): HTMLElement {
  const item = h('li', { class: 'plan card trip', id: `plan-${k}`, 'data-plan': String(k) });
  const open = k === 0 || location.hash === `#plan-${k}`;
  const summary = h(
    'summary',
    {},
    h('h3', {}, w('planPage.trip.title', { n: k + 1, route: route(trip) })),
    h(
      'p',
      { class: 'plan-summary' },
      w(trip.days[0]?.plan.carFree ? 'planPage.trip.summaryCarFree' : 'planPage.trip.summary', {
        days: trip.days.length,
        drive: kit.duration(trip.driveMinutes),
        visit: kit.duration(trip.visitMinutes),
        stops: trip.days.reduce((t, d) => t + d.plan.stops.length, 0),
      }),
    ),
    // Issue 48: a later trip says how it differs from the first (its nights, its own stops).
    trip.differs ? h('p', { class: 'plan-summary trip-differs' }, word(trip.differs)) : null,
  );
  const days = h('ol', { class: 'trip-days' }, ...trip.days.map((d, i) => dayCard(d, i, kit, today)));
  // Issue 39: what the trip leaves out of the parks it reaches, and why.
  const leftOut = trip.leftOut?.length
    ? h('div', { class: 'sights-left-out' }, h('h4', {}, w('planPage.leftOut')), h('ul', {}, ...trip.leftOut.map((x) => h('li', {}, word(x)))))
    : null;
  item.append(h('details', open ? { open: '' } : {}, summary, h('div', { class: 'card-body' }, days, leftOut, kit.actions(trip, k, item))));
  return item;
}

/** Draws the trips and starts loading the forecasts. */
export function renderTrips(results: HTMLElement, result: TripResult, kit: DayKit, today: string): void {
  if (result.trips.length === 0) {
    results.replaceChildren(h('h2', { id: 'plans-heading' }, w('planPage.trip.noneFits')), h('p', {}, w('planPage.trip.tryMore')));
    return;
  }
  const count = result.trips.length === 1 ? 'planPage.trips1' : result.trips.length === 2 ? 'planPage.trips2' : 'planPage.trips3';
  const flight = result.arriveBy ? w('planPage.trip.flight', { time: utahClock(result.arriveBy) }) : '';
  // Without a car (issue 36) the nights are only where the lines reach: say so, plainly.
  const limit = result.trips[0]?.days[0]?.plan.carFree
    ? w('planPage.trip.limitCarFree')
    : w('planPage.trip.limitCar', { time: kit.duration(result.driveLimitMinutes) });
  results.replaceChildren(
    h('h2', { id: 'plans-heading' }, w(count, { days: result.days, from: result.start.name })),
    h('p', { class: 'muted', 'data-trip-limit': '' }, w('planPage.trip.limits', { end: result.end.name, limit, flight })),
    h('ol', { class: 'plans' }, ...result.trips.map((t, k) => tripCard(t, k, kit, today))),
  );
  void loadForecasts(results);
}

/** GET /api/towns/{town}/forecast, as far as the trip reads it. */
interface TownForecast {
  forecast?: {
    status: 'ok' | 'unavailable';
    periods?: Array<{ name: string; startTime: string; isDaytime: boolean; temperature: number; temperatureUnit: string; shortForecast: string }>;
  };
}

/**
 * "Forecast for Moab, Tuesday: Sunny, 75°F": the weather service's words are English, marked so
 * on a French or Spanish page (decision 102).
 */
function forecastText(line: HTMLElement, town: string, day: { name: string; shortForecast: string; temperature: number; temperatureUnit: string }): void {
  const params = { town, temperature: `${day.temperature}°${day.temperatureUnit}` };
  if (planWords().lang === 'en') {
    line.textContent = w('planPage.forecast.day', { ...params, day: day.name, forecast: day.shortForecast });
    return;
  }
  const nws: Record<string, string> = { '{day}': day.name, '{forecast}': day.shortForecast };
  const parts = w('planPage.forecast.day', params)
    .split(/(\{day\}|\{forecast\})/)
    .filter(Boolean);
  line.replaceChildren(...parts.map((part) => (part in nws ? h('span', { lang: 'en' }, nws[part]!) : part)));
}

/** One request per town, then each day's line from the daytime period of its date. */
async function loadForecasts(root: HTMLElement): Promise<void> {
  const lines = [...root.querySelectorAll<HTMLElement>('[data-forecast-pending]')];
  const towns = [...new Set(lines.map((l) => l.dataset.forecastTown!))];
  const answers = new Map<string, TownForecast | null>();
  await Promise.all(
    towns.map(async (town) => {
      const r = await fetch(`/api/towns/${encodeURIComponent(town)}/forecast`).catch(() => null);
      answers.set(town, r?.ok ? ((await r.json().catch(() => null)) as TownForecast | null) : null);
    }),
  );
  for (const line of lines) {
    const town = line.dataset.forecastTown!;
    const answer = answers.get(town)?.forecast;
    delete line.dataset.forecastPending;
    if (answer?.status !== 'ok') {
      line.textContent = w('planPage.forecast.failed', { town });
      continue;
    }
    const date = line.dataset.forecastDate!;
    const day = answer.periods?.find((p) => p.startTime.slice(0, 10) === date && p.isDaytime) ?? answer.periods?.find((p) => p.startTime.slice(0, 10) === date);
    if (day) forecastText(line, town, day);
    else line.textContent = w('planPage.forecast.notYet', { town });
  }
}
