import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgePlans, median, parsePlanBench } from './benchPlan.ts';

describe('the plan benchmark (issue 38)', () => {
  it('holds 20 fixed requests, a day within 300 ms and a trip within 1 s', () => {
    const bench = parsePlanBench(fs.readFileSync('scripts/bench-plan.json', 'utf8'));
    expect(bench.requests).toHaveLength(20);
    expect(new Set(bench.requests.map((r) => r.name)).size).toBe(20);
    for (const r of bench.requests) {
      const days = Number(new URLSearchParams(r.query).get('days') ?? 1);
      expect(r.maxMs, r.name).toBe(days > 1 ? 1000 : 300);
      expect(new URLSearchParams(r.query).get('date'), r.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses a malformed file, naming the field', () => {
    expect(() => parsePlanBench(JSON.stringify({ requests: [{ name: 'x', query: 'hours=4', maxMs: -1 }] }))).toThrow(/maxMs/);
  });

  it('judges the median of the runs, and a request that never showed a plan fails', () => {
    const bench = parsePlanBench(
      JSON.stringify({
        requests: [
          { name: 'day', query: 'hours=4', maxMs: 300 },
          { name: 'week', query: 'days=7', maxMs: 1000 },
        ],
      }),
    );
    expect(median([900, 100, 250])).toBe(250);
    expect(median([4, 1, 3, 2])).toBe(3);
    const within = judgePlans(
      bench,
      new Map([
        ['day', { times: [900, 100, 250], cachedMs: 20 }],
        ['week', { times: [800, 1200, 990], cachedMs: 30 }],
      ]),
    );
    expect(within.ok).toBe(true);
    expect(within.rows[0]).toEqual({ name: 'day', medianMs: 250, maxMs: 300, cachedMs: 20, pass: true });
    const over = judgePlans(bench, new Map([['day', { times: [301, 400, 500], cachedMs: 20 }]]));
    expect(over.ok).toBe(false);
    expect(over.rows.map((r) => r.pass)).toEqual([false, false]);
  });
});
