// /conditions (issue 40): today's roads and parks on one page. The page prebuilds the usual
// windows and the places each road serves; this fills in UDOT's live closures, the Cottonwood
// canyons' state, today's state of each seasonal road and the parks' NPS alerts. Plain DOM,
// every value set as text. The words around the services' answers are the page's language
// (issue 53: conditionsLiveEn, or the slice a French or Spanish page hands over); UDOT's, the NPS's
// and the UAC's own words, and a source's failure, stay English, marked `lang="en"`. Browser only.
import { fillPlaceholders, todayOrDate, utahTimeWithZone } from '../../lib/format.ts';
import { type ConditionsPageWords, conditionsLiveEn } from '../../lib/messages/conditions.en.ts';
import { closureInForce } from '../roads/winter.ts';
import { NPS_NOT_SET_UP, type UnitAlerts } from '../conditions/conditions.ts';
import { type AvalancheAnswer, avalancheHeadline } from '../conditions/avalanche.ts';
import { FLOW_RULES, flowLine, flowUnavailable, openAtFlow, type RiverAnswer, riverSources } from '../conditions/riverFlow.ts';
import { type Closure, placesTouched, type RoadClosures } from './closures.ts';

/** The words the script writes in, and where a place's page is: English's own, or what a French or Spanish page hands over. */
export type ConditionsSay = ConditionsPageWords;

/** The English page's: its script's own words, the place pages at the root. */
export const ENGLISH_SAY: ConditionsSay = { words: conditionsLiveEn, intl: 'en-US', prefix: '' };

const english = (say: ConditionsSay): boolean => say.intl.startsWith('en');

/** A service's own words (or a failure's reason, which our server words in English): marked English on another language's page. */
function outside(text: string, say: ConditionsSay): string | HTMLElement {
  if (english(say)) return text;
  const span = el('span', text);
  span.lang = 'en';
  return span;
}

/** "7:40 AM MST": Utah time with its zone named, and the date when it is not today. */
export const zoneClock = (iso: string, now: Date, intl = 'en-US'): string => todayOrDate(new Date(iso), now, utahTimeWithZone, intl);

/** What the page says of UDOT: when it last answered, or why live closures are missing (the reason, our server's, in English). */
export function udotStatus(live: RoadClosures | null, online: boolean, now: Date, say: ConditionsSay = ENGLISH_SAY): Array<string | HTMLElement> {
  const w = say.words;
  if (!live) return [online ? w['conditionsLive.serverDown'] : w['conditionsLive.offline']];
  if (live.source === 'usual') return [live.reason ? outside(live.reason, say) : w['conditionsLive.noLive'], ' ', w['conditionsLive.usualHold']];
  return [
    live.checkedAt
      ? fillPlaceholders(w['conditionsLive.udotAnswered'], { time: zoneClock(live.checkedAt, now, say.intl) }, say.intl)
      : w['conditionsLive.udotAnsweredNoTime'],
  ];
}

