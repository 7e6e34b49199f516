import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { recordCspViolations } from './cspViolations.ts';
import { t } from '../../src/lib/messages/messages.ts';

// /map in French and Spanish (issue 53): one template, the script's words handed as a JSON element.
// A dictionary key left on the page (a word the message layer could not find) reads as its key.
const RAW_KEY = /\b(?:layout|nav|footer|offline|drive|zone|category|transit|map|mapPage|mapControls)\.[a-zA-Z][\w-]*\b/g;

test.describe('the map in French and Spanish', () => {
  test('/map in French and Spanish: the frame, the list and the script’s words, the card linking in the language, the switcher keeping the page, axe clean (in French)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const csp = await recordCspViolations(page);
    await page.goto('/es/map/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'mapPage.h1'));
    await expect(page.locator('[data-map-progress]')).toHaveText(/^Mostrando 48 de \d+ lugares$/);
    await expect(page.getByRole('navigation', { name: t('es', 'layout.languages') }).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/map/',
    );
    expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
    // ?focus= starts the map at once: its card is the script's, in French, linking to the French page.
    await page.goto('/fr/map/?focus=delicate-arch&category=Natural+Wonders');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(4);
    await expect(page.getByLabel('Catégorie')).toHaveValue('Natural Wonders');
    // The list filtered by the script, its progress in French.
    await expect(page.locator('[data-map-progress]')).toHaveText(/^Affichage de \d+ sur \d+ lieux$/);
    await expect(page.locator('[data-map-list] > li').first()).toContainText('Merveilles naturelles ·');
    await expect(page.locator('[data-map]')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    const card = page.locator('.maplibregl-popup .map-card');
    await expect(card).toContainText('Delicate Arch');
    await expect(card).toContainText(/depuis l’aéroport \(zone [^)]+\)/);
    await expect(card.getByRole('link', { name: 'Voir la fiche' })).toHaveAttribute('href', '/fr/destinations/delicate-arch/');
    await expect(page.locator('[data-map-list] > li [data-show]').first()).toHaveAttribute('aria-label', /^Voir .+ sur la carte$/);
    // MapLibre's own controls in French too (its locale option): the zoom buttons, the map's name, the popup's close.
    await expect(page.locator('.maplibregl-ctrl-zoom-in')).toHaveAttribute('aria-label', 'Zoomer');
    await expect(page.locator('.maplibregl-ctrl-zoom-out')).toHaveAttribute('aria-label', 'Dézoomer');
    await expect(page.locator('.maplibregl-canvas')).toHaveAttribute('aria-label', 'Carte');
    await expect(page.locator('.maplibregl-popup-close-button')).toHaveAttribute('aria-label', 'Fermer la fenêtre');
    expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
    await expectAccessible(page);
    expect(csp).toEqual([]);
  });
});
