// The interactive map (MapLibre GL JS, docs/decisions/021): imported only by mapPage.ts, after
// the page has painted. Markers are HTML buttons clustered by supercluster, so they are in the
// tab order, carry their own names and need no font from the tile host.
import { type FilterSpecification, LngLatBounds, Marker, Popup, type StyleSpecification } from 'maplibre-gl';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { fillPlaceholders } from '../../lib/count.ts';
import { driveText, type MapPlace, type MapSay, REACH_MINUTES, ZONE_COLOURS } from './map.ts';
import { createBaseMap, FALLBACK_STYLE, loadStyle } from '../../lib/baseMap.ts';

export interface MapView {
  /** Shows these places (the filtered set); `refit` frames them. */
  setPlaces(places: MapPlace[], options?: { refit?: boolean }): void;
  /** Centres on a place and opens its card; with `focusCard` the card's link takes the focus. */
  open(id: string, options: { focusCard: boolean }): void;
  showReach(minutes: number, visible: boolean): void;
  /** Draws the reach layers of a season: summer (every road open) or winter (the usual closures). */
  showReachSeason(season: 'summer' | 'winter'): void;
  /** Draws the transit lines (issue 36: under "Without a car"). */
  showTransit(visible: boolean): void;
}

interface Options {
  container: HTMLElement;
  styleUrl: string | null;
  places: MapPlace[];
  /** Every place, filtered or not: a focused place opens even when the filters hide it. */
  all: () => MapPlace[];
  onBasemapUnavailable: () => void;
  /** The page's words (map.ts's mapSay). */
  say: MapSay;
}

const REACH_COLOURS: Record<number, string> = { 30: '#1b6b3a', 60: '#2c6e8f', 120: '#3b4fa8', 180: '#6b3fa0', 300: '#9c2f6e' };
/** Our sources and layers are named so; anything else in the style is the background map. */
const OURS = 'slc-';
const ZOOM_ON_PLACE = 10;
/** How long the background may take before the page says it is unavailable. */
const BASEMAP_PATIENCE = 30_000;

async function loadReach(url = '/map/reach.geojson'): Promise<GeoJSON.FeatureCollection | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as GeoJSON.FeatureCollection) : null;
  } catch {
    return null;
  }
}

/** The features of one reach layer in one season. */
const reachFilter = (minutes: number, season: 'summer' | 'winter'): FilterSpecification => [
  'all',
  ['==', ['get', 'minutes'], minutes],
  ['==', ['get', 'season'], season],
];

/** The background style with the reach layers added on top, hidden until toggled. */
function withReach(base: StyleSpecification, reach: GeoJSON.FeatureCollection | null): StyleSpecification {
  if (!reach) return base;
  const layers = REACH_MINUTES.flatMap((minutes) => [
    {
      id: `${OURS}reach-${minutes}`,
      type: 'fill' as const,
      source: `${OURS}reach`,
      filter: reachFilter(minutes, 'summer'),
      layout: { visibility: 'none' as const },
      paint: { 'fill-color': REACH_COLOURS[minutes]!, 'fill-opacity': 0.14 },
    },
    {
      id: `${OURS}reach-${minutes}-line`,
      type: 'line' as const,
      source: `${OURS}reach`,
      filter: reachFilter(minutes, 'summer'),
      layout: { visibility: 'none' as const },
      paint: { 'line-color': REACH_COLOURS[minutes]!, 'line-width': 2 },
    },
  ]);
  return {
    ...base,
    sources: { ...base.sources, [`${OURS}reach`]: { type: 'geojson', data: reach } },
    layers: [...base.layers, ...(layers as StyleSpecification['layers'])],
  };
}

