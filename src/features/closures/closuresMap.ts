// The map of today's closures on /conditions (issue 40, decision 061): MapLibre, imported only when
// the visitor asks for the map, drawing each UDOT closure or restriction along its road segments
// with a pin named in words. The list above it says the same and stays the page's first answer.
import { LngLatBounds, Marker } from 'maplibre-gl';
import { createBaseMap, FALLBACK_STYLE, loadStyle } from '../../lib/baseMap.ts';
import { closureFeatures, pinPoint, type RoadLines } from './closureLines.ts';
import { type Closure, closureLine } from './closures.ts';

const COLOURS = { closure: '#a12a1b', restriction: '#8a5a00' } as const;

function pin(item: Closure, now: Date): HTMLElement {
  const el = document.createElement('div');
  el.className = `closure-pin ${item.kind}`;
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', closureLine(item, now));
  el.title = closureLine(item, now);
  return el;
}

/** Draws the map in `container`; resolves once MapLibre has the style. */
export async function drawClosuresMap(
  container: HTMLElement,
  styleUrl: string | null,
  items: readonly Closure[],
  lines: RoadLines,
  now: Date,
  controls?: Readonly<Record<string, string>>,
): Promise<void> {
  const base = (await loadStyle(styleUrl)) ?? FALLBACK_STYLE;
  const data = closureFeatures(items, lines);
  const map = createBaseMap({ container, style: base, maxZoom: 14, ...(controls && { controls }) });
  await new Promise<void>((resolve) => map.once('load', () => resolve()));
  map.addSource('slc-closures', { type: 'geojson', data });
  map.addLayer({
    id: 'slc-closures',
    type: 'line',
    source: 'slc-closures',
    paint: { 'line-color': ['match', ['get', 'kind'], 'restriction', COLOURS.restriction, COLOURS.closure], 'line-width': 6 },
  });
  const bounds = new LngLatBounds();
  for (const item of items) {
    const at = pinPoint(item, lines);
    if (!at) continue;
    new Marker({ element: pin(item, now) }).setLngLat(at).addTo(map);
    for (const point of item.edgeKeys.flatMap((k) => lines[k] ?? [])) bounds.extend(point);
  }
  if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 48, maxZoom: 10, duration: 0 });
}
