import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../helpers/database.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * Issue 37: the data folder's outbox on a full disk. A 64 KB tmpfs is mounted as the outbox and
 * filled; the sign-in mail then has no room: the request answers 503 with Retry-After and a JSON
 * error (never a 500), no half-written .eml is left, a submission is still stored and says the mail
 * was not sent, and the site keeps serving. Where mounting is refused (not root, a container
 * without the capability) the server process is started with tests/helpers/fullDiskPreload.ts,
 * which fails the outbox's file writes with ENOSPC as the kernel does; the test says which it used.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-full-disk-'));
const dataDir = path.join(root, 'data');
const outbox = path.join(dataDir, 'outbox');
const dist = path.join(root, 'dist');
let mounted = false;
let server: RunningServer;

function mountSmallDisk(): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', outbox], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** Fills the outbox's disk: the tmpfs to its last byte, or the preload's switch. */
function fill(): void {
  if (!mounted) {
    fs.writeFileSync(path.join(outbox, '.full'), '');
    return;
  }
  try {
    fs.writeFileSync(path.join(outbox, '.fill'), Buffer.alloc(128 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
}

beforeAll(async () => {
  fs.mkdirSync(outbox, { recursive: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title><p>home</p>');
  const template = inject('pgliteTemplate');
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  mounted = mountSmallDisk();
  console.log(mounted ? 'full-disk: a 64 KB tmpfs is the outbox' : 'full-disk: mount refused; ENOSPC from the fs layer (fullDiskPreload.ts)');
  const preload = mounted
    ? {}
    : { FULL_DISK_DIR: outbox, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve('tests/helpers/fullDiskPreload.ts')}` };
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: dist, SEED_DIR: FIXTURE_CATALOGUE, SITE_REBUILD: 'off', ...preload }, 90_000);
  fill();
}, 120_000);

afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop('SIGKILL');
  if (mounted) execFileSync('umount', [outbox]);
  fs.rmSync(root, { recursive: true, force: true });
});

const post = (route: string, body: unknown) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify(body) });
const mails = () => fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));

describe('a full outbox disk', { timeout: 60_000 }, () => {
  it('answers the sign-in 503 with Retry-After and keeps no half a message', async () => {
    const response = await post('/api/login', { email: 'full@example.com' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(((await response.json()) as { error: string }).error).toMatch(/run out of storage space/);
    expect(mails()).toEqual([]);
  });

  it('still stores a submission, saying its mail was not sent, and keeps serving pages and the API', async () => {
    const response = await post('/api/submit-destination', {
      name: 'Full Disk Sled Rentals',
      category: 'family',
      address: '1500 Kearns Blvd, Park City, UT 84060',
      website: 'https://full-disk-sleds.example.com',
      phone: '(435) 555-0142',
      email: 'hello@full-disk-sleds.example.com',
      description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
      highlights: 'Kids sleds',
      hours: '9am-5pm daily',
      pricing: '$15 per day',
      seasonality: 'December to March',
      contactName: 'Sam Summit',
      businessRole: 'owner',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, emailSent: false });
    expect(mails()).toEqual([]);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/destinations`)).status).toBe(200);
  });

  it('sends again once there is room', async () => {
    fs.rmSync(path.join(outbox, mounted ? '.fill' : '.full'));
    expect((await post('/api/login', { email: 'room@example.com' })).status).toBe(200);
    expect(mails()).toHaveLength(1);
  });
});
