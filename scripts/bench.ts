// `npm run bench`: starts the server from the built dist/ on a free port with a fresh embedded
// database, then prints requests/s and p99 latency (50 connections, 10 s) for the catalogue API
// and a static page, and Lighthouse mobile scores for /, a destination page, /search, /map and
// /plan when Chromium is present. The load comes from wrk (Debian's `wrk`, a C client) when it
// is installed, else from autocannon: autocannon runs JavaScript in one thread and cannot read
// more than ~70 MB/s of 270 KB answers, so with it the list route measures the client, not the
// server. Options: --duration S, --connections N, --runs N (Lighthouse runs per page; the median
// is printed), --client wrk|autocannon, --no-lighthouse. Run `npm run build` first.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface Options {
  duration: number;
  connections: number;
  runs: number;
  lighthouse: boolean;
  client: 'wrk' | 'autocannon';
}

const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

function parseArgs(argv: string[]): Options {
  const options: Options = { duration: 10, connections: 50, runs: 1, lighthouse: true, client: hasWrk() ? 'wrk' : 'autocannon' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => Number(argv[++i]);
    if (arg === '--duration') options.duration = next();
    else if (arg === '--connections') options.connections = next();
    else if (arg === '--runs') options.runs = next();
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--client') {
      const client = argv[++i];
      if (client !== 'wrk' && client !== 'autocannon') throw new Error('--client is wrk or autocannon');
      options.client = client;
    } else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** Starts `npm run serve` (no build) on a free port with its own data directory; resolves with its origin. */
async function startServer(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in 180 s:\n${seen}`)), 180_000);
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${seen}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      // The access log keeps flowing during the run; only the start-up lines are kept.
      if (seen.length < 10_000) seen += chunk.toString();
      const ready = /ready at (http:\/\/[^/\s]+)\//.exec(seen);
      if (ready) {
        clearTimeout(timer);
        resolve({ origin: ready[1]!, child });
      }
    });
  });
}

interface Load {
  name: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

/** Reads a wrk figure such as "1.34GB", "19.82ms" or "5294.78" into bytes, milliseconds or a number. */
function wrkNumber(text: string): number {
  const match = /^([\d.]+)(us|ms|s|B|KB|MB|GB)?$/.exec(text.trim());
  if (!match) throw new Error(`Unexpected wrk figure ${text}`);
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[match[2] ?? 'B'] ?? 1;
  return value * unit;
}

/** One wrk run (one thread, `connections` connections, latency distribution) parsed into a Load. */
async function loadWithWrk(origin: string, name: string, urlPath: string, options: Options): Promise<Load> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.duration}s`, '--latency', '-H', 'accept-encoding: br, gzip', `${origin}${urlPath}`];
  const out = await new Promise<string>((resolve, reject) => execFile('wrk', args, (error, stdout) => (error ? reject(error) : resolve(stdout))));
  const figure = (pattern: RegExp) => {
    const match = pattern.exec(out);
    if (!match) throw new Error(`wrk printed no ${pattern}:\n${out}`);
    return wrkNumber(match[1]!);
  };
  const rps = figure(/Requests\/sec:\s+([\d.]+)/);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    name,
    path: urlPath,
    rps: Math.round(rps),
    p99: Math.round(figure(/\s99%\s+([\d.]+\w+)/) * 10) / 10,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    bytes: Math.round(figure(/Transfer\/sec:\s+([\d.]+\w+)/) / Math.max(rps, 1)),
  };
}

async function load(origin: string, name: string, urlPath: string, options: Options): Promise<Load> {
  if (options.client === 'wrk') return loadWithWrk(origin, name, urlPath, options);
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    connections: options.connections,
    duration: options.duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    name,
    path: urlPath,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

interface PageScore {
  path: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function findChrome(): string | undefined {
  return [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p): p is string =>
    Boolean(p && fs.existsSync(p)),
  );
}

/** Lighthouse 12, mobile preset (simulated throttling: slow 4G, 4× CPU), performance only; the median of `runs`. */
async function lighthouseScores(origin: string, paths: string[], runs: number, chromePath: string): Promise<PageScore[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const scores: PageScore[] = [];
    for (const p of paths) {
      const samples: PageScore[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${p}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${p}: ${lhr.runtimeError.message}`);
        samples.push({
          path: p,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      scores.push({
        path: p,
        performance: median(samples.map((s) => s.performance)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
        cls: median(samples.map((s) => s.cls)),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-bench-'));
  const { origin, child } = await startServer(dataDir);
  try {
    const list = (await (await fetch(`${origin}/api/destinations`)).json()) as Array<{ id: string }>;
    const sample = list[Math.floor(list.length / 2)]!.id;
    console.log(
      `bench: ${origin}, ${list.length} destinations, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `${options.client === 'wrk' ? 'wrk (1 thread)' : 'autocannon'}: ${options.connections} connections, ${options.duration} s each, Accept-Encoding: br, gzip`,
    );
    const loads: Load[] = [];
    for (const [name, p] of [
      ['GET /api/destinations', '/api/destinations'],
      ['GET /api/destinations/{id}', `/api/destinations/${sample}`],
      ['static page /', '/'],
    ] as const) {
      const l = await load(origin, name, p, options);
      loads.push(l);
      console.log(
        `  ${name.padEnd(28)} ${String(l.rps).padStart(7)} req/s  p99 ${String(l.p99).padStart(5)} ms  ${l.bytes} B/answer  errors ${l.errors}  non-2xx ${l.non2xx}`,
      );
    }

    const chrome = findChrome();
    if (!options.lighthouse) console.log('lighthouse: skipped (--no-lighthouse)');
    else if (!chrome) console.log('lighthouse: skipped, no Chromium found (set CHROME_PATH)');
    else {
      console.log(`lighthouse 12 mobile (simulated throttling), median of ${options.runs}, ${chrome}:`);
      const scores = await lighthouseScores(origin, ['/', `/destinations/${sample}/`, '/search', '/map/', '/plan/', '/plan/?hours=4'], options.runs, chrome);
      for (const s of scores) {
        console.log(
          `  ${s.path.padEnd(40)} performance ${String(s.performance).padStart(3)}  LCP ${(s.lcp / 1000).toFixed(2)} s  TBT ${Math.round(s.tbt)} ms  CLS ${s.cls.toFixed(3)}`,
        );
      }
    }
    console.log(
      `at ${new Date().toISOString()}, load average after ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
