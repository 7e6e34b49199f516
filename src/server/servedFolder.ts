import fs from 'node:fs';
import path from 'node:path';
import { log } from './log.ts';

/*
 * The folder the server serves (dist/) changes under it only by a swap (issue 37): a build writes
 * a fresh folder beside it and renames it in (siteRebuild.ts swapFolder), whether the build is the
 * server's own rebuild or an `npm run build` in another process. A swap gives the folder a new
 * inode; between its two renames (microseconds, but in another process) the folder is missing.
 */

/** The folder's identity (its inode), or null while it is missing. */
export function folderId(dir: string): number | null {
  return fs.statSync(dir, { throwIfNoEntry: false })?.ino ?? null;
}

/** Resolves with the folder's identity once it exists, or null after `timeoutMs` (polled, not slept on). */
export function waitForFolder(dir: string, timeoutMs = 1000, everyMs = 10): Promise<number | null> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      const id = folderId(dir);
      if (id !== null || Date.now() >= until) resolve(id);
      else setTimeout(check, everyMs);
    };
    check();
  });
}

/**
 * Calls `onSwap` soon after the folder was replaced by another one (a build in another process
 * renamed a new folder in), so the server lists the new files instead of serving the old bytes it
 * keeps in memory. Returns a function that stops watching. A watch that cannot be set up
 * (inotify limits) is logged; the server then notices a swap on the first file it cannot read.
 */
export function watchSwaps(dir: string, currentId: () => number | null, onSwap: () => void): () => void {
  const name = path.basename(dir);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = undefined;
    const id = folderId(dir);
    if (id !== null && id !== currentId()) onSwap();
  };
  try {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const watcher = fs.watch(path.dirname(dir), (_event, file) => {
      if (file !== name || timer) return;
      timer = setTimeout(settle, 25);
      timer.unref();
    });
    watcher.on('error', (error) => log.warn('static', `watching ${dir} stopped: ${error.message}`));
    watcher.unref();
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  } catch (error) {
    log.warn('static', `cannot watch ${dir} for swaps: ${(error as Error).message}`);
    return () => {};
  }
}
