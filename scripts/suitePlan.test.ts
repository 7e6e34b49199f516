import { describe, expect, it } from 'vitest';
import { MAX_BROWSER_WORKERS, suiteCores, suitePlan } from '../tests/helpers/suitePlan.ts';

describe('suitePlan: workers sized to the cores (issue 38)', () => {
  it('on two cores runs the two database runs one after the other, each on both cores, and two browsers', () => {
    expect(suitePlan(2)).toEqual({ vitestWorkers: 2, postgresWorkers: 2, postgresBeside: false, playwrightWorkers: 2 });
  });

  it('on one core never asks for more than one worker anywhere', () => {
    expect(suitePlan(1)).toEqual({ vitestWorkers: 1, postgresWorkers: 1, postgresBeside: false, playwrightWorkers: 1 });
    expect(suitePlan(0.5).vitestWorkers).toBe(1);
  });

  it('with a core to spare runs PostgreSQL beside PGlite, on one core, and never oversubscribes', () => {
    for (const cores of [3, 4, 8, 16]) {
      const plan = suitePlan(cores);
      expect(plan.postgresBeside).toBe(true);
      expect(plan.vitestWorkers + plan.postgresWorkers).toBe(cores);
    }
  });

  it('caps the browser workers, since they share one server', () => {
    expect(suitePlan(16).playwrightWorkers).toBe(MAX_BROWSER_WORKERS);
    expect(suitePlan(3).playwrightWorkers).toBe(3);
    expect(suitePlan(4).playwrightWorkers).toBe(MAX_BROWSER_WORKERS);
  });

  it('takes TEST_CORES when it is a positive whole number, else the machine', () => {
    expect(suiteCores({ TEST_CORES: '2' })).toBe(2);
    const machine = suiteCores({});
    expect(machine).toBeGreaterThan(0);
    expect(suiteCores({ TEST_CORES: 'two' })).toBe(machine);
    expect(suiteCores({ TEST_CORES: '0' })).toBe(machine);
  });
});