function card(p: MapPlace, say: MapSay): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-card';
  root.dataset.placeId = p.id;
  const line = (text: string, className?: string) => {
    const el = document.createElement('p');
    el.textContent = text;
    if (className) el.className = className;
    return el;
  };
  const link = document.createElement('a');
  link.href = `${say.prefix}/destinations/${encodeURIComponent(p.id)}/`;
  link.textContent = say.words['map.details'];
  const from = fillPlaceholders(say.words['map.fromAirport'], { time: driveText(p.minutes, say.intl), zone: say.zone(p.zone) }, say.intl);
  root.append(line(p.name, 'map-card-name'), line(say.category(p.category)), line(from), link);
  return root;
}

/** The transit lines in their colours and their stops (issue 36), hidden until "Without a car". */
function withTransit(style: StyleSpecification, transit: GeoJSON.FeatureCollection | null): StyleSpecification {
  if (!transit) return style;
  return {
    ...style,
    sources: { ...style.sources, [`${OURS}transit`]: { type: 'geojson', data: transit } },
    layers: [
      ...style.layers,
      {
        id: `${OURS}transit-lines`,
        type: 'line',
        source: `${OURS}transit`,
        filter: ['==', ['get', 'kind'], 'line'],
        layout: { visibility: 'none', 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ['get', 'colour'], 'line-width': 3.5 },
      },
      {
        id: `${OURS}transit-stops`,
        type: 'circle',
        source: `${OURS}transit`,
        filter: ['==', ['get', 'kind'], 'stop'],
        layout: { visibility: 'none' },
        paint: { 'circle-radius': 3, 'circle-color': '#ffffff', 'circle-stroke-color': '#333333', 'circle-stroke-width': 1.5 },
      },
    ],
  };
}

