import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `slc-e2e-${PORT}`);
const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', launchOptions },
  projects: [
    // Tests tagged @phone run only at phone width, @desktop only at desktop width.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, ACCESS_LOG: 'off', DATABASE_URL: '', STAFF_EMAILS: 'staff@slctrips.test' },
  },
});
