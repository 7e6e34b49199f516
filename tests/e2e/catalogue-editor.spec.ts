import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { addDays } from '../../src/lib/calendar.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { approveNewPlace, expectAccessible, signIn, signInAsStaff } from './helpers.ts';

// Issue 29, decision 049: the staff catalogue editor on a destination page. The prebuilt page
// following the edit after a rebuild is proven in site-rebuild.spec.ts (the suite's one real build).
const PLACE = 'frary-peak-trail';
const API = `/api/admin/destinations/${PLACE}`;

test('@desktop staff edit a place from its page: the API shows it at once, the history lists it, a refused value stays typed; a visitor gets 403, anonymous 401', async ({
  page,
}) => {
  const original = ((await (await page.request.get(`/api/destinations/${PLACE}`)).json()) as { bestTimeToVisit: string }).bestTimeToVisit;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(new URL(r.url()).pathname);
  });
  // Anonymous: the page loads none of the editor; the API answers 401.
  await page.goto(`/destinations/${PLACE}/`);
  await expect(page.locator('body[data-catalogue-merged]')).toHaveCount(1);
  expect(scripts.filter((s) => /PlaceEditor|staff\./.test(s))).toEqual([]);
  expect((await page.request.patch(API, { data: { seasonality: 'Never' } })).status()).toBe(401);
  // A signed-in visitor: the gate alone, no button, no editor; the API answers 403.
  await signIn(page, 'editor-visitor@example.com');
  await page.goto(`/destinations/${PLACE}/`);
  await expect(page.locator('astro-island[component-url*="PlaceEditorGate"]:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Add to favorites|Favorited/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit this place (staff)' })).toHaveCount(0);
  expect(scripts.filter((s) => /PlaceEditor\.|staff\./.test(s))).toEqual([]);
  expect((await page.request.patch(API, { data: { seasonality: 'Never' } })).status()).toBe(403);
  expect((await page.request.get(`${API}/history`)).status()).toBe(403);
  await page.context().clearCookies();

  const staff = 'catalogue-editor@staff.example.com';
  await signInAsStaff(page, staff);
  const token = Date.now().toString(36);
  // The old text with words added: the history marks only those (issue 40).
  const text = `${original}; quieter on weekdays ${token}`;
  try {
    await page.goto(`/destinations/${PLACE}/`);
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    const best = page.getByLabel('Best time to visit');
    await expect(best).toHaveValue(original);

    // The server refuses a bad web address: the message sits under its field and what was typed stays.
    const website = page.getByLabel('Website');
    await website.fill('not a web address');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('#edit-frary-peak-trail-website-error')).toHaveText('Please enter a web address starting with http:// or https://');
    await expect(website).toHaveValue('not a web address');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await website.fill('');
    await best.fill(text);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Saved\./);
    expect(((await (await page.request.get(`/api/destinations/${PLACE}`)).json()) as { bestTimeToVisit: string }).bestTimeToVisit).toBe(text);
    const line = page.locator('[data-place-history] > li').first();
    await expect(line).toContainText(`Edited by ${staff}`);
    await expect(line.locator('dt')).toHaveText(['Best time to visit']);
    await expect(line.locator('[data-word-diff]')).toHaveText(text);
    await expect(line.locator('del')).toHaveCount(0);
    await expect(line.locator('ins')).toHaveText([`; quieter on weekdays ${token}`]);
    await expectAccessible(page);
  } finally {
    await page.request.patch(API, { data: { seasonality: original } });
  }
});

