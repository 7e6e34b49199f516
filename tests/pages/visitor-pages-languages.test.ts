// Sign-in, favorites, submit and kits in French and Spanish (issue 53, decision 107), rendered with
// Astro's Container API from the English pages' templates: each page's words in the language, its
// alternates and switcher keeping the page, its islands handed their words (never a dictionary), the
// English texts marked, and no dictionary key left raw. One browser test reads the built pages
// (tests/e2e/languages.spec.ts); these cover every page in both languages without a build.
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/lib/messages/messages.ts';
import FavoritesRoute from '../../src/pages/[lang]/favorites.astro';
import KitsRoute from '../../src/pages/[lang]/planning-kits.astro';
import LoginRoute from '../../src/pages/[lang]/login.astro';
import OlympicRoute from '../../src/pages/[lang]/olympic-kit-signup.astro';
import ConditionsRoute from '../../src/pages/[lang]/conditions.astro';
import SubmitRoute from '../../src/pages/[lang]/submit-destination.astro';
import EnglishLogin from '../../src/pages/login.astro';

// The pages count and list the build's catalogue and read two settings: no database here.
vi.mock('../../src/features/destinations/destinations.server', () => ({
  siteDestinations: async () => [],
  siteDestinationCount: async () => 702,
  siteCatalogue: async () => ({ count: 702, newest: null }),
}));
vi.mock('../../src/features/submissions/submissions.server', () => ({ contactEmail: () => 'hello@example.com' }));
vi.mock('../../src/features/kits/kits.server', () => ({ storefrontUrl: () => 'https://store.example.com/' }));

let container: AstroContainer;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // Astro's i18n routing as astro.config.mjs sets it, so the templates read their language from the address.
  const i18n = { strategy: 'pathname-prefix-other-locales', defaultLocale: 'en', locales: ['en', 'fr', 'es'], fallbackType: 'redirect', domainLookupTable: {} };
  container = await AstroContainer.create({
    renderers,
    manifest: { clientDirectives: new Map(['signedin', 'idle', 'only', 'load', 'visible'].map((d) => [d, '(()=>{})'])), i18n } as never,
  });
});

/** A dictionary key left raw in the text: "loginPage.h1", "kits.title". */
const RAW_KEY =
  /\b(?:conditionsPage|loginPage|favoritesPage|submitPage|kitsPage|olympicKit|games|account|submitForm|kits|countdown|nav|layout|footer)\.[a-zA-Z][\w.-]*\b/;

const PAGES = [
  { path: '/login/', route: LoginRoute, h1: 'loginPage.h1', title: 'loginPage.title' },
  { path: '/favorites/', route: FavoritesRoute, h1: 'favoritesPage.h1', title: 'favoritesPage.title' },
  { path: '/submit-destination/', route: SubmitRoute, h1: 'submitPage.h1', title: 'submitPage.title' },
  { path: '/planning-kits/', route: KitsRoute, h1: 'kitsPage.h1', title: 'kitsPage.title' },
  { path: '/olympic-kit-signup/', route: OlympicRoute, h1: 'games.kitName', title: 'games.kitName' },
  { path: '/conditions/', route: ConditionsRoute, h1: 'conditionsPage.title', title: 'conditionsPage.title' },
] as const;

