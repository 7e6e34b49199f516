import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inject } from 'vitest';
import { sourceFingerprint } from '../../scripts/build.ts';
import { type RunningServer, startServer } from './server.ts';

/*
 * A small generated dist/ for the tests of the real `npm start` (serving, cluster): pages with
 * their .br and .gz, a 404 page, one file over the memory layer's 512 KB. A real `astro build`
 * takes minutes here, and what those tests check is the serving of files and the swap, which do
 * not depend on what the pages say. Each page names itself and its build: `<p>/plan/ of build one</p>`.
 */

export const PAGES = ['/', '/plan/', '/trips/', '/destinations/', '/about/', '/search/'];

/** The size of the large file (guide.pdf) the disk layer streams. */
export const LARGE_FILE_BYTES = 700 * 1024;

export const pageHtml = (pathname: string, build: string) =>
  `<!doctype html><title>${pathname}</title><meta name="build" content="${build}">${`<p>${pathname} of build ${build}</p>`.repeat(300)}`;

export function writeSite(dir: string, build: string): void {
  for (const page of PAGES) {
    const file = path.join(dir, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const text = pageHtml(page, build);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
  fs.writeFileSync(path.join(dir, 'guide.pdf'), Buffer.alloc(LARGE_FILE_BYTES, 1));
  // The stamp of the current sources: `npm start` finds the site current and does not build.
  fs.writeFileSync(path.join(dir, '.build-stamp'), sourceFingerprint());
}

/**
 * The real `npm start` (scripts/start.ts) on build "one" of the generated site in `dist`, its
 * database folder `dataDir` a copy of the run's migrated PGlite template (when there is one).
 */
export function startOnGeneratedSite(dist: string, dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  writeSite(dist, 'one');
  const template = inject('pgliteTemplate');
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  return startServer(env, 90_000, 'scripts/start.ts');
}
