import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags this machine's Chromium needs: no sandbox as root, no GPU, no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightOwn(): string | undefined {
  try {
    const p = chromium.executablePath();
    return fs.existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** Debian's headless shell (package chromium-headless-shell): what Playwright itself runs for headless Chromium. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * A system Chromium: CHROMIUM_PATH, else for the browser tests (`headlessShell`) Debian's
 * chromium-headless-shell when installed, then Playwright's own download or Debian's
 * /usr/bin/chromium — installed with apt-get when none is there and we may.
 *
 * The browser tests run headless, and Playwright's own choice for headless Chromium is the
 * headless shell (Chromium's engine without the browser's own UI): the full browser in headless
 * mode also loads its window UI (the omnibox's WebUI pages) for every new context, CPU the tests
 * do not use (issue 38, decision 070). The benchmarks measure what a visitor's browser does and
 * ask for the full one.
 */
export function findChromium({ install = false, headlessShell = false } = {}): string {
  const candidates = [process.env.CHROMIUM_PATH, headlessShell ? HEADLESS_SHELL : undefined, playwrightOwn(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  if (install && process.getuid?.() === 0) {
    const packages = headlessShell ? ['chromium-headless-shell', 'chromium'] : ['chromium'];
    console.log(`No Chromium found: installing Debian ${packages.join(' and ')} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    for (const c of [headlessShell ? HEADLESS_SHELL : undefined, '/usr/bin/chromium']) if (c && fs.existsSync(c)) return c;
  }
  throw new Error('No Chromium found. Set CHROMIUM_PATH, or install Debian chromium-headless-shell or chromium (apt-get install chromium-headless-shell).');
}
