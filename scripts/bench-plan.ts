// `npm run bench:plan` (issue 38, decision 056): how long /plan takes from navigation to the first
// plan on screen, in Chromium without throttling, for each request of scripts/bench-plan.json
// (median of --runs, 3 by default, each in a fresh browser context: no cache, no session), then
// the same request reloaded in its tab (the session's cache). The browser is driven over the
// DevTools protocol with no debugger on the page's workers, in each context's second window
// (scripts/benchBrowser.ts, decision 069). The page marks the moment itself
// (`performance.mark('slc:plan-shown')`, plan.client.ts). Prints one table, exits 1 over a limit.
// Run `npm run build` first. Options: --runs N, --only NAME (repeatable).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../tests/helpers/chromium.ts';
import { type BenchTab, startBenchBrowser } from './benchBrowser.ts';
import { judgePlans, parsePlanBench } from './benchPlan.ts';
import { startServer, stopServer } from './benchServer.ts';

const MARK = 'slc:plan-shown';

function parseArgs(argv: string[]): { runs: number; only: string[] } {
  const options = { runs: 3, only: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--only') options.only.push(argv[++i] ?? '');
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  return options;
}

/** Milliseconds from navigation to the page's mark, after loading or reloading `url` in `tab`. */
function timeToPlan(tab: BenchTab, url: string | null): Promise<number> {
  // The page's own mark; a build from before the mark is timed by the plans' heading appearing (polled).
  return tab.timeTo(
    url,
    `performance.getEntriesByName(${JSON.stringify(MARK)})[0]?.startTime ?? (document.querySelector('#plans-heading') ? performance.now() : null)`,
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const bench = parsePlanBench(fs.readFileSync('scripts/bench-plan.json', 'utf8'));
  const requests = bench.requests.filter((r) => options.only.length === 0 || options.only.includes(r.name));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-bench-plan-'));
  const { origin, child } = await startServer(dataDir);
  const browser = await startBenchBrowser(findChromium());
  const started = Date.now();
  try {
    console.log(
      `bench:plan: ${origin}, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, median of ${options.runs}`,
    );
    // One untimed load first: the server's own first requests (its JIT, its file reads) are not the planner's time.
    const warmUp = await browser.newTab();
    await timeToPlan(warmUp, `${origin}/plan/?${requests[0]!.query}`);
    await warmUp.close();
    const runs = new Map<string, { times: number[]; cachedMs: number }>();
    for (const request of requests) {
      const times: number[] = [];
      let cachedMs = Number.NaN;
      for (let i = 0; i < options.runs; i++) {
        const tab = await browser.newTab();
        times.push(await timeToPlan(tab, `${origin}/plan/?${request.query}`));
        if (i === options.runs - 1) cachedMs = await timeToPlan(tab, null);
        await tab.close();
      }
      runs.set(request.name, { times, cachedMs });
      console.log(`  ${request.name.padEnd(44)} ${times.map((t) => String(Math.round(t)).padStart(5)).join(' ')} ms; reloaded ${Math.round(cachedMs)} ms`);
    }
    const { rows, ok } = judgePlans({ ...bench, requests }, runs);
    console.log('\nrequest | median, ms | limit, ms | reloaded (session cache), ms | result');
    for (const r of rows) console.log(`${r.name} | ${r.medianMs} | ${r.maxMs} | ${r.cachedMs} | ${r.pass ? 'pass' : 'FAIL'}`);
    console.log(
      `\nat ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s, load average after ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (!ok) {
      console.error(`\n${rows.filter((r) => !r.pass).length} of ${rows.length} over their limit`);
      process.exitCode = 1;
    } else console.log('\nAll within their limits.');
  } finally {
    await browser.close();
    await stopServer(child, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
