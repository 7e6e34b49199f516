import { expect, test } from '@playwright/test';
import { addDays } from '../../src/lib/calendar.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 49, decision 118: staff give a place a signature mark with its source in the place editor;
// a check dated tomorrow is refused naming the field, nothing saved; the history says it in words.
test('@desktop staff mark a place a signature sight with its source and today’s date: a future date is refused, the history says it in words', async ({
  page,
}) => {
  const id = 'courthouse-wash-rock-art-panel';
  const served = async () => ((await (await page.request.get(`/api/destinations/${id}`)).json()) as { signatureMark?: unknown }).signatureMark;
  const why = 'Fremont and Barrier Canyon rock art beside the road into Arches';
  const source = 'https://www.nps.gov/arch/';
  await signInAsStaff(page, 'mark-editor@staff.example.com');
  const today = utahDate(Date.now());
  try {
    await page.goto(`/destinations/${id}/`);
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    const form = page.locator('form.signature-mark-editor');
    await expect(form.locator('[data-mark-on-file]')).toContainText('The data file gives this place no mark');
    await expect(form.getByLabel('Mark', { exact: true })).toHaveValue('none');

    await form.getByLabel('Mark', { exact: true }).selectOption('signature');
    await form.getByLabel('A sight of').selectOption('Arches');
    await form.getByLabel('Why it is chosen (the line a plan shows)').fill(why);
    await form.getByLabel('Source (web page)').fill(source);
    await form.getByLabel('Checked on').fill(addDays(today, 1));
    await form.getByRole('button', { name: 'Save signature mark' }).click();
    await expect(page.locator(`#mark-${id}-signatureMark-checkedOn-error`)).toHaveText('The day it was checked cannot be in the future');
    await expect(form.getByLabel('Checked on')).toHaveAttribute('aria-invalid', 'true');
    expect(await served()).toBeUndefined();

    await form.getByLabel('Checked on').fill(today);
    await form.getByRole('button', { name: 'Save signature mark' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Signature mark saved\./);
    expect(await served()).toEqual({ mark: 'signature', park: 'Arches', why, source, checkedOn: today });
    await expect(form.getByLabel('Mark', { exact: true })).toHaveValue('signature');
    const line = page.locator('[data-place-history] > li').first();
    await expect(line).toContainText('Edited by mark-editor@staff.example.com');
    await expect(line.locator('dt')).toHaveText(['Signature mark']);
    await expect(line.locator('dd')).toContainText(`a signature sight of Arches: ${why}; checked`);
    await expect(line.locator('dd')).toContainText('source nps.gov/arch');
    await expect(line).not.toContainText('checkedOn');
    await expect(line).not.toContainText('park:');
    await expectAccessible(page);

    // Back to the data file's mark: the correction leaves the API.
    await form.getByRole('button', { name: 'Use the data file’s mark' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Signature mark saved\./);
    expect(await served()).toBeUndefined();
  } finally {
    await page.request.patch(`/api/admin/destinations/${id}`, { data: { signatureMark: null } });
  }
});
