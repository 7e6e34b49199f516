// `npm run bench` (issue 31, decision 051): starts the server from the built dist/ on a free port
// with a fresh embedded database, puts each route of scripts/bench-budget.json's `load` under
// load (50 connections, 10 s; wrk when installed, else autocannon) and runs Lighthouse mobile on
// one page of each type of its `lighthouse` list (median of --runs, 3 by default), then prints
// one table (type, URL, figure, limit, pass or fail, LCP/TBT/CLS) and exits 1 if any entry is over
// its budget or a required type is not built. Run `npm run build` first.
// The server runs one HTTP worker per core (WEB_CONCURRENCY, decision 067), as many as nginx's
// `worker_processes auto` gets for the static page's comparison; --workers N says otherwise.
// Options: --duration S, --connections N, --runs N, --client wrk|autocannon, --no-lighthouse, --workers N,
// --no-load, --only TYPE (repeatable; the others are reported as not measured and not judged),
// --budget FILE, --reports DIR (each page's median Lighthouse run as JSON).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Budget, formatTable, judge, type LoadEntry, type LoadResult, type PageResult, parseBudget, resolvePath } from './benchBudget.ts';
import { findChrome, startLighthouse } from './benchLighthouse.ts';
import { hasWrk, type LoadOptions, load } from './benchLoad.ts';
import { hasNginx, startNginx } from './benchNginx.ts';
import { startServer, stopServer } from './benchServer.ts';

