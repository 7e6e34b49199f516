import fs from 'node:fs';
import path from 'node:path';
import { errorText, log as serverLog, stackOf } from './log.ts';

/*
 * `npm start` rebuilding the prebuilt site in the background (issue 21, decision 027).
 *
 * The build writes into a fresh folder beside dist/ (dist.next); only when it succeeded are the
 * folders swapped, with two renameSync calls in one tick (dist → dist.old, dist.next → dist), so
 * no request is answered between them, and the static layer is told to reload its listing
 * (app.ts reloadStatic). A failed build removes its folder, keeps the old site, and is logged and
 * kept in the state for the admin dashboard. One build at a time: requests during a build
 * schedule exactly one more, which starts when the running one ends.
 */

export interface RebuildState {
  running: boolean;
  lastBuiltAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface SiteRebuilderOptions {
  distDir: string;
  /** Builds the whole site into outDir (the real one runs `scripts/build.ts --out`). */
  build: (outDir: string) => Promise<void>;
  /** Called right after a swap: the static layer lists the new files. */
  onSwap: () => void;
  /** Called when a build starts and when it ends, with the new state (the HTTP workers' copy, decision 067). */
  onState?: (state: RebuildState) => void;
  log?: (line: string) => void;
}

export interface SiteRebuilder {
  /** Asks for a build; resolves when the build it joined (or the one it scheduled) has ended. */
  request(): Promise<void>;
  state(): RebuildState;
}

/** The build time dist/build-info.json records, if the file is there. */
export function readBuildInfo(distDir: string): { builtAt: string; destinations?: number } | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(distDir, 'build-info.json'), 'utf8')) as { builtAt?: unknown; destinations?: unknown };
    return typeof info.builtAt === 'string'
      ? { builtAt: info.builtAt, destinations: typeof info.destinations === 'number' ? info.destinations : undefined }
      : null;
  } catch {
    return null;
  }
}

/**
 * Puts a freshly built folder in the place of the served one: two renames in one tick (served →
 * old, fresh → served), so a server in this process answers nothing between them and one in
 * another process finds the folder missing for microseconds at most (app.ts waits for it). The
 * one swap of both the local rebuild and `npm run build` (issue 37). The caller removes `old`.
 */
export function swapFolder(fresh: string, served: string, old: string): void {
  if (!fs.existsSync(path.join(fresh, 'index.html'))) throw new Error('the build wrote no index.html');
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(served)) fs.renameSync(served, old);
  fs.renameSync(fresh, served);
}

export function createSiteRebuilder({
  distDir,
  build,
  onSwap,
  onState = () => {},
  log = (line: string) => serverLog.info('site-build', line),
}: SiteRebuilderOptions): SiteRebuilder {
  const state: RebuildState = { running: false, lastBuiltAt: readBuildInfo(distDir)?.builtAt ?? null, lastError: null, lastErrorAt: null };
  const next = `${distDir}.next`;
  const old = `${distDir}.old`;
  let current: Promise<void> | null = null;
  let again: Promise<void> | null = null;

  const run = async (): Promise<void> => {
    state.running = true;
    onState({ ...state });
    try {
      fs.rmSync(next, { recursive: true, force: true });
      await build(next);
      // One tick: nothing is served between the two renames and the reload.
      swapFolder(next, distDir, old);
      onSwap();
      state.lastBuiltAt = readBuildInfo(distDir)?.builtAt ?? new Date().toISOString();
      state.lastError = null;
      state.lastErrorAt = null;
      log('rebuilt: the new dist/ is live');
      await fs.promises.rm(old, { recursive: true, force: true });
    } catch (error) {
      state.lastError = (error as Error).message.slice(0, 500);
      state.lastErrorAt = new Date().toISOString();
      serverLog.error('site-build', `rebuild failed, the old site stays: ${errorText(error)}`, { stack: stackOf(error) });
      fs.rmSync(next, { recursive: true, force: true });
    } finally {
      state.running = false;
      onState({ ...state });
    }
  };

  const request = (): Promise<void> => {
    if (!current) {
      current = run().finally(() => {
        current = null;
      });
      return current;
    }
    // A build is running: join the one scheduled after it, or schedule it.
    if (!again) {
      again = current.then(() => {
        again = null;
        return request();
      });
    }
    return again;
  };

  return { request, state: () => ({ ...state }) };
}
