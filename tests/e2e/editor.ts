import { expect, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/** The catalogue place the rebuild test edits (the UI test edits another, so parallel runs never meet). */
const REBUILT_PLACE = 'fielding-garr-ranch';

/**
 * Issue 29, decision 049: a staff edit of a catalogue place, made on the rebuild server with the
 * signed-in staff `email` before its one real rebuild, so the same build proves both. The API
 * shows the edit at once and the old prebuilt page does not, the history lists it; `checkBuilt` proves the rebuilt page
 * carries it; `undo` puts the old text back (as staff again).
 */
export async function editBeforeRebuild(page: Page, email: string) {
  const api = `/api/destinations/${REBUILT_PLACE}`;
  const original = ((await (await page.request.get(api)).json()) as { bestTimeToVisit: string }).bestTimeToVisit;
  const text = `Rebuilt mornings ${Date.now().toString(36)}`;
  const edited = await page.request.patch(`/api/admin/destinations/${REBUILT_PLACE}`, { data: { seasonality: text } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(((await (await page.request.get(api)).json()) as { bestTimeToVisit: string }).bestTimeToVisit).toBe(text);
  expect(await (await page.request.get(`/destinations/${REBUILT_PLACE}/`)).text()).not.toContain(text);
  const history = (await (await page.request.get(`/api/admin/destinations/${REBUILT_PLACE}/history`)).json()) as Array<{
    changes: unknown;
    actorEmail: string;
  }>;
  expect(history[0]).toMatchObject({ actorEmail: email, changes: [{ field: 'seasonality', before: original, after: text }] });
  return {
    async checkBuilt() {
      const built = await page.request.get(`/destinations/${REBUILT_PLACE}/`);
      expect(built.status()).toBe(200);
      expect(await built.text()).toContain(text);
    },
    async undo() {
      await signIn(page, email);
      await page.request.patch(`/api/admin/destinations/${REBUILT_PLACE}`, { data: { seasonality: original } });
    },
  };
}
