// The lists in French and Spanish (issue 53, decision 112), rendered with Astro's Container API from
// the English pages' templates: /destinations and its later pages, a zone page and its later page,
// the ready-made trips' list. Their words, counts and plurals in the language, cards and links in the
// page's language, alternates, the filter island handed its words (never a dictionary), no raw key;
// and the English pages as they were. The browser tests read the built pages (languages-lists.spec.ts).
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { zoneProps } from '../../src/features/browse/zonePaths.ts';
import { ZONES } from '../../src/features/destinations/destinations.ts';
import { tripText } from '../../src/features/trips/readyTripTexts.ts';
import { READY_TRIPS } from '../../src/features/trips/readyTrips.ts';
import type { Destination } from '../../src/features/destinations/destinations.ts';
import ListRoute from '../../src/pages/[lang]/destinations/index.astro';
import ListLaterRoute from '../../src/pages/[lang]/destinations/page/[page].astro';
import ZoneRoute from '../../src/pages/[lang]/drive-time/[zone].astro';
import ZoneLaterRoute from '../../src/pages/[lang]/drive-time/[zone]/page/[page].astro';
import TripsRoute from '../../src/pages/[lang]/trips/index.astro';
import EnglishList from '../../src/pages/destinations/index.astro';
import EnglishZone from '../../src/pages/drive-time/[zone].astro';

