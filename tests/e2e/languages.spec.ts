import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './helpers.ts';
import { recordCspViolations } from './cspViolations.ts';
import { es } from '../../src/lib/messages/es.ts';
import { fr } from '../../src/lib/messages/fr.ts';
import { placePageEn, placeSectionsEn } from '../../src/lib/messages/place.en.ts';
import { t } from '../../src/lib/messages/messages.ts';
import { READY_TRIPS } from '../../src/features/trips/readyTrips.ts';
import { TRIP_TRANSLATIONS } from '../../src/features/trips/readyTripTexts.ts';

/*
 * The French and Spanish pages (issue 53, decision 094): the home page and the Games hub built in
 * each language from the English page's template. Each test reads one page as a visitor would:
 * its language, its words, its alternates and the switcher.
 */
const PAGES = [
  { path: '/fr/', lang: 'fr', h1: 'Plus de 700 lieux. Un aéroport.', words: ['Explorer par temps de route', 'Commencer l’aventure', 'Voir les Médias'] },
  {
    path: '/es/',
    lang: 'es',
    h1: 'Más de 700 lugares. Un aeropuerto.',
    words: ['Explorar por tiempo de manejo', 'Empezar mi aventura', 'Visitar el Centro de medios'],
  },
  { path: '/fr/olympics/', lang: 'fr', h1: 'Les Jeux d’hiver de 2034 en Utah', words: ['par sport', 'Sans voiture', 'Ski alpin'] },
  { path: '/es/olympics/', lang: 'es', h1: 'Los Juegos de Invierno de 2034 en Utah', words: ['por deporte', 'Sin auto', 'Esquí alpino'] },
] as const;

/** A dictionary key left raw in the text: "home.h1", "nav.map", "games.colRole". */
const RAW_KEY =
  /\b(?:layout|nav|footer|offline|countdown|cta|drive|card|places|checked|home|zone|games|sport|role|category|newsletter|punct|plan|planPage|tripPage|said|placePage|photos|member|loginPage|favoritesPage|submitPage|kitsPage|olympicKit|account|submitForm|kits|conditionsPage|conditionsLive|search|searchPage|listPage|list|zonePage|tripsPage|filter|carFreeDays|saveOffline)\.[a-zA-Z][\w-]*\b/g;

/** A plan of 15 December from 15:00 for four hours: every plan drives back after sunset (not today: no live closures). */
const DARK_PLAN = '?date=2026-12-15&time=15:00&hours=4';
const TRIP = READY_TRIPS[0]!;
/** The sampled destination page (decision 105): a park's part with photos, today's advisory and Nearby cards; one place, not all 706 thrice. */
const PLACE = 'delicate-arch';

