import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import type { DestinationPhotos } from '../../src/features/photos/photos.ts';
import { jpegWithGps } from '../helpers/images.ts';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 22 in the browser: a business uploads a photo on its status page, staff approve it in the
// review dialog, and staff hide a photo on a destination page.

const signInStaffOf = (page: Page, info: TestInfo, what: string) => signInAsStaff(page, `${what}-${info.project.name}@staff.example.com`);

/** A pending submission with a status link of our own (only its hash is stored, as the app does). */
async function submissionWithLink(name: string): Promise<{ token: string; cleanup: () => Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(fs.readFileSync(path.join(E2E_DATA_DIR, 'db.url'), 'utf8').trim(), { max: 1, onnotice: () => {} });
  const token = randomBytes(32).toString('base64url');
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role, client_key, status_token_hash)
    VALUES (${name}, 'outdoor', '1 Main St, Moab, UT 84532', '(435) 555-0100', 'photos@example.com', 'Guided canyon walks.', 'Pat Photo', 'owner',
            ${`e2e-${name}`}, ${createHash('sha256').update(token).digest('hex')})
    RETURNING id`;
  return {
    token,
    cleanup: async () => {
      await sql`UPDATE submissions SET status = 'rejected' WHERE id = ${row!.id}`;
      await sql.end();
    },
  };
}

test('a business uploads a photo on its status page; staff see it only in review and approve it there', async ({ page, browser }, info) => {
  // Two people, a sign-in by e-mail, an upload and two accessibility scans.
  test.slow();
  const name = `Photo Canyon Tours ${info.project.name} ${Date.now().toString(36)}`;
  const { token, cleanup } = await submissionWithLink(name);
  try {
    await page.goto(`/submissions/status?token=${token}`);
    const section = page.getByRole('region', { name: 'Photos of your place' });
    await expect(section).toBeVisible();
    await section
      .getByLabel('Photo (JPEG, PNG or WebP, up to 8 MB)')
      .setInputFiles({ name: 'canyon.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(900, 600) });
    await section.getByLabel('What the photo shows').fill('Red canyon walls at noon');
    // Without the rights confirmed, nothing is sent.
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await expect(section.getByRole('alert')).toHaveText('Confirm that you hold the rights to this photo.');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await expect(section.getByRole('status')).toContainText('Photo uploaded');
    const thumb = section.getByRole('img', { name: 'Red canyon walls at noon' });
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await expect(section).toContainText('Waiting for review');
    await expectAccessible(page);

    // A file of another type is refused before it is sent.
    await section
      .getByLabel('Photo (JPEG, PNG or WebP, up to 8 MB)')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await section.getByLabel('What the photo shows').fill('Our logo');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await expect(section.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');

    const src = await thumb.getAttribute('src');
    const publicFile = src!.replace(/\?token=.*$/, '');
    expect((await page.request.get(publicFile)).status()).toBe(404);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInStaffOf(staff, info, 'photos');
    await staff.goto('/admin/submissions');
    const card = staff
      .getByRole('tabpanel', { name: 'Pending' })
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name }) });
    await card.getByRole('button', { name: /^Review/ }).click();
    const dialog = staff.getByRole('dialog');
    const photos = dialog.getByRole('group', { name: 'Photos (1)' });
    await expect(photos.getByRole('img', { name: 'Red canyon walls at noon' })).toBeVisible();
    await expect(photos).toContainText('Waiting for review');
    await photos.getByRole('button', { name: 'Approve photo: Red canyon walls at noon' }).click();
    await expect(photos).toContainText('Approved: shown on the place');
    await expectAccessible(staff);
    await staffContext.close();
    // Approved, but its place is not: still not public.
    expect((await page.request.get(publicFile)).status()).toBe(404);
  } finally {
    await cleanup();
  }
});

test('staff hide a photo on a destination page, and it is gone for everyone', async ({ page, browser }, info) => {
  // Another place in Arches than photos.spec.ts uses: hidden photos are per place.
  const place = info.project.name === 'desktop' ? 'park-avenue-arches' : 'balanced-rock-arches';
  await signInStaffOf(page, info, 'hide-photos');
  await page.goto(`/destinations/${place}/`);
  const section = page.getByRole('region', { name: 'Photos' });
  await expect(section.locator('figure.photo')).toHaveCount(2);
  const first = section.locator('figure.photo').first();
  const alt = await first.locator('img').getAttribute('alt');
  const photoId = await first.getAttribute('data-photo-id');
  await first.getByRole('button', { name: `Hide this photo: ${alt}` }).click();
  await expect(first).toContainText('Hidden on this place.');
  try {
    const visitor = await browser.newContext();
    const answer = (await (await visitor.request.get(`/api/destinations/${place}/photos`)).json()) as DestinationPhotos;
    expect(answer.photos.map((p) => p.id)).not.toContain(photoId);
    expect(answer.photos).toHaveLength(1);
    // Visitors get no Hide button.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/destinations/${place}/`);
    await expect(visitorPage.getByRole('region', { name: 'Photos' }).locator('figure.photo')).toHaveCount(1);
    await expect(visitorPage.getByRole('button', { name: /Hide this photo/ })).toHaveCount(0);
    await visitor.close();
  } finally {
    const shown = await page.request.put('/api/admin/hidden-photos', { data: { destinationId: place, photoId, hidden: false } });
    expect(shown.status()).toBe(200);
  }
});
