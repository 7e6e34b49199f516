// The service worker, built after the site (issue 20, decision 028): esbuild bundles
// src/features/offline/sw.ts, @serwist/build's injectManifest writes the precache list into it.
// The precache is the shell every page needs (the offline page, the layout's CSS and fonts, the
// scripts the offline page loads, the manifest and its icons) and stays under PRECACHE_BUDGET.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

export const PRECACHE_BUDGET = 500 * 1024;

/** The pages always available offline: the offline page and "Saved offline". */
export const SHELL_PAGES = ['offline/index.html', 'saved-offline/index.html'];

/** The files under dist/ that the shell pages load: their stylesheets, scripts and their imports. */
export function shellFiles(outDir: string): string[] {
  const files = new Set<string>(['manifest.webmanifest', 'favicon.svg']);
  for (const icon of fs.readdirSync(path.join(outDir, 'icons'))) if (icon.endsWith('.png')) files.add(`icons/${icon}`);
  const visit = (rel: string) => {
    if (files.has(rel) || !fs.existsSync(path.join(outDir, rel))) return;
    files.add(rel);
    if (!rel.endsWith('.js')) return;
    const code = fs.readFileSync(path.join(outDir, rel), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(path.posix.join(path.posix.dirname(rel), m[1]!));
  };
  for (const page of SHELL_PAGES) {
    files.add(page);
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    for (const m of html.matchAll(/(?:href|src)="\/(_astro\/[^"]+\.(?:css|js|woff2))"/g)) visit(m[1]!);
    for (const m of html.matchAll(/["']\/(_astro\/[^"']+\.js)["']/g)) visit(m[1]!);
  }
  // Fonts the layout's stylesheets name.
  for (const css of [...files].filter((f) => f.endsWith('.css'))) {
    for (const m of fs.readFileSync(path.join(outDir, css), 'utf8').matchAll(/url\(["']?\/(_astro\/[^"')]+\.woff2)/g)) files.add(m[1]!);
  }
  return [...files].sort();
}

/** A build's id: any change to the precache or the worker's code makes a new one. */
export async function buildServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-sw-'));
  try {
    const swSrc = path.join(tmp, 'sw.js');
    await build({
      entryPoints: [path.resolve('src/features/offline/sw.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      outfile: swSrc,
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: shellFiles(outDir),
      // Hashed names need no revision; the offline page is asked for at its directory URL.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: `/${e.url.replace(/(^|\/)index\.html$/, '$1')}` })), warnings: [] }),
      ],
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
    if (size > PRECACHE_BUDGET) throw new Error(`service worker: precache ${size} bytes is over its budget of ${PRECACHE_BUDGET}`);
    return { count, size };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
