import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { CONDITIONS_SCENARIO } from './global-setup.ts';
import { expectAccessible, signInThroughEmail, usersCli } from './helpers.ts';

// Issue 30: the admin panel's System Status shows what the server checked, not "healthy" for all.

async function signInAsStaff(page: Page, info: TestInfo): Promise<void> {
  const email = `health-${info.project.name}@staff.example.com`;
  expect(usersCli('set-role', email, 'staff')).toContain('role=staff');
  await signInThroughEmail(page, email);
}

const system = (page: Page, name: string) =>
  page.getByRole('tabpanel', { name: 'Overview' }).getByRole('region', { name: 'System Status' }).getByRole('listitem').filter({ hasText: name });

test.describe('health and the system status', () => {
  test('an uptime monitor reads /api/health: 200 ok with the database check, never cached', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
    const body = (await response.json()) as { status: string; checks: { database: { status: string } } };
    expect(['ok', 'degraded']).toContain(body.status);
    expect(['ok', 'slow']).toContain(body.checks.database.status);
  });

  test('staff see each system’s real state, and a failing weather service in red with words', async ({ page }, info) => {
    await signInAsStaff(page, info);
    // A visitor-facing call that reaches the NWS: the airport chip's weather (the fake answers it).
    expect((await page.request.get('/api/weather/slc-airport')).status()).toBe(200);
    await page.goto('/admin');
    await expect(system(page, 'Database')).toContainText('working');
    await expect(system(page, 'Database')).toContainText(/answered in \d+ ms/);
    // No SMTP_URL in the browser tests: mail goes to the outbox, which is what was checked.
    await expect(system(page, 'Email')).toContainText('working');
    await expect(system(page, 'Email')).toContainText('outbox');
    // No Google key and no rebuild in the browser tests: said so, not "healthy".
    await expect(system(page, 'Google Places')).toContainText('not configured');
    await expect(system(page, 'Site build')).toContainText('not configured');
    await expect(page.getByRole('region', { name: 'System Status' })).not.toContainText('healthy');
    await expectAccessible(page);

    // The fake NWS fails every request about this place; the panel then shows the weather's last
    // request failed. Its state stays the scheduled probe's (decision 059c; the probe turning red
    // and green is tests/functions/service-probes.test.ts). Other browser tests may call the NWS
    // meanwhile, so the call and the look are retried together.
    await expect(async () => {
      const conditions = await page.request.get(`/api/destinations/${CONDITIONS_SCENARIO.allDown}/conditions`);
      expect(conditions.status()).toBe(200);
      await page.getByRole('button', { name: 'Refresh' }).click();
      const weather = system(page, 'Weather (NWS)');
      await expect(weather).toContainText(/Last request: failed, .*(answered 5\d\d|could not be reached)/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Times are Utah time with the zone named, as the catalogue history beside it.
    await expect(system(page, 'Weather (NWS)')).toContainText(/\d{1,2}:\d{2} [AP]M M[SD]T, this server instance/);
    await expectAccessible(page);
  });

  test('a visitor is refused the staff status', async ({ page }, info) => {
    await signInThroughEmail(page, `health-visitor-${info.project.name}@example.com`);
    expect((await page.request.get('/api/admin/status')).status()).toBe(403);
  });
});
