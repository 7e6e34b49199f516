import { describe, expect, it } from 'vitest';
import { AIRPORT_LABEL } from '../planning/planning.ts';
import { AROUND, AROUND_HALF_LIFE, aroundFactor, dayAround } from './aroundTown.ts';

describe('a day from a town explores around it (issue 48, decision 100)', () => {
  it('keeps a place whole within the town’s reach and halves it every half-life beyond', () => {
    expect(aroundFactor(0)).toBe(1);
    expect(aroundFactor(AROUND)).toBe(1);
    expect(aroundFactor(AROUND + AROUND_HALF_LIFE)).toBeCloseTo(0.5);
    expect(aroundFactor(AROUND + 2 * AROUND_HALF_LIFE)).toBeCloseTo(0.25);
    // A trip's free radius adds to the reach.
    expect(aroundFactor(AROUND + 120, 120)).toBe(1);
  });

  it('weighs by the tiers and the reach only on a day around a town: not with a park chosen, between two towns or from the airport', () => {
    const far = AROUND + AROUND_HALF_LIFE;
    const town = dayAround({ from: 'Cedar City', park: undefined }, true);
    expect(town.tiers).toBe(true);
    expect(town.around('x', far)).toBeCloseTo(0.5);
    for (const other of [
      dayAround({ from: 'Moab', park: 'Arches' }, true),
      dayAround({ from: 'Moab', park: undefined }, false),
      dayAround({ from: AIRPORT_LABEL, park: undefined }, true),
    ]) {
      expect(other.tiers).toBe(false);
      expect(other.around('x', far)).toBe(1);
    }
    // A trip's own rule (its base) wins.
    expect(dayAround({ from: 'Moab', park: undefined }, false, () => 0.25)).toMatchObject({ tiers: true });
  });
});
