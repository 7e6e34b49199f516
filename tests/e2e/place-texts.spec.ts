import { expect, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 53, decision 116: a place's own texts in French and Spanish. The server builds from the
// fixture texts (playwright.config.ts: PLACE_TEXTS_DIR), which translate Mesa Arch (tier 1): the
// French description and highlights, the Spanish description; whatever the content files hold.
const PLACE = 'mesa-arch';
const TIER_3 = 'moab-museum';

test('@desktop a French page shows the place’s French texts unmarked and the rest in English marked so; a tier 3 place stays English', async ({ page }) => {
  await page.goto(`/fr/destinations/${PLACE}/`);
  const about = page.locator('section[aria-labelledby="about"] p');
  await expect(about).toContainText("Mesa Arch se dresse au bord même d'une falaise");
  await expect(about).not.toHaveAttribute('lang', /./);
  await expect(page.locator('section[aria-labelledby="highlights"] ul')).not.toHaveAttribute('lang', /./);
  await expect(page.locator('section[aria-labelledby="highlights"] li').first()).toHaveText("La lueur du lever du soleil sous l'arche");
  // Not translated in the fixture: the English, marked.
  await expect(page.locator('section[aria-labelledby="tips"] ol')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Mesa Arch se dresse/);
  await expectAccessible(page);

  await page.goto(`/es/destinations/${PLACE}/`);
  await expect(about).toContainText('Mesa Arch está justo al borde de un acantilado');
  await expect(about).not.toHaveAttribute('lang', /./);
  await expect(page.locator('section[aria-labelledby="highlights"] ul')).toHaveAttribute('lang', 'en');

  await page.goto(`/fr/destinations/${TIER_3}/`);
  await expect(page.locator('section[aria-labelledby="about"] p')).toHaveAttribute('lang', 'en');
  // The English page is as it was: no mark, the English text.
  await page.goto(`/destinations/${PLACE}/`);
  await expect(about).toContainText('Mesa Arch sits right on the edge of a cliff');
  await expect(about).not.toHaveAttribute('lang', /./);
});

test('@desktop staff save a Spanish tip in the place editor, and its Spanish history shows it; the French history does not', async ({ page }) => {
  const staff = 'texts-editor@staff.example.com';
  await signInAsStaff(page, staff);
  const token = Date.now().toString(36);
  const tips = [`Para el amanecer, llegue 45 minutos antes (${token}).`, 'Quédese detrás del arco: el borde no tiene baranda.', 'Lleve una linterna frontal.'];
  await page.goto(`/destinations/${PLACE}/`);
  await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
  const texts = page.locator('[data-place-texts]');
  await expect(texts.getByRole('heading', { name: 'Texts in each language' })).toBeVisible();
  await texts.getByRole('radio', { name: 'Spanish' }).check();
  // The fixture's Spanish, or a staff edit of an earlier run on the same data folder.
  await expect(texts.locator('[data-texts-source]')).toHaveText(/^(From the content file\.|Edited by staff: this wins over the content file\.)$/);
  await expect(texts.getByLabel(/^English: “Mesa Arch sits/)).toHaveValue(/^Mesa Arch está justo/);
  for (const [i, tip] of tips.entries()) await texts.getByLabel(new RegExp(`^Local tips ${i + 1} of 3:`)).fill(tip);
  await texts.getByRole('button', { name: 'Save the Spanish texts' }).click();
  await expect(texts.locator('[data-texts-status]')).toHaveText('Saved. The Spanish page shows it after the site rebuild.');
  await expect(texts.locator('[data-texts-source]')).toHaveText('Edited by staff: this wins over the content file.');
  const line = texts.locator('[data-text-history="es"] > li').first();
  await expect(line).toContainText(`Spanish texts edited by ${staff}`);
  await expect(line.locator('dt')).toHaveText(['Local tips']);
  // The new tip's words (marked inserted against an earlier run's, on the same data folder).
  await expect(line.locator('dd')).toContainText(token);
  await expect(line.locator('dd')).toContainText(tips[2]!);
  await expectAccessible(page);
  // Each language has its own history.
  await texts.getByRole('radio', { name: 'French' }).check();
  await expect(texts.locator('[data-text-history]')).toHaveCount(0);
  await expect(texts.getByText('No staff edits of the French texts yet.')).toBeVisible();
  // The staff list counts the place written in Spanish.
  await page.goto('/admin/texts');
  await expect(page.getByRole('heading', { level: 2, name: /^Spanish: \d+ of \d+ written, \d+ stale/ })).toBeVisible();
  await expect(page.locator('[data-texts-report="es"]').getByRole('link', { name: 'Mesa Arch' })).toHaveCount(0);
});

test('@desktop French search finds a place by a word of its French description; English search does not', async ({ page }) => {
  const texts = page.waitForResponse((r) => r.url().endsWith('/fr/place-texts.json') && r.ok());
  await page.goto('/fr/search/');
  // Typed once the island has hydrated, so the keystrokes reach it.
  await expect(page.locator('astro-island[component-url*="SearchIsland"]:not([ssr])')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Rechercher des destinations' }).fill('embrase');
  await texts;
  await expect(page.locator('.result-count')).toHaveText(/^1 destination trouvée/);
  await expect(page.locator('.destination-card .card-title a')).toHaveText(['Mesa Arch']);
  await expect(page.locator('.destination-card .card-title a')).toHaveAttribute('href', `/fr/destinations/${PLACE}/`);
  await page.goto('/search/');
  await expect(page.locator('astro-island[component-url*="SearchIsland"]:not([ssr])')).toHaveCount(1);
  await page.getByLabel('Search destinations').fill('embrase');
  await expect(page.locator('.result-count')).toHaveText(/^0 destinations found/);
  await expect(page.getByText('No destinations found')).toBeVisible();
});
