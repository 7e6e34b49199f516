import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// MapLibre needs WebGL; the setup's promises (what every map of the site gets) are read from a
// stand-in that records what it was asked. The maps themselves are drawn by the browser tests.
const made = vi.hoisted(() => ({ options: [] as unknown[], controls: [] as Array<[string, unknown, string]>, rotation: 0, worker: '' }));
vi.mock('maplibre-gl', () => {
  class Control {
    constructor(public options: unknown) {}
  }
  return {
    AttributionControl: class extends Control {},
    NavigationControl: class extends Control {},
    setWorkerUrl: (url: string) => {
      made.worker = url;
    },
    Map: class {
      touchZoomRotate = { disableRotation: () => made.rotation++ };
      constructor(options: unknown) {
        made.options.push(options);
      }
      addControl(control: { constructor: { name: string }; options: unknown }, at: string) {
        made.controls.push([control.constructor.name, control.options, at]);
      }
    },
  };
});
const { createBaseMap, FALLBACK_STYLE, loadStyle, mapLibreLocale, UTAH } = await import('./baseMap.ts');
const { mapControlsEn } = await import('./messages/map.en.ts');
const { sliceIn } = await import('./messages/messages.ts');

describe('the site’s base map', () => {
  beforeEach(() => {
    made.options = [];
    made.controls = [];
    made.rotation = 0;
    made.worker = '';
  });

  it('frames Utah with no rotation or tilt, the worker from our own origin, the attribution in full and zoom buttons', () => {
    const container = {} as HTMLElement;
    createBaseMap({ container, style: FALLBACK_STYLE, maxZoom: 14 });
    expect(made.worker).toMatch(/maplibre-gl-worker/);
    expect(made.options).toEqual([
      {
        container,
        style: FALLBACK_STYLE,
        bounds: UTAH,
        fitBoundsOptions: { padding: 24 },
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        maxZoom: 14,
      },
    ]);
    expect(made.rotation).toBe(1);
    expect(made.controls).toEqual([
      ['AttributionControl', { compact: false }, 'bottom-right'],
      ['NavigationControl', { showCompass: false }, 'top-right'],
    ]);
  });

  it('labels MapLibre’s controls in the page’s language when given its words, and leaves MapLibre’s English alone otherwise (issue 53)', () => {
    const container = {} as HTMLElement;
    createBaseMap({ container, style: FALLBACK_STYLE, maxZoom: 14, controls: sliceIn('fr', mapControlsEn) });
    expect((made.options[0] as { locale: Record<string, string> }).locale).toMatchObject({
      'NavigationControl.ZoomIn': 'Zoomer',
      'NavigationControl.ZoomOut': 'Dézoomer',
      'Map.Title': 'Carte',
      'AttributionControl.ToggleAttribution': 'Afficher ou masquer les crédits',
    });
    // Every word we hand over has a MapLibre name, and English's are MapLibre's own defaults.
    expect(Object.keys(mapLibreLocale(mapControlsEn))).toHaveLength(Object.keys(mapControlsEn).length);
    expect(mapLibreLocale(mapControlsEn)).toMatchObject({ 'NavigationControl.ZoomIn': 'Zoom in', 'Popup.Close': 'Close popup' });
  });
});

describe('the background style', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: unknown, ok = true) => vi.stubGlobal('fetch', async () => ({ ok, json: async () => body }));

  it('is the configured MapLibre style when it loads', async () => {
    const style = { version: 8, sources: {}, layers: [] };
    answer(style);
    expect(await loadStyle('http://tiles.test/style.json')).toEqual(style);
  });

  it('is null when none is configured, the host fails or the answer is not a version-8 style', async () => {
    expect(await loadStyle(null)).toBeNull();
    answer({}, false);
    expect(await loadStyle('http://tiles.test/style.json')).toBeNull();
    answer({ version: 7, layers: [] });
    expect(await loadStyle('http://tiles.test/style.json')).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await loadStyle('http://tiles.test/style.json')).toBeNull();
  });
});
