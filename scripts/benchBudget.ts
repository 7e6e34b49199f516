// Issue 31, decision 051: the budget of `npm run bench`. scripts/bench-budget.json states one
// line per page type (a Lighthouse score) and per route under load (requests/s and p99); this
// module reads it with zod and judges a run against it. Pure: no network, no files but the
// budget's own text, so the judging is unit-tested (scripts/benchBudget.test.ts).
import { z } from 'zod';

const common = {
  type: z.string().min(1).describe('the page type or route, as the table names it'),
  required: z.boolean().describe('a required entry that is not built fails the bench; another is reported as "not built"'),
  note: z.string().optional().describe('why the entry is as it is, printed under the table'),
};

const lighthouseEntry = z
  .object({
    ...common,
    path: z.string().startsWith('/').optional().describe('the page, as a path with its query'),
    match: z.string().optional().describe('or: a pattern; the first built route of dist/ it matches (sorted) is measured'),
    minScore: z.number().int().min(0).max(100).describe('the lowest Lighthouse performance score (median of the runs) that passes'),
    maxTbtMs: z
      .number()
      .positive()
      .optional()
      .describe(
        "the longest Total Blocking Time (median) that passes, in ms, on a host of the budget's referenceBenchmarkIndex (scaled to the host measured, decision 056)",
      ),
  })
  .strict()
  .refine((e) => (e.path === undefined) !== (e.match === undefined), { message: 'give either path or match', path: ['path'] });

const loadEntry = z
  .object({
    ...common,
    path: z.string().startsWith('/').describe('the route; {id} is a destination id from GET /api/destinations'),
    minRps: z.number().positive().describe('the fewest requests per second that pass'),
    maxP99Ms: z.number().positive().optional().describe('the slowest 99th percentile, in ms, that passes'),
    minNginxRatio: z
      .number()
      .positive()
      .max(1)
      .optional()
      .describe("issue 38: the lowest share of nginx's requests per second on the same file in the same run (both asked for gzip) that passes"),
  })
  .strict();

export const budgetSchema = z
  .object({
    referenceBenchmarkIndex: z
      .number()
      .positive()
      .optional()
      .describe("Lighthouse's benchmark index of the host the TBT limits were set on (lhr.environment.benchmarkIndex)"),
    lighthouse: z.array(lighthouseEntry).min(1),
    load: z.array(loadEntry),
  })
  .strict()
  .refine((b) => b.referenceBenchmarkIndex !== undefined || b.lighthouse.every((e) => e.maxTbtMs === undefined), {
    message: 'a TBT limit needs the referenceBenchmarkIndex it was set on',
    path: ['referenceBenchmarkIndex'],
  })
  .refine((b) => new Set([...b.lighthouse, ...b.load].map((e) => e.type)).size === b.lighthouse.length + b.load.length, {
    message: 'each type appears once',
  });

export type Budget = z.infer<typeof budgetSchema>;
export type LighthouseEntry = Budget['lighthouse'][number];
export type LoadEntry = Budget['load'][number];

