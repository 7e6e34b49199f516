// The DOM of "Today at this place" (decision 024): plain elements, every value set as text (the
// services' words are not ours to trust as HTML). Browser only; no framework, so the destination
// page keeps to its 20 KB of script. The words around the services' answers are the page's
// language (decision 122: placeTodayEn, or the slice a French or Spanish page hands over); the
// services' own words (NWS's forecast texts and alerts, the NPS's, a failure's reason from our
// server) stay English, marked `lang="en"` on another language's page.
import { fillPlaceholders, utahWeekdayText } from '../../lib/format.ts';
import type { ConditionsLiveWords } from '../../lib/messages/conditions.en.ts';
import { conditionsLiveEn } from '../../lib/messages/conditions.en.ts';
import { type PlaceRoadsWords, type PlaceTodayWords, placeRoadsEn, placeTodayEn } from '../../lib/messages/today.en.ts';
import { utahParts } from '../../lib/utahTime.ts';
import {
  type Conditions,
  type ForecastPeriod,
  NPS_NOT_SET_UP,
  type ParkAlert,
  type SeasonalClosure,
  seasonalLine,
  temperatureText,
  utahClock,
  utahDayClock,
  type WeatherAlert,
} from './conditions.ts';
import { flowLine, flowUnavailable, openAtFlow, type RiverKey, type RiverPlace, riverSources } from './riverFlow.ts';

/** "Today at this place" with, for a place a river opens and closes, its gauge's reading (null for the others). */
export interface PlaceToday extends Conditions {
  river?: RiverPlace | null;
}

/** The words the section's script writes in: English's own, or what a French or Spanish page hands over (a JSON element). */
export interface TodaySay {
  words: PlaceTodayWords & PlaceRoadsWords;
  /** The river's lines and the park's "not set up" line, /conditions' words (conditionsLive.*, with each gauge's river). */
  live: Pick<ConditionsLiveWords, RiverKey | 'conditionsLive.npsNotSetUp'>;
  intl: string;
}

/** The English page's: its script's own words. */
export const ENGLISH_TODAY: TodaySay = { words: { ...placeTodayEn, ...placeRoadsEn }, live: conditionsLiveEn, intl: 'en-US' };

const english = (say: TodaySay): boolean => say.intl.startsWith('en');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string | null, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A node holding a service's own words: marked English on another language's page. */
function marked<T extends HTMLElement>(node: T, say: TodaySay): T {
  if (!english(say)) node.lang = 'en';
  return node;
}

/** A service's words inside our sentence: the text itself on the English page, a `lang="en"` span on another. */
const outside = (text: string, say: TodaySay): string | HTMLElement => (english(say) ? text : marked(el('span', text), say));

function unavailable(what: string, reason: string | Node): HTMLElement {
  const p = el('p', null, 'today-unavailable');
  p.append(el('strong', what), ' ', reason);
  return p;
}

function block(title: string, ...children: Node[]): HTMLElement {
  const div = el('div', null, 'today-block');
  div.append(el('h3', title), ...children);
  return div;
}

/** A sentence with one placeholder holding a service's words: "wind {wind}" → "vent ", <span lang="en">, "". */
function around(template: string, name: string, value: string, say: TodaySay): Array<string | Node> {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, outside(value, say), after].filter((part) => part !== '');
}

/**
 * The period's name: NWS's own on the English page ("This Afternoon", "Thursday Night"); on another
 * language's, said from its start and end in Utah ("Cet après-midi", "Jueves por la noche").
 */
