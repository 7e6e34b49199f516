import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { READY_TRIPS } from '../../src/features/trips/readyTrips.ts';
import { TRIP_TRANSLATIONS } from '../../src/features/trips/readyTripTexts.ts';

/*
 * The ready-made trips in French and Spanish (issue 53, decision 124): a trip's own title,
 * summary, season and night notes, its days without a car and its "Save for offline" box speak
 * the page's language, none of them marked English; the English pages are the other specs'.
 */

/** A dictionary key left raw in the text: "carFreeDays.heading", "saveOffline.button", "tripPage.season". */
const RAW_KEY = /\b(?:carFreeDays|saveOffline|tripPage|tripsPage|planPage|plan|said|transit)\.[a-zA-Z][\w-]*\b/g;

const LAYOVER = READY_TRIPS.find((t) => t.slug === 'six-hour-layover')!;
const LOOP = READY_TRIPS.find((t) => t.slug === 'red-rock-loop-five-days')!;

const LANGS = [
  {
    lang: 'fr',
    carFree: 'Sans voiture',
    layoverDay: 'L’escale sans voiture',
    summary: /^Atterrissage à 10:00, décollage à 17:00 : .+ retour à la station avant 16:00\. Prévu pour le lundi 10 mai 2027\.$/,
    firstLeg: /^TRAX Green Line : Airport Station 10:00 → .+ \d{1,2}:\d\d \(\d+ arrêts\)$/,
    stop: /^\d{1,2}:\d\d–\d{1,2}:\d\d /,
    back: /^Retour à (1[0-5]:\d\d|16:00)$/,
    button: 'Enregistrer hors ligne',
    moab: 'Porte d’entrée d’Arches et de Canyonlands',
  },
  {
    lang: 'es',
    carFree: 'Sin auto',
    layoverDay: 'La escala sin auto',
    // One period after "p.m." (the sentence does not end on the clock).
    summary:
      /^Aterriza a las 10:00 a\.m\. y vuela a las 5:00 p\.m\.: de vuelta en la estación antes de las 4:00 p\.m\., con TRAX .+ a pie\. Planeado para el lunes, 10 de mayo de 2027\.$/,
    firstLeg: /^TRAX Green Line: Airport Station 10:00 a\.m\. → .+ \d{1,2}:\d\d [ap]\.m\. \(\d+ paradas\)$/,
    stop: /^\d{1,2}:\d\d [ap]\.m\.–\d{1,2}:\d\d [ap]\.m\. /,
    back: /^De regreso a las \d{1,2}:\d\d [ap]\.m\.$/,
    button: 'Guardar sin conexión',
    moab: 'Puerta de entrada a Arches y Canyonlands',
  },
] as const;

async function noRawKey(page: Page): Promise<void> {
  expect((await page.locator('body').innerText()).match(RAW_KEY) ?? []).toEqual([]);
}

test.describe('the ready-made trips in French and Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
  });

  for (const p of LANGS) {
    test(`the layover in ${p.lang}: its title, summary and season, its days without a car and the offline box in the language, axe clean`, async ({ page }) => {
      const own = TRIP_TRANSLATIONS[p.lang].trips[LAYOVER.slug]!;
      await page.goto(`/${p.lang}/trips/${LAYOVER.slug}/`);
      await expect(page).toHaveTitle(new RegExp(`^${own.title}`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(own.title);
      await expect(heading).not.toHaveAttribute('lang', /.*/);
      await expect(page.locator('.plan-hero h1 + p')).toHaveText(own.summary);
      await expect(page.locator('.plan-hero h1 + p')).not.toHaveAttribute('lang', /.*/);
      await expect(page.locator('[data-trip-season] span')).toHaveText(own.season);
      await expect(page.locator('[data-trip-season] span')).not.toHaveAttribute('lang', /.*/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${own.summary.slice(0, 40)}`));

      // The days without a car: their heading, titles, summaries with the day's clocks, legs and stops in the language.
      const block = page.locator('[data-car-free-days]');
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(p.carFree);
      expect(await block.locator('[lang]').count()).toBe(0);
      const layover = block.locator('[data-car-free-day="The layover without a car"]');
      await expect(layover.getByRole('heading', { level: 3 })).toHaveText(p.layoverDay);
      await expect(layover.locator('p').first()).toHaveText(p.summary);
      await expect(layover.locator('.transit-leg').first()).toHaveText(p.firstLeg);
      await expect(layover.locator('[data-car-free-stop]').first()).toHaveText(p.stop);
      await expect(layover.locator('[data-car-free-stop] a').first()).toHaveAttribute('href', new RegExp(`^/${p.lang}/destinations/[a-z0-9-]+/$`));
      await expect(layover.locator('[data-car-free-back]')).toHaveText(p.back);

      // The offline box speaks the language (its script's words handed over as data), unmarked.
      const box = page.locator('[data-save-offline]');
      await expect(box).not.toHaveAttribute('lang', /.*/);
      await expect(box.locator('[data-save-offline-button]')).toHaveText(p.button);
      expect(JSON.parse((await box.getAttribute('data-words'))!).words['saveOffline.button']).toBe(p.button);
      await noRawKey(page);
      await expectAccessible(page);
    });
  }

  test('a trip’s night notes are in the language, unmarked', async ({ page }) => {
    for (const p of LANGS) {
      await page.goto(`/${p.lang}/trips/${LOOP.slug}/`);
      const moab = page.locator('.night-note').filter({ hasText: p.moab });
      await expect(moab).toHaveCount(1);
      await expect(moab).not.toHaveAttribute('lang', /.*/);
      await expect(page.locator('.night-note[lang]')).toHaveCount(0);
    }
  });
});

test.describe('saving a French trip for offline @desktop', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the box’s script says its progress and result in French and links the saved list in English', async ({ page }) => {
    test.slow(); // it stores the page and what it links
    await page.goto(`/fr/trips/${LAYOVER.slug}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.getByRole('button', { name: 'Enregistrer hors ligne' }).click();
    const status = page.locator('[data-save-offline-status]');
    await expect(status).toContainText(/Enregistré hors ligne : \d+ fichiers, [\d,]+ (Ko|Mo)\. Voir Enregistré hors ligne\./, { timeout: 60_000 });
    await expect(status.getByRole('link', { name: 'Enregistré hors ligne' })).toHaveAttribute('hreflang', 'en');
    await expect(page.locator('[data-save-offline-button]')).toHaveText('Mettre à jour la copie enregistrée');
    await noRawKey(page);
  });
});
