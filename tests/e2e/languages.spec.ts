import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

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
  /\b(?:layout|nav|footer|offline|countdown|cta|drive|card|places|checked|home|zone|games|sport|role|category|newsletter|punct)\.[a-zA-Z][\w-]*\b/g;

test.describe('the site in French and Spanish', () => {
  // The newsletter dialog opens by itself after a scroll; its own tests cover that.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
  });

  for (const { path, lang, h1, words } of PAGES) {
    test(`${path} speaks ${lang}: html lang, its words, no raw key, and axe clean @layout`, async ({ page }) => {
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
    for (const english of ['/', '/olympics/']) {
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
    await page.goto('/destinations/');
    await expect(page.getByRole('navigation', { name: 'Languages' })).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.goto('/fr/');
    const main = page.getByRole('navigation', { name: 'Principale' });
    await expect(main.getByRole('link', { name: 'Toutes les destinations' })).toHaveAttribute('hreflang', 'en');
    await expect(main.getByRole('link', { name: 'Jeux de 2034' })).toHaveAttribute('href', '/fr/olympics/');
  });

  test('the sitemap lists the French and Spanish pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/fr/', '/es/', '/fr/olympics/', '/es/olympics/']) expect(sitemap).toContain(`${path}</loc>`);
  });
});
