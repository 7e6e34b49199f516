import { afterEach, describe, expect, it } from 'vitest';
import { env } from './env.ts';
import { resetProcessState } from './processState.ts';

const saved = process.env.WEB_CONCURRENCY;
afterEach(() => {
  if (saved === undefined) delete process.env.WEB_CONCURRENCY;
  else process.env.WEB_CONCURRENCY = saved;
  resetProcessState();
});

const withWorkers = (value: string | undefined) => {
  if (value === undefined) delete process.env.WEB_CONCURRENCY;
  else process.env.WEB_CONCURRENCY = value;
  resetProcessState();
};

describe('WEB_CONCURRENCY (decision 067)', () => {
  it('is 1 unless set: one process, as before', () => {
    withWorkers(undefined);
    expect(env().WEB_CONCURRENCY).toBe(1);
    withWorkers(' ');
    expect(env().WEB_CONCURRENCY).toBe(1);
  });

  it('is a whole number of processes from 1 to 64; anything else stops the server naming it', () => {
    withWorkers('4');
    expect(env().WEB_CONCURRENCY).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'two', '65', 'auto']) {
      withWorkers(bad);
      expect(() => env(), bad).toThrow(/Invalid environment[\s\S]*WEB_CONCURRENCY/);
    }
  });
});

describe('UDOT_REQUESTS_PER_MINUTE', () => {
  const before = process.env.UDOT_REQUESTS_PER_MINUTE;
  afterEach(() => {
    if (before === undefined) delete process.env.UDOT_REQUESTS_PER_MINUTE;
    else process.env.UDOT_REQUESTS_PER_MINUTE = before;
    resetProcessState();
  });
  const withBudget = (value: string | undefined) => {
    if (value === undefined) delete process.env.UDOT_REQUESTS_PER_MINUTE;
    else process.env.UDOT_REQUESTS_PER_MINUTE = value;
    resetProcessState();
  };

  it("is UDOT's documented ten a minute unless set; a test server against the fake may raise it; nonsense stops the server naming it", () => {
    withBudget(undefined);
    expect(env().UDOT_REQUESTS_PER_MINUTE).toBe(10);
    withBudget('10000');
    expect(env().UDOT_REQUESTS_PER_MINUTE).toBe(10_000);
    for (const bad of ['0', 'ten', '1.5']) {
      withBudget(bad);
      expect(() => env(), bad).toThrow(/Invalid environment[\s\S]*UDOT_REQUESTS_PER_MINUTE/);
    }
  });
});
