// Builds the static site (Astro) and precompresses text assets for the local server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BUILD_SETTING_NAMES } from '../src/lib/siteConfig.ts';
import { env } from '../src/server/env.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildServiceWorker } from './build-sw.ts';
import { swapFolder } from '../src/server/siteRebuild.ts';

const INPUTS = ['src', 'public', 'supabase', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function walk(entry: string, out: string[]): void {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isDirectory()) for (const child of fs.readdirSync(entry).sort()) walk(path.join(entry, child), out);
  else out.push(entry);
}

/** A fingerprint of everything the build reads from the repository. */
export function sourceFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(f));
  // Settings the build writes into the pages (canonical URLs, the CSP's map and photo hosts, the
  // store, the contact address): the names of src/lib/siteConfig.ts, never a second list.
  for (const name of BUILD_SETTING_NAMES) hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex');
}

/** The built site's folder: dist/, or DIST_DIR. */
export const distDir = (): string => path.resolve(env().DIST_DIR);

export function isBuildCurrent(): boolean {
  const stamp = path.join(distDir(), '.build-stamp');
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceFingerprint();
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .gz and .br beside every text file of at least 1 KB (the local server sends them).
 * Files are compressed on libuv's thread pool, several at a time. Brotli runs at quality
 * BROTLI_QUALITY, 10 by default: on 150 destination pages quality 11 took 1.7–2.6× as long for
 * answers 2% smaller, and it made precompression the step that grew fastest with the catalogue
 * (docs/performance.md). `npm test`'s build takes 5: on the built pages 17× less CPU than 10 for
 * answers 8% larger, the same pages and headers (decision 101's second addendum).
 */
export async function precompress(dir: string, concurrency = 8): Promise<number> {
  const quality = env().BROTLI_QUALITY;
  const files: string[] = [];
  walk(dir, files);
  const targets = files.filter((file) => /\.(html|js|mjs|css|svg|xml|json|geojson|txt|webmanifest)$/.test(file));
  let count = 0;
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const file = targets[next++]!;
      const data = await fs.promises.readFile(file);
      if (data.length < 1024) continue;
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
      count++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count;
}

/**
 * Where Astro builds: outDir itself when it lies inside the checkout, else a scratch folder of this
 * build's own beside dist/ (issue 52). Astro writes a static build's intermediate files (the
 * prerender chunks) inside outDir, but when outDir is outside the working directory it falls back
 * to the checkout's shared `.astro/`: two builds with their own DIST_DIR, seconds apart, then
 * overwrote and removed each other's chunks and the second failed.
 */
export function astroOutDir(outDir: string, cwd: string, pid: number): string {
  const relative = path.relative(cwd, outDir);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return inside ? outDir : path.join(cwd, `dist.scratch-${pid}`);
}

/** Moves a built folder to its place: one rename on the same disk, a copy across disks. */
export function moveFolder(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Builds the site into outDir (the background rebuild of `npm start` builds into a folder beside
 * dist/ and swaps it in itself, src/server/siteRebuild.ts). build-info.json records when, for the
 * admin dashboard.
 */
export async function buildSiteInto(outDir: string): Promise<void> {
  const fingerprint = sourceFingerprint();
  await prepareDatabase((line) => console.log(line));
  // Loaded here: `npm start` on a current build checks the fingerprint only, without Astro's seconds of imports.
  const { build } = await import('astro');
  const scratch = astroOutDir(outDir, process.cwd(), process.pid);
  try {
    await build({ root: process.cwd(), logLevel: 'warn', outDir: scratch });
    if (scratch !== outDir) moveFolder(scratch, outDir);
  } finally {
    if (scratch !== outDir) fs.rmSync(scratch, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(outDir, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString() }));
  // The service worker last: its precache list names files of this build (decision 028).
  const sw = await buildServiceWorker(outDir);
  console.log(`build: service worker precaches ${sw.count} files, ${Math.round(sw.size / 1024)} KB`);
  const n = await precompress(outDir);
  fs.writeFileSync(path.join(outDir, '.build-stamp'), fingerprint);
  console.log(`build: site built, ${n} files precompressed`);
}

/**
 * `npm run build` (and `npm start` when the sources changed): never writes into the served
 * dist/, where a running server reads (issue 37). It builds into a folder of its own beside it
 * and swaps it in with the local rebuild's swap; a failed build leaves dist/ as it was.
 */
export async function buildSite(served = distDir()): Promise<void> {
  const fresh = `${served}.build-${process.pid}`;
  const old = `${served}.old-${process.pid}`;
  fs.rmSync(fresh, { recursive: true, force: true });
  try {
    await buildSiteInto(fresh);
    swapFolder(fresh, served, old);
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
  await fs.promises.rm(old, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--out <folder>`: build there instead of dist/ (the background rebuild's child process).
  const out = process.argv.indexOf('--out');
  (out > 0 && process.argv[out + 1] ? buildSiteInto(path.resolve(process.argv[out + 1]!)) : buildSite())
    .then(async () => {
      const { closeDb } = await import('../src/server/db.ts');
      await closeDb();
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