async function render(route: (typeof PAGES)[number]['route'], lang: 'en' | 'fr' | 'es', path: string) {
  const html = await container.renderToString(route as unknown as Parameters<AstroContainer['renderToString']>[0], {
    params: lang === 'en' ? {} : { lang },
    request: new Request(`https://slctrips.com${lang === 'en' ? '' : `/${lang}`}${path}`),
    partial: false,
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

const island = (doc: Awaited<ReturnType<typeof render>>, name: string) =>
  [...doc.querySelectorAll('astro-island')].find((i) => i.getAttribute('component-url')?.includes(name));

describe('the visitor pages in French and Spanish', () => {
  for (const { path, route, h1, title } of PAGES)
    for (const lang of ['fr', 'es'] as const)
      it(`${lang}${path}: its language, its heading, alternates, a switcher that keeps the page, no raw key`, async () => {
        const doc = await render(route, lang, path);
        expect(doc.documentElement.getAttribute('lang')).toBe(lang);
        expect(doc.querySelector('h1')?.textContent).toBe(t(lang, h1));
        expect(doc.title).toBe(`${t(lang, title)} | SLC Trips`);
        const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          new URL(l.getAttribute('href')!).pathname,
        ]);
        expect(alternates).toEqual([
          ['en', path],
          ['fr', `/fr${path}`],
          ['es', `/es${path}`],
          ['x-default', path],
        ]);
        const switcher = [...doc.querySelectorAll('nav.languages a')].map((a) => a.getAttribute('href'));
        expect(switcher).toEqual([path, `/fr${path}`, `/es${path}`]);
        expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
        for (const i of doc.querySelectorAll('astro-island'))
          expect(i.getAttribute('props') ?? '', 'an island carries no dictionary').not.toMatch(/placePage|planPage|loginPage|kitsPage/);
      });

  it('signs in in French, saying the e-mail form is English', async () => {
    const doc = await render(LoginRoute, 'fr', '/login/');
    const email = doc.querySelector('a[href="/api/login"]');
    expect(email?.textContent).toBe('Continuer avec SLC Trips (page en anglais)');
    expect(email?.getAttribute('hreflang')).toBe('en');
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('702');
  });

  it('hands the favorites and trips islands their words, links and categories in Spanish', async () => {
    const doc = await render(FavoritesRoute, 'es', '/favorites/');
    // client:only: the server writes the fallback in the language, and the islands' props.
    expect(doc.documentElement.innerHTML).toContain('Cargando sus favoritos…');
    for (const name of ['FavoritesList', 'TripsList']) {
      const props = island(doc, name)?.getAttribute('props') ?? '';
      expect(props).toContain('Inicie sesión');
      expect(props).toContain('/es');
      expect(props).toContain('es-419');
      expect(props).toContain('Maravillas naturales');
    }
  });

  it('renders the business form in French: labels, hints, categories and roles', async () => {
    const doc = await render(SubmitRoute, 'fr', '/submit-destination/');
    const labels = [...doc.querySelectorAll('.submit-form label')].map((l) => l.textContent);
    expect(labels).toContain('Nom de l’entreprise ou du lieu *');
    expect(labels).toContain('Site web (facultatif)');
    expect(doc.querySelector('#submit-website-hint')?.textContent).toBe('Commençant par https://');
    const categories = [...doc.querySelectorAll('select[name="category"] option')].map((o) => [o.getAttribute('value'), o.textContent]);
    expect(categories).toContainEqual(['Natural Wonders', 'Merveilles naturelles']);
    expect(categories[0]).toEqual(['', 'Choisir…']);
    expect([...doc.querySelectorAll('select[name="businessRole"] option')].map((o) => o.textContent)).toContain('Propriétaire');
    expect(doc.querySelector('.submit-form button[type="submit"]')?.textContent).toBe('Envoyer la destination');
    // The form's error messages travel with its words (the schema speaks English).
    expect(island(doc, 'SubmitDestinationForm')?.getAttribute('props')).toContain('Indiquez une adresse e-mail valide');
  });

  it('renders the kits page in Spanish, the storefront’s English kits marked, the dialog in the language', async () => {
    const doc = await render(KitsRoute, 'es', '/planning-kits/');
    expect(doc.querySelector('.coming-soon button')?.textContent).toBe('Ordenar las guías que quiero');
    expect(doc.querySelector('.kit-dialog h2')?.textContent).toBe('Ordene las guías que le interesan');
    for (const kit of doc.querySelectorAll('.sample-kit h3, .sample-kit h3 + p + p')) expect(kit.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('.kit-choice > span')?.getAttribute('lang')).toBe('en');
    // "Save for offline" speaks the page's language, its script handed the words as data.
    const save = doc.querySelector('[data-save-offline]');
    expect([save?.getAttribute('lang'), save?.querySelector('button')?.textContent, JSON.parse(save?.getAttribute('data-words') ?? 'null')?.intl]).toEqual([
      null,
      'Guardar sin conexión',
      'es-419',
    ]);
    const guide = doc.querySelector('a[download]');
    expect(guide?.textContent).toBe('Descargar la guía del aeropuerto (PDF, en inglés)');
    expect(guide?.getAttribute('hreflang')).toBe('en');
    expect([...doc.querySelectorAll('[data-countdown] dt')].map((d) => d.textContent)).toEqual(['Días', 'Horas', 'Minutos', 'Segundos']);
  });

  it('signs up for the Olympic kit in French: the dates, the pitch marked English, the script’s words as data, a link to the French kits page', async () => {
    const doc = await render(OlympicRoute, 'fr', '/olympic-kit-signup/');
    expect(doc.querySelector('.olympic-dates')?.textContent).toBe('Les Jeux d’hiver reviennent en Utah : du 10 au 26 février 2034.');
    expect(doc.querySelector('.olympic-dates time')?.getAttribute('datetime')).toBe('2034-02-10');
    expect(doc.querySelector('.olympic-intro span[lang="en"]')?.textContent).toMatch(/^Every venue/);
    expect(JSON.parse(doc.querySelector('[data-olympic-signup]')?.getAttribute('data-words') ?? '{}')).toMatchObject({
      'kits.emailRequired': 'E-mail requis',
      'kits.submitting': 'Envoi…',
    });
    const rank = doc.querySelector('.olympic-body a[href="/fr/planning-kits/"]');
    expect(rank?.textContent).toBe('Classez-en jusqu’à cinq');
    expect(rank?.hasAttribute('hreflang')).toBe(false);
  });

  it('frames /conditions in Spanish, its script handed Spanish words (decision 123), the traction rule in Spanish', async () => {
    const doc = await render(ConditionsRoute, 'es', '/conditions/');
    for (const live of ['[data-udot-status]', '[data-udot-items]', '[data-nps-status]', '[data-rivers-status]', '[data-avalanche-status]'])
      expect(doc.querySelector(live)?.hasAttribute('lang'), live).toBe(false);
    expect(doc.querySelector('[data-udot-status]')?.textContent).toBe('Consultando a UDOT… (se necesita JavaScript y conexión)');
    const words = JSON.parse(doc.querySelector('[data-conditions-words]')?.textContent ?? '{}');
    expect(words.prefix).toBe('/es');
    expect(words.words['conditionsLive.closedNow']).toBe('Cerrada ahora — UDOT');
    expect(doc.querySelector('[data-traction-rule]')?.textContent).toMatch(/^Cuando UDOT pone en vigor la ley de tracción/);
    expect(doc.querySelector('[data-traction-rule] [lang="en"]')).toBeNull();
    expect(doc.querySelector('[data-traction-rule] .muted')?.textContent).toMatch(/^Fuentes: UDOT, consultado en /);
    const map = doc.querySelector('[data-closures-map-open]');
    expect(map?.textContent).toBe('Ver los cierres de hoy en un mapa');
    expect(map?.getAttribute('data-failed')).toMatch(/^No se pudo cargar el mapa/);
  });

  it('keeps the English page’s words, now with the switcher', async () => {
    const doc = await render(EnglishLogin, 'en', '/login/');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Welcome Back');
    expect(doc.querySelector('a[href="/api/login"]')?.hasAttribute('hreflang')).toBe(false);
    expect(doc.querySelector('nav.languages a[aria-current="page"]')?.getAttribute('href')).toBe('/login/');
  });
});