/** Parses the budget file's text; throws with the field that is wrong. */
export function parseBudget(text: string): Budget {
  const result = budgetSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`The bench budget is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The first route of the build a `match` entry measures, or undefined when none is built. */
export function resolvePath(entry: LighthouseEntry, routes: readonly string[]): string | undefined {
  if (entry.path !== undefined) return entry.path;
  const re = new RegExp(entry.match!);
  return [...routes].sort().find((r) => re.test(r));
}

/** One page's Lighthouse result (medians), or undefined when the page is not built. */
export interface PageResult {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's benchmark index of the host during these runs (median): its CPU speed, higher is faster. */
  benchmarkIndex: number;
}

/** One route's figures under load, or undefined when it answered nothing but errors. */
export interface LoadResult {
  url: string;
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** nginx on the same file in the same run (benchNginx.ts), when the entry has minNginxRatio and nginx is installed. */
  nginx?: { rps: number; p99Ms: number; ownRps: number; ownP99Ms: number };
}

export interface Row {
  type: string;
  url: string;
  measured: string;
  limit: string;
  pass: boolean;
  status: 'pass' | 'FAIL' | 'not built';
  metrics: string;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** How far a host's speed may move a TBT limit either way: beyond it the host is not of this kind, or too busy to judge. */
export const MAX_HOST_FACTOR = 4;

/**
 * The TBT limit on a host of `measuredIndex` (decision 056). Lighthouse simulates the phone's CPU
 * by multiplying the tasks it observed on this host (4×), so a host half as fast shows tasks
 * twice as long: the limit scales by reference / measured, within MAX_HOST_FACTOR either way.
 */
export function scaledTbtLimit(maxTbtMs: number, referenceIndex: number, measuredIndex: number): number {
  // No index (an older Lighthouse, a failed micro-benchmark): judged as on the reference host.
  const factor = Number.isFinite(measuredIndex) && measuredIndex > 0 ? referenceIndex / measuredIndex : 1;
  return Math.round(maxTbtMs * Math.min(MAX_HOST_FACTOR, Math.max(1 / MAX_HOST_FACTOR, factor)));
}

/**
 * Judges a run: every measured entry against its limit, and every entry not measured (a page
 * not in the build, or not asked for) as "not built", which fails only a required entry.
 */
export function judge(budget: Budget, pages: ReadonlyMap<string, PageResult>, loads: ReadonlyMap<string, LoadResult>): { rows: Row[]; ok: boolean } {
  const rows: Row[] = [];
  for (const entry of budget.lighthouse) {
    const limit = `≥ ${entry.minScore}`;
    const result = pages.get(entry.type);
    if (!result) {
      rows.push(notBuilt(entry.type, entry.path ?? entry.match!, limit, entry.required));
      continue;
    }
    const tbtLimit = entry.maxTbtMs === undefined ? undefined : scaledTbtLimit(entry.maxTbtMs, budget.referenceBenchmarkIndex!, result.benchmarkIndex);
    const pass = result.score >= entry.minScore && (tbtLimit === undefined || result.tbtMs <= tbtLimit);
    rows.push({
      type: entry.type,
      url: result.url,
      measured: tbtLimit === undefined ? String(result.score) : `${result.score}, TBT ${ms(result.tbtMs)}`,
      limit: tbtLimit === undefined ? limit : `${limit}, TBT ≤ ${ms(tbtLimit)} (${entry.maxTbtMs} ms at index ${budget.referenceBenchmarkIndex})`,
      pass,
      status: pass ? 'pass' : 'FAIL',
      metrics: `LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${ms(result.tbtMs)}, CLS ${result.cls.toFixed(3)}, benchmark index ${Math.round(result.benchmarkIndex)}`,
    });
  }
  for (const entry of budget.load) {
    const limit = `≥ ${entry.minRps} req/s${entry.maxP99Ms === undefined ? '' : `, p99 ≤ ${entry.maxP99Ms} ms`}`;
    const result = loads.get(entry.type);
    if (!result) {
      rows.push(notBuilt(entry.type, entry.path, limit, entry.required));
      continue;
    }
    // An answer that is an error is not speed: a route that fails fast must not pass.
    const ratio = nginxRatio(entry, result);
    const pass =
      result.rps >= entry.minRps &&
      (entry.maxP99Ms === undefined || result.p99Ms <= entry.maxP99Ms) &&
      result.errors === 0 &&
      result.non2xx === 0 &&
      (ratio === null || ratio.pass);
    rows.push({
      type: entry.type,
      url: result.url,
      measured: `${result.rps} req/s, p99 ${result.p99Ms} ms${ratio ? `; ${ratio.measured}` : ''}`,
      limit: `${limit}${entry.minNginxRatio === undefined ? '' : `, ≥ ${entry.minNginxRatio} of nginx`}`,
      pass,
      status: pass ? 'pass' : 'FAIL',
      metrics: `errors ${result.errors}, non-2xx ${result.non2xx}${ratio ? `; ${ratio.metrics}` : ''}`,
    });
  }
  return { rows, ok: rows.every((r) => r.pass) };
}

/**
 * The entry's share of nginx (its own gzip run over nginx's), or null when it has no such limit.
 * Without nginx's figures (nginx not installed) the limit cannot be judged: it fails, named.
 */
export function nginxRatio(entry: LoadEntry, result: LoadResult): { pass: boolean; measured: string; metrics: string } | null {
  if (entry.minNginxRatio === undefined) return null;
  const n = result.nginx;
  if (!n) return { pass: false, measured: 'nginx not measured', metrics: 'nginx not installed (NGINX_PATH)' };
  const ratio = n.ownRps / Math.max(n.rps, 1);
  return {
    pass: ratio >= entry.minNginxRatio,
    measured: `${Math.round(ratio * 100) / 100} of nginx`,
    metrics: `gzip: ${n.ownRps} req/s (p99 ${n.ownP99Ms} ms) vs nginx ${n.rps} req/s (p99 ${n.p99Ms} ms)`,
  };
}

function notBuilt(type: string, url: string, limit: string, required: boolean): Row {
  return { type, url, measured: '—', limit, pass: !required, status: 'not built', metrics: required ? 'required' : 'not required' };
}

/** The rows as an aligned text table, with a header. */
export function formatTable(rows: readonly Row[]): string {
  const head: Row = { type: 'type', url: 'URL', measured: 'measured', limit: 'limit', pass: true, status: 'pass', metrics: 'metrics' };
  const cells = (r: Row, header = false) => [r.type, r.url, r.measured, r.limit, header ? 'result' : r.status, r.metrics];
  const all = [cells(head, true), ...rows.map((r) => cells(r))];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((c) => c[i]!.length)));
  return all
    .map((c) =>
      c
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