const place = (id: string, minutes: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Place ${id}`,
  description: 'A long English description.',
  category: 'Natural Wonders',
  address: 'Moab, UT',
  driveTimeMinutes: minutes,
  driveTimeText: `${minutes} min`,
  timeNeeded: '2-3 hours',
  subscriptionTier: 'free',
  isOlympicVenue: false,
  familyFriendly: true,
  photoUrl: '',
  tags: ['hiking'],
  region: 'Southeast',
  states: ['UT'],
  gamesRole: null,
  ...extra,
});

// 60 places within 30 minutes (two pages), one 2034 venue an hour away and one in Arizona: no database here.
const PLACES = [
  ...Array.from({ length: 60 }, (_, i) => place(`near-${String(i).padStart(2, '0')}`, 10 + (i % 20))),
  place('park', 45, { category: 'Skiing & Winter', isOlympicVenue: true, gamesRole: { games: '2034', sports: ['ski jumping'] } }),
  place('rim', 420, { states: ['AZ'] }),
];
vi.mock('../../src/features/destinations/destinations.server', () => ({
  siteDestinations: async () => PLACES,
  siteDestinationCount: async () => PLACES.length,
  siteCatalogue: async () => ({ count: PLACES.length, newest: null }),
}));

let container: AstroContainer;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  const i18n = { strategy: 'pathname-prefix-other-locales', defaultLocale: 'en', locales: ['en', 'fr', 'es'], fallbackType: 'redirect', domainLookupTable: {} };
  container = await AstroContainer.create({
    renderers,
    manifest: { clientDirectives: new Map(['idle', 'only', 'load', 'visible', 'engaged'].map((d) => [d, '(()=>{})'])), i18n } as never,
  });
});

/** A dictionary key left raw in the text. */
const RAW_KEY = /\b(?:listPage|list|zonePage|tripsPage|filter|card|drive|zone|places|nav|layout|footer)\.[a-zA-Z][\w.-]*\b/;
type Route = Parameters<AstroContainer['renderToString']>[0];

// A route without props is typed `never` under astro check, which Astro's factory type does not take: cast through unknown.
async function render(route: unknown, path: string, params: Record<string, string> = {}, props: Record<string, unknown> = {}) {
  const html = await container.renderToString(route as Route, { params, props, request: new Request(`https://slctrips.com${path}`), partial: false });
  return new window.DOMParser().parseFromString(html, 'text/html');
}
const zone = (slug: string) => zoneProps(PLACES as unknown as Destination[]).find((z) => z.zone.slug === slug)!;
const text = (doc: Awaited<ReturnType<typeof render>>, selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
const hrefs = (doc: Awaited<ReturnType<typeof render>>, selector: string) => [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href'));
const islandProps = (doc: Awaited<ReturnType<typeof render>>) =>
  doc.querySelector('astro-island[component-url*="DestinationsFilter"]')?.getAttribute('props') ?? '';

describe('the lists in French and Spanish', () => {
  it('/fr/destinations/: its words, count and cards in French, the zones and the next page in French, the island handed its words', async () => {
    const doc = await render(ListRoute, '/fr/destinations/', { lang: 'fr' });
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(text(doc, 'h1')).toBe('Toutes les destinations');
    expect(doc.title).toBe('Toutes les destinations | SLC Trips');
    expect(text(doc, '.hero p')).toBe(
      '62 lieux où aller en voiture depuis l’aéroport international de SLC, les plus proches d’abord. Cherchez, choisissez une catégorie ou fixez jusqu’où vous voulez rouler.',
    );
    expect(text(doc, '[data-progress]')).toBe('Affichage : 48 sur 62 destinations');
    expect(hrefs(doc, '#show-more a[data-more]')).toEqual(['/fr/destinations/page/2/']);
    expect(text(doc, '#show-more a[data-more]')).toBe('Afficher plus');
    expect(hrefs(doc, '#destination-grid .card-title a')[0]).toBe('/fr/destinations/near-00/');
    expect(text(doc, '#destination-grid .badge')).toBe('Merveilles naturelles');
    expect(hrefs(doc, '.zone-links a')).toEqual(ZONES.map((z) => `/fr/drive-time/${z.slug}/`));
    // Plurals by the language's rules: the 1-hour zone holds one place.
    expect([...doc.querySelectorAll('.zone-links li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toContain('1 heure (1 destination)');
    expect(hrefs(doc, '.build-trip a')).toEqual(['/fr/plan/']);
    expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
    const props = islandProps(doc);
    expect(props).toContain('Rechercher des destinations');
    expect(props).toContain('Sites olympiques');
    expect(props).toContain('"prefix":[0,"/fr"]');
    expect(props).not.toMatch(/placePage|planPage|listPage|zonePage|"nav\./);
  });

  it('/es/destinations/page/2/: its heading, the range shown, links back in Spanish', async () => {
    const doc = await render(ListLaterRoute, '/es/destinations/page/2/', { lang: 'es', page: '2' }, { all: PLACES });
    expect(text(doc, 'h1')).toBe('Todos los destinos página 2 de 2');
    expect(text(doc, '[data-show-more] [role="status"]')).toBe('Mostrando 49–62 de 62 destinos');
    expect(hrefs(doc, '[data-show-more] a')).toEqual(['/es/destinations/']);
    expect(text(doc, '[data-show-more] a')).toBe('← Página anterior');
    expect(hrefs(doc, 'main p a, section > p a')).toContain('/es/destinations/');
    expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
  });

  it('a French zone page: its band, counts and Games line in French, no English phrase for the late merge to rewrite, cards and links in French', async () => {
    const doc = await render(ZoneRoute, '/fr/drive-time/1-hour/', { lang: 'fr', zone: '1-hour' }, { ...zone('1-hour') });
    expect(text(doc, 'h1')).toBe('1 heure depuis l’aéroport de SLC');
    expect(text(doc, '#zone-list-heading')).toBe('1 destination, entre 30 minutes et 1 heure de route');
    expect(text(doc, '.hero p:nth-of-type(2)')).toBe(
      'Temps de route depuis l’aéroport international de Salt Lake City entre 30 minutes et 1 heure : 1 destination, les plus proches d’abord.',
    );
    expect(doc.querySelector('[data-phrase-of]')).toBeNull();
    expect(doc.body.textContent).toContain('1 d’entre elles est un site des Jeux d’hiver de 2034.');
    expect(doc.body.textContent).toContain('Les plus fréquentes ici : Ski et hiver.');
    expect(hrefs(doc, '[data-within]')).toEqual(['/fr/destinations/?driveTime=60']);
    expect(text(doc, '[data-within]')).toBe('Les 61 destinations à 1 heure ou moins, les plus proches comprises');
    expect(hrefs(doc, '#zone-grid .card-title a')).toEqual(['/fr/destinations/park/']);
    expect(hrefs(doc, '.zone-links a')).toContain('/fr/drive-time/30-minutes/');
    // "Save for offline" speaks the page's language, its script handed the words as data.
    const save = doc.querySelector('[data-save-offline]');
    expect([save?.getAttribute('lang'), save?.querySelector('button')?.textContent, JSON.parse(save?.getAttribute('data-words') ?? 'null')?.intl]).toEqual([
      null,
      'Enregistrer hors ligne',
      'fr',
    ]);
    expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
  });

  it('a Spanish zone page with places outside Utah counts them apart; its later page pages in Spanish', async () => {
    const far = await render(ZoneRoute, '/es/drive-time/5-8-hours/', { lang: 'es', zone: '5-8-hours' }, { ...zone('5-8-hours') });
    expect(text(far, '.hero p:nth-of-type(2)')).toBe(
      'Tiempo de manejo desde el Aeropuerto Internacional de Salt Lake City entre 5 y 8 horas: 1 destino (1 fuera de Utah), del más cercano al más lejano.',
    );
    const later = await render(
      ZoneLaterRoute,
      '/es/drive-time/30-minutes/page/2/',
      { lang: 'es', zone: '30-minutes', page: '2' },
      { ...zone('30-minutes'), page: 2 },
    );
    expect(text(later, 'h1')).toBe('30 min desde el aeropuerto de SLC página 2 de 2');
    expect(text(later, '[data-show-more] [role="status"]')).toBe('Mostrando 49–60 de 60 destinos');
    expect(hrefs(later, '[data-show-more] a')).toEqual(['/es/drive-time/30-minutes/']);
    expect(later.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
  });

  it('the trips’ list in Spanish: its words, the trips’ own texts in Spanish (decision 124), links in Spanish', async () => {
    const doc = await render(TripsRoute, '/es/trips/', { lang: 'es' });
    expect(text(doc, 'h1')).toBe('Viajes listos');
    const first = doc.querySelector('[data-ready-trips] h3 a');
    expect(first?.getAttribute('href')).toMatch(/^\/es\/trips\/[a-z0-9-]+\/$/);
    expect(first?.hasAttribute('lang')).toBe(false);
    expect(READY_TRIPS.map((trip) => tripText(trip, 'es').text.title)).toContain(first?.textContent);
    expect(doc.querySelector('[data-ready-trips] [lang="en"]')).toBeNull();
    expect(hrefs(doc, 'section > p a')).toEqual(['/es/plan/']);
  });
});

describe('the English lists', () => {
  it('keep their words, their links and the island’s props, now with the switcher', async () => {
    const doc = await render(EnglishList, '/destinations/');
    expect(text(doc, 'h1')).toBe('All Destinations');
    expect(text(doc, '[data-progress]')).toBe('Showing 48 of 62 destinations');
    expect(hrefs(doc, '#show-more a[data-more]')).toEqual(['/destinations/page/2/']);
    expect(hrefs(doc, '#destination-grid .card-title a')[0]).toBe('/destinations/near-00/');
    expect(islandProps(doc)).not.toContain('"page"');
    expect(hrefs(doc, 'nav.languages a')).toEqual(['/destinations/', '/fr/destinations/', '/es/destinations/']);
    const zonePage = await render(EnglishZone, '/drive-time/1-hour/', { zone: '1-hour' }, { ...zone('1-hour') });
    expect(text(zonePage, '#zone-list-heading')).toBe('1 destinations 30 minutes to 1 hour away');
    expect(zonePage.querySelector('[data-phrase-of]')?.getAttribute('data-phrase-of')).toBe('zone:1-hour');
    expect(zonePage.body.textContent).toContain('1 of them is a venue of the 2034 Winter Games.');
  });
});
