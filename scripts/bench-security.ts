/**
 * npm run bench:security — hostile requests against every write route on a fresh embedded
 * database (issue 13): per route the requests sent, answers 5xx, requests refused that still
 * changed a table, and errors that were not `{"error": string}` JSON; then endless chunked
 * bodies, and a total. Exits 1 when any figure is not 0.
 *
 * BENCH_SECURITY_RUNS (default 1000) sets the cases per route; BENCH_SECURITY_SEED the seed.
 */
import { fuzzRoute, type RouteFigures } from '../tests/security/fuzzRoute.ts';
import { startHarness, WRITE_SPECS, writeRoutes } from '../tests/security/harness.ts';
import { runConcurrency } from '../tests/security/concurrency.ts';
import { endlessStream } from '../tests/security/hostile.ts';

const runs = Number(process.env.BENCH_SECURITY_RUNS ?? 1000);
const seed = Number(process.env.BENCH_SECURITY_SEED ?? 2026);

// The scans the bench starts fail at once (Reddit is a closed local port) and say so per
// community; that is expected noise, not a finding.
const log = console.log;
console.log = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[reddit]')) return;
  log(...args);
};

const started = performance.now();
const h = await startHarness();
const routes = await writeRoutes();
const figures: RouteFigures[] = [];
const pad = (s: string | number, n: number) => String(s).padStart(n);
log(`${'route'.padEnd(36)} ${pad('requests', 9)} ${pad('5xx', 5)} ${pad('refused+written', 16)} ${pad('non-JSON errors', 16)}  answers`);
for (const route of routes) {
  const f = await fuzzRoute(h, route, WRITE_SPECS[route.key]!, runs, seed);
  figures.push(f);
  const answers = Object.entries(f.byStatus)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  log(`${route.key.padEnd(36)} ${pad(f.requests, 9)} ${pad(f.fiveHundreds, 5)} ${pad(f.wroteWhenRefused, 16)} ${pad(f.nonJsonErrors, 16)}  ${answers}`);
}

// Endless chunked bodies (no Content-Length): each route that reads a body must answer 413
// after reading at most its limit and one chunk more.
let endlessFailures = 0;
let maxChunks = 0;
for (const route of routes) {
  const spec = WRITE_SPECS[route.key]!;
  if (!spec.valid) continue;
  const { stream, pulls } = endlessStream(1024);
  const response = await h.send(route, {
    role: spec.role,
    params: spec.params?.(h).real,
    body: stream,
    headers: { 'content-type': 'application/json' },
    ip: '198.51.100.250',
  });
  await response.body?.cancel();
  const allowed = Math.ceil((spec.maxBytes ?? 64 * 1024) / 1024) + 4;
  maxChunks = Math.max(maxChunks, pulls());
  if (response.status !== 413 || pulls() > allowed) {
    endlessFailures++;
    log(`endless body on ${route.key}: ${response.status} after ${pulls()} chunks of 1 KB`);
  }
}
log(
  `endless chunked bodies: ${routes.filter((r) => WRITE_SPECS[r.key]!.valid).length} routes, ${endlessFailures} not cut off at the limit (at most ${maxChunks} chunks of 1 KB read)`,
);

// ─────────────────────────────────────────────────────────────────────────────────────────

const total = figures.reduce(
  (t, f) => ({
    requests: t.requests + f.requests,
    five: t.five + f.fiveHundreds,
    written: t.written + f.wroteWhenRefused,
    nonJson: t.nonJson + f.nonJsonErrors,
  }),
  { requests: 0, five: 0, written: 0, nonJson: 0 },
);
log(
  `${'TOTAL'.padEnd(36)} ${pad(total.requests, 9)} ${pad(total.five, 5)} ${pad(total.written, 16)} ${pad(total.nonJson, 16)}  (${routes.length} write routes, ${runs} cases each, seed ${seed}, ${Math.round((performance.now() - started) / 1000)} s)`,
);
await h.close();

// ── Concurrency (issue 13, point 1) ──────────────────────────────────────────────────────
// Once the fuzzing's database is closed (the functions share one database client): hundreds
// of mixed reads, writes, transactions and approvals at once through the embedded server
// (tests/security/concurrency.ts); every answer is checked, not only its status.
const concurrency = await runConcurrency({ requests: Number(process.env.BENCH_CONCURRENCY_REQUESTS ?? 1000) });
log(
  `concurrency: ${concurrency.requests} mixed concurrent operations, ${concurrency.failures} failures, ${concurrency.wrongAnswers} wrong answers (${Math.round(concurrency.operationsMs)} ms)`,
);
for (const problem of concurrency.problems.slice(0, 10)) log(`  ${problem}`);
const concurrencyFailures = concurrency.failures + concurrency.wrongAnswers;
const failed = total.five + total.written + total.nonJson + endlessFailures + concurrencyFailures;
process.exit(failed === 0 ? 0 : 1);
