// `npm run bench:plan-engine` (issue 38, decision 063): the planner's engine alone, without the
// page, on the 20 requests of scripts/bench-plan.json. Each request runs in a fresh Node process
// (cold JIT, empty memos: what a fresh browser context's worker sees), --runs times (3), and the
// table gives the median CPU time of `runPlan` and a digest of every request's output as visitors
// read it (in English: the engine's sentences are data, decision 096), so a change
// that should keep the plans can show it did (compare the digest before and after). CPU time, not
// wall time: on a shared machine it moves far less with the other work. Profile one request with
// `node --cpu-prof --import tsx scripts/bench-plan-engine.ts --one N`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';
import { plannerData } from '../src/features/planning/plannerData.ts';
import type { PlannerData } from '../src/features/planning/planning.ts';
import { runPlan } from '../src/features/planner/planRun.ts';
import { parsePlanBench } from './benchPlan.ts';
import { inWords } from '../src/lib/messages/messages.ts';

const requests = parsePlanBench(fs.readFileSync('scripts/bench-plan.json', 'utf8')).requests;

/** One request, timed in this process: the planner data as the worker gets it (parsed from JSON). */
function one(index: number): { cpuMs: number; digest: string } {
  const catalogue = readCatalogue('supabase/seed/destinations');
  const built = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  const data = JSON.parse(JSON.stringify(built)) as PlannerData;
  const before = process.cpuUsage();
  const out = runPlan(requests[index]!.query, data);
  const used = process.cpuUsage(before);
  return {
    cpuMs: (used.user + used.system) / 1000,
    digest: createHash('sha256')
      .update(JSON.stringify(inWords(out, 'en')))
      .digest('hex'),
  };
}

function main(argv: string[]): void {
  const at = argv.indexOf('--one');
  if (at >= 0) {
    console.log(JSON.stringify(one(Number(argv[at + 1]))));
    return;
  }
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 3;
  console.log(`bench:plan-engine: ${requests.length} requests, each in a fresh process, median of ${runs}; load average ${os.loadavg()[0]!.toFixed(1)}`);
  const all = createHash('sha256');
  for (const [i, request] of requests.entries()) {
    const results = Array.from({ length: runs }, () => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-plan-engine.ts', '--one', String(i)], { encoding: 'utf8' });
      return JSON.parse(out.trim().split('\n').at(-1)!) as { cpuMs: number; digest: string };
    });
    const median = results.map((r) => r.cpuMs).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    all.update(results[0]!.digest);
    console.log(`${String(Math.round(median)).padStart(6)} ms CPU  ${request.name}`);
  }
  console.log(`outputs digest ${all.digest('hex').slice(0, 16)}; load average after ${os.loadavg()[0]!.toFixed(1)}`);
}

main(process.argv.slice(2));