function periodName(p: ForecastPeriod, now: Date, say: TodaySay): string | HTMLElement {
  const start = Date.parse(p.startTime);
  const end = Date.parse(p.endTime);
  if (english(say) || !Number.isFinite(start) || !Number.isFinite(end)) return outside(p.name, say);
  const w = say.words;
  const today = utahParts(now.getTime()).date;
  const from = utahParts(start);
  const day = utahWeekdayText(start, say.intl);
  const text = p.isDaytime
    ? from.date === today
      ? w[from.time >= '12:00' ? 'placeToday.period.afternoon' : 'placeToday.period.today']
      : fillPlaceholders(w['placeToday.period.day'], { day }, say.intl)
    : utahParts(end).date === today
      ? w['placeToday.period.overnight']
      : from.date === today
        ? w['placeToday.period.tonight']
        : fillPlaceholders(w['placeToday.period.night'], { day }, say.intl);
  return text.charAt(0).toLocaleUpperCase(say.intl) + text.slice(1);
}

/** "72°F · Sunny · wind 5 mph NW · 20% chance of precipitation", NWS's words marked on another language's page. */
function periodText(p: ForecastPeriod, say: TodaySay): Array<string | Node> {
  const w = say.words;
  const parts: Array<Array<string | Node>> = [[temperatureText(p, say.intl)]];
  if (p.shortForecast) parts.push([outside(p.shortForecast, say)]);
  if (p.wind) parts.push(around(w['placeToday.wind'], 'wind', p.wind, say));
  if (p.precipitationChance !== null && p.precipitationChance > 0)
    parts.push([fillPlaceholders(w['placeToday.precipitation'], { chance: p.precipitationChance }, say.intl)]);
  const nodes = parts.flatMap((part, i) => (i > 0 ? [' · ', ...part] : part));
  // The English page's text is one string, as it always was.
  return english(say) ? [nodes.join('')] : nodes;
}

function alertItem(a: WeatherAlert, say: TodaySay): HTMLElement {
  const w = say.words;
  const item = el('div', null, `today-alert severity-${a.severity.toLowerCase()}${a.prominent ? ' prominent' : ''}`);
  // A flash flood warning is the one thing on the page a canyon visitor must not miss.
  if (a.prominent) item.setAttribute('role', 'alert');
  const until = utahDayClock(a.ends ?? a.expires, say.intl);
  item.append(marked(el('p', a.event, 'today-alert-event'), say));
  if (a.headline) item.append(marked(el('p', a.headline), say));
  if (until) {
    const severity = a.severity === 'Unknown' ? null : w[`placeToday.severity.${a.severity}`];
    item.append(
      el('p', fillPlaceholders(w[severity ? 'placeToday.severityUntil' : 'placeToday.until'], { severity: severity ?? '', time: until }, say.intl), 'muted'),
    );
  }
  if (a.instruction) item.append(marked(el('p', a.instruction, 'today-alert-instruction'), say));
  if (a.description) {
    const details = el('details');
    details.append(el('summary', w['placeToday.nwsSays']), marked(el('p', a.description, 'today-pre'), say));
    item.append(details);
  }
  return item;
}

/** NPS's categories, which another language names in its words (an unknown one stays NPS's, marked). */
const CATEGORY: Readonly<Record<string, keyof PlaceTodayWords>> = {
  'Park Closure': 'placeToday.category.closure',
  Danger: 'placeToday.category.danger',
  Caution: 'placeToday.category.caution',
  Information: 'placeToday.category.information',
};

function parkItem(a: ParkAlert, say: TodaySay): HTMLElement {
  const li = el('li', null, `today-park-alert${a.category === 'Park Closure' ? ' closure' : ''}`);
  const title = el('p');
  const key = CATEGORY[a.category];
  const badge = english(say) || !key ? marked(el('span', a.category, 'badge'), say) : el('span', say.words[key], 'badge');
  title.append(badge, ' ', marked(el('strong', a.title), say));
  li.append(title);
  if (a.description) li.append(marked(el('p', a.description), say));
  if (a.url) {
    const link = el('a', say.words['placeToday.moreFromPark']);
    link.href = a.url;
    link.rel = 'noopener';
    link.target = '_blank';
    if (!english(say)) link.hreflang = 'en';
    li.append(link);
  }
  return li;
}

