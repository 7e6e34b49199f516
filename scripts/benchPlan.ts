// Issue 38, decision 056: the plan benchmark's requests and limits (scripts/bench-plan.json),
// read with zod, and its verdict. Pure, so the judging is unit-tested (scripts/benchPlan.test.ts).
import { z } from 'zod';

export const planBenchSchema = z
  .object({
    note: z.string().optional(),
    requests: z
      .array(
        z
          .object({
            name: z.string().min(1).describe('what the request plans, as the table names it'),
            query: z.string().min(1).describe("the /plan address's query, without the ?"),
            maxMs: z.number().positive().describe('the longest median time from navigation to the first plan shown, in ms'),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type PlanBench = z.infer<typeof planBenchSchema>;

export function parsePlanBench(text: string): PlanBench {
  const result = planBenchSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`The plan benchmark's file is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The middle run (of an even count, the upper of the two middle ones), as the Lighthouse part takes it. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface PlanRow {
  name: string;
  medianMs: number;
  maxMs: number;
  /** The same request again in the same tab: from the session's cache. */
  cachedMs: number;
  pass: boolean;
}

/** One row per request: the median of its runs against its limit. */
export function judgePlans(bench: PlanBench, runs: ReadonlyMap<string, { times: number[]; cachedMs: number }>): { rows: PlanRow[]; ok: boolean } {
  const rows = bench.requests.map((r) => {
    const measured = runs.get(r.name);
    const medianMs = measured?.times.length ? Math.round(median(measured.times)) : Number.NaN;
    return { name: r.name, medianMs, maxMs: r.maxMs, cachedMs: Math.round(measured?.cachedMs ?? Number.NaN), pass: medianMs <= r.maxMs };
  });
  return { rows, ok: rows.every((r) => r.pass) };
}