/** Creates the map in `container`; throws when the browser cannot draw it (no WebGL). */
export async function createMapView(options: Options): Promise<MapView> {
  const { container } = options;
  const [base, reach, transit] = await Promise.all([loadStyle(options.styleUrl), loadReach(), loadReach('/map/transit.geojson')]);
  if (!base) options.onBasemapUnavailable();
  let basemapDown = !base;

  const map = createBaseMap({
    container,
    style: withTransit(withReach(base ?? FALLBACK_STYLE, reach), transit),
    maxZoom: 16,
    ...(options.say.controls && { controls: options.say.controls }),
  });
  map.on('error', (event) => {
    const source = (event as { sourceId?: string }).sourceId;
    if (!basemapDown && source && !source.startsWith(OURS)) {
      basemapDown = true;
      options.onBasemapUnavailable();
    }
  });
  // Markers and cards need only the camera, so they start now; the reach layers wait for the style.
  let loaded = false;
  const afterLoad: Array<() => void> = [];
  map.once('load', () => {
    loaded = true;
    for (const run of afterLoad.splice(0)) run();
  });
  setTimeout(() => {
    if (!loaded && !basemapDown) {
      basemapDown = true;
      options.onBasemapUnavailable();
    }
  }, BASEMAP_PATIENCE);

  let places = options.places;
  const byId = () => new Map(options.all().map((p) => [p.id, p]));
  const index = new Supercluster<MapPlace>({ radius: 48, maxZoom: 13 });
  const markers = new Map<string, Marker>();
  const popup = new Popup({ offset: 16, maxWidth: '260px', focusAfterOpen: false });

  const open = (id: string, { focusCard }: { focusCard: boolean }) => {
    const p = byId().get(id);
    if (!p) return;
    map.jumpTo({ center: [p.lng, p.lat], zoom: Math.max(map.getZoom(), ZOOM_ON_PLACE) });
    popup.setLngLat([p.lng, p.lat]).setDOMContent(card(p, options.say)).addTo(map);
    container.dataset.open = p.id;
    if (focusCard) popup.getElement()?.querySelector('a')?.focus();
  };
  popup.on('close', () => delete container.dataset.open);

  const pinFor = (p: MapPlace): HTMLElement => {
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'map-pin';
    el.dataset.placeId = p.id;
    el.style.background = ZONE_COLOURS[p.zone] ?? ZONE_COLOURS.beyond!;
    el.setAttribute('aria-label', `${p.name}, ${driveText(p.minutes, options.say.intl)}`);
    el.addEventListener('click', (event) => {
      event.stopPropagation();
      open(p.id, { focusCard: event.detail === 0 });
    });
    return el;
  };
  const clusterFor = (id: number, count: number, at: [number, number]): HTMLElement => {
    const el = document.createElement('button');
    el.type = 'button';
    el.className = 'map-cluster';
    el.dataset.count = String(count);
    el.textContent = String(count);
    el.setAttribute('aria-label', fillPlaceholders(options.say.words['map.cluster'], { count }, options.say.intl));
    el.addEventListener('click', (event) => {
      event.stopPropagation();
      map.easeTo({ center: at, zoom: Math.min(index.getClusterExpansionZoom(id), 16) });
    });
    return el;
  };

  /** Draws the markers of the current view: one per place or cluster, kept when unchanged so focus survives a pan. */
  const draw = () => {
    const b = map.getBounds();
    const features = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.floor(map.getZoom()));
    const wanted = new Map<string, () => Marker>();
    for (const f of features) {
      const at = f.geometry.coordinates as [number, number];
      const props = f.properties as MapPlace | ClusterProperties;
      if ('cluster' in props && props.cluster) {
        const key = `c${props.cluster_id}:${props.point_count}`;
        wanted.set(key, () => new Marker({ element: clusterFor(props.cluster_id, props.point_count, at) }).setLngLat(at));
      } else {
        const p = props as MapPlace;
        wanted.set(`p${p.id}`, () => new Marker({ element: pinFor(p) }).setLngLat(at));
      }
    }
    for (const [key, marker] of markers) {
      if (!wanted.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
    for (const [key, make] of wanted) if (!markers.has(key)) markers.set(key, make().addTo(map));
    container.dataset.markers = String(markers.size);
    const c = map.getCenter();
    container.dataset.center = `${c.lat.toFixed(4)},${c.lng.toFixed(4)}`;
  };

  const setPlaces = (next: MapPlace[], { refit = false } = {}) => {
    places = next;
    index.load(places.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: p })));
    // New cluster ids: every marker is redrawn.
    for (const marker of markers.values()) marker.remove();
    markers.clear();
    if (refit && places.length > 0) {
      const bounds = new LngLatBounds();
      for (const p of places) bounds.extend([p.lng, p.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 12, animate: false });
    }
    draw();
    container.dataset.places = String(places.length);
  };

  map.on('moveend', draw);
  setPlaces(places, { refit: true });
  container.dataset.state = 'ready';

  return {
    setPlaces,
    open,
    showReach(minutes, visible) {
      const apply = () => {
        for (const id of [`${OURS}reach-${minutes}`, `${OURS}reach-${minutes}-line`]) {
          if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
        }
        // What the map really draws, read back from it (the tests read this).
        container.dataset.reach = REACH_MINUTES.filter(
          (m) => map.getLayer(`${OURS}reach-${m}`) && map.getLayoutProperty(`${OURS}reach-${m}`, 'visibility') === 'visible',
        ).join(',');
      };
      if (loaded) apply();
      else afterLoad.push(apply);
    },
    showTransit(visible) {
      const apply = () => {
        for (const id of [`${OURS}transit-lines`, `${OURS}transit-stops`])
          if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
        container.dataset.transit = map.getLayer(`${OURS}transit-lines`) && visible ? 'on' : 'off';
      };
      if (loaded) apply();
      else afterLoad.push(apply);
    },
    showReachSeason(season) {
      const apply = () => {
        for (const m of REACH_MINUTES) {
          for (const id of [`${OURS}reach-${m}`, `${OURS}reach-${m}-line`]) if (map.getLayer(id)) map.setFilter(id, reachFilter(m, season));
        }
        container.dataset.reachSeason = season;
      };
      if (loaded) apply();
      else afterLoad.push(apply);
    },
  };
}
