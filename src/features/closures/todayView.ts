// /conditions (issue 40): today's roads and parks on one page. The page prebuilds the usual
// windows and the places each road serves; this fills in UDOT's live closures, the Cottonwood
// canyons' state, today's state of each seasonal road and the parks' NPS alerts. Plain DOM,
// every value set as text (UDOT's and the NPS's words are outside text). Browser only.
import { todayOrDate, utahTimeWithZone } from '../../lib/format.ts';
import { closureInForce } from '../roads/winter.ts';
import { NPS_NOT_SET_UP, type UnitAlerts } from '../conditions/conditions.ts';
import { type AvalancheAnswer, avalancheHeadline } from '../conditions/avalanche.ts';
import { FLOW_RULES, flowLine, flowUnavailable, openAtFlow, type RiverAnswer, riverSources } from '../conditions/riverFlow.ts';
import { type Closure, placesTouched, type RoadClosures } from './closures.ts';
import { TRACTION_SHORT } from '../roads/tractionLaw.ts';

/** "7:40 AM MST": Utah time with its zone named, and the date when it is not today. */
export const zoneClock = (iso: string, now: Date): string => todayOrDate(new Date(iso), now, utahTimeWithZone);

/** What the page says of UDOT: when it last answered, or why live closures are missing. */
export function udotStatus(live: RoadClosures | null, online: boolean, now: Date): string {
  if (!live) return online ? 'Our server could not be reached: live closures are not shown.' : 'You are offline: live closures need a connection.';
  if (live.source === 'usual') return `${live.reason ?? 'Live closures are unavailable.'} The usual seasonal windows below still hold.`;
  return live.checkedAt ? `UDOT last answered at ${zoneClock(live.checkedAt, now)}.` : 'UDOT answered.';
}