test('@desktop /admin/catalogue finds a place by name, withdraws it from the public catalogue and restores it, both in its history', async ({ page }) => {
  const name = `Editor Withdrawal Rink ${Date.now().toString(36)}`;
  const place = await approveNewPlace(name);
  try {
    await signInAsStaff(page, 'catalogue-admin@staff.example.com');
    await page.goto('/admin/catalogue');
    await page.getByLabel('Find a place by name or id').fill(name.slice(0, 30));
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { name: `Edit “${name}”` })).toBeVisible();
    await expectAccessible(page);

    // Withdraw asks first and says what it does; keeping it changes nothing.
    await page.getByRole('button', { name: 'Withdraw this place' }).click();
    await expect(page.getByRole('group', { name: /^Withdraw .+\? It leaves every list, search, the map, the API and its own page at once/ })).toBeVisible();
    await page.getByRole('button', { name: 'Keep it published' }).click();
    expect((await page.request.get(`/api/destinations/${place.id}`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Withdraw this place' }).click();
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Withdrawn:/);
    expect((await page.request.get(`/api/destinations/${place.id}`)).status()).toBe(404);
    // Its page goes at once too (issue 49, decision 085): 410, not the next rebuild.
    expect((await page.request.get(`/destinations/${place.id}/`)).status()).toBe(410);
    await expect(page.locator('[data-place-history] > li').first()).toContainText('Withdrawn by catalogue-admin@staff.example.com');

    await page.getByRole('button', { name: 'Restore this place' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Restored:/);
    expect((await page.request.get(`/api/destinations/${place.id}`)).status()).toBe(200);
    expect((await page.request.get(`/destinations/${place.id}/`)).status()).toBe(200);
    await expect(page.locator('[data-place-history] > li strong')).toHaveText(['Restored', 'Withdrawn']);
  } finally {
    await place.withdraw();
  }
});

// Issue 40: the facts that age are edited like the rest, with the import's rules and a marked history.
test('@desktop staff correct a permit and a fee’s source with today’s checked date: the API shows them, the history marks the changed words', async ({
  page,
}) => {
  const id = 'canyonlands-national-park';
  const before = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { permits: unknown[]; pricingChecked: unknown };
  await signInAsStaff(page, 'facts-editor@staff.example.com');
  const today = utahDate(Date.now());
  try {
    await page.goto(`/destinations/${id}/`);
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    const permit = page.getByRole('group', { name: 'Permit 1' });
    const fees = page.getByRole('group', { name: 'Fees: where they were read' });
    await expect(permit.getByLabel('What is needed and where to apply')).toHaveValue(/^No entry reservation\./);

    // A source that is not a web page is refused under its field, and nothing is written.
    await permit.getByLabel('Source (web page)').fill('not a web address');
    await page.getByRole('button', { name: 'Save facts' }).click();
    await expect(permit.locator('.field-error')).toHaveText('Please enter a web address starting with http:// or https://');

    const text = await permit.getByLabel('What is needed and where to apply').inputValue();
    await permit.getByLabel('What is needed and where to apply').fill(text.replace('No entry reservation.', 'No entry reservation in winter.'));
    await permit.getByLabel('Source (web page)').fill('https://www.nps.gov/cany/planyourvisit/backcountry-permits.htm');
    await permit.getByLabel('Checked on').fill(today);
    await fees.getByLabel('Source (web page)').fill('https://www.nps.gov/cany/planyourvisit/fees.htm#entrance');
    await fees.getByLabel('Checked on').fill(today);
    await page.getByRole('button', { name: 'Save facts' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Facts saved\./);

    const served = (await (await page.request.get(`/api/destinations/${id}`)).json()) as {
      permits: Array<{ text: string; source: string; checkedOn: string }>;
      pricingChecked: { source: string; checkedOn: string };
    };
    expect(served.permits[0]).toMatchObject({ text: expect.stringMatching(/^No entry reservation in winter\./), checkedOn: today });
    expect(served.pricingChecked).toEqual({ source: 'https://www.nps.gov/cany/planyourvisit/fees.htm#entrance', checkedOn: today });
    const line = page.locator('[data-place-history] > li').first();
    await expect(line.locator('dt')).toHaveText(['Fees: source and checked date', 'Permits and reservations']);
    // The history reads the check in words ("checked Dec 6, 2026, source nps.gov/…"), the new part of the source marked.
    await expect(line.locator('ins', { hasText: '#entrance' })).toHaveCount(1);
    await expect(line).not.toContainText('checkedOn');
    await expect(line.locator('ins', { hasText: 'winter' })).toHaveCount(1);
    await expectAccessible(page);
  } finally {
    await page.request.patch(`/api/admin/destinations/${id}`, { data: { permits: before.permits, pricingChecked: before.pricingChecked } });
  }
});

// Issue 49: the server refuses a fact checked in the future (a future date would keep it off "Due
// for review"); the editor shows the refusal under the field and keeps what was typed.
test('@desktop the editor refuses a fee checked tomorrow: the message names the field, nothing is saved', async ({ page }) => {
  const id = 'moab-giants';
  const served = async () => ((await (await page.request.get(`/api/destinations/${id}`)).json()) as { pricingChecked: unknown }).pricingChecked;
  const before = await served();
  await signInAsStaff(page, 'future-check@staff.example.com');
  const historyBefore = ((await (await page.request.get(`/api/admin/destinations/${id}/history`)).json()) as unknown[]).length;
  // The server's day in Utah: the browser's clock plays no part in the refusal.
  const tomorrow = addDays(utahDate(Date.now()), 1);
  await page.goto(`/destinations/${id}/`);
  await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
  const fees = page.getByRole('group', { name: 'Fees: where they were read' });
  await fees.getByLabel('Source (web page)').fill('https://www.moabgiants.com/tickets');
  const checkedOn = fees.getByLabel('Checked on');
  await checkedOn.fill(tomorrow);
  await page.getByRole('button', { name: 'Save facts' }).click();
  await expect(page.locator(`#facts-${id}-pricingChecked-checkedOn-error`)).toHaveText('The day it was checked cannot be in the future');
  await expect(checkedOn).toHaveAttribute('aria-invalid', 'true');
  await expect(checkedOn).toHaveValue(tomorrow);
  await expect(page.locator('[data-editor-status]')).not.toHaveText(/^Facts saved/);
  expect(await served()).toEqual(before);
  expect(((await (await page.request.get(`/api/admin/destinations/${id}/history`)).json()) as unknown[]).length).toBe(historyBefore);
});

// Issue 48 and 49, decision 111: staff correct a place's notability tier with its source; the API,
// the editor and the history (in words, not keys) show it, and a check dated tomorrow is refused.
test('@desktop staff correct a place’s tier with its source and today’s date: it is saved, and the history says it in words', async ({ page }) => {
  const id = 'antelope-island-state-park';
  const served = async () => ((await (await page.request.get(`/api/destinations/${id}`)).json()) as { notability?: unknown }).notability;
  await signInAsStaff(page, 'tier-editor@staff.example.com');
  const today = utahDate(Date.now());
  try {
    await page.goto(`/destinations/${id}/`);
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    const group = page.getByRole('group', { name: 'Notability tier' });
    await expect(group.locator('[data-tier-on-file]')).toContainText('The data file says tier 1, world-famous');
    await expect(group.getByLabel('Tier')).toHaveValue('1');

    await group.getByLabel('Tier').selectOption('2');
    await group.getByLabel('Source (web page)').fill('https://stateparks.utah.gov/parks/antelope-island/');
    await group.getByLabel('Checked on').fill(addDays(today, 1));
    await page.getByRole('button', { name: 'Save tier, seasons and winter rule' }).click();
    await expect(page.locator(`#corrections-${id}-notability-checkedOn-error`)).toHaveText('The day it was checked cannot be in the future');
    expect(await served()).toBeUndefined();

    await group.getByLabel('Checked on').fill(today);
    await page.getByRole('button', { name: 'Save tier, seasons and winter rule' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Corrections saved\./);
    expect(await served()).toEqual({ tier: 2, source: 'https://stateparks.utah.gov/parks/antelope-island/', checkedOn: today });
    await expect(group.getByLabel('Tier')).toHaveValue('2');
    const line = page.locator('[data-place-history] > li').first();
    await expect(line).toContainText('Edited by tier-editor@staff.example.com');
    await expect(line.locator('dt')).toHaveText(['Notability tier']);
    await expect(line.locator('dd')).toContainText('tier 2, the region’s highlight; checked');
    await expect(line.locator('dd')).toContainText('source stateparks.utah.gov/parks/antelope-island');
    await expect(line).not.toContainText('checkedOn');
    await expectAccessible(page);
  } finally {
    await page.request.patch(`/api/admin/destinations/${id}`, { data: { notability: null } });
  }
});

/** `npm run data:export` against the e2e server's database, into a copy of the catalogue files; the file of `name` as written. */
function exportInto(name: string): { permits: unknown; pricingChecked: unknown; id: string }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-export-'));
  try {
    fs.cpSync('supabase/seed/destinations', dir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/data-export.ts')], {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', SEED_DIR: dir },
      encoding: 'utf8',
    });
    return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { permits: unknown; pricingChecked: unknown; id: string }[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Issue 40's loop, as staff meet it: a permit whose "until" has passed is due in /admin/review at
// once (its passing on the reader's clock is facts.spec.ts's Arches test, on a fake clock; the
// server's day is real, so here the permit's "until" is set to yesterday as the day passing it
// would leave it); staff open it from the list, correct the permit and the fee's source with
// today's checked date, the API and the marked history show them, the list lets it go, and
// `data:export` writes them into the catalogue file. The prebuilt page follows after the rebuild an
// edit asks for (site-rebuild.spec.ts; browser tests do not rebuild, decision 027).
test('@desktop a permit past its "until" is due in /admin/review; staff correct it and the fee’s source, the API and the history show them, data:export writes them', async ({
  page,
}) => {
  const id = 'canyonlands-national-park';
  const before = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { permits: unknown[]; pricingChecked: unknown };
  const today = utahDate(Date.now());
  const yesterday = utahDate(Date.now() - 86_400_000);
  const sql = postgres(fs.readFileSync(path.join(E2E_DATA_DIR, 'db.url'), 'utf8').trim(), { max: 1, onnotice: () => {} });
  await sql`UPDATE destinations SET details = jsonb_set(details, '{permits,0,until}', ${sql.json(yesterday)}) WHERE id = ${id}`;
  await signInAsStaff(page, 'facts-loop@staff.example.com');
  try {
    await page.goto('/admin/review');
    const due = page.locator(`tr[data-due="${id}"][data-kind="permits"]`);
    await expect(due).toContainText('No entry reservation.');
    await expect(due.locator('[data-lapsed]')).toHaveText(` · Last checked for ${yesterday.slice(0, 4)}`);
    await expectAccessible(page);
    await due.getByRole('link', { name: 'Canyonlands National Park' }).click();
    await expect(page).toHaveURL(new RegExp(`/destinations/${id}/$`));

    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    const permit = page.getByRole('group', { name: 'Permit 1' });
    const fees = page.getByRole('group', { name: 'Fees: where they were read' });
    await expect(permit.getByLabel('Holds until (optional)')).toHaveValue(yesterday);
    const text = await permit.getByLabel('What is needed and where to apply').inputValue();
    await permit.getByLabel('What is needed and where to apply').fill(text.replace('No entry reservation.', 'No entry reservation this year.'));
    await permit.getByLabel('Source (web page)').fill('https://www.nps.gov/cany/planyourvisit/permits.htm');
    await permit.getByLabel('Checked on').fill(today);
    await permit.getByLabel('Holds until (optional)').fill(`${today.slice(0, 4)}-12-31`);
    await fees.getByLabel('Source (web page)').fill('https://www.nps.gov/cany/planyourvisit/fees.htm#passes');
    await fees.getByLabel('Checked on').fill(today);
    await page.getByRole('button', { name: 'Save facts' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Facts saved\./);

    const permitNow = {
      text: expect.stringMatching(/^No entry reservation this year\./),
      source: 'https://www.nps.gov/cany/planyourvisit/permits.htm',
      checkedOn: today,
      until: `${today.slice(0, 4)}-12-31`,
    };
    const feesNow = { source: 'https://www.nps.gov/cany/planyourvisit/fees.htm#passes', checkedOn: today };
    const served = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { permits: unknown[]; pricingChecked: unknown };
    expect(served.permits[0]).toMatchObject(permitNow);
    expect(served.pricingChecked).toEqual(feesNow);
    const line = page.locator('[data-place-history] > li').first();
    await expect(line.locator('dt')).toHaveText(['Fees: source and checked date', 'Permits and reservations']);
    await expect(line.locator('ins', { hasText: 'this year' })).toHaveCount(1);
    await expect(line.locator('ins', { hasText: '#passes' })).toHaveCount(1);

    // Corrected and dated: no longer due.
    await page.goto('/admin/review');
    await expect(page.locator('[data-due-for-review]')).toBeVisible();
    await expect(due).toHaveCount(0);

    const written = exportInto('canyon-country-southeast.json').find((d) => d.id === id)!;
    expect((written.permits as unknown[])[0]).toMatchObject(permitNow);
    expect(written.pricingChecked).toEqual(feesNow);
  } finally {
    await page.request.patch(`/api/admin/destinations/${id}`, { data: { permits: before.permits, pricingChecked: before.pricingChecked } });
    await sql.end();
  }
});
