import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { recordCspViolations } from './cspViolations.ts';
import { t } from '../../src/lib/messages/messages.ts';
import { READY_TRIPS } from '../../src/features/trips/readyTrips.ts';
import { TRIP_TRANSLATIONS } from '../../src/features/trips/readyTripTexts.ts';

/*
 * The lists in French and Spanish (issue 53, decision 112): /destinations and its later pages, the
 * zone pages and the ready-made trips' list, built from the English pages' templates. One French
 * list filtered and paged, one Spanish zone page, the switcher keeping the page; axe in French.
 */

/** A dictionary key left raw in the text: "listPage.h1", "filter.none", "zonePage.more". */
const RAW_KEY = /\b(?:listPage|list|zonePage|tripsPage|filter|card|drive|zone|places|category|nav|layout|footer)\.[a-zA-Z][\w-]*\b/g;
const cards = (page: Page) => page.locator('#destination-grid > li');
const noRawKey = async (page: Page) => expect((await page.locator('body').innerText()).match(RAW_KEY) ?? [], page.url()).toEqual([]);

test.describe('the lists in French and Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
  });

  test('/fr/destinations/: its words, cards in French, a filter drawing French cards from the index, its next page in French, axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    const csp = await recordCspViolations(page);
    await page.goto('/fr/destinations/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les destinations');
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(4);
    await expect(cards(page).first().locator('.card-title a')).toHaveAttribute('href', /^\/fr\/destinations\//);
    await expect(page.locator('[data-progress]')).toHaveText(/^Affichage : 48 sur \d+ destinations$/);
    const more = page.locator('#show-more a[data-more]');
    await expect(more).toHaveText('Afficher plus');
    await expect(page.locator('.zone-links a').first()).toHaveAttribute('href', '/fr/drive-time/30-minutes/');
    await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
    await noRawKey(page);
    await expectAccessible(page);

    // A filter loads the index and draws its matches with French cards linking in French.
    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Sites olympiques' });
    await expect(page.locator('.result-count')).toHaveText(/^Affichage : \d+ sur \d+ destinations \(\d+ en tout\)$/);
    // Drawn from the index in French: the Games role, the drive and the time needed (the venues show their role, not their category).
    await expect(cards(page).first().locator('.badge').first()).toHaveText(/^(2034|héritage de 2002) : /);
    await expect(cards(page).first().locator('.card-drive')).toHaveText(/^à .+ de SLC$/);
    await expect(cards(page).first().locator('.card-time')).toHaveText(/^Durée de visite : /);
    const links = await cards(page)
      .locator('.card-title a')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/fr/destinations/'))).toEqual([]);
    expect(new URL(page.url()).search).toContain('category=Olympic+Venues');
    await noRawKey(page);

    // The list's next page, as a visitor without script reaches it: French, linking back in French.
    await page.goto('/fr/destinations/page/2/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Toutes les destinations page 2 sur \d+$/);
    await expect(page.getByRole('link', { name: '← Page précédente' })).toHaveAttribute('href', '/fr/destinations/');
    await expect(page.getByRole('status').filter({ hasText: 'Affichage' })).toHaveText(/^Affichage : 49–96 sur \d+ destinations$/);
    await noRawKey(page);
    expect(csp).toEqual([]);
  });

  test('a Spanish zone page: its words, cards and links in Spanish, "Show more" in place, the switcher keeping the page', async ({ page }) => {
    await page.goto('/es/drive-time/1-hour/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'zonePage.title', { zone: '1 hora' }));
    await expect(page.locator('#zone-list-heading')).toHaveText(/^\d+ destinos, entre 30 minutos y 1 hora de manejo$/);
    const grid = page.locator('#zone-grid > li');
    await expect(grid).toHaveCount(48);
    await expect(grid.first().locator('.card-title a')).toHaveAttribute('href', /^\/es\/destinations\//);
    await expect(page.locator('.zone-links a').first()).toHaveAttribute('href', '/es/drive-time/30-minutes/');
    const more = page.getByRole('link', { name: 'Mostrar más' });
    await expect(more).toHaveAttribute('href', '/es/drive-time/1-hour/page/2/');
    await expect(more).toHaveAttribute('data-enhanced', '');
    await more.click();
    await expect(grid).toHaveCount(96);
    await expect(grid.nth(48).locator('.card-title a')).toHaveAttribute('href', /^\/es\/destinations\//);
    await expect(page.locator('[data-show-more] [role="status"]')).toHaveText(/^Mostrando 96 de \d+ destinos$/);
    await noRawKey(page);
    await page.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/drive-time\/1-hour\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 heure depuis l’aéroport de SLC');
  });

  test('the ready-made trips’ list in French: its words, the trips’ own texts in French (decision 124), links in French', async ({ page }) => {
    await page.goto('/fr/trips/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voyages tout prêts');
    const first = page.locator('[data-ready-trips] h3 a').first();
    await expect(first).toHaveAttribute('href', `/fr/trips/${READY_TRIPS[0]!.slug}/`);
    await expect(first).toHaveText(TRIP_TRANSLATIONS.fr.trips[READY_TRIPS[0]!.slug]!.title);
    await expect(page.locator('[data-ready-trips] [lang]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Planifier votre propre voyage' })).toHaveAttribute('href', '/fr/plan/');
    await noRawKey(page);
  });
});
