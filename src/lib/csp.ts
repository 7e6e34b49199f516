/**
 * The site's Content-Security-Policy, in one place (docs/decisions/017-content-security-policy.md).
 *
 * Static pages: astro.config.mjs hands `astroCsp()` to Astro's `security.csp`, which adds the
 * SHA-256 hashes of every script and style Astro itself emits and writes the policy as a
 * `<meta http-equiv="content-security-policy">` into each prebuilt page. HTML rendered by
 * functions (src/server/htmlPage.ts) sends the same lists as a header via `cspHeader()`.
 *
 * To let the site load something new, add its source to the right list below, and nowhere
 * else: a map tile host to `img-src`/`connect-src`, a web worker to `worker-src`, a photo
 * host to `img-src`. Never add 'unsafe-inline' or 'unsafe-eval'.
 */

import { BUILD_SETTINGS } from './siteConfig.ts';

/** Every directive except script-src and style-src, whose hashes Astro (or htmlPage) adds. */
export const CSP_SOURCES = {
  'default-src': ["'self'"],
  // Destination artwork, icons and social cards are ours.
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  // Every API call is same-origin (/api/*); outside services are reached by the server only.
  'connect-src': ["'self'"],
  // Destination videos are served from /videos/.
  'media-src': ["'self'"],
  // The TikTok player on destination pages and the Media Hub (loaded on click there).
  'frame-src': ['https://www.tiktok.com'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Forms submit to our own pages and API only. OAuth starts with a link (a navigation), not a form.
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Only a header can forbid framing (browsers ignore frame-ancestors in a <meta>): netlify.toml
 * sends this for every static file, and htmlPage adds it to its own header.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

const directiveList = () => Object.entries(CSP_SOURCES).map(([name, sources]) => `${name} ${sources.join(' ')}`);

/**
 * What /map's MapLibre needs beyond the site's own sources: the style's host for the style,
 * tiles, glyphs and sprites (fetched by its worker, so connect-src, and images), and blob: for
 * the images it decodes. The host comes from MAP_STYLE_URL at build time; a style whose tiles
 * live on further hosts needs them added here too.
 */
export function mapSources(styleUrl: string = BUILD_SETTINGS.MAP_STYLE_URL): { 'connect-src': string[]; 'img-src': string[] } {
  const origin = new URL(styleUrl).origin;
  return { 'connect-src': [origin], 'img-src': [origin, 'blob:', 'data:'] };
}

/**
 * Astro's `security.csp` option: our directives, Astro adds script-src and style-src with hashes.
 * The caller hands in what depends on the build's settings: the map style's address and the photo
 * hosts of destination pages (photoImageHosts() of src/features/photos/photos.ts, decision 029),
 * so this bottom-layer module knows no feature.
 */
export function astroCsp({ mapStyleUrl, photoHosts = [] }: { mapStyleUrl?: string | undefined; photoHosts?: readonly string[] } = {}) {
  const map = mapSources(mapStyleUrl || undefined);
  const photo = { 'img-src': photoHosts };
  const directives = Object.entries(CSP_SOURCES).map(([name, sources]) => {
    const extra = [...(map[name as keyof typeof map] ?? []), ...(photo[name as keyof typeof photo] ?? [])];
    return `${name} ${[...new Set([...sources, ...extra])].join(' ')}`;
  });
  return {
    algorithm: 'SHA-256' as const,
    directives: directives as `${keyof typeof CSP_SOURCES} ${string}`[],
    // No 'unsafe-inline' for styles either: the pages have no style="" attributes, and React and
    // chart.js set styles through the CSSOM (element.style), which CSP does not restrict.
    styleDirective: { resources: ["'self'"] },
    scriptDirective: { resources: ["'self'"] },
  };
}

/** The whole policy as a header, for HTML that functions render: same lists, its own hashes ('sha256-…'). */
export function cspHeader({ scriptHashes = [], styleHashes = [] }: { scriptHashes?: string[]; styleHashes?: string[] }): string {
  return [...directiveList(), `script-src 'self' ${scriptHashes.join(' ')}`.trim(), `style-src 'self' ${styleHashes.join(' ')}`.trim(), FRAME_ANCESTORS].join(
    '; ',
  );
}
