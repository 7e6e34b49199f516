import { expect, test } from '@playwright/test';
import { placesClosedBy } from '../../src/features/closures/alongRoad.ts';
import { closedEdgeKeys, type RoadClosures } from '../../src/features/closures/closures.ts';
import { canyonStatuses } from '../../src/features/closures/closures.server.ts';
import { closureRows } from '../../src/features/closures/fromUdot.ts';
import { parseRecords, udotEventSchema } from '../../src/features/closures/udot.schema.ts';
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { lccClosure, zionTunnelClosure } from '../fakes/udot.ts';
import { recordCspViolations } from './cspViolations.ts';
import { expectAccessible } from './helpers.ts';

// Issue 40 at phone width: /conditions and the pages SR-210 closed at Snowbird and SR-9 closed east
// of the Zion tunnel touch (the journey itself, against the fake UDOT, is seasons.spec.ts's).

/**
 * GET /api/road-closures as the server answers it with the two closures in force: UDOT's records
 * matched by the server's own code (closureRows, closedEdgeKeys, placesClosedBy, canyonStatuses). The phone-width
 * test serves it (and the answer with UDOT down) to its page rather than changing the shared fake
 * UDOT: the phone project runs beside the desktop one, whose closure tests would see the change.
 */
function bothClosuresAnswer(since: number): RoadClosures {
  const places = readCatalogue('supabase/seed/destinations').flatMap((d) => (d.coordinates ? [{ id: d.id, ...d.coordinates }] : []));
  const items = closureRows(parseRecords(udotEventSchema, [lccClosure(since), zionTunnelClosure(since)]), [], places, new Date());
  return {
    source: 'udot',
    checkedAt: new Date().toISOString(),
    reason: null,
    closedEdgeKeys: closedEdgeKeys(items),
    closedPlaceIds: placesClosedBy(items),
    items,
    canyons: canyonStatuses(items),
  };
}

// Three tests, each its own page set, so none waits on the others' pages (issue 38: none over 20 s).
test.describe('@phone /conditions and the pages the two closures touch', () => {
  test('/conditions with both closures fits a phone and is axe clean, its map of the closures too, under the CSP', async ({ page }) => {
    const answer = bothClosuresAnswer(Math.floor(Date.now() / 1000) - 3600);
    expect(answer.items.map((i) => i.road)).toEqual(['SR-210', 'SR-9']);
    await page.route('**/api/road-closures', (route) => route.fulfill({ json: answer }));
    // The map of the closures loads MapLibre, its worker, the style and the road lines under the site's CSP.
    const violations = await recordCspViolations(page);
    await page.goto('/conditions');
    await expect(page.locator('[data-udot-items] > li')).toHaveCount(2);
    await expect(page.locator('[data-canyon="SR-210"]')).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('[data-conditions-page]')).toHaveAttribute('data-loaded', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Show today’s closures on a map' }).click();
    const map = page.getByRole('region', { name: /^Map of today’s closures/ });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 45_000 });
    await expect(map.locator('.closure-pin')).toHaveCount(2);
    await expectAccessible(page);
    expect(violations).toEqual([]);
  });

  test('the places the two closures touch fit a phone and are axe clean with the closure shown', async ({ page }) => {
    const answer = bothClosuresAnswer(Math.floor(Date.now() / 1000) - 3600);
    await page.route('**/api/road-closures', (route) => route.fulfill({ json: answer }));
    for (const id of ['little-cottonwood-canyon', 'zion-mount-carmel-highway']) {
      await page.goto(`/destinations/${id}/`);
      await expect(page.locator('[data-today-roads] .today-road.closure'), id).toHaveCount(1);
      await expectAccessible(page);
    }
  });

  test('/conditions with UDOT down says so, keeps the parks’ own answers, and is axe clean', async ({ page }) => {
    // UDOT down, as the server answers then.
    const down: RoadClosures = {
      ...bothClosuresAnswer(Math.floor(Date.now() / 1000) - 3600),
      source: 'usual',
      reason: 'UDOT could not be reached.',
      closedEdgeKeys: [],
      closedPlaceIds: [],
      items: [],
      canyons: [],
    };
    await page.route('**/api/road-closures', (route) => route.fulfill({ json: down }));
    await page.goto('/conditions');
    await expect(page.locator('[data-udot-status]')).toHaveText('UDOT could not be reached. The usual seasonal windows below still hold.');
    await expect(page.locator('[data-conditions-page]')).toHaveAttribute('data-loaded', 'true');
    await expect(page.locator('[data-unit="care"]')).toHaveAttribute('data-state', 'unavailable');
    await expect(page.locator('[data-unit="arch"]')).toHaveAttribute('data-state', 'ok');
    await expectAccessible(page);
  });

  test('/fr/conditions and /es/conditions write the live states in the language, mark UDOT’s own words English, and link the places in the language (issue 53)', async ({
    page,
  }) => {
    const answer = bothClosuresAnswer(Math.floor(Date.now() / 1000) - 3600);
    await page.route('**/api/road-closures', (route) => route.fulfill({ json: answer }));
    await page.goto('/fr/conditions/');
    const items = page.locator('[data-udot-items] > li');
    await expect(items).toHaveCount(2);
    await expect(items.first().locator('p').first()).toContainText(/^SR-210 fermée/);
    await expect(items.first().locator('p.muted[lang="en"]')).toHaveCount(1);
    await expect(items.first().getByRole('link', { name: 'Snowbird' })).toHaveAttribute('href', '/fr/destinations/snowbird/');
    await expect(page.locator('[data-udot-status]')).toHaveText(/^Dernière réponse de l’UDOT à /);
    await expect(page.locator('[data-udot-status]')).not.toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-canyon="SR-210"] [data-canyon-state]')).toHaveText(/^Fermée depuis .* — UDOT$/);
    await expect(page.locator('[data-canyon="SR-190"] [data-canyon-state]')).toHaveText('Ouverte — UDOT');
    await expect(page.locator('[data-traction-rule]')).toContainText('loi sur l’adhérence');
    await expect(page.locator('[data-conditions-page]')).toHaveAttribute('data-loaded', 'true');
    await expect(page.locator('[data-rivers-items] > li').first()).toContainText('pieds cubes par seconde');
    // No dictionary key left raw, and the page's English is only what is marked so.
    expect((await page.locator('body').innerText()).match(/\bconditions(Live|Page)\.[\w.-]+/g) ?? []).toEqual([]);
    await expectAccessible(page);

    // UDOT down: our server's reason stays English, marked; the rest is Spanish.
    await page.unroute('**/api/road-closures');
    await page.route('**/api/road-closures', (route) =>
      route.fulfill({
        json: { ...answer, source: 'usual', reason: 'UDOT could not be reached.', closedEdgeKeys: [], closedPlaceIds: [], items: [], canyons: [] },
      }),
    );
    await page.goto('/es/conditions/');
    const status = page.locator('[data-udot-status]');
    await expect(status).toHaveText('UDOT could not be reached. Los periodos de temporada habituales de abajo siguen vigentes.');
    await expect(status.locator('span[lang="en"]')).toHaveText('UDOT could not be reached.');
    await expect(page.locator('[data-canyon="SR-210"] [data-canyon-state]')).toHaveText('Se desconoce por ahora (vea UDOT arriba)');
  });
});
