// The DOM of "Today at this place" (decision 024): plain elements, every value set as text (the
// services' words are not ours to trust as HTML). Browser only; no framework, so the destination
// page keeps to its 20 KB of script.
import {
  type Conditions,
  type ForecastPeriod,
  type ParkAlert,
  type SeasonalClosure,
  seasonalLine,
  temperatureText,
  UNAVAILABLE,
  utahClock,
  utahDayClock,
  type WeatherAlert,
} from './conditions.ts';
import { flowLine, flowUnavailable, openAtFlow, type RiverPlace, riverSources } from './riverFlow.ts';

/** "Today at this place" with, for a place a river opens and closes, its gauge's reading (null for the others). */
export interface PlaceToday extends Conditions {
  river?: RiverPlace | null;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string | null, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function unavailable(what: string, reason: string): HTMLElement {
  const p = el('p', null, 'today-unavailable');
  p.append(el('strong', what), ` ${reason}`);
  return p;
}

function block(title: string, ...children: Node[]): HTMLElement {
  const div = el('div', null, 'today-block');
  div.append(el('h3', title), ...children);
  return div;
}

function periodText(p: ForecastPeriod): string {
  return [
    temperatureText(p),
    p.shortForecast,
    p.wind ? `wind ${p.wind}` : null,
    p.precipitationChance !== null && p.precipitationChance > 0 ? `${p.precipitationChance}% chance of precipitation` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function alertItem(a: WeatherAlert): HTMLElement {
  const item = el('div', null, `today-alert severity-${a.severity.toLowerCase()}${a.prominent ? ' prominent' : ''}`);
  // A flash flood warning is the one thing on the page a canyon visitor must not miss.
  if (a.prominent) item.setAttribute('role', 'alert');
  const until = utahDayClock(a.ends ?? a.expires);
  item.append(el('p', a.event, 'today-alert-event'));
  if (a.headline) item.append(el('p', a.headline));
  if (until) item.append(el('p', `${a.severity === 'Unknown' ? '' : `${a.severity}. `}Until ${until}.`, 'muted'));
  if (a.instruction) item.append(el('p', a.instruction, 'today-alert-instruction'));
  if (a.description) {
    const details = el('details');
    details.append(el('summary', 'What the National Weather Service says'), el('p', a.description, 'today-pre'));
    item.append(details);
  }
  return item;
}

function parkItem(a: ParkAlert): HTMLElement {
  const li = el('li', null, `today-park-alert${a.category === 'Park Closure' ? ' closure' : ''}`);
  const title = el('p');
  title.append(el('span', a.category, 'badge'), ' ', el('strong', a.title));
  li.append(title);
  if (a.description) li.append(el('p', a.description));
  if (a.url) {
    const link = el('a', 'More from the park');
    link.href = a.url;
    link.rel = 'noopener';
    link.target = '_blank';
    li.append(link);
  }
  return li;
}

/** The island's content for an answer (or null when the answer could not be had at all). */
export function renderConditions(body: HTMLElement, conditions: PlaceToday | null, closure: SeasonalClosure | null, now: Date): void {
  const parts: Node[] = [];
  const seasonal = seasonalLine(closure, now);
  if (seasonal) parts.push(el('p', seasonal.text, `today-seasonal${seasonal.closed ? ' closed' : ''}`));
  if (!conditions) {
    parts.push(unavailable(UNAVAILABLE.all, 'Please try again later.'));
    body.replaceChildren(...parts);
    return;
  }
  const { alerts, forecast, sun, park } = conditions;

  if (alerts.status === 'ok') {
    if (alerts.alerts.length) parts.push(block('Weather alerts', ...alerts.alerts.map(alertItem)));
    else parts.push(block('Weather alerts', el('p', 'No active weather alerts for this spot.')));
  } else parts.push(block('Weather alerts', unavailable(UNAVAILABLE.alerts, alerts.reason)));

  if (forecast.status === 'ok' && forecast.periods.length) {
    const dl = el('dl', null, 'today-forecast');
    for (const p of forecast.periods) {
      const row = el('div');
      row.append(el('dt', p.name), el('dd', periodText(p)));
      dl.append(row);
    }
    parts.push(block('Forecast', dl));
  } else {
    parts.push(
      block(
        'Forecast',
        unavailable(UNAVAILABLE.forecast, forecast.status === 'ok' ? 'The National Weather Service gave no periods for today.' : forecast.reason),
      ),
    );
  }

  if (sun.status === 'ok') {
    const rise = utahClock(sun.sunrise);
    const set = utahClock(sun.sunset);
    const dl = el('dl', null, 'today-sun');
    for (const [term, value] of [
      ['Sunrise', rise],
      ['Sunset', set],
    ] as const) {
      const row = el('div');
      row.append(el('dt', term), el('dd', value ?? 'none today'));
      dl.append(row);
    }
    parts.push(block('Sunrise and sunset', dl));
  } else parts.push(block('Sunrise and sunset', unavailable(UNAVAILABLE.sun, sun.reason)));

  const river = conditions.river;
  if (river) {
    const { rule, part } = river;
    const line = el('p', part.status === 'ok' ? flowLine(rule, part, (t) => utahClock(new Date(t).toISOString()) ?? '') : flowUnavailable(rule, part.reason));
    line.dataset.river = part.status === 'ok' ? (openAtFlow(rule, part.cfs) ? 'open' : 'closed') : 'unavailable';
    parts.push(block('The river today', line, riverSources(rule)));
  }

  if (park) {
    if (park.status === 'ok') {
      const list = el('ul', null, 'today-park');
      list.append(...park.alerts.map(parkItem));
      parts.push(block(`${park.parkName}: alerts and closures`, park.alerts.length ? list : el('p', 'The park lists no current alerts or closures.')));
    } else parts.push(block('Park alerts and closures', unavailable(UNAVAILABLE.park, park.reason)));
  }
  body.replaceChildren(...parts);
}
