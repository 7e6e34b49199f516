/**
 * The defaults of the settings the build writes into the pages, in one place (issue 26): the
 * environment schema (src/server/env.ts) takes its defaults from here, astro.config.mjs reads
 * the same names, and `npm run build`'s "is dist/ current" fingerprint (scripts/build.ts) covers
 * exactly these names, so a setting added here is a setting that rebuilds the site. Plain
 * values only: src/server/env.ts stays the one reader of the environment in src/.
 */
export const BUILD_SETTINGS = {
  /** Canonical origin for links, sitemap, social tags and mailed links. */
  SITE_URL: 'https://slctrips.com',
  /** /map's MapLibre style (OpenFreeMap, keyless, decision 021); its host goes into the CSP. */
  MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
  /** Google Places API (New); the real one puts Google's image host into the CSP (decision 029). */
  PLACES_BASE_URL: 'https://places.googleapis.com',
  /** The National Park Service API; the real one puts www.nps.gov into the CSP. */
  NPS_BASE_URL: 'https://developer.nps.gov',
  /** The external store behind "Reserve Now!". */
  PUBLIC_STOREFRONT_URL: 'https://shop.slctrips.com/',
  /** The address named in the submission failure toast. */
  CONTACT_EMAIL: 'hello@slctrips.com',
  /** The places' French and Spanish texts, <dir>/<lang>/<region>.json (decision 116); the browser tests build from fixtures. */
  PLACE_TEXTS_DIR: 'src/features/places/texts',
} as const;

export type BuildSetting = keyof typeof BUILD_SETTINGS;

/** The names of the settings that change the built pages. */
export const BUILD_SETTING_NAMES = Object.keys(BUILD_SETTINGS) as BuildSetting[];

/** Astro's `site` (astro.config.mjs sets it from SITE_URL), or the default where a page runs without it. */
export const siteOf = (site: URL | undefined): URL => site ?? new URL(BUILD_SETTINGS.SITE_URL);
