import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteRebuilder, type RebuildState } from './siteRebuild.ts';

let root: string;
let dist: string;

function site(dir: string, marker: string, builtAt = '2026-11-25T12:00:00.000Z'): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<h1>${marker}</h1>`);
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ builtAt, destinations: 1 }));
}
const served = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-rebuild-'));
  dist = path.join(root, 'dist');
  site(dist, 'old', '2026-11-24T08:00:00.000Z');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the background rebuild of npm start', () => {
  it('builds into a new folder, swaps it in and tells the static layer', async () => {
    const onSwap = vi.fn(() => expect(served()).toBe('<h1>new</h1>'));
    const states: RebuildState[] = [];
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: async (out) => site(out, 'new', '2026-11-25T16:00:00.000Z'),
      onSwap,
      onState: (state) => states.push(state),
      log: () => {},
    });
    expect(rebuilder.state()).toMatchObject({ running: false, lastBuiltAt: '2026-11-24T08:00:00.000Z' });
    const done = rebuilder.request();
    expect(rebuilder.state().running).toBe(true);
    expect(served()).toBe('<h1>old</h1>'); // the old site serves while the build runs
    await done;
    expect(onSwap).toHaveBeenCalledOnce();
    expect(served()).toBe('<h1>new</h1>');
    expect(rebuilder.state()).toEqual({ running: false, lastBuiltAt: '2026-11-25T16:00:00.000Z', lastError: null, lastErrorAt: null });
    expect(fs.readdirSync(root).sort()).toEqual(['dist']);
    // What the HTTP workers are told (decision 067): the build started, then its outcome.
    expect(states).toEqual([
      { running: true, lastBuiltAt: '2026-11-24T08:00:00.000Z', lastError: null, lastErrorAt: null },
      { running: false, lastBuiltAt: '2026-11-25T16:00:00.000Z', lastError: null, lastErrorAt: null },
    ]);
  });

  it('a failing build keeps the old site and records its error', async () => {
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const onSwap = vi.fn();
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: async (out) => {
        site(out, 'half');
        throw new Error('astro build failed: [GetStaticPathsRequired]');
      },
      onSwap,
      log: () => {},
    });
    await rebuilder.request();
    expect(onSwap).not.toHaveBeenCalled();
    expect(served()).toBe('<h1>old</h1>');
    expect(rebuilder.state()).toMatchObject({
      running: false,
      lastBuiltAt: '2026-11-24T08:00:00.000Z',
      lastError: 'astro build failed: [GetStaticPathsRequired]',
    });
    expect(fs.readdirSync(root).sort()).toEqual(['dist']);
    const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
    errors.mockRestore();
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        at: 'site-build',
        message: 'rebuild failed, the old site stays: astro build failed: [GetStaticPathsRequired]',
      }),
    );
  });

  it('runs one build at a time: requests during a build schedule exactly one more', async () => {
    const releases: Array<() => void> = [];
    let builds = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: async (out) => {
        builds++;
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise<void>((resolve) => releases.push(resolve));
        site(out, `build ${builds}`);
        concurrent--;
      },
      onSwap: () => {},
      log: () => {},
    });
    const first = rebuilder.request();
    const joined = [rebuilder.request(), rebuilder.request(), rebuilder.request()];
    expect(builds).toBe(1);
    releases.shift()!();
    await first;
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    expect(builds).toBe(2);
    releases.shift()!();
    await Promise.all(joined);
    expect(builds).toBe(2);
    expect(maxConcurrent).toBe(1);
    expect(served()).toBe('<h1>build 2</h1>');
  });
});
