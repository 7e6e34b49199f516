// Builds the static site (Astro) and precompresses text assets for the local server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'astro';
import { prepareDatabase } from '../src/server/setup.ts';

const INPUTS = ['src', 'public', 'supabase', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.resolve('dist/.build-stamp');

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
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceFingerprint();
}

function precompress(dir: string): number {
  const files: string[] = [];
  walk(dir, files);
  let count = 0;
  for (const file of files) {
    if (!/\.(html|js|mjs|css|svg|xml|json|geojson|txt|webmanifest)$/.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

export async function buildSite(): Promise<void> {
  const fingerprint = sourceFingerprint();
  await prepareDatabase((line) => console.log(line));
  await build({ root: process.cwd(), logLevel: 'warn' });
  const n = precompress(path.resolve('dist'));
  fs.writeFileSync(STAMP, fingerprint);
  console.log(`build: site built, ${n} files precompressed`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSite()
    .then(async () => {
      const { closeDb } = await import('../src/server/db.ts');
      await closeDb();
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
