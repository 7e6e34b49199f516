// The background of the site's maps (/map, decision 021; /conditions, decision 061): the configured
// MapLibre style, or a plain background when it cannot be loaded, framed on Utah.
import type { StyleSpecification } from 'maplibre-gl';

/** Utah and the neighbours the catalogue reaches, for an empty selection. */
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