test.describe('the site in French and Spanish', () => {
  // The newsletter dialog opens by itself after a scroll; its own tests cover that.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
  });

  for (const { path, lang, h1, words } of PAGES) {
    // At phone width in one language (issue 52: templates by sample): the other is the same markup in other words.
    test(`${path} speaks ${lang}: html lang, its words, no raw key, and axe clean${lang === 'fr' ? ' @layout' : ''}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
      for (const word of words) await expect(page.getByText(word, { exact: false }).first()).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text.match(RAW_KEY) ?? []).toEqual([]);
      // The countdown's units are in the language too.
      await expect(page.locator('[data-countdown] dt').first()).toHaveText(lang === 'fr' ? 'Jours' : 'Días');
      await expectAccessible(page);
    });
  }

  test('each translated page names its alternates in every language, and each alternate exists and names them back', async ({ page, request }) => {
    for (const english of ['/', '/olympics/', '/plan/', `/trips/${TRIP.slug}/`, `/destinations/${PLACE}/`, '/destinations/', '/drive-time/1-hour/page/2/']) {
      const expected = { en: english, fr: `/fr${english}`, es: `/es${english}`, 'x-default': english };
      for (const at of Object.values(expected)) {
        await page.goto(at);
        const links = page.locator('head link[rel="alternate"][hreflang]');
        await expect(links).toHaveCount(4);
        for (const [hreflang, path] of Object.entries(expected)) {
          const href = await page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
          expect(new URL(href!).pathname, `${at} → ${hreflang}`).toBe(path);
          expect((await request.get(path)).status()).toBe(200);
        }
      }
    }
  });

  test('the switcher keeps the page, marks the current language, and needs no script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/olympics/');
    const switcher = page.getByRole('navigation', { name: 'Languages' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/olympics\/$/);
    const langues = page.getByRole('navigation', { name: 'Langues' });
    await expect(langues.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');
    await langues.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/olympics\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/olympics\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('an English-only page shows no switcher and no alternates; links from a French page to it say it is English', async ({ page }) => {
    await page.goto('/content/');
    await expect(page.getByRole('navigation', { name: 'Languages' })).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.goto('/fr/');
    const main = page.getByRole('navigation', { name: 'Principale' });
    await expect(main.getByRole('link', { name: 'Médias' })).toHaveAttribute('hreflang', 'en');
    // The list has been French since decision 112.
    await expect(main.getByRole('link', { name: 'Toutes les destinations' })).toHaveAttribute('href', '/fr/destinations/');
    await expect(main.getByRole('link', { name: 'Jeux de 2034' })).toHaveAttribute('href', '/fr/olympics/');
  });

  test('sign-in, favorites, submit, the kits and conditions in French and Spanish: their words and islands, alternates, the switcher keeping the page, axe clean (in French)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const csp = await recordCspViolations(page);
    const pages = [
      { path: '/login/', h1: 'loginPage.h1' },
      { path: '/favorites/', h1: 'favoritesPage.h1', island: 'account.favorites.signInLink' },
      { path: '/submit-destination/', h1: 'submitPage.h1' },
      { path: '/planning-kits/', h1: 'kitsPage.h1', island: 'kits.open' },
      { path: '/olympic-kit-signup/', h1: 'games.kitName' },
      { path: '/conditions/', h1: 'conditionsPage.title' },
    ] as const;
    for (const lang of ['fr', 'es'] as const)
      for (const { path, h1, ...rest } of pages) {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, h1));
        // An island's words once it has run (favorites: the sign-in prompt; kits: the ranking dialog's button).
        if ('island' in rest) await expect(page.getByText(t(lang, rest.island), { exact: true }).first()).toBeVisible();
        await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(4);
        const switcher = page.getByRole('navigation', { name: t(lang, 'layout.languages') });
        for (const [other, name] of [
          ['en', 'English'],
          ['fr', 'Français'],
          ['es', 'Español'],
        ])
          await expect(switcher.getByRole('link', { name })).toHaveAttribute('href', other === 'en' ? path : `/${other}${path}`);
        expect((await page.locator('body').innerText()).match(RAW_KEY) ?? [], `${lang}${path}`).toEqual([]);
        // axe once a template (issue 52: templates by sample): the Spanish page is the same markup in other words.
        if (lang === 'fr') await expectAccessible(page);
      }
    // The business form's errors in the language (the browser's own checks pass; the schema's do not); the switcher keeps the page.
    await page.goto('/fr/submit-destination/');
    const form = page.locator('form.submit-form');
    for (const [name, value] of Object.entries({
      name: 'Café du canyon',
      address: '123 Main St, Moab, UT 84532',
      website: 'ftp://example.com',
      phone: '(801) 555-0100',
      email: 'cafe@example.com',
      description: 'Un lieu qui vaut le trajet.',
      contactName: 'Ana',
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="category"]').selectOption('Natural Wonders');
    await form.locator('[name="businessRole"]').selectOption('owner');
    await page.getByRole('button', { name: 'Envoyer la destination' }).click();
    await expect(page.locator('#submit-website-error')).toHaveText('Indiquez une adresse web commençant par http:// ou https://');
    await expect(page.getByLabel('Site web')).toBeFocused();
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/submit-destination\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proponga su destino');
    // No violation at all: zod's probe for its compiled parsers (`new Function`) is off in the browser (src/lib/text.ts).
    expect(csp).toEqual([]);
  });

  test('/search in French and Spanish: its words, alternates, the switcher keeping the page, axe clean; a French search finds a category by its French name', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const lang of ['fr', 'es'] as const) {
      await page.goto(`/${lang}/search/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'search.h1'));
      await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(4);
      await expect(page.getByRole('navigation', { name: t(lang, 'layout.languages') }).getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        '/search/',
      );
      await expect(page.locator('.destination-card .card-title a').first()).toHaveAttribute('href', new RegExp(`^/${lang}/destinations/`));
      expect((await page.locator('body').innerText()).match(RAW_KEY) ?? [], lang).toEqual([]);
      await expectAccessible(page);
    }
    await page.goto('/fr/search/');
    await page.getByRole('searchbox', { name: 'Rechercher des destinations' }).fill('merveilles');
    // The search runs as the query settles: until then the count still reads the whole catalogue (fresh-clone run 24
    // read "706 … (sur 706)" at once). Its chip says the query is applied; the count is then read until it is filtered.
    await expect(page.getByRole('button', { name: 'Retirer la recherche « merveilles »' })).toBeVisible();
    const count = page.locator('.result-count');
    await expect(count).toHaveText(/^\d+ destinations? trouvées? \(sur [\d\u202f]+\)$/);
    const counted = async () =>
      ((await count.textContent()) ?? '')
        .replace(/\u202f/g, '')
        .match(/\d+/g)!
        .map(Number);
    await expect
      .poll(async () => {
        const [found, total] = await counted();
        return found! > 0 && found! < total!;
      })
      .toBe(true);
    await expect(page.locator('.destination-card .badge').first()).toHaveText('Merveilles naturelles');
    expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/search\/$/);
  });

  test('the sitemap lists the French and Spanish pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/fr/', '/es/', '/fr/olympics/', '/es/olympics/', '/fr/plan/', '/es/plan/', `/fr/trips/${TRIP.slug}/`, `/es/trips/${TRIP.slug}/`])
      expect(sitemap).toContain(`${path}</loc>`);
    for (const path of ['/fr/submit-destination/', '/es/planning-kits/', '/fr/olympic-kit-signup/']) expect(sitemap).toContain(`${path}</loc>`);
    // The lists (decision 112): /destinations, the zone pages and their later pages, the trips' list.
    for (const path of ['/fr/destinations/', '/es/trips/', '/es/drive-time/1-hour/', '/fr/drive-time/3-5-hours/page/2/'])
      expect(sitemap).toContain(`${path}</loc>`);
    // Like the English ones, sign-in and favorites are not listed (decision 107).
    expect(sitemap).not.toMatch(/\/(fr|es)\/(login|favorites)\//);
    // Every place's page in each language (decision 105).
    const places = (lang: string) => sitemap.match(new RegExp(`//[^/<]+${lang}/destinations/[a-z0-9-]+/<`, 'g'))?.length ?? 0;
    expect(places('')).toBeGreaterThan(700);
    expect(places('/fr')).toBe(places(''));
    expect(places('/es')).toBe(places(''));
  });

  const PLANS = [
    {
      lang: 'fr',
      from: 'Départ de',
      heading: /programmes? pour 4 h depuis Salt Lake City International Airport/,
      leave: /^Départ de Salt Lake City International Airport à 15:00$/,
      clock: /^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/,
      // Decision 130: every one-day plan says when the sun rises and sets, in the language's words and clock.
      sunset: /^Lever du soleil \d{1,2}:\d{2} · coucher 17:\d{2} ce jour-là$/,
      warning: fr['plan.driveBackAfterSunset']!,
      ics: ['Agenda (.ics)', 'DESCRIPTION:arrêt 1 sur'],
    },
    {
      lang: 'es',
      from: 'Salir de',
      heading: /planes? para 4 h desde Salt Lake City International Airport/,
      leave: /^Salida de Salt Lake City International Airport a las 3:00 p\.\s?m\.$/,
      clock: /^\d{1,2}:\d{2} [ap]\.\s?m\.–\d{1,2}:\d{2} [ap]\.\s?m\.$/,
      sunset: /^Amanecer \d{1,2}:\d{2} a\.\s?m\. · puesta del sol 5:\d{2} p\.\s?m\. ese día$/,
      warning: es['plan.driveBackAfterSunset']!,
      ics: ['Calendario (.ics)', 'DESCRIPTION:parada 1 de'],
    },
  ] as const;

  for (const p of PLANS) {
    test(`/${p.lang}/plan answers in its language: the form, the clocks, the planner's warnings, the calendar file, axe clean`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${p.lang}/plan${DARK_PLAN}`);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page.getByLabel(p.from)).toHaveValue('Salt Lake City International Airport');
      await expect(page.getByRole('heading', { level: 2, name: p.heading })).toBeVisible();
      const plan = page.locator('#plan-0');
      await plan.locator('summary').click();
      await expect(plan.locator('.tl-point').first()).toHaveText(p.leave);
      await expect(plan.locator('.tl-stop .tl-time').first()).toHaveText(p.clock);
      await expect(plan.locator('.sunset')).toHaveText(p.sunset);
      await expect(plan.locator('.warnings li').filter({ hasText: p.warning }).first()).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), plan.getByRole('button', { name: p.ics[0] }).click()]);
      expect(fs.readFileSync((await download.path())!, 'utf8')).toContain(p.ics[1]);
      expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
      await expectAccessible(page);
    });
  }

  const TRIPS = [
    { lang: 'fr', day: /^Jour 1, /, leave: /^Départ de .+ à \d{1,2}:\d{2}$/, season: 'Saison :' },
    { lang: 'es', day: /^Día 1, /, leave: /^Salida de .+ a las \d{1,2}:\d{2} [ap]\.\s?m\.$/, season: 'Temporada:' },
  ] as const;

  for (const p of TRIPS) {
    test(`a ready-made trip in ${p.lang}: its days and clocks in the language, its own title too (decision 124), axe clean`, async ({ page }) => {
      await page.goto(`/${p.lang}/trips/${TRIP.slug}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TRIP_TRANSLATIONS[p.lang].trips[TRIP.slug]!.title);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
      await expect(page.locator('.trip-day h3').first()).toHaveText(p.day);
      await expect(page.locator('.trip-day .tl-point').first()).toHaveText(p.leave);
      await expect(page.locator('[data-trip-season] strong')).toHaveText(p.season);
      await expect(page.locator('[data-make-it-mine]')).toHaveAttribute('href', new RegExp(`^/${p.lang}/plan\\?`));
      expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
      await expectAccessible(page);
    });
  }

  /** The template's English words with no placeholder that the other language words differently: none may be left unmarked. */
  const englishOnly = (dict: Readonly<Record<string, string>>) =>
    Object.entries({ ...placeSectionsEn, ...placePageEn })
      .filter(([key, text]) => !text.includes('{') && text.length > 3 && dict[key] !== text)
      .map(([, text]): string => text);

  const PLACES = [
    {
      lang: 'fr',
      dict: fr,
      headings: ['Présentation', 'En bref', 'Sans voiture', 'Aujourd’hui sur place', 'À proximité'],
      credit: 'Photo : NPS/Neal Herbert · National Park Service',
    },
    {
      lang: 'es',
      dict: es,
      headings: ['Acerca de', 'Datos básicos', 'Sin auto', 'Hoy en este lugar', 'Atracciones cercanas'],
      credit: 'Foto: NPS/Neal Herbert · National Park Service',
    },
  ] as const;

  for (const p of PLACES) {
    test(`a destination page in ${p.lang}: its words, the catalogue's English marked, its scripts at work under the CSP, axe clean${p.lang === 'fr' ? ' @layout' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const csp = await recordCspViolations(page);
      await page.goto(`/${p.lang}/destinations/${PLACE}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delicate Arch');
      for (const heading of p.headings) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.locator('section[aria-labelledby="about"] p')).toHaveAttribute('lang', 'en');
      // The photos' and today's scripts answered, in the page's words where they are ours.
      const photos = page.locator('section[data-photos]');
      await expect(photos).toHaveAttribute('data-loaded', 'true');
      await expect(photos.locator('figure.photo').first()).toContainText(p.credit);
      await expect(page.locator('section.today')).toHaveAttribute('data-loaded', 'true');
      // The section's body is the page's language, the services' own words marked English by the script (decision 122).
      await expect(page.locator('[data-today-body]')).not.toHaveAttribute('lang', 'en');
      // No English word of the template outside what is marked English.
      const unmarked = await page.evaluate(() => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (el && !el.closest('[lang="en"], script, style, [hidden]')) texts.push(node.textContent?.trim() ?? '');
        }
        return texts.filter(Boolean);
      });
      expect(unmarked.filter((t) => englishOnly(p.dict).includes(t))).toEqual([]);
      expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
      await expectAccessible(page);
      expect(csp).toEqual([]);
    });
  }

  test('a signed-in visitor favorites a place from its French page, in French', async ({ page }, info) => {
    await signIn(page, `lang-favorite-${info.project.name}@example.com`);
    await page.goto(`/fr/destinations/${PLACE}/`);
    await page.getByRole('button', { name: /Ajouter aux favoris/ }).click();
    await expect(page.getByRole('status').getByText('Ajouté aux favoris')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dans vos favoris/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /Dans vos favoris/ }).click();
    await expect(page.getByRole('status').getByText('Retiré des favoris')).toBeVisible();
  });

  test('the switcher keeps a destination page, and the French pages link places in French', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/destinations/${PLACE}/`);
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/destinations/${PLACE}/$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Présentation' })).toBeVisible();
    // Its park, its neighbors and the home page's cards open French pages.
    await expect(page.locator('[data-part-of] a')).toHaveAttribute('href', '/fr/destinations/arches-national-park/');
    await expect(page.locator('.nearby .card-title a').first()).toHaveAttribute('href', /^\/fr\/destinations\/[a-z0-9-]+\/$/);
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/destinations/${PLACE}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/destinations/${PLACE}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/fr/');
    await expect(page.locator('main .card-title a').first()).toHaveAttribute('href', /^\/fr\/destinations\/[a-z0-9-]+\/$/);
    await context.close();
  });

  test('the switcher keeps the planner and a ready-made trip', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/plan');
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/plan\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('J’ai quelques heures en Utah : que faire ?');
    await page.goto(`/fr/trips/${TRIP.slug}/`);
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/trips/${TRIP.slug}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });
});
