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

/**
 * A system Chromium for the browser tests: CHROMIUM_PATH, Playwright's own download, or
 * Debian's /usr/bin/chromium — installed with apt-get when none is there and we may.
 */
export function findChromium({ install = false } = {}): string {
  const candidates = [process.env.CHROMIUM_PATH, playwrightOwn(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  if (install && process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian chromium with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium found. Set CHROMIUM_PATH, or install Debian chromium (apt-get install chromium).');
}
