// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { photoImageHosts } from './src/features/photos/photos.ts';
import { starterInHead } from './src/lib/starterScript.server.ts';
import { ownCspHashes } from './src/lib/pageCsp.server.ts';
import { astroCsp } from './src/lib/csp.ts';
import { BUILD_SETTINGS } from './src/lib/siteConfig.ts';
import { fingerprintOf, ROAD_DATA } from './src/features/roads/roadNetwork.ts';
import { pageChunkGroups, PLAN_PAGE_SCRIPT } from './src/lib/pageChunks.ts';

/**
 * `client:signedin`: islands that only signed-in people need (favourites, tier gate).
 * @type {import('astro').AstroIntegration}
 */
const signedInDirective = {
  name: 'signed-in-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'signedin', entrypoint: './src/lib/signedInDirective.ts' });
      // `client:engaged`: the /destinations filters, at once for an address with a state, else on the first move or when idle (issue 52).
      addClientDirective({ name: 'engaged', entrypoint: './src/lib/engagedDirective.ts' });
    },
  },
};

// Static output: every page is prebuilt HTML. React islands hydrate only where something moves.
export default defineConfig({
  site: process.env.SITE_URL || BUILD_SETTINGS.SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // French and Spanish under /fr/ and /es/, English at / without a prefix (issue 53, decision 094);
  // which pages exist in every language is src/lib/messages/pages.ts. No fallback: a page not yet
  // translated is simply not built under /fr/ or /es/, and links from those pages go to English.
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'es'], routing: { prefixDefaultLocale: false } },
  // /plan's planner starter runs as soon as it is parsed, first in the head (src/lib/starterScript.server.ts, decisions 069 and 071), in each language (decision 102).
  integrations: [
    react(),
    signedInDirective,
    starterInHead(['plan/index.html', 'fr/plan/index.html', 'es/plan/index.html'], 'slcPlanStarter'),
    // Then each page's CSP keeps the hashes of its own inline scripts and styles only, not the whole build's (issue 52, decision 143).
    ownCspHashes(),
  ],
  // A strict Content-Security-Policy in every page's <meta>, Astro's own scripts and styles hashed,
  // the map's tile host from MAP_STYLE_URL (src/lib/csp.ts).
  // and the photo hosts of destination pages from PLACES_BASE_URL and NPS_BASE_URL.
  security: {
    csp: astroCsp({
      mapStyleUrl: process.env.MAP_STYLE_URL,
      photoHosts: photoImageHosts({ placesBaseUrl: process.env.PLACES_BASE_URL, npsBaseUrl: process.env.NPS_BASE_URL }),
    }),
  },
  vite: {
    build: { sourcemap: false },
    // JSON modules as JSON.parse('…') (issue 38, decision 071): the road graph (100 KB) as an object
    // literal cost the planner's worker its compile and evaluation on every plan page; V8 reads
    // JSON text faster than the same object in JavaScript. Every JSON import here is a default import.
    json: { stringify: true, namedExports: false },
    // The road graph's fingerprint, hashed once here rather than by the planner's worker on every
    // cold start (issue 52, decision 119); roadNetwork.ts reads it as BUILT_FINGERPRINT.
    define: { __ROAD_GRAPH_FINGERPRINT__: JSON.stringify(fingerprintOf(ROAD_DATA)) },
    // The browser's build only: the modules /plan's script shares with other pages in one chunk per
    // set of page scripts that import them, not one per set of importers dynamic imports included
    // (issue 52, decision 140: fewer requests before the first plan; src/lib/pageChunks.ts).
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: pageChunkGroups(PLAN_PAGE_SCRIPT) } } } } },
    },
  },
});
