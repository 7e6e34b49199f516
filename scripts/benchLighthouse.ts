// The Lighthouse part of `npm run bench` (decision 051): Lighthouse 12, mobile preset (simulated
// throttling: slow 4G, 4× CPU), performance only, the median of `runs` per page. With a reports
// directory it keeps each page's median run as JSON, to read what cost a page its points.
import fs from 'node:fs';
import path from 'node:path';
import type { PageResult } from './benchBudget.ts';
import { CHROMIUM_ARGS } from '../tests/helpers/chromium.ts';

const ATTEMPTS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function findChrome(): string | undefined {
  return [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p): p is string =>
    Boolean(p && fs.existsSync(p)),
  );
}

export interface Lighthouse {
  /** Measures one page (the median of the runs); throws if Lighthouse fails on it. */
  measure(urlPath: string, name: string): Promise<PageResult>;
  close(): void;
}

/** Starts one headless Chromium for all pages of a run. */
export async function startLighthouse(origin: string, runs: number, chromePath: string, reportsDir?: string): Promise<Lighthouse> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath,
    // The same flags as the browser tests' Chromium, headless.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  // Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): such a
  // run measured nothing, so it is run again, up to ATTEMPTS times, before the bench gives up.
  const runOnce = async (urlPath: string) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(`${origin}${urlPath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      const why = lhr?.runtimeError?.message ?? 'no result';
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${urlPath} ${ATTEMPTS} times: ${why}`);
      console.log(`  (${urlPath}: Lighthouse measured nothing, again: ${why})`);
    }
  };
  return {
    async measure(urlPath, name) {
      const samples: Array<PageResult & { report: unknown }> = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await runOnce(urlPath);
        samples.push({
          url: urlPath,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          // The host's CPU score as Lighthouse measured it at the start of this run (decision 056).
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
          report: lhr,
        });
      }
      const score = median(samples.map((s) => s.score));
      if (reportsDir) {
        const kept = samples.find((s) => s.score === score)!;
        fs.writeFileSync(path.join(reportsDir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`), JSON.stringify(kept.report));
      }
      return {
        url: urlPath,
        score,
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      };
    },
    close: () => chrome.kill(),
  };
}
