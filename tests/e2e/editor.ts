import { expect, type Page } from '@playwright/test';

/**
 * Issue 29, decision 049: a staff edit of the catalogue place `place`, made on the rebuild server
 * with the signed-in staff `email` before its one real rebuild, so the same build proves both. The
 * API shows the edit at once and the old prebuilt page does not, the history lists it; `checkBuilt`
 * proves the rebuilt page carries it. The rebuild server has a database of its own, removed after
 * the test: nothing to put back.
 */
export async function editBeforeRebuild(page: Page, email: string, place: string) {
  const api = `/api/destinations/${place}`;
  const original = ((await (await page.request.get(api)).json()) as { bestTimeToVisit: string }).bestTimeToVisit;
  const text = `Rebuilt mornings ${Date.now().toString(36)}`;
  const edited = await page.request.patch(`/api/admin/destinations/${place}`, { data: { seasonality: text } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(((await (await page.request.get(api)).json()) as { bestTimeToVisit: string }).bestTimeToVisit).toBe(text);
  expect(await (await page.request.get(`/destinations/${place}/`)).text()).not.toContain(text);
  const history = (await (await page.request.get(`/api/admin/destinations/${place}/history`)).json()) as Array<{
    changes: unknown;
    actorEmail: string;
  }>;
  expect(history[0]).toMatchObject({ actorEmail: email, changes: [{ field: 'seasonality', before: original, after: text }] });
  return {
    async checkBuilt() {
      const built = await page.request.get(`/destinations/${place}/`);
      expect(built.status()).toBe(200);
      expect(await built.text()).toContain(text);
    },
  };
}
