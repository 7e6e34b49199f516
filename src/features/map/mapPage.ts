// The /map page's own script: filters, the list and the URL, all without the map library,
// which is imported only once the page has painted and the browser is idle (mapView.ts).
import type { BrowseParams } from '../browse/browse.ts';
import { BROWSE_PAGE_SIZE } from '../browse/pagination.ts';
import type { MapPageWords } from '../../lib/messages/map.en.ts';
import { fillPlaceholders } from '../../lib/count.ts';
import {
  driveText,
  type MapData,
  type MapPlace,
  type MapSay,
  mapListOrder,
  mapListProgress,
  mapSay,
  matchesMapFilters,
  parseMapParams,
  writeMapParams,
} from './map.ts';
import type { MapView } from './mapView.ts';
import { afterLoadWhenIdle } from '../../lib/idle.ts';
import { utahDate } from '../../lib/utahTime.ts';
import { seasonOn } from '../roads/winter.ts';
import { closedPlacesNow, NO_CLOSED_PLACES } from '../closures/closures.store.ts';
import { carFreeText, loadCarFree, NO_CAR_FREE } from '../transit/carFree.ts';

/** What a French or Spanish page handed the script (MapPage.astro's JSON element), or null on the English page. */
function pageWords(): MapPageWords | null {
  try {
    const text = document.querySelector('[data-map-words]')?.textContent;
    return text ? (JSON.parse(text) as MapPageWords) : null;
  } catch {
    return null;
  }
}

function placeOf(li: HTMLElement): MapPlace {
  const d = li.dataset;
  const place: MapPlace = {
    id: d.id!,
    name: d.name ?? '',
    category: d.category ?? '',
    lat: Number(d.lat),
    lng: Number(d.lng),
    minutes: Number(d.minutes),
    zone: d.zone ?? '',
  };
  if (d.closedFrom && d.closedTo) place.closed = { from: d.closedFrom, to: d.closedTo };
  return place;
}

/** A list row for a place the prebuilt page does not have (past its first 48 rows, or added to the catalogue since the build). */
function listItem(p: MapPlace, say: MapSay): HTMLLIElement {
  const li = document.createElement('li');
  Object.assign(li.dataset, { id: p.id, name: p.name, category: p.category, lat: String(p.lat), lng: String(p.lng), minutes: String(p.minutes), zone: p.zone });
  if (p.closed) Object.assign(li.dataset, { closedFrom: p.closed.from, closedTo: p.closed.to });
  const link = document.createElement('a');
  link.href = `${say.prefix}/destinations/${encodeURIComponent(p.id)}/`;
  link.textContent = p.name;
  const meta = document.createElement('span');
  meta.className = 'muted';
  meta.textContent = `${say.category(p.category)} · ${driveText(p.minutes, say.intl)}`;
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'link-button';
  show.dataset.show = '';
  show.textContent = say.words['map.show'];
  show.setAttribute('aria-label', fillPlaceholders(say.words['map.showLabel'], { name: p.name }, say.intl));
  li.append(link, ' ', meta, ' ', show);
  return li;
}

/**
 * Wires /map: reads the URL, filters the list, and starts the interactive map when the visitor
 * reaches for it (the start button, a touch, wheel or pointer over the frame, a filter, a reach
 * layer, "Show on map") or arrives with ?focus=. Until then the frame shows the prebuilt overview.
 */
