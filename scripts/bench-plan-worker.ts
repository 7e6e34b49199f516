// `npm run bench:plan-worker` (issue 52, decision 119): the built planner worker's own CPU, cold,
// on the requests of scripts/bench-plan.json. Each request runs in a fresh Node process that loads
// dist/'s worker bundle as a browser starts it (its name carries the request, it fetches
// /plan-data.json, answered from dist/ once its script has run, as the traces show the data
// arriving) and times, in CPU, the bundle's compile and top-level evaluation, then the rest up to
// its answer. Unlike `bench:plan-engine`, whose process has built the planner data first (and so
// warmed half the engine's code), nothing here has run before: what a fresh context's worker pays.
// The answers' digest shows a change kept the plans. Run `npm run build` first. Options: --runs N
// (3), --all (trips too; one-day requests only by default), --dist DIR (dist).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, parsePlanBench } from './benchPlan.ts';

interface Measured {
  importMs: number;
  planMs: number;
  digest: string;
}

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** One request in this process: the worker bundle of `dist`, started by its name with `search`. */
async function one(dist: string, search: string): Promise<Measured> {
  const file = fs.readdirSync(path.join(dist, '_astro')).find((f) => /^plan\.worker-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No planner worker in ${dist}/_astro: run \`npm run build\` first.`);
  const text = fs.readFileSync(path.join(dist, 'plan-data.json'), 'utf8');
  const scope = globalThis as unknown as Record<string, unknown>;
  let open: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answer: (message: unknown) => void = () => undefined;
  const answered = new Promise<unknown>((resolve) => {
    answer = resolve;
  });
  Object.defineProperty(globalThis.navigator, 'onLine', { value: true }); // Offline, the worker plans over stored pages only.
  Object.assign(scope, {
    self: globalThis,
    name: JSON.stringify({ dataUrl: '/plan-data.json', search }),
    addEventListener: () => undefined,
    fetch: () => arrived.then(() => new Response(text, { headers: { 'content-type': 'application/json' } })),
    postMessage: (message: object) => {
      if (!('progress' in message)) answer(message);
    },
  });
  const start = cpuMs();
  await import(pathToFileURL(path.resolve(dist, '_astro', file)).href);
  const loaded = cpuMs();
  open();
  const response = (await answered) as { ok: boolean };
  if (!response.ok) throw new Error(`No plan for ${search}: ${JSON.stringify(response)}`);
  return {
    importMs: loaded - start,
    planMs: cpuMs() - loaded,
    digest: createHash('sha256').update(JSON.stringify(response)).digest('hex').slice(0, 16),
  };
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const dist = option('--dist') ?? 'dist';
  const search = option('--one');
  if (search !== undefined) {
    console.log(JSON.stringify(await one(dist, search)));
    return;
  }
  const runs = Number(option('--runs') ?? 3);
  const requests = parsePlanBench(fs.readFileSync('scripts/bench-plan.json', 'utf8')).requests.filter((r) => argv.includes('--all') || r.maxMs <= 300);
  console.log(
    `bench:plan-worker: ${dist}, ${requests.length} requests, each in a fresh process, median of ${runs}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const all = createHash('sha256');
  const sums = { importMs: 0, planMs: 0 };
  for (const request of requests) {
    const results = Array.from({ length: runs }, () => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-plan-worker.ts', '--dist', dist, '--one', request.query], {
        encoding: 'utf8',
      });
      return JSON.parse(out.trim().split('\n').at(-1)!) as Measured;
    });
    const load = median(results.map((r) => r.importMs));
    const plan = median(results.map((r) => r.planMs));
    sums.importMs += load;
    sums.planMs += plan;
    all.update(results[0]!.digest);
    console.log(`${load.toFixed(1).padStart(6)} + ${plan.toFixed(1).padStart(6)} ms CPU  ${results[0]!.digest}  ${request.name}`);
  }
  console.log(
    `sum: load ${Math.round(sums.importMs)} + plan ${Math.round(sums.planMs)} ms CPU; answers digest ${all.digest('hex').slice(0, 16)}; load average after ${os.loadavg()[0]!.toFixed(1)}`,
  );
}

await main(process.argv.slice(2));