interface Options extends LoadOptions {
  runs: number;
  workers: number;
  lighthouse: boolean;
  loads: boolean;
  only: string[];
  budget: string;
  reports?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    duration: 10,
    connections: 50,
    runs: 3,
    workers: os.availableParallelism(),
    lighthouse: true,
    loads: true,
    only: [],
    budget: 'scripts/bench-budget.json',
    client: hasWrk() ? 'wrk' : 'autocannon',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--duration') options.duration = Number(next());
    else if (arg === '--connections') options.connections = Number(next());
    else if (arg === '--runs') options.runs = Number(next());
    else if (arg === '--workers') {
      options.workers = Number(next());
      if (!Number.isInteger(options.workers) || options.workers < 1) throw new Error('--workers is a whole number of at least 1');
    } else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-load') options.loads = false;
    else if (arg === '--only') options.only.push(next());
    else if (arg === '--budget') options.budget = next();
    else if (arg === '--reports') options.reports = next();
    else if (arg === '--client') {
      const client = next();
      if (client !== 'wrk' && client !== 'autocannon') throw new Error('--client is wrk or autocannon');
      options.client = client;
    } else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** Every page route of the build (`/`, `/destinations/arches/`, …). */
function builtRoutes(dir: string, prefix = '/'): string[] {
  const routes: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) routes.push(...builtRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`));
    else if (entry.name === 'index.html') routes.push(prefix);
  }
  return routes;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const wanted = (options: Options, type: string) => options.only.length === 0 || options.only.includes(type);

/** Leaves out of the budget the types --only did not ask for, so they are neither measured nor judged. */
function selected(budget: Budget, options: Options): Budget {
  const types = new Set([...budget.lighthouse, ...budget.load].map((e) => e.type));
  const unknown = options.only.filter((t) => !types.has(t));
  if (unknown.length) throw new Error(`--only ${unknown.join(', ')}: no such type in the budget (${[...types].join(', ')})`);
  return {
    ...budget,
    lighthouse: options.lighthouse ? budget.lighthouse.filter((e) => wanted(options, e.type)) : [],
    load: options.loads ? budget.load.filter((e) => wanted(options, e.type)) : [],
  };
}

/**
 * Issue 38: for an entry with minNginxRatio, the same file from this server and from nginx over
 * dist/, both asked for gzip, one after the other in this run (benchNginx.ts).
 */
async function againstNginx(entry: LoadEntry, origin: string, urlPath: string, options: Options): Promise<Pick<LoadResult, 'nginx'>> {
  if (entry.minNginxRatio === undefined || !hasNginx()) return {};
  const gzip = { ...options, encoding: 'gzip' };
  const own = await load(origin, urlPath, gzip);
  const nginx = await startNginx('dist');
  try {
    const theirs = await load(nginx.origin, urlPath, gzip);
    console.log(`  ${''.padEnd(16)} gzip: this server ${own.rps} req/s (p99 ${own.p99} ms), nginx ${theirs.rps} req/s (p99 ${theirs.p99} ms)`);
    return { nginx: { rps: theirs.rps, p99Ms: theirs.p99, ownRps: own.rps, ownP99Ms: own.p99 } };
  } finally {
    await nginx.stop();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const budget = selected(parseBudget(fs.readFileSync(options.budget, 'utf8')), options);
  const routes = builtRoutes('dist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-bench-'));
  const { origin, child } = await startServer(dataDir, options.workers);
  const started = Date.now();
  try {
    const list = (await (await fetch(`${origin}/api/destinations`)).json()) as Array<{ id: string }>;
    const sample = list[Math.floor(list.length / 2)]!.id;
    console.log(`bench: ${origin}, ${list.length} destinations, ${os.cpus().length} cores, load average ${loadAverage()}, budget ${options.budget}`);
    console.log(
      `server: ${options.workers} HTTP worker${options.workers === 1 ? '' : 's'} (WEB_CONCURRENCY=${options.workers}; nginx's worker_processes auto gets ${os.availableParallelism()})`,
    );

    const loads = new Map<string, LoadResult>();
    if (budget.load.length)
      console.log(
        `${options.client === 'wrk' ? 'wrk (1 thread)' : 'autocannon'}: ${options.connections} connections, ${options.duration} s each, Accept-Encoding: br, gzip`,
      );
    for (const entry of budget.load) {
      const l = await load(origin, entry.path.replaceAll('{id}', sample), options);
      loads.set(entry.type, {
        url: l.path,
        rps: l.rps,
        p99Ms: l.p99,
        errors: l.errors,
        non2xx: l.non2xx,
        ...(await againstNginx(entry, origin, l.path, options)),
      });
      console.log(
        `  ${entry.type.padEnd(16)} ${l.path.padEnd(36)} ${String(l.rps).padStart(7)} req/s  p99 ${String(l.p99).padStart(6)} ms  ${l.bytes} B/answer`,
      );
    }

    const pages = new Map<string, PageResult>();
    const chrome = findChrome();
    if (budget.lighthouse.length && !chrome) throw new Error('No Chromium found for Lighthouse (set CHROME_PATH, or pass --no-lighthouse)');
    if (budget.lighthouse.length && chrome) {
      console.log(`lighthouse 12 mobile (simulated throttling), median of ${options.runs}, ${chrome}:`);
      const lighthouse = await startLighthouse(origin, options.runs, chrome, options.reports);
      try {
        for (const entry of budget.lighthouse) {
          const urlPath = resolvePath(entry, routes);
          // A page type not in this build: no route matches, or the server has no page there.
          if (urlPath === undefined || (await fetch(`${origin}${urlPath}`)).status === 404) {
            console.log(`  ${entry.type.padEnd(20)} not built`);
            continue;
          }
          const result = await lighthouse.measure(urlPath, entry.type);
          pages.set(entry.type, result);
          console.log(
            `  ${entry.type.padEnd(20)} ${urlPath.padEnd(40)} ${String(result.score).padStart(3)}  TBT ${String(Math.round(result.tbtMs)).padStart(4)} ms  benchmark index ${Math.round(result.benchmarkIndex)}`,
          );
        }
      } finally {
        lighthouse.close();
      }
    }

    const { rows, ok } = judge(budget, pages, loads);
    console.log(`\n${formatTable(rows)}\n`);
    for (const entry of [...budget.lighthouse, ...budget.load]) if (entry.note) console.log(`note: ${entry.type}: ${entry.note}`);
    console.log(`at ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s, load average after ${loadAverage()}`);
    const failed = rows.filter((r) => !r.pass);
    if (!ok) {
      console.error(`\n${failed.length} over budget or missing: ${failed.map((r) => r.type).join(', ')}`);
      process.exitCode = 1;
    } else console.log('\nAll within budget.');
  } finally {
    await stopServer(child, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
