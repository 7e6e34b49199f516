import { describe, expect, it } from 'vitest';
import { placeTraits } from './travelerKinds.ts';

describe('a place’s traits from its catalogue fields', () => {
  it('marks a scenic drive, whose visit is the road (decision 106)', () => {
    const canyon = { id: 'big-cottonwood-canyon', name: 'Big Cottonwood Canyon', category: 'Natural Wonders' };
    expect(placeTraits({ ...canyon, tags: ['canyon', 'scenic-drive'] })).toContain('drive');
    expect(placeTraits({ ...canyon, tags: ['state-park', 'hiking'] })).not.toContain('drive');
  });
});
