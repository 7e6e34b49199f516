import { MemoryBudget } from '../../src/server/requestBudget.ts';

/**
 * A request budget of `perWindow` requests per `windowMs` that records the moments it let a
 * request go: the times the budget handed out, not arrival times at a fake, which a busy machine
 * would jitter.
 */
export function recordingBudget(perWindow: number, windowMs: number) {
  const budget = new MemoryBudget(perWindow, windowMs);
  const times: number[] = [];
  const recording = {
    take: async (clock: () => number) => {
      const now = clock();
      const wait = await budget.take(() => now);
      if (wait === 0) times.push(now);
      return wait;
    },
    block: (until: number) => budget.block(until),
  };
  return { budget: recording, times };
}
