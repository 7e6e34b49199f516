// /search in French and Spanish (issue 53, decision 109), rendered with Astro's Container API from the
// English page's template: the island's first screen in the language (its words, counts, filters and
// cards linking to the place's page in the language), alternates and a switcher keeping the page, the
// island handed its words and its cards' vocabulary (never a dictionary), and no raw key. One browser
// test searches the built page in French (tests/e2e/languages.spec.ts).
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/lib/messages/messages.ts';
import SearchRoute from '../../src/pages/[lang]/search.astro';
import EnglishSearch from '../../src/pages/search.astro';

const place = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Place ${id}`,
  description: 'A long English description.',
  category: 'Natural Wonders',
  address: 'Moab, UT',
  driveTimeMinutes: 95,
  driveTimeText: '1h 35m',
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

// Three places, one a 2034 venue and one in Arizona: no database here.
vi.mock('../../src/features/destinations/destinations.server', () => ({
  siteDestinations: async () => [
    place('arch'),
    place('park', { category: 'Skiing & Winter', isOlympicVenue: true, gamesRole: { games: '2034', sports: ['ski jumping'] } }),
    place('gulch', { subscriptionTier: 'premium', states: ['AZ'] }),
  ],
  siteDestinationCount: async () => 3,
  siteCatalogue: async () => ({ count: 3, newest: null }),
}));
vi.mock('../../src/features/photos/showable.server', () => ({ sitePhotoIds: async () => ['arch'] }));

let container: AstroContainer;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  const i18n = { strategy: 'pathname-prefix-other-locales', defaultLocale: 'en', locales: ['en', 'fr', 'es'], fallbackType: 'redirect', domainLookupTable: {} };
  container = await AstroContainer.create({
    renderers,
    manifest: { clientDirectives: new Map(['idle', 'only', 'load', 'visible'].map((d) => [d, '(()=>{})'])), i18n } as never,
  });
});

/** A dictionary key left raw in the text: "search.h1", "card.premium". */
const RAW_KEY = /\b(?:searchPage|search|card|drive|games|nav|layout|footer)\.[a-zA-Z][\w.-]*\b/;

async function render(lang: 'en' | 'fr' | 'es') {
  // The routes take no props (`never`), which the union of two does not narrow to Astro's factory type.
  const route = (lang === 'en' ? EnglishSearch : SearchRoute) as unknown as Parameters<AstroContainer['renderToString']>[0];
  const html = await container.renderToString(route, {
    params: lang === 'en' ? {} : { lang },
    request: new Request(`https://slctrips.com${lang === 'en' ? '' : `/${lang}`}/search/`),
    partial: false,
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

const islandProps = (doc: Awaited<ReturnType<typeof render>>) => doc.querySelector('astro-island[component-url*="SearchIsland"]')?.getAttribute('props') ?? '';

describe('/search in French and Spanish', () => {
  for (const lang of ['fr', 'es'] as const)
    it(`${lang}/search/: its language, heading, alternates, a switcher that keeps the page, no raw key, no dictionary in the island`, async () => {
      const doc = await render(lang);
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(doc.querySelector('h1')?.textContent).toBe(t(lang, 'search.h1'));
      expect(doc.title).toBe(`${t(lang, 'searchPage.title')} | SLC Trips`);
      const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href')!).pathname,
      ]);
      expect(alternates).toEqual([
        ['en', '/search/'],
        ['fr', '/fr/search/'],
        ['es', '/es/search/'],
        ['x-default', '/search/'],
      ]);
      expect([...doc.querySelectorAll('nav.languages a')].map((a) => a.getAttribute('href'))).toEqual(['/search/', '/fr/search/', '/es/search/']);
      expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
      expect(islandProps(doc)).not.toMatch(/placePage|planPage|loginPage|searchPage|"nav\./);
      // The no-script link opens the list in the page's language (decision 112).
      expect(doc.querySelector('noscript')?.innerHTML).toContain(`href="/${lang}/destinations/"`);
      expect(doc.querySelector('noscript')?.innerHTML).not.toContain('hreflang');
    });

  it('words the first screen in French: counts, filters, sorting, cards opening the French pages', async () => {
    const doc = await render('fr');
    expect(doc.querySelector('.search-total')?.textContent).toMatch(/^3 destinations à découvrir dans tout l’Utah/);
    expect(doc.querySelector('.result-count')?.textContent).toBe('3 destinations trouvées (sur 3)');
    expect([...doc.querySelectorAll('.sort-buttons button')].map((b) => b.textContent)).toEqual(['Trier par temps de route', 'Trier par nom']);
    expect([...doc.querySelectorAll('#search-filters legend')].map((l) => l.textContent)).toEqual(['Catégories', 'Niveau d’accès', 'Caractéristiques']);
    expect([...doc.querySelectorAll('#search-filters fieldset:nth-of-type(2) label')].map((l) => l.textContent)).toEqual([
      'Gratuit',
      'Premium',
      'VIP olympique',
    ]);
    expect(doc.querySelector('#search-filters fieldset:nth-of-type(3) label:nth-of-type(2)')?.textContent).toBe('Avec photos (1)');
    expect(doc.querySelector('.slider-value')?.textContent).toBe('5 heures et plus');
    expect(doc.querySelector('#search-query')?.getAttribute('placeholder')).toBe('Rechercher par nom, description, catégorie ou adresse');
    const cards = [...doc.querySelectorAll('.destination-card')];
    expect(cards.map((c) => c.querySelector('.card-title a')?.getAttribute('href'))).toEqual([
      '/fr/destinations/arch/',
      '/fr/destinations/park/',
      '/fr/destinations/gulch/',
    ]);
    expect(cards[0]?.querySelector('.badge')?.textContent).toBe('Merveilles naturelles');
    expect(cards[0]?.querySelector('.card-drive')?.textContent).toBe('à 1 h 35 min de SLC');
    expect(cards[1]?.querySelector('.badge.olympic')?.textContent).toBe('2034 : saut à ski');
    expect(cards[2]?.querySelector('.badge[lang="en"]')?.textContent).toBe('Arizona');
    // The island searches the categories' French names beside the English ones.
    expect(islandProps(doc)).toContain('Merveilles naturelles');
  });

  it('words the counts in Spanish, singular and plural by the language’s rules', async () => {
    const doc = await render('es');
    expect(doc.querySelector('.result-count')?.textContent).toBe('3 destinos encontrados (de 3)');
    expect(doc.querySelector('.destination-card .card-title a')?.getAttribute('href')).toBe('/es/destinations/arch/');
    expect(doc.querySelector('.filters-toggle')?.textContent).toBe('Filtros');
  });

  it('keeps the English page’s words and island props, now with the switcher', async () => {
    const doc = await render('en');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Discover Utah Adventures');
    expect(doc.querySelector('.result-count')?.textContent).toBe('3 destinations found (filtered from 3)');
    expect(doc.querySelector('.destination-card .card-title a')?.getAttribute('href')).toBe('/destinations/arch/');
    expect(islandProps(doc)).not.toContain('"page"');
    expect(doc.querySelector('nav.languages a[aria-current="page"]')?.getAttribute('href')).toBe('/search/');
  });
});
