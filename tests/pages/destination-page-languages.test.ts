// The destination page in French and Spanish (issue 53, decision 105), rendered with Astro's
// Container API from the same template as the English page: its words, formats and links in the
// language, the catalogue's English texts marked `lang="en"`, and no dictionary key left raw. The
// browser tests (tests/e2e/languages.spec.ts) read one built page in each language; these cover the
// sections a sampled place may not have.
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '../../src/features/destinations/destinations.ts';
import { testDestination } from '../helpers/destination.ts';
import DestinationPage from '../../src/pages/[lang]/destinations/[id].astro';

let container: AstroContainer;
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // Astro's i18n routing as astro.config.mjs sets it, so the template reads its language from the address.
  const i18n = { strategy: 'pathname-prefix-other-locales', defaultLocale: 'en', locales: ['en', 'fr', 'es'], fallbackType: 'redirect', domainLookupTable: {} };
  container = await AstroContainer.create({ renderers, manifest: { clientDirectives: new Map([['signedin', '(()=>{})']]), i18n } as never });
});

const place = (overrides: Partial<Destination> = {}): Destination =>
  testDestination({
    distance: '87 miles',
    driveTimeMinutes: 95,
    driveTimeText: '1 hr 35 min',
    timeNeeded: 'Half day',
    difficulty: 'Moderate',
    bestTimeToVisit: 'May to October',
    states: ['UT', 'AZ'],
    hours: { Daily: 'Dawn to dusk' },
    hoursChecked: { source: 'https://www.nps.gov/arch/planyourvisit/hours.htm', checkedOn: '2026-11-20', until: '2026-12-31' },
    winterDriveTimeMinutes: null,
    seasonalClosure: { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' },
    ...overrides,
  });

async function render(
  lang: 'fr' | 'es',
  d: Destination,
  nearby: Array<{ destination: Destination; minutes: number }> = [],
  texts: Record<string, unknown> = {},
) {
  const html = await container.renderToString(DestinationPage, {
    props: { destination: d, nearby, closest: [], total: 702, since: null, park: { id: 'arches', name: 'Arches National Park' }, transit: TRANSIT, texts },
    params: { lang, id: d.id },
    request: new Request(`https://slctrips.com/${lang}/destinations/${d.id}/`),
    partial: false,
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

/** Without a car: a stop near, a summer trip, no winter one. */
const TRANSIT = {
  stop: { name: 'Central Pointe', walkMinutes: 6, lines: [{ short: 'S', name: 'S-Line', colour: '#6cbe45' }] },
  summer: {
    minutes: 95,
    legs: [
      {
        kind: 'walk',
        // A leg's line is a message (decision 103), worded in English: "Walk 0.4 mi (650 m), 8 min, from Central Pointe to Test Place".
        text: {
          say: 'transit.leg.walk',
          with: { distance: '0.4 mi (650 m)', time: '8 min', ends: { say: 'plan.walk.fromTo', with: { from: 'Central Pointe', to: 'Test Place' } } },
        },
        depart: '11:27 AM',
        arrive: '11:35 AM',
      },
    ],
  },
  winter: null,
};

type Doc = Awaited<ReturnType<typeof render>>;
const text = (doc: Doc, selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
const quick = (doc: Doc) =>
  [...doc.querySelectorAll('section[aria-labelledby="quick"] dl div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
/** A dictionary key left raw ("placePage.about"). */
const RAW_KEY = /\b(?:placePage|photos|member|checked|card|drive)\.[a-zA-Z][\w.-]*\b/;

describe('the destination page in French and Spanish', () => {
  it('is in its language: html lang, headings, the drive and distance in its formats, the winter line from the closure’s months', async () => {
    const doc = await render('fr', place());
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    const headings = [...doc.querySelectorAll('.destination h2')].map((h) => h.textContent?.trim());
    expect(headings.slice(0, 3)).toEqual(['Présentation', 'À ne pas manquer', 'Activités']);
    expect(headings).toContain('Aujourd’hui sur place');
    expect(headings).toContain('Sans voiture');
    expect(text(doc, '.destination-header .muted')).toBe(
      '1 Test Rd, Salt Lake City, UT · 1 h 35 min (87 mi (140 km)) depuis l’aéroport international de Salt Lake City',
    );
    expect(text(doc, '[data-winter-drive]')).toBe('Route fermée en hiver, en général de novembre à mai');
    expect(quick(doc)).toEqual([
      ['Temps de route', 'à 1 h 35 min de SLC ; Route fermée en hiver, en général de novembre à mai'],
      ['Distance', '87 mi (140 km)'],
      ['Durée de visite', 'Une demi-journée'],
      ['Difficulté', 'Moyenne'],
      ['Meilleure période', 'May to October'],
    ]);
    expect([...doc.querySelectorAll('.card-meta .badge')].map((b) => b.textContent)).toEqual([
      'Merveilles naturelles',
      'Utah et Arizona',
      'Idéal en famille',
      'Guide ouvert à tous',
      '★ 4,4',
    ]);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Test Place : Merveilles naturelles, à 1 h 35 min de l’aéroport');
    expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
  });

  it('says how to get there without a car in the language, its legs (worded in English by the transit module) marked', async () => {
    const doc = await render('es', place());
    expect(text(doc, '[data-transit-stop]')).toBe('Parada más cercana: Central Pointe, a 6 minutos a pie (S-Line).');
    expect(text(doc, '[data-transit-trip="In summer from the airport"] h3')).toBe('En verano: 1 h 35 min desde el aeropuerto');
    expect(text(doc, '[data-transit-trip="In summer from the airport"] p')).toBe('Salida de Airport Station a las 10:00 a.m. un día entre semana.');
    expect(doc.querySelector('[data-transit-trip] ol')?.getAttribute('lang')).toBe('en');
    expect(text(doc, '[data-transit-no-trip="In winter from the airport"]')).toContain('En invierno: no hay transporte público desde el aeropuerto');
  });

  it('marks the catalogue’s English texts, not its own words', async () => {
    const doc = await render('es', place());
    expect(doc.querySelector('section[aria-labelledby="about"] p')?.getAttribute('lang')).toBe('en');
    for (const list of ['highlights', 'activities', 'tips', 'bring', 'tags'])
      expect(doc.querySelector(`section[aria-labelledby="${list}"] :is(ul, ol)`)?.getAttribute('lang'), list).toBe('en');
    const best = [...doc.querySelectorAll('section[aria-labelledby="quick"] dd')].find((dd) => dd.textContent === 'May to October');
    expect(best?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('section[aria-labelledby="about"] h2')?.hasAttribute('lang')).toBe(false);
    // The hours as the source wrote them, their check in the language, the lapsed line ready for lapsedFacts.ts.
    expect(doc.querySelector('section[aria-labelledby="hours"] dl')?.getAttribute('lang')).toBe('en');
    const check = doc.querySelector('section[aria-labelledby="hours"] .checked');
    expect(check?.textContent).toBe('Verificado en nov 2026 · nps.gov');
    expect(check?.getAttribute('data-lapsed-text')).toBe('Verificado para 2026 · nps.gov');
    // Today at this place: the script writes in Spanish from the words handed over (decision 122), the services' own marked by it.
    expect(doc.querySelector('[data-today-body]')?.hasAttribute('lang')).toBe(false);
    const today = JSON.parse(doc.querySelector('[data-today-words]')?.textContent ?? '{}');
    expect([today.intl, today.words?.['placeToday.forecast'], today.live?.['conditionsLive.gaugeLink']]).toEqual([
      'es-419',
      'Pronóstico',
      'la estación del USGS',
    ]);
    expect(Object.keys(today.live ?? {}).every((key) => /^conditionsLive\.(flow|river\.|sources|and|gaugeLink|ruleLink|npsNotSetUp)/.test(key))).toBe(true);
    // "Save for offline" speaks the page's language, its script handed the words as data.
    const save = doc.querySelector('[data-save-offline]');
    expect([save?.getAttribute('lang'), save?.querySelector('button')?.textContent, JSON.parse(save?.getAttribute('data-words') ?? 'null')?.intl]).toEqual([
      null,
      'Guardar sin conexión',
      'es-419',
    ]);
    expect(doc.body.textContent?.match(RAW_KEY) ?? null).toBeNull();
  });

  it('links the place’s park, neighbors and the list in the language, the English-only pages with their hreflang', async () => {
    const neighbor = testDestination({ id: 'neighbor', name: 'Neighbour', driveTimeMinutes: 7, timeNeeded: '1-2 hours' });
    const doc = await render('fr', place(), [{ destination: neighbor, minutes: 7 }]);
    expect(doc.querySelector('[data-part-of] a')?.getAttribute('href')).toBe('/fr/destinations/arches/');
    expect(text(doc, '[data-part-of]')).toBe('Se trouve dans Arches National Park');
    expect(doc.querySelector('.nearby .card-title a')?.getAttribute('href')).toBe('/fr/destinations/neighbor/');
    expect(text(doc, '.nearby .card-drive')).toBe('à 7 min de Test Place');
    expect(text(doc, '.nearby .card-time')).toBe('Durée de visite : 1 à 2 h');
    expect(doc.querySelector('section[aria-labelledby="where"] a')?.getAttribute('hreflang')).toBe('en');
    const all = [...doc.querySelectorAll('a')].find((a) => a.textContent === '← Toutes les destinations');
    // The list is French since decision 112.
    expect(all?.getAttribute('href')).toBe('/fr/destinations/');
    expect(all?.hasAttribute('hreflang')).toBe(false);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.url).toBe('https://slctrips.com/fr/destinations/test-place/');
  });

  it('hands the photos’ script and the signed-in islands their words, never a dictionary', async () => {
    const doc = await render('es', place({ gamesRole: { games: '2034', sports: ['ice hockey'] }, isOlympicVenue: true }));
    const photos = doc.querySelector('section[data-photos]');
    expect(JSON.parse(photos?.getAttribute('data-words') ?? '{}')).toMatchObject({
      'photos.none': 'Todavía no hay fotos de este lugar.',
      'photos.row': 'Fotos de {name}',
    });
    const favorite = [...doc.querySelectorAll('astro-island')].find((i) => i.getAttribute('component-url')?.includes('FavoriteButton'));
    expect(favorite?.getAttribute('props')).toContain('Agregar a favoritos');
    expect(favorite?.getAttribute('props')).not.toContain('placePage');
    expect(text(doc, '[data-games-role]')).toBe('2034: hockey sobre hielo');
  });
});

describe("a place's own texts in the page's language (decision 116)", () => {
  it('shows each field written in the language unmarked, the meta description in the language, and the rest in English marked', async () => {
    const d = place();
    const texts = { description: 'Une arche au bord de la falaise, au lever du soleil.', highlights: d.highlights.map((_, i) => `Point fort ${i + 1}`) };
    const doc = await render('fr', d, [], texts);
    const about = doc.querySelector('section[aria-labelledby="about"] p')!;
    expect(about.textContent).toBe(texts.description);
    expect(about.hasAttribute('lang')).toBe(false);
    expect([...doc.querySelectorAll('section[aria-labelledby="highlights"] li')].map((li) => li.textContent)).toEqual(texts.highlights);
    expect(doc.querySelector('section[aria-labelledby="highlights"] ul')!.hasAttribute('lang')).toBe(false);
    expect(doc.querySelector('section[aria-labelledby="tips"] ol')!.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(texts.description);
    // Without texts, as before: the English marked.
    const plain = await render('fr', d);
    expect(plain.querySelector('section[aria-labelledby="about"] p')!.getAttribute('lang')).toBe('en');
  });
});
