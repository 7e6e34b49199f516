import { describe, expect, it } from 'vitest';
import { regionSignature, regionWeight, TIER_WEIGHT, tierWeighed } from './regionMarks.ts';
import { tierOf } from './tiers.ts';

const place = (id: string, extra: { park?: string; category?: string; kind?: 'ski-area' } = {}) => ({ id, category: 'Natural Wonders', ...extra });

describe('regional signature sights (issue 48, decision 100)', () => {
  it('weighs a region’s highlights by their tier, as the parks’ marks weigh their sights', () => {
    expect(tierOf('snow-canyon-state-park')).toBe(2);
    expect(regionWeight(place('snow-canyon-state-park'))).toBe(TIER_WEIGHT[2]);
    expect(regionSignature(place('snow-canyon-state-park'))).toBe(true);
    expect(regionWeight(place('temple-square', { category: 'Cultural & Historic' }))).toBe(TIER_WEIGHT[1]);
    expect(TIER_WEIGHT[1]).toBeGreaterThan(TIER_WEIGHT[2]);
    expect(TIER_WEIGHT[4]).toBeLessThan(1);
  });

  it('leaves the five parks to their own marks: a marked sight and an unmarked place of a marked park weigh 1', () => {
    expect(tierWeighed(place('delicate-arch', { park: 'arch' }))).toBe(false);
    expect(regionWeight(place('bryce-point', { park: 'brca' }))).toBe(1);
    expect(tierWeighed(place('cedar-breaks-national-monument', { park: 'cebr' }))).toBe(true);
  });

  it('adds nothing outside the categories asked for, nor to a ski hill out of its lift season', () => {
    const temple = place('temple-square', { category: 'Cultural & Historic' });
    expect(regionWeight(temple, ['Activities & Recreation'])).toBe(1);
    expect(regionWeight(temple, ['Cultural & Historic'])).toBe(TIER_WEIGHT[1]);
    const ski = place('snowbird', { category: 'Skiing & Winter', kind: 'ski-area' });
    expect(regionWeight(ski, [], 1)).toBe(TIER_WEIGHT[1]);
    expect(regionWeight(ski, [], 7)).toBe(1);
  });
});
