/**
 * A multi-day trip on /plan (decision 052): three trips, each a card of days; a day is its
 * timeline (drawn by the page's own one-day timeline), its night with a lodging search, its
 * sunrise and sunset and, within the National Weather Service's seven days, the forecast for
 * the night's town. No framework: DOM helpers, text as text.
 */
import { daysBetween } from '../../lib/calendar.ts';
import { h } from '../../lib/dom.ts';
import { utahClock12 as utahClock, utahDay } from '../../lib/format.ts';
import { dayRoute, inWords, word } from './words.ts';
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
  line.textContent =
    ahead < 0 || ahead >= FORECAST_DAYS
      ? `Forecast for ${town}: not available yet (the National Weather Service forecasts seven days ahead)`
      : `Forecast for ${town}: loading…`;
  if (ahead >= 0 && ahead < FORECAST_DAYS) line.dataset.forecastPending = '';
  return line;
}

function dayCard(day: TripDay, k: number, kit: DayKit, today: string): HTMLElement {
  const { plan } = day;
  const where = day.night ? day.night.town : plan.end.name;
  const summary = h(
    'summary',
    {},
    h('h4', {}, `Day ${k + 1}, ${utahDay(plan.leave)}: ${dayRoute(plan.start.name, where)}`),
    h(
      'p',
      { class: 'plan-summary' },
      `${plan.carFree ? 'by public transport and on foot' : `${kit.duration(plan.driveMinutes)} driving`}, ${kit.duration(plan.visitMinutes)} visiting · ${plan.stops.length} ${plan.stops.length === 1 ? 'stop' : 'stops'}`,
    ),
  );
  const sun = h(
    'p',
    { class: 'sunset' },
    `Sunrise ${day.sunrise ? utahClock(day.sunrise) : '—'} · sunset ${day.sunset ? utahClock(day.sunset) : '—'} in ${inWords(where)}`,
    day.roads === 'winter' ? ' · winter roads: seasonal roads closed' : '',
  );
  const night = day.night
    ? h(
        'p',
        { class: 'trip-night' },
        h('strong', {}, `Night in ${day.night.town}`),
        ' · ',
        h('a', { href: day.night.lodging, rel: 'noopener', target: '_blank' }, `Find lodging in ${day.night.town}`),
        h('span', { class: 'muted' }, ' (a map search: no booking)'),
        day.night.note ? h('span', { class: 'muted night-note' }, ` · ${day.night.note}`) : null,
      )
    : null;
  const maps = googleMapsParts(plan);
  // Without a car a day is one link a hop, each named by its ends (issue 51: not "part 1" to "part 8").
  const mapsLabel = (part: MapsPart, i: number) =>
    plan.carFree ? `${part.from} to ${part.to}` : maps.length > 1 ? `Day ${k + 1} in Google Maps (part ${i + 1})` : `Day ${k + 1} in Google Maps`;
  const links = h(
    'p',
    { class: 'trip-maps' },
    plan.carFree ? `Day ${k + 1} in Google Maps, hop by hop: ` : '',
    ...maps.flatMap((part, i) => [i ? ' · ' : '', h('a', { href: part.href, rel: 'noopener', target: '_blank' }, mapsLabel(part, i))]),
  );
  const warnings = plan.warnings.length ? h('ul', { class: 'warnings' }, ...plan.warnings.map((w) => h('li', {}, `⚠ ${word(w)}`))) : null;
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
    h('h3', {}, `Trip ${k + 1}: ${route(trip)}`),
    h(
      'p',
      { class: 'plan-summary' },
      `${trip.days.length} days: ${trip.days[0]?.plan.carFree ? 'without a car' : `${kit.duration(trip.driveMinutes)} driving`}, ${kit.duration(trip.visitMinutes)} visiting, ${trip.days.reduce((t, d) => t + d.plan.stops.length, 0)} stops`,
    ),
  );
  const days = h('ol', { class: 'trip-days' }, ...trip.days.map((d, i) => dayCard(d, i, kit, today)));
  // Issue 39: what the trip leaves out of the parks it reaches, and why.
  const leftOut = trip.leftOut?.length
    ? h('div', { class: 'sights-left-out' }, h('h4', {}, 'Left out'), h('ul', {}, ...trip.leftOut.map((x) => h('li', {}, word(x)))))
    : null;
  item.append(h('details', open ? { open: '' } : {}, summary, h('div', { class: 'card-body' }, days, leftOut, kit.actions(trip, k, item))));
  return item;
}

/** Draws the trips and starts loading the forecasts. */
export function renderTrips(results: HTMLElement, result: TripResult, kit: DayKit, today: string): void {
  if (result.trips.length === 0) {
    results.replaceChildren(h('h2', { id: 'plans-heading' }, 'No trip fits yet'), h('p', {}, 'Try more driving per day or more days.'));
    return;
  }
  const count = ['', 'One trip', 'Two trips', 'Three trips'][result.trips.length];
  const flight = result.arriveBy ? ` · at the airport by ${utahClock(result.arriveBy)} for your flight` : '';
  // Without a car (issue 36) the nights are only where the lines reach: say so, plainly.
  const limit = result.trips[0]?.days[0]?.plan.carFree
    ? 'without a car, nights only in Salt Lake City, Park City, Ogden or Provo (the towns TRAX, FrontRunner and the Park City buses reach)'
    : `at most ${kit.duration(result.driveLimitMinutes)} of driving a day`;
  results.replaceChildren(
    h('h2', { id: 'plans-heading' }, `${count} of ${result.days} days from ${result.start.name}`),
    h('p', { class: 'muted', 'data-trip-limit': '' }, `Back at ${result.end.name}; ${limit}${flight}.`),
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
      line.textContent = `Forecast for ${town}: could not be loaded right now`;
      continue;
    }
    const date = line.dataset.forecastDate!;
    const day = answer.periods?.find((p) => p.startTime.slice(0, 10) === date && p.isDaytime) ?? answer.periods?.find((p) => p.startTime.slice(0, 10) === date);
    line.textContent = day
      ? `Forecast for ${town}, ${day.name}: ${day.shortForecast}, ${day.temperature}°${day.temperatureUnit}`
      : `Forecast for ${town}: not available yet (the National Weather Service forecasts seven days ahead)`;
  }
}
