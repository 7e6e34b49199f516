import { afterEach, describe, expect, it } from 'vitest';
import { env } from './env.ts';
import { resetProcessState } from './processState.ts';

const NAMES = ['WEB_CONCURRENCY', 'UDOT_REQUESTS_PER_MINUTE'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

/** Sets (or, given undefined, removes) one variable and makes the next env() read it. */
const setEnv = (name: (typeof NAMES)[number], value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  resetProcessState();
};
afterEach(() => {
  for (const name of NAMES) setEnv(name, saved[name]);
});
const withWorkers = (value: string | undefined) => setEnv('WEB_CONCURRENCY', value);

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
  const withBudget = (value: string | undefined) => setEnv('UDOT_REQUESTS_PER_MINUTE', value);

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