/** What the page says of the NPS: each unit's own state is on its line. */
export function npsStatus(units: UnitAlerts[] | null, online: boolean, now: Date, say: ConditionsSay = ENGLISH_SAY): string {
  const w = say.words;
  if (!units) return online ? w['conditionsLive.npsServerDown'] : w['conditionsLive.npsOffline'];
  const answered = units.flatMap((u) => (u.part.status === 'ok' ? [u.part.answeredAt] : [])).sort();
  if (answered.length === 0)
    // A server without an NPS key never asked: say so, not that the NPS is down (issue 49).
    return units.length > 0 && units.every((u) => u.part.status === 'unavailable' && u.part.reason === NPS_NOT_SET_UP)
      ? w['conditionsLive.npsNotSetUp']
      : w['conditionsLive.npsDown'];
  return fillPlaceholders(w['conditionsLive.npsAnswered'], { time: zoneClock(answered.at(-1)!, now, say.intl) }, say.intl);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** "Cuts off or slows: Snowbird, Alta" as links, or which road it is on when it matches no place. */
function placeLinks(label: string, ids: readonly string[], names: ReadonlyMap<string, string>, prefix: string): HTMLElement {
  const p = el('p', label, 'today-places');
  ids.forEach((id, i) => {
    const a = el('a', names.get(id) ?? id);
    a.href = `${prefix}/destinations/${encodeURIComponent(id)}/`;
    p.append(...(i > 0 ? [', ', a] : [a]));
  });
  return p;
}

/** One closure or restriction: road, what, where, since, source, and the places it touches. */
export function itemNode(item: Closure, names: ReadonlyMap<string, string>, now: Date, say: ConditionsSay = ENGLISH_SAY): HTMLLIElement {
  const w = say.words;
  const li = el('li', undefined, `today-item ${item.kind}`);
  const head = el('p');
  head.append(el('strong', item.road), item.kind === 'closure' ? w['conditionsLive.closed'] : w['conditionsLive.restricted']);
  if (item.location) head.append(w['conditionsLive.at'], outside(item.location, say));
  if (item.since) head.append(fillPlaceholders(w['conditionsLive.since'], { time: zoneClock(item.since, now, say.intl) }, say.intl));
  head.append(' — UDOT');
  const description = el('p', item.description, 'muted');
  if (!english(say)) description.lang = 'en';
  li.append(head, description);
  const touched = placesTouched(item).filter((id) => names.has(id));
  if (touched.length > 0) li.append(placeLinks(item.kind === 'closure' ? w['conditionsLive.cutsOff'] : w['conditionsLive.slows'], touched, names, say.prefix));
  else li.append(el('p', fillPlaceholders(w['conditionsLive.noPlace'], { road: item.road }, say.intl), 'today-places muted'));
  return li;
}

const CANYON_STATE = { open: 'conditionsLive.open', closed: 'conditionsLive.closedState', traction: 'conditionsLive.traction' } as const;

/** UDOT's part of the page: the list, the canyons' state and each seasonal road's state today. */
export function renderRoads(
  root: HTMLElement,
  live: RoadClosures | null,
  names: ReadonlyMap<string, string>,
  now: Date,
  say: ConditionsSay = ENGLISH_SAY,
): void {
  const w = say.words;
  root.querySelector<HTMLElement>('[data-udot-status]')!.replaceChildren(...udotStatus(live, navigator.onLine, now, say));
  const items = live?.source === 'udot' ? live.items : [];
  const list = root.querySelector<HTMLElement>('[data-udot-items]')!;
  list.replaceChildren(...items.map((i) => itemNode(i, names, now, say)));
  if (live?.source === 'udot' && items.length === 0) list.replaceChildren(el('li', w['conditionsLive.noneReported'], 'muted'));
  for (const node of root.querySelectorAll<HTMLElement>('[data-canyon]')) {
    const canyon = live?.source === 'udot' ? live.canyons.find((c) => c.road === node.dataset.canyon) : undefined;
    const state = node.querySelector<HTMLElement>('[data-canyon-state]')!;
    const since =
      canyon?.since && canyon.state !== 'open' ? fillPlaceholders(w['conditionsLive.since'], { time: zoneClock(canyon.since, now, say.intl) }, say.intl) : '';
    state.textContent = canyon ? `${w[CANYON_STATE[canyon.state]]}${since} — UDOT` : w['conditionsLive.canyonUnknown'];
    node.dataset.state = canyon?.state ?? 'unknown';
  }
  for (const row of root.querySelectorAll<HTMLElement>('[data-season-row]')) renderSeasonRow(row, items, now, say);
}

function renderSeasonRow(row: HTMLElement, items: readonly Closure[], now: Date, say: ConditionsSay): void {
  const w = say.words;
  const edges = new Set((row.dataset.edges ?? '').split(' ').filter(Boolean));
  const hit = items.find((i) => i.kind === 'closure' && i.edgeKeys.some((k) => edges.has(k)));
  const usual = closureInForce({ from: row.dataset.from!, to: row.dataset.to! }, now);
  const text = hit
    ? hit.since
      ? fillPlaceholders(w['conditionsLive.closedNowSince'], { time: zoneClock(hit.since, now, say.intl) }, say.intl)
      : w['conditionsLive.closedNow']
    : usual
      ? w['conditionsLive.usuallyClosed']
      : w['conditionsLive.usuallyOpen'];
  const state = row.querySelector<HTMLElement>('[data-season-state]')!;
  state.textContent = text;
  row.dataset.state = hit || usual ? 'closed' : 'open';
}

/** The NPS part: each unit's alerts with when it answered, or its own failure. */
export function renderParks(root: HTMLElement, units: UnitAlerts[] | null, now: Date, say: ConditionsSay = ENGLISH_SAY): void {
  const w = say.words;
  root.querySelector<HTMLElement>('[data-nps-status]')!.textContent = npsStatus(units, navigator.onLine, now, say);
  for (const node of root.querySelectorAll<HTMLElement>('[data-unit]')) {
    const unit = units?.find((u) => u.parkCode === node.dataset.unit);
    const body = node.querySelector<HTMLElement>('[data-unit-alerts]')!;
    if (!unit) body.replaceChildren(el('p', w['conditionsLive.notKnown'], 'muted'));
    else if (unit.part.status === 'unavailable') {
      const down = el('p', undefined, 'today-down');
      down.append(unit.part.reason === NPS_NOT_SET_UP ? w['conditionsLive.npsNotSetUp'] : outside(unit.part.reason, say));
      body.replaceChildren(down);
    } else {
      const list = el('ul');
      if (!english(say)) list.lang = 'en';
      for (const a of unit.part.alerts) {
        const li = el('li');
        li.append(el('strong', `${a.category}: `), a.title);
        list.append(li);
      }
      const time = zoneClock(unit.part.answeredAt, now, say.intl);
      const when = el(
        'p',
        fillPlaceholders(w[unit.part.alerts.length > 0 ? 'conditionsLive.alertsAnswered' : 'conditionsLive.noAlerts'], { time }, say.intl),
        'muted',
      );
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
export function renderAvalanche(root: HTMLElement, answer: AvalancheAnswer | null, now: Date, say: ConditionsSay = ENGLISH_SAY): void {
  const part = root.querySelector<HTMLElement>('[data-avalanche]');
  if (!part || !answer?.configured) return;
  const w = say.words;
  part.hidden = false;
  const status = part.querySelector<HTMLElement>('[data-avalanche-status]')!;
  const list = part.querySelector<HTMLElement>('[data-avalanche-items]')!;
  const answered = answer.regions.flatMap((r) => (r.part.status === 'ok' ? [r.part.answeredAt] : [])).sort();
  status.textContent = answered.length
    ? fillPlaceholders(w['conditionsLive.uacAnswered'], { time: zoneClock(answered.at(-1)!, now, say.intl) }, say.intl)
    : w['conditionsLive.uacDown'];
  list.replaceChildren(
    ...answer.regions.map((r) => {
      const li = el('li');
      li.dataset.avalancheRegion = r.region;
      li.dataset.state = r.part.status === 'ok' ? (r.part.rating?.toLowerCase() ?? 'none') : 'unavailable';
      if (r.part.status === 'unavailable') {
        const down = el('p', undefined, 'today-down');
        down.append(outside(r.part.reason, say));
        li.append(el('p', fillPlaceholders(w['conditionsLive.area'], { name: r.name }, say.intl), 'today-down-head'), down);
        return li;
      }
      const head = el('p');
      head.append(el('strong', avalancheHeadline(r.name, r.part.rating, w, say.intl)));
      const source = el('p', undefined, 'muted');
      const link = el('a', 'Utah Avalanche Center');
      link.href = r.part.url;
      link.rel = 'noopener';
      source.append(link, r.part.issuedAt ? fillPlaceholders(w['conditionsLive.issued'], { time: zoneClock(r.part.issuedAt, now, say.intl) }, say.intl) : '');
      const bottom = r.part.bottomLine ? el('p', r.part.bottomLine) : null;
      if (bottom && !english(say)) bottom.lang = 'en';
      li.append(head, ...(bottom ? [bottom] : []), source);
      return li;
    }),
  );
}

/**
 * The rivers part (issue 49): each place a river's flow opens or closes, open or closed by the
 * gauge's latest reading with its time and the agency's threshold, or, when the gauge cannot be
 * read (or our server cannot be asked), the rule and its usual season, never a certainty.
 */
export function renderRivers(root: HTMLElement, answer: RiverAnswer | null, now: Date, say: ConditionsSay = ENGLISH_SAY): void {
  const part = root.querySelector<HTMLElement>('[data-rivers]');
  if (!part) return;
  const w = say.words;
  const status = part.querySelector<HTMLElement>('[data-rivers-status]')!;
  const list = part.querySelector<HTMLElement>('[data-rivers-items]')!;
  const places = answer?.places ?? FLOW_RULES.map((rule) => ({ rule, part: { status: 'unavailable' as const, reason: w['conditionsLive.notAsked'] } }));
  const answered = places.flatMap((p) => (p.part.status === 'ok' ? [p.part.answeredAt] : [])).sort();
  status.textContent = answered.length
    ? fillPlaceholders(w['conditionsLive.usgsAnswered'], { time: zoneClock(answered.at(-1)!, now, say.intl) }, say.intl)
    : w['conditionsLive.usgsDown'];
  list.replaceChildren(
    ...places.map(({ rule, part: reading }) => {
      const li = el('li');
      li.dataset.riverPlace = rule.placeId;
      const head = el('p');
      const link = el('a', rule.placeName);
      link.href = `${say.prefix}/destinations/${rule.placeId}/`;
      head.append(link);
      const sources = riverSources(rule, say);
      if (reading.status === 'ok') {
        li.dataset.state = openAtFlow(rule, reading.cfs) ? 'open' : 'closed';
        li.append(
          head,
          el(
            'p',
            flowLine(rule, reading, (instant) => zoneClock(new Date(instant).toISOString(), now, say.intl), say),
          ),
          sources,
        );
      } else {
        li.dataset.state = 'unavailable';
        li.append(head, el('p', flowUnavailable(rule, reading.reason, say), 'today-down'), sources);
      }
      return li;
    }),
  );
}
