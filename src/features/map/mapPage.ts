// The /map page's own script: filters, the list and the URL, all without the map library,
// which is imported only once the page has painted and the browser is idle (mapView.ts).
import type { BrowseParams } from '../browse/browse.ts';
import { driveText, type MapData, type MapPlace, matchesMapFilters, parseMapParams, writeMapParams } from './map.ts';
import type { MapView } from './mapView.ts';

const MESSAGES = {
  loading: 'Loading the map…',
  noMap: 'The interactive map could not start in this browser; every place is in the list.',
  noBasemap: 'The background map is unavailable right now; the places, filters and list still work.',
} as const;

function placeOf(li: HTMLElement): MapPlace {
  const d = li.dataset;
  const place: MapPlace = { id: d.id!, name: d.name ?? '', category: d.category ?? '', lat: Number(d.lat), lng: Number(d.lng), minutes: Number(d.minutes), zone: d.zone ?? '' };
  if (d.closedFrom && d.closedTo) place.closed = { from: d.closedFrom, to: d.closedTo };
  return place;
}

/** A list row for a place the prebuilt page does not have (added to the catalogue since the build). */
function listItem(p: MapPlace): HTMLLIElement {
  const li = document.createElement('li');
  Object.assign(li.dataset, { id: p.id, name: p.name, category: p.category, lat: String(p.lat), lng: String(p.lng), minutes: String(p.minutes), zone: p.zone });
  if (p.closed) Object.assign(li.dataset, { closedFrom: p.closed.from, closedTo: p.closed.to });
  const link = document.createElement('a');
  link.href = `/destinations/${encodeURIComponent(p.id)}/`;
  link.textContent = p.name;
  const meta = document.createElement('span');
  meta.className = 'muted';
  meta.textContent = `${p.category} · ${driveText(p.minutes)}`;
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'link-button';
  show.dataset.show = '';
  show.hidden = true;
  show.textContent = 'Show on map';
  show.setAttribute('aria-label', `Show ${p.name} on the map`);
  li.append(link, ' ', meta, ' ', show);
  return li;
}

const whenIdle = (run: () => void) => {
  const go = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
};

/** Wires /map: reads the URL, filters the list and the markers, and starts the map when idle. */
export function startMapPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-map-filters]');
  const list = document.querySelector<HTMLUListElement>('[data-map-list]');
  const count = document.querySelector<HTMLElement>('[data-map-count]');
  const status = document.querySelector<HTMLElement>('[data-map-status]');
  const canvas = document.querySelector<HTMLElement>('[data-map]');
  const reach = document.querySelector<HTMLFieldSetElement>('[data-map-reach]');
  if (!form || !list || !count || !status || !canvas || !reach) return;
  const category = form.elements.namedItem('category') as HTMLSelectElement;
  const driveTime = form.elements.namedItem('driveTime') as HTMLSelectElement;
  const openNow = form.elements.namedItem('open') as HTMLInputElement;

  let items = new Map([...list.querySelectorAll<HTMLLIElement>(':scope > li[data-id]')].map((li) => [li.dataset.id!, { place: placeOf(li), li }]));
  let view: MapView | null = null;
  const initial = parseMapParams(window.location.search);
  let filters: BrowseParams = { category: initial.category, driveTime: initial.driveTime, openNow: initial.openNow };

  // A value from the URL that the select does not list (e.g. the home page's 60) is added to it.
  if (filters.driveTime !== null && ![...driveTime.options].some((o) => o.value === String(filters.driveTime))) {
    driveTime.add(new Option(`Up to ${driveText(filters.driveTime)}`, String(filters.driveTime)));
  }
  category.value = filters.category ?? '';
  driveTime.value = filters.driveTime === null ? '' : String(filters.driveTime);
  openNow.checked = filters.openNow;
  form.hidden = false;
  status.textContent = MESSAGES.loading;

  const matching = () => [...items.values()].filter(({ place }) => matchesMapFilters(place, filters)).map(({ place }) => place);
  const apply = (refit: boolean) => {
    let shown = 0;
    for (const { place, li } of items.values()) {
      li.hidden = !matchesMapFilters(place, filters);
      if (!li.hidden) shown++;
    }
    count.textContent = `(${shown})`;
    view?.setPlaces(matching(), { refit });
  };
  apply(false);

  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', () => {
    filters = { category: (category.value || null) as BrowseParams['category'], driveTime: driveTime.value === '' ? null : Number(driveTime.value), openNow: openNow.checked };
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${writeMapParams(window.location.search, filters)}`);
    apply(true);
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-show]');
    const id = button?.closest<HTMLElement>('li[data-id]')?.dataset.id;
    if (!id || !view) return;
    canvas.closest('.map-frame')?.scrollIntoView({ block: 'nearest' });
    view.open(id, { focusCard: true });
  });

  whenIdle(async () => {
    // The live catalogue: places approved since the build join the list, removed ones leave it.
    let style: string | null = null;
    try {
      const response = await fetch('/api/map', { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET /api/map answered ${response.status}`);
      const data = (await response.json()) as MapData;
      style = data.style;
      const next = new Map<string, { place: MapPlace; li: HTMLLIElement }>();
      for (const place of data.places) {
        const li = items.get(place.id)?.li ?? listItem(place);
        next.set(place.id, { place, li });
        list.append(li);
      }
      for (const [id, { li }] of items) if (!next.has(id)) li.remove();
      items = next;
      apply(false);
    } catch {
      // The prebuilt list stands; without the configured style the map has no background.
    }
    try {
      const { createMapView } = await import('./mapView.ts');
      view = await createMapView({
        container: canvas,
        styleUrl: style,
        places: matching(),
        all: () => [...items.values()].map(({ place }) => place),
        onBasemapUnavailable: () => {
          status.textContent = MESSAGES.noBasemap;
        },
      });
      if (status.textContent === MESSAGES.loading) status.textContent = '';
      for (const button of list.querySelectorAll<HTMLButtonElement>('[data-show]')) button.hidden = false;
      list.dataset.ready = '';
      reach.disabled = false;
      for (const box of reach.querySelectorAll<HTMLInputElement>('[data-reach-toggle]')) {
        box.addEventListener('change', () => view?.showReach(Number(box.value), box.checked));
      }
      if (initial.focus) view.open(initial.focus, { focusCard: false });
    } catch {
      status.textContent = MESSAGES.noMap;
      canvas.dataset.state = 'failed';
    }
  });
}
