// `npm run bench:build -- --count N`: builds the whole site from N synthetic destinations and
// prints seconds and bytes. The synthetic catalogue is scaled from the real one: the real
// entries first, then copies with new ids and names and coordinates jittered by up to ~3 km,
// written to a temporary SEED_DIR, loaded into a fresh embedded database in a temporary
// DATA_DIR and built into a temporary folder: the real catalogue, .data and dist/ are never
// touched. Pass --keep to keep the temporary folders (their paths are printed).
// `npm run bench:build -- --compare 700,10000 --max-ratio 10` (issue 31) builds each count in
// its own process, one after the other, and fails when the last took more than --max-ratio
// times the first. Every build's pages are checked with the page-weight rules of decision 044.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mulberry32 } from '../src/lib/random.ts';
import { resetProcessState } from '../src/server/processState.ts';
import { pageWeightProblems } from './pageWeight.ts';

const validCount = (n: number) => {
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new Error('a count must be a whole number from 1 to 100000');
  return n;
};

function parseArgs(argv: string[]): { count: number; keep: boolean; compare: number[]; maxRatio: number } {
  let count = 700;
  let keep = false;
  let compare: number[] = [];
  let maxRatio = 10;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--count') count = validCount(Number(argv[++i]));
    else if (argv[i] === '--keep') keep = true;
    else if (argv[i] === '--compare') compare = String(argv[++i]).split(',').map(Number).map(validCount);
    else if (argv[i] === '--max-ratio') maxRatio = Number(argv[++i]);
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  if (compare.length === 1) throw new Error('--compare needs two counts or more, e.g. 700,10000');
  return { count, keep, compare, maxRatio };
}

/** Builds each count in a child process (fresh modules, fresh database); the total seconds of each. */
async function compareCounts(counts: number[], maxRatio: number): Promise<void> {
  const totals: number[] = [];
  for (const count of counts) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-build.ts', '--count', String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const total = /^seconds: total ([\d.]+)/m.exec(out)?.[1];
    if (code !== 0 || total === undefined) throw new Error(`bench:build --count ${count} failed (exit ${code})`);
    totals.push(Number(total));
  }
  const ratio = totals.at(-1)! / totals[0]!;
  const line = counts.map((c, i) => `${c}: ${totals[i]!.toFixed(1)} s`).join(', ');
  console.log(`\ncompare: ${line}; ${counts.at(-1)} took ${ratio.toFixed(1)}× the time of ${counts[0]} (limit ${maxRatio}×)`);
  if (ratio > maxRatio) {
    console.error(`over the limit: ${ratio.toFixed(1)}× > ${maxRatio}×`);
    process.exitCode = 1;
  }
}

function walk(dir: string, out: Array<{ file: string; size: number }> = []): Array<{ file: string; size: number }> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push({ file: full, size: fs.statSync(full).size });
  }
  return out;
}

/** The one file that must grow with N: every list page carries one page of cards (decision 044). */
const LISTS_OF_ALL = [/^\/sitemap\.xml$/];

async function main(): Promise<void> {
  const { count, keep, compare, maxRatio } = parseArgs(process.argv.slice(2));
  if (compare.length) return compareCounts(compare, maxRatio);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `slc-bench-build-${count}-`));
  const seedDir = path.join(work, 'seed');
  const dataDir = path.join(work, 'data');
  const outDir = path.join(work, 'dist');
  fs.mkdirSync(seedDir);

  // The real catalogue is read before SEED_DIR points elsewhere.
  const { readCatalogue } = await import('../src/features/destinations/destinations.server.ts');
  const real = readCatalogue();
  const next = mulberry32(count);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const base = real[i % real.length]!;
    const copy = Math.floor(i / real.length);
    if (copy === 0) {
      entries.push(base);
      continue;
    }
    const jitter = () => (next() - 0.5) * 0.06;
    entries.push({
      ...base,
      id: `${base.id}-s${copy}`.slice(0, 80),
      // The Games have a fixed set of venues: a copy is not one (else /olympics grows with N).
      isOlympicVenue: false,
      gamesRole: undefined,
      name: `${base.name} ${copy + 1}`.slice(0, 100),
      coordinates: {
        lat: Math.min(42.59, Math.max(36.01, base.coordinates.lat + jitter())),
        lng: Math.min(-108.01, Math.max(-115.19, base.coordinates.lng + jitter())),
      },
    });
  }
  for (let i = 0; i < entries.length; i += 1000) {
    fs.writeFileSync(path.join(seedDir, `synthetic-${String(i / 1000).padStart(3, '0')}.json`), JSON.stringify(entries.slice(i, i + 1000)));
  }

  process.env.SEED_DIR = seedDir;
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = '';
  resetProcessState();
  const { prepareDatabase } = await import('./prepare-database.ts');
  const { closeDb } = await import('../src/server/db.ts');
  const { precompress } = await import('./build.ts');
  const { build } = await import('astro');

  console.log(`bench:build: ${count} destinations (${real.length} real, ${count - Math.min(count, real.length)} synthetic copies) in ${work}`);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const t0 = performance.now();
  await prepareDatabase(() => {});
  const t1 = performance.now();
  console.log(`  database and seed: ${seconds(t1 - t0)} s`);
  await build({ root: process.cwd(), outDir, logLevel: 'warn' });
  const t2 = performance.now();
  console.log(`  astro build: ${seconds(t2 - t1)} s`);
  const compressed = await precompress(outDir);
  const t3 = performance.now();
  await closeDb();

  const files = walk(outDir);
  const rel = (f: string) => `/${path.relative(outDir, f).replace(/\\/g, '/')}`;
  const pages = files.filter((f) => f.file.endsWith('.html')).map((f) => ({ ...f, route: rel(f.file) }));
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const uncompressed = files.filter((f) => !/\.(br|gz)$/.test(f.file)).reduce((sum, f) => sum + f.size, 0);
  const others = pages.filter((p) => !LISTS_OF_ALL.some((re) => re.test(p.route))).sort((a, b) => b.size - a.size);
  const lists = files
    .map((f) => ({ ...f, route: rel(f.file) }))
    .filter((f) => LISTS_OF_ALL.some((re) => re.test(f.route)))
    .sort((a, b) => b.size - a.size);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

  console.log(
    `seconds: total ${seconds(t3 - t0)} (database and seed ${seconds(t1 - t0)}, astro build ${seconds(t2 - t1)}, precompress ${seconds(t3 - t2)} for ${compressed} files)`,
  );
  console.log(
    `bytes: dist ${(total / 1024 / 1024).toFixed(1)} MB with .br/.gz (${(uncompressed / 1024 / 1024).toFixed(1)} MB without), ${files.length} files, ${pages.length} HTML pages`,
  );
  console.log(`largest page but the sitemap: ${others[0]?.route} ${kb(others[0]?.size ?? 0)}`);
  console.log(
    `next largest: ${others
      .slice(1, 6)
      .map((p) => `${p.route} ${kb(p.size)}`)
      .join(', ')}`,
  );
  console.log(
    `grows with N: ${lists
      .slice(0, 4)
      .map((p) => `${p.route} ${kb(p.size)}`)
      .join(', ')}`,
  );
  // Decision 044 at this N: no page over 150 KB, no list page with more than one page of cards.
  const problems = pages.flatMap((p) => pageWeightProblems(p.route.replace(/index\.html$/, ''), fs.readFileSync(p.file, 'utf8')));
  console.log(
    problems.length
      ? `page weight: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`
      : 'page weight: every page within 150 KB, lists one page of cards',
  );
  if (problems.length) process.exitCode = 1;
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
