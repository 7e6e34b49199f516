// The one MapLibre setup of the site's maps (/map, decision 021; /conditions' closures, decision 061;
// decision 091): the configured style or a plain background, the worker from our own origin, Utah
// framed, no rotation or tilt, the OpenStreetMap attribution in full view and zoom buttons.
// Imported only by the maps' own lazy modules, so MapLibre never reaches another page's bundle.
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker is served from our own origin (CSP worker-src 'self', no blob: URL).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/** Utah and the neighbors the catalogue reaches, for an empty selection. */
export const UTAH: [[number, number], [number, number]] = [
  [-114.6, 36.6],
  [-108.6, 42.2],
];

/** A plain background when the configured style cannot be loaded: the markers still have somewhere to sit. */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9e4da' } }],
};

/** The style at `url` when it is a MapLibre style (version 8 with layers), else null. */
export async function loadStyle(url: string | null): Promise<StyleSpecification | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const style = (await response.json()) as StyleSpecification;
    return style.version === 8 && Array.isArray(style.layers) ? style : null;
  } catch {
    return null;
  }
}

export interface BaseMapOptions {
  container: HTMLElement;
  /** The background with any layers of the caller's own (loadStyle loads it). */
  style: StyleSpecification;
  /** How far in the visitor may zoom: street level on /map, a road's length on /conditions. */
  maxZoom: number;
  /** MapLibre's control labels in the page's language (map.en.ts' mapControlsEn keys); MapLibre's English when absent. */
  controls?: Readonly<Record<string, string>>;
}

/** Our control words' keys as MapLibre's `locale` names them. */
const MAPLIBRE_KEYS: Readonly<Record<string, string>> = {
  'mapControls.map': 'Map.Title',
  'mapControls.zoomIn': 'NavigationControl.ZoomIn',
  'mapControls.zoomOut': 'NavigationControl.ZoomOut',
  'mapControls.attribution': 'AttributionControl.ToggleAttribution',
  'mapControls.feedback': 'AttributionControl.MapFeedback',
  'mapControls.marker': 'Marker.Title',
  'mapControls.closePopup': 'Popup.Close',
};

/** MapLibre's `locale` from our control words. */
export const mapLibreLocale = (controls: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(controls).flatMap(([key, text]) => (MAPLIBRE_KEYS[key] ? [[MAPLIBRE_KEYS[key], text]] : [])));

/** Creates a map framed on Utah with the site's controls; throws when the browser cannot draw it (no WebGL). */
export function createBaseMap({ container, style, maxZoom, controls }: BaseMapOptions): MapLibre {
  setWorkerUrl(workerUrl);
  const map = new MapLibre({
    container,
    style,
    bounds: UTAH,
    fitBoundsOptions: { padding: 24 },
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    maxZoom,
    ...(controls && { locale: mapLibreLocale(controls) }),
  });
  map.touchZoomRotate.disableRotation();
  // The OpenStreetMap attribution stays in full view on every width (its license asks for it).
  map.addControl(new AttributionControl({ compact: false }), 'bottom-right');
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}