/** The island's content for an answer (or null when the answer could not be had at all), in the page's words (English by default). */
export function renderConditions(body: HTMLElement, conditions: PlaceToday | null, closure: SeasonalClosure | null, now: Date, say = ENGLISH_TODAY): void {
  const w = say.words;
  const parts: Node[] = [];
  const seasonal = seasonalLine(closure, now, w, say.intl);
  if (seasonal) parts.push(el('p', seasonal.text, `today-seasonal${seasonal.closed ? ' closed' : ''}`));
  if (!conditions) {
    parts.push(unavailable(w['placeToday.allDown'], w['placeToday.tryLater']));
    body.replaceChildren(...parts);
    return;
  }
  const { alerts, forecast, sun, park } = conditions;
  const reason = (text: string) => outside(text, say);

  if (alerts.status === 'ok') {
    if (alerts.alerts.length) parts.push(block(w['placeToday.alerts'], ...alerts.alerts.map((a) => alertItem(a, say))));
    else parts.push(block(w['placeToday.alerts'], el('p', w['placeToday.noAlerts'])));
  } else parts.push(block(w['placeToday.alerts'], unavailable(w['placeToday.alertsDown'], reason(alerts.reason))));

  if (forecast.status === 'ok' && forecast.periods.length) {
    const dl = el('dl', null, 'today-forecast');
    for (const p of forecast.periods) {
      const row = el('div');
      const dt = el('dt');
      const dd = el('dd');
      dt.append(periodName(p, now, say));
      dd.append(...periodText(p, say));
      row.append(dt, dd);
      dl.append(row);
    }
    parts.push(block(w['placeToday.forecast'], dl));
  } else {
    const why = forecast.status === 'ok' ? w['placeToday.noPeriods'] : reason(forecast.reason);
    parts.push(block(w['placeToday.forecast'], unavailable(w['placeToday.forecastDown'], why)));
  }

  if (sun.status === 'ok') {
    const dl = el('dl', null, 'today-sun');
    for (const [term, value] of [
      [w['placeToday.sunrise'], utahClock(sun.sunrise, say.intl)],
      [w['placeToday.sunset'], utahClock(sun.sunset, say.intl)],
    ] as const) {
      const row = el('div');
      row.append(el('dt', term), el('dd', value ?? w['placeToday.noSun']));
      dl.append(row);
    }
    parts.push(block(w['placeToday.sun'], dl));
  } else parts.push(block(w['placeToday.sun'], unavailable(w['placeToday.sunDown'], reason(sun.reason))));

  const river = conditions.river;
  if (river) {
    const { rule, part } = river;
    const riverSay = { words: say.live, intl: say.intl };
    const clock = (t: number) => utahClock(new Date(t).toISOString(), say.intl) ?? '';
    const line = el('p', part.status === 'ok' ? flowLine(rule, part, clock, riverSay) : flowUnavailable(rule, part.reason, riverSay));
    line.dataset.river = part.status === 'ok' ? (openAtFlow(rule, part.cfs) ? 'open' : 'closed') : 'unavailable';
    parts.push(block(w['placeToday.river'], line, riverSources(rule, riverSay)));
  }

  if (park) {
    if (park.status === 'ok') {
      const list = el('ul', null, 'today-park');
      list.append(...park.alerts.map((a) => parkItem(a, say)));
      const heading = fillPlaceholders(w['placeToday.parkAlerts'], { park: park.parkName }, say.intl);
      parts.push(block(heading, park.alerts.length ? list : el('p', w['placeToday.noParkAlerts'])));
    } else {
      // A server without an NPS key never asked: the page says so in its words (issue 49), another reason is our server's English.
      const why = park.reason === NPS_NOT_SET_UP ? say.live['conditionsLive.npsNotSetUp'] : reason(park.reason);
      parts.push(block(w['placeToday.parkAlertsHead'], unavailable(w['placeToday.parkDown'], why)));
    }
  }
  body.replaceChildren(...parts);
}