export function startMapPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-map-filters]');
  const list = document.querySelector<HTMLUListElement>('[data-map-list]');
  const count = document.querySelector<HTMLElement>('[data-map-count]');
  const status = document.querySelector<HTMLElement>('[data-map-status]');
  const canvas = document.querySelector<HTMLElement>('[data-map]');
  const reach = document.querySelector<HTMLFieldSetElement>('[data-map-reach]');
  const start = document.querySelector<HTMLButtonElement>('[data-map-start]');
  const frame = canvas?.closest<HTMLElement>('.map-frame');
  const progress = document.querySelector<HTMLElement>('[data-map-progress]');
  const more = document.querySelector<HTMLAnchorElement>('[data-map-more]');
  if (!form || !list || !count || !status || !canvas || !reach || !start || !frame) return;
  const say = mapSay(pageWords());
  const { words } = say;
  // The page's words for a row's time without a car (transit.fromAirport), `{time}` open.
  const carFreeLine = list.dataset.carFreeLine ?? '';
  const category = form.elements.namedItem('category') as HTMLSelectElement;
  const driveTime = form.elements.namedItem('driveTime') as HTMLSelectElement;
  const openNow = form.elements.namedItem('open') as HTMLInputElement;
  const noCar = form.elements.namedItem('car') as HTMLInputElement | null;

  let items = new Map([...list.querySelectorAll<HTMLLIElement>(':scope > li[data-id]')].map((li) => [li.dataset.id!, { place: placeOf(li), li }]));
  let view: MapView | null = null;
  const initial = parseMapParams(window.location.search);
  let filters: BrowseParams = { category: initial.category, driveTime: initial.driveTime, openNow: initial.openNow, noCar: initial.noCar === true };

  // A value from the URL that the select does not list (e.g. the home page's 60) is added to it.
  if (filters.driveTime !== null && ![...driveTime.options].some((o) => o.value === String(filters.driveTime))) {
    driveTime.add(new Option(fillPlaceholders(words['map.upTo'], { time: driveText(filters.driveTime, say.intl) }, say.intl), String(filters.driveTime)));
  }
  category.value = filters.category ?? '';
  driveTime.value = filters.driveTime === null ? '' : String(filters.driveTime);
  category.disabled = false;
  driveTime.disabled = false;
  openNow.checked = filters.openNow;
  openNow.disabled = false;
  if (noCar) {
    noCar.checked = filters.noCar === true;
    noCar.disabled = false;
  }
  reach.disabled = false;
  for (const button of list.querySelectorAll<HTMLButtonElement>('[data-show]')) button.disabled = false;
  status.textContent = '';
  start.hidden = false;

  // "Reachable now" also leaves out the places a live UDOT closure cuts off (decision 048).
  let liveClosed = NO_CLOSED_PLACES;
  const loadClosures = () => {
    if (filters.openNow && liveClosed === NO_CLOSED_PLACES)
      void closedPlacesNow().then((closed) => {
        liveClosed = closed;
        if (closed.size) apply(false);
      });
  };
  // "Without a car" (issue 36): the prebuilt minutes by public transport, loaded when asked for.
  let carFree = NO_CAR_FREE;
  const loadTransit = () => {
    view?.showTransit(filters.noCar === true);
    if (filters.noCar && carFree === NO_CAR_FREE)
      void loadCarFree().then((reached) => {
        carFree = reached;
        apply(false);
      });
  };
  const matching = () =>
    mapListOrder([...items.values()].filter(({ place }) => matchesMapFilters(place, filters, new Date(), liveClosed, carFree)).map(({ place }) => place));
  // The list draws the matches a page of 48 rows at a time (decision 044); the map shows them all.
  let pages = 1;
  const apply = (refit: boolean, focusFrom: number | null = null) => {
    const matches = matching();
    const rows = matches.slice(0, pages * BROWSE_PAGE_SIZE).map((place) => {
      const item = items.get(place.id)!;
      item.li.querySelector<HTMLButtonElement>('[data-show]')!.disabled = false;
      const minutes = filters.noCar ? carFree.get(place.id) : undefined;
      if (minutes === undefined) delete item.li.dataset.carFree;
      else item.li.dataset.carFree = carFreeText(carFreeLine, minutes);
      return item.li;
    });
    const current = [...list.children];
    if (rows.length !== current.length || rows.some((li, i) => li !== current[i])) list.replaceChildren(...rows);
    count.textContent = `(${matches.length})`;
    if (progress) progress.textContent = mapListProgress(rows.length, matches.length, words, say.intl);
    if (more) more.hidden = rows.length >= matches.length;
    if (focusFrom !== null) rows[focusFrom]?.querySelector<HTMLElement>('a')?.focus();
    view?.setPlaces(matches, { refit });
  };
  more?.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    pages++;
    apply(false, (pages - 1) * BROWSE_PAGE_SIZE);
  });
  if (more) more.dataset.enhanced = '';
  apply(false);
  loadClosures();
  loadTransit();

  // The live catalogue, once the page is idle: places approved since the build join the list,
  // removed ones leave it. It is small (GET /api/map) and the map waits for it.
  let style: string | null = null;
  const catalogue = new Promise<void>((resolve) =>
    afterLoadWhenIdle(async () => {
      try {
        const response = await fetch('/api/map', { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`GET /api/map answered ${response.status}`);
        const data = (await response.json()) as MapData;
        style = data.style;
        const next = new Map<string, { place: MapPlace; li: HTMLLIElement }>();
        // Rows are kept for every place and drawn when their page is shown (apply).
        for (const place of data.places) next.set(place.id, { place, li: items.get(place.id)?.li ?? listItem(place, say) });
        items = next;
        apply(false);
      } catch {
        // The prebuilt list stands; without the configured style the map has no background.
      }
      resolve();
    }),
  );

  // The reach layers' season: today's by default (issue 27), the visitor's choice after.
  const seasons = reach.querySelectorAll<HTMLInputElement>('[data-reach-season]');
  for (const radio of seasons) radio.checked = radio.value === seasonOn(utahDate(Date.now()));
  const showReach = () => {
    const season = [...seasons].find((r) => r.checked)?.value === 'winter' ? 'winter' : 'summer';
    view?.showReachSeason(season);
    for (const box of reach.querySelectorAll<HTMLInputElement>('[data-reach-toggle]')) view?.showReach(Number(box.value), box.checked);
  };
  let starting: Promise<MapView | null> | null = null;
  /** Loads MapLibre and draws the map, once; resolves with the view (null when it cannot start). */
  const startMap = (): Promise<MapView | null> => {
    starting ??= (async () => {
      // The button stays until the map is drawn: a pointer that starts the map on its way to it
      // still lands on it, and a second start is the same start.
      status.textContent = words['map.loading'];
      await catalogue;
      try {
        const { createMapView } = await import('./mapView.ts');
        view = await createMapView({
          container: canvas,
          styleUrl: style,
          say,
          places: matching(),
          all: () => [...items.values()].map(({ place }) => place),
          onBasemapUnavailable: () => {
            status.textContent = words['map.noBasemap'];
          },
        });
        if (status.textContent === words['map.loading']) status.textContent = '';
        start.hidden = true;
        list.dataset.ready = '';
        showReach();
        view.showTransit(filters.noCar === true);
        return view;
      } catch {
        status.textContent = words['map.noMap'];
        canvas.dataset.state = 'failed';
        start.hidden = true;
        return null;
      }
    })();
    return starting;
  };

  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', () => {
    filters = {
      category: (category.value || null) as BrowseParams['category'],
      driveTime: driveTime.value === '' ? null : Number(driveTime.value),
      openNow: openNow.checked,
      noCar: noCar?.checked === true,
    };
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${writeMapParams(window.location.search, filters)}`);
    pages = 1;
    apply(true);
    loadClosures();
    loadTransit();
    void startMap();
  });
  list.addEventListener('click', async (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-show]');
    const id = button?.closest<HTMLElement>('li[data-id]')?.dataset.id;
    if (!id) return;
    frame.scrollIntoView({ block: 'nearest' });
    (await startMap())?.open(id, { focusCard: true });
  });
  reach.addEventListener('change', () => {
    if (view) showReach();
    else void startMap();
  });
  start.addEventListener('click', () => void startMap());
  // Reaching into the frame starts the map: a touch, a click, the wheel, or (with a mouse) the pointer over it.
  for (const type of ['pointerdown', 'wheel'] as const) frame.addEventListener(type, () => void startMap(), { once: true, passive: true });
  if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) frame.addEventListener('pointerenter', () => void startMap(), { once: true });

  if (initial.focus) {
    const focus = initial.focus;
    afterLoadWhenIdle(async () => (await startMap())?.open(focus, { focusCard: false }));
  }
}
