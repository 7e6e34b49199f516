import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Budget, formatTable, judge, type LoadResult, MAX_HOST_FACTOR, type PageResult, parseBudget, resolvePath, scaledTbtLimit } from './benchBudget.ts';

const budget: Budget = {
  lighthouse: [
    { type: 'home', path: '/', minScore: 98, required: true },
    { type: 'map', path: '/map/', minScore: 95, required: true },
    { type: 'trip', match: '^/trips/[^/]+/$', minScore: 98, required: false },
  ],
  load: [{ type: 'list API', path: '/api/destinations', minRps: 3000, maxP99Ms: 50, required: true }],
};

const page = (url: string, score: number, tbtMs = 30, benchmarkIndex = 2000): PageResult => ({ url, score, lcpMs: 1200, tbtMs, cls: 0, benchmarkIndex });
const load = (rps: number, p99Ms: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  url: '/api/destinations',
  rps,
  p99Ms,
  errors: 0,
  non2xx: 0,
  ...extra,
});
const pagesOf = (entries: Array<[string, PageResult]>) => new Map(entries);
const within = () =>
  pagesOf([
    ['home', page('/', 100)],
    ['map', page('/map/', 95)],
  ]);

describe('the bench budget (decision 051)', () => {
  it('passes a run within every limit, with a type not built that is not required', () => {
    const { rows, ok } = judge(budget, within(), new Map([['list API', load(3000, 50)]]));
    expect(ok).toBe(true);
    expect(rows.map((r) => [r.type, r.status])).toEqual([
      ['home', 'pass'],
      ['map', 'pass'],
      ['trip', 'not built'],
      ['list API', 'pass'],
    ]);
  });

  it('fails a page under its score, and only that page', () => {
    const pages = within();
    pages.set('map', page('/map/', 94));
    const { rows, ok } = judge(budget, pages, new Map([['list API', load(5000, 20)]]));
    expect(ok).toBe(false);
    expect(rows.filter((r) => !r.pass).map((r) => [r.type, r.measured, r.limit])).toEqual([['map', '94', '≥ 95']]);
  });

  it('fails a route under its rate, over its p99, or answering errors', () => {
    for (const result of [load(2999, 10), load(9000, 50.1), load(9000, 10, { non2xx: 1 }), load(9000, 10, { errors: 3 })]) {
      const { rows, ok } = judge(budget, within(), new Map([['list API', result]]));
      expect(ok).toBe(false);
      expect(rows.find((r) => r.type === 'list API')!.status).toBe('FAIL');
    }
  });

  it('fails when a required type is missing, and names it not built', () => {
    const { rows, ok } = judge(budget, pagesOf([['home', page('/', 100)]]), new Map([['list API', load(3000, 50)]]));
    expect(ok).toBe(false);
    expect(rows.find((r) => r.type === 'map')).toMatchObject({ status: 'not built', pass: false, url: '/map/' });
    const noLoad = judge(budget, within(), new Map());
    expect(noLoad.ok).toBe(false);
    expect(noLoad.rows.find((r) => r.type === 'list API')!.status).toBe('not built');
  });

  it('resolves a pattern to the first built route it matches, or to nothing', () => {
    const trip = budget.lighthouse[2]!;
    expect(resolvePath(trip, ['/', '/trips/zion-5-days/', '/trips/arches-3-days/', '/trips/'])).toBe('/trips/arches-3-days/');
    expect(resolvePath(trip, ['/', '/destinations/arches/'])).toBeUndefined();
    expect(resolvePath(budget.lighthouse[0]!, [])).toBe('/');
  });

  it('prints a table with the type, URL, figure, limit, result and metrics', () => {
    const table = formatTable(judge(budget, within(), new Map([['list API', load(3100, 12)]])).rows);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^type\s+URL\s+measured\s+limit\s+result\s+metrics$/);
    expect(lines[1]).toMatch(/^home\s+\/\s+100\s+≥ 98\s+pass\s+LCP 1\.20 s, TBT 30 ms, CLS 0\.000, benchmark index 2000$/);
    expect(lines[4]).toMatch(/^list API\s+\/api\/destinations\s+3100 req\/s, p99 12 ms\s+≥ 3000 req\/s, p99 ≤ 50 ms\s+pass/);
  });

  it('reads the project budget file, and refuses a malformed one naming the field', () => {
    const project = parseBudget(fs.readFileSync('scripts/bench-budget.json', 'utf8'));
    expect(project.lighthouse.length).toBeGreaterThanOrEqual(12);
    expect(project.lighthouse.filter((e) => e.minScore < 98).map((e) => e.type)).toEqual([
      'map',
      'plan, 5 days',
      'plan, no car',
      'map, Spanish',
      'plan, French',
    ]);
    expect(() => parseBudget(JSON.stringify({ lighthouse: [{ type: 'x', path: '/', minScore: '98', required: true }], load: [] }))).toThrow(/minScore/);
    expect(() => parseBudget(JSON.stringify({ lighthouse: [{ type: 'x', minScore: 98, required: true }], load: [] }))).toThrow(/path or match/);
    expect(() =>
      parseBudget(
        JSON.stringify({
          lighthouse: [
            { type: 'x', path: '/', minScore: 98, required: true },
            { type: 'x', path: '/a', minScore: 98, required: true },
          ],
          load: [],
        }),
      ),
    ).toThrow(/once/);
  });

  describe('TBT judged on the host measured (decision 056)', () => {
    const tbtBudget: Budget = {
      referenceBenchmarkIndex: 2000,
      lighthouse: [{ type: 'search', path: '/search/', minScore: 98, maxTbtMs: 50, required: true }],
      load: [],
    };
    const run = (tbtMs: number, index: number) => judge(tbtBudget, pagesOf([['search', page('/search/', 99, tbtMs, index)]]), new Map());

    it('scales the limit by reference / measured index, within a factor of four either way', () => {
      expect(scaledTbtLimit(50, 2000, 2000)).toBe(50);
      expect(scaledTbtLimit(50, 2000, 1000)).toBe(100);
      expect(scaledTbtLimit(50, 2000, 4000)).toBe(25);
      expect(scaledTbtLimit(50, 2000, 100)).toBe(50 * MAX_HOST_FACTOR);
      expect(scaledTbtLimit(50, 2000, 100_000)).toBe(Math.round(50 / MAX_HOST_FACTOR));
      expect(scaledTbtLimit(50, 2000, Number.NaN)).toBe(50);
    });

    it('gives the same verdict for the same code on a host half as fast, where every task is twice as long', () => {
      expect(run(40, 2000).ok).toBe(true);
      expect(run(80, 1000).ok).toBe(true);
      expect(run(60, 2000).ok).toBe(false);
      expect(run(120, 1000).ok).toBe(false);
    });

    it('fails a page over its TBT even when its score passes, and shows the scaled limit and the index', () => {
      const { rows } = run(101, 1000);
      expect(rows[0]).toMatchObject({ status: 'FAIL', measured: '99, TBT 101 ms', limit: '≥ 98, TBT ≤ 100 ms (50 ms at index 2000)' });
      expect(rows[0]!.metrics).toContain('benchmark index 1000');
    });

    it('refuses a TBT limit without the index it was set on', () => {
      const text = JSON.stringify({ ...tbtBudget, referenceBenchmarkIndex: undefined });
      expect(() => parseBudget(text)).toThrow(/referenceBenchmarkIndex/);
    });
  });

  describe('a prebuilt page against nginx on the same file (issue 38)', () => {
    const pageBudget: Budget = {
      lighthouse: [{ type: 'home', path: '/', minScore: 98, required: true }],
      load: [{ type: 'prebuilt page', path: '/destinations/{id}/', minRps: 10000, maxP99Ms: 10, minNginxRatio: 0.6, required: true }],
    };
    const run = (nginx: LoadResult['nginx'], p99Ms = 5) =>
      judge(pageBudget, pagesOf([['home', page('/', 100)]]), new Map([['prebuilt page', load(16000, p99Ms, { url: '/destinations/x/', nginx })]]));

    it('passes at 0.6 of nginx or more, and records both figures and the ratio', () => {
      const { rows, ok } = run({ rps: 25000, p99Ms: 3.5, ownRps: 15000, ownP99Ms: 6 });
      expect(ok).toBe(true);
      expect(rows[1]).toMatchObject({ measured: '16000 req/s, p99 5 ms; 0.6 of nginx', limit: '≥ 10000 req/s, p99 ≤ 10 ms, ≥ 0.6 of nginx' });
      expect(rows[1]!.metrics).toContain('gzip: 15000 req/s (p99 6 ms) vs nginx 25000 req/s (p99 3.5 ms)');
    });

    it('fails under 0.6 of nginx, over a p99 of 10 ms, or when nginx was not measured', () => {
      expect(run({ rps: 25000, p99Ms: 3.5, ownRps: 14900, ownP99Ms: 6 }).ok).toBe(false);
      expect(run({ rps: 25000, p99Ms: 3.5, ownRps: 20000, ownP99Ms: 6 }, 10.1).ok).toBe(false);
      const { rows, ok } = run(undefined);
      expect(ok).toBe(false);
      expect(rows[1]!.measured).toContain('nginx not measured');
    });
  });
});