/** What the page says of the NPS: each unit's own state is on its line. */
export function npsStatus(units: UnitAlerts[] | null, online: boolean, now: Date): string {
  if (!units) return online ? 'Our server could not be reached: park alerts are not shown.' : 'You are offline: park alerts need a connection.';
  const answered = units.flatMap((u) => (u.part.status === 'ok' ? [u.part.answeredAt] : [])).sort();
  if (answered.length === 0)
    // A server without an NPS key never asked: say so, not that the NPS is down (issue 49).
    return units.length > 0 && units.every((u) => u.part.status === 'unavailable' && u.part.reason === NPS_NOT_SET_UP)
      ? NPS_NOT_SET_UP
      : 'The National Park Service could not be reached.';
  return `The National Park Service last answered at ${zoneClock(answered.at(-1)!, now)}.`;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** "Cuts off or slows: Snowbird, Alta" as links, or which road it is on when it matches no place. */
function placeLinks(label: string, ids: readonly string[], names: ReadonlyMap<string, string>): HTMLElement {
  const p = el('p', `${label}: `, 'today-places');
  ids.forEach((id, i) => {
    const a = el('a', names.get(id) ?? id);
    a.href = `/destinations/${encodeURIComponent(id)}/`;
    p.append(...(i > 0 ? [', ', a] : [a]));
  });
  return p;
}

/** One closure or restriction: road, what, where, since, source, and the places it touches. */
export function itemNode(item: Closure, names: ReadonlyMap<string, string>, now: Date): HTMLLIElement {
  const li = el('li', undefined, `today-item ${item.kind}`);
  const head = el('p');
  head.append(el('strong', item.road), ` ${item.kind === 'closure' ? 'closed' : 'restricted'}`);
  if (item.location) head.append(` at ${item.location}`);
  if (item.since) head.append(` since ${zoneClock(item.since, now)}`);
  head.append(' — UDOT');
  li.append(head, el('p', item.description, 'muted'));
  const touched = placesTouched(item).filter((id) => names.has(id));
  if (touched.length > 0) li.append(placeLinks(item.kind === 'closure' ? 'Cuts off or closes' : 'Slows the way to', touched, names));
  else li.append(el('p', `On ${item.road}: no place in our guide lies beyond it.`, 'today-places muted'));
  return li;
}

const CANYON_STATE = { open: 'Open', closed: 'Closed', traction: TRACTION_SHORT } as const;

/** UDOT's part of the page: the list, the canyons' state and each seasonal road's state today. */
export function renderRoads(root: HTMLElement, live: RoadClosures | null, names: ReadonlyMap<string, string>, now: Date): void {
  root.querySelector<HTMLElement>('[data-udot-status]')!.textContent = udotStatus(live, navigator.onLine, now);
  const items = live?.source === 'udot' ? live.items : [];
  const list = root.querySelector<HTMLElement>('[data-udot-items]')!;
  list.replaceChildren(...items.map((i) => itemNode(i, names, now)));
  if (live?.source === 'udot' && items.length === 0)
    list.replaceChildren(el('li', 'UDOT reports no closure or chain restriction on the roads of our guide.', 'muted'));
  for (const node of root.querySelectorAll<HTMLElement>('[data-canyon]')) {
    const canyon = live?.source === 'udot' ? live.canyons.find((c) => c.road === node.dataset.canyon) : undefined;
    const state = node.querySelector<HTMLElement>('[data-canyon-state]')!;
    state.textContent = canyon
      ? `${CANYON_STATE[canyon.state]}${canyon.since && canyon.state !== 'open' ? ` since ${zoneClock(canyon.since, now)}` : ''} — UDOT`
      : 'Not known right now (see UDOT above)';
    node.dataset.state = canyon?.state ?? 'unknown';
  }
  for (const row of root.querySelectorAll<HTMLElement>('[data-season-row]')) renderSeasonRow(row, items, now);
}

function renderSeasonRow(row: HTMLElement, items: readonly Closure[], now: Date): void {
  const edges = new Set((row.dataset.edges ?? '').split(' ').filter(Boolean));
  const hit = items.find((i) => i.kind === 'closure' && i.edgeKeys.some((k) => edges.has(k)));
  const usual = closureInForce({ from: row.dataset.from!, to: row.dataset.to! }, now);
  const text = hit
    ? `Closed now — UDOT${hit.since ? `, since ${zoneClock(hit.since, now)}` : ''}`
    : usual
      ? 'Usually closed at this time of year'
      : 'Usually open at this time of year';
  const state = row.querySelector<HTMLElement>('[data-season-state]')!;
  state.textContent = text;
  row.dataset.state = hit || usual ? 'closed' : 'open';
}

/** The NPS part: each unit's alerts with when it answered, or its own failure. */
export function renderParks(root: HTMLElement, units: UnitAlerts[] | null, now: Date): void {
  root.querySelector<HTMLElement>('[data-nps-status]')!.textContent = npsStatus(units, navigator.onLine, now);
  for (const node of root.querySelectorAll<HTMLElement>('[data-unit]')) {
    const unit = units?.find((u) => u.parkCode === node.dataset.unit);
    const body = node.querySelector<HTMLElement>('[data-unit-alerts]')!;
    if (!unit) body.replaceChildren(el('p', 'Not known right now.', 'muted'));
    else if (unit.part.status === 'unavailable') body.replaceChildren(el('p', unit.part.reason, 'today-down'));
    else {
      const list = el('ul');
      for (const a of unit.part.alerts) {
        const li = el('li');
        li.append(el('strong', `${a.category}: `), a.title);
        list.append(li);
      }
      const when = el('p', `No current alerts — NPS, answered ${zoneClock(unit.part.answeredAt, now)}`, 'muted');
      if (unit.part.alerts.length > 0) when.textContent = `NPS, answered ${zoneClock(unit.part.answeredAt, now)}`;
      body.replaceChildren(...(unit.part.alerts.length > 0 ? [list] : []), when);
    }
    node.dataset.state = unit?.part.status ?? 'unknown';
  }
}

/**
 * The Utah Avalanche Center's part (decision 061b): each configured region's rating, its bottom
 * line and when it was issued, or its own failure. The part is last on the page and stays hidden
 * unless our server says regions are set up, so it never moves what is above it.
 */
export function renderAvalanche(root: HTMLElement, answer: AvalancheAnswer | null, now: Date): void {
  const part = root.querySelector<HTMLElement>('[data-avalanche]');
  if (!part || !answer?.configured) return;
  part.hidden = false;
  const status = part.querySelector<HTMLElement>('[data-avalanche-status]')!;
  const list = part.querySelector<HTMLElement>('[data-avalanche-items]')!;
  const answered = answer.regions.flatMap((r) => (r.part.status === 'ok' ? [r.part.answeredAt] : [])).sort();
  status.textContent = answered.length
    ? `The Utah Avalanche Center last answered at ${zoneClock(answered.at(-1)!, now)}.`
    : 'The Utah Avalanche Center could not be reached.';
  list.replaceChildren(
    ...answer.regions.map((r) => {
      const li = el('li');
      li.dataset.avalancheRegion = r.region;
      li.dataset.state = r.part.status === 'ok' ? (r.part.rating?.toLowerCase() ?? 'none') : 'unavailable';
      if (r.part.status === 'unavailable') {
        li.append(el('p', `${r.name} area mountains`, 'today-down-head'), el('p', r.part.reason, 'today-down'));
        return li;
      }
      const head = el('p');
      head.append(el('strong', avalancheHeadline(r.name, r.part.rating)));
      const source = el('p', undefined, 'muted');
      const link = el('a', 'Utah Avalanche Center');
      link.href = r.part.url;
      link.rel = 'noopener';
      source.append(link, r.part.issuedAt ? `, issued ${zoneClock(r.part.issuedAt, now)}` : '');
      li.append(head, ...(r.part.bottomLine ? [el('p', r.part.bottomLine)] : []), source);
      return li;
    }),
  );
}

/**
 * The rivers part (issue 49): each place a river's flow opens or closes, open or closed by the
 * gauge's latest reading with its time and the agency's threshold, or, when the gauge cannot be
 * read (or our server cannot be asked), the rule and its usual season, never a certainty.
 */
export function renderRivers(root: HTMLElement, answer: RiverAnswer | null, now: Date): void {
  const part = root.querySelector<HTMLElement>('[data-rivers]');
  if (!part) return;
  const status = part.querySelector<HTMLElement>('[data-rivers-status]')!;
  const list = part.querySelector<HTMLElement>('[data-rivers-items]')!;
  const places = answer?.places ?? FLOW_RULES.map((rule) => ({ rule, part: { status: 'unavailable' as const, reason: 'Our server could not be asked.' } }));
  const answered = places.flatMap((p) => (p.part.status === 'ok' ? [p.part.answeredAt] : [])).sort();
  status.textContent = answered.length ? `The USGS gauges last answered at ${zoneClock(answered.at(-1)!, now)}.` : 'The USGS river gauges could not be read.';
  list.replaceChildren(
    ...places.map(({ rule, part: reading }) => {
      const li = el('li');
      li.dataset.riverPlace = rule.placeId;
      const head = el('p');
      const link = el('a', rule.placeName);
      link.href = `/destinations/${rule.placeId}/`;
      head.append(link);
      const sources = riverSources(rule);
      if (reading.status === 'ok') {
        li.dataset.state = openAtFlow(rule, reading.cfs) ? 'open' : 'closed';
        li.append(
          head,
          el(
            'p',
            flowLine(rule, reading, (instant) => zoneClock(new Date(instant).toISOString(), now)),
          ),
          sources,
        );
      } else {
        li.dataset.state = 'unavailable';
        li.append(head, el('p', flowUnavailable(rule, reading.reason), 'today-down'), sources);
      }
      return li;
    }),
  );
}
