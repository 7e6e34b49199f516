import { describe, expect, it } from 'vitest';
import { placeTraits } from './travelerKinds.ts';

describe('a place’s traits from its catalogue fields', () => {
  it('marks a scenic drive, whose visit is the road (decision 106)', () => {
    const canyon = { id: 'big-cottonwood-canyon', name: 'Big Cottonwood Canyon', category: 'Natural Wonders' };
    expect(placeTraits({ ...canyon, tags: ['canyon', 'scenic-drive'] })).toContain('drive');
    expect(placeTraits({ ...canyon, tags: ['state-park', 'hiking'] })).not.toContain('drive');
  });

  it('makes a district, a main street or a plaza a walk, not a mall, a market or a town’s museum (decision 120)', () => {
    const urban = { category: 'Urban & Downtown' };
    expect(placeTraits({ ...urban, id: 'historic-25th-street-ogden', name: 'Historic 25th Street', tags: ['downtown', 'dining'] })).toContain('walk');
    expect(placeTraits({ id: 'olympic-legacy-plaza', name: 'Olympic Legacy Plaza', category: 'Olympic Venues', tags: ['olympics'] })).toContain('walk');
    expect(placeTraits({ ...urban, id: 'city-creek-center', name: 'City Creek Center', tags: ['shopping', 'downtown'] })).not.toContain('walk');
    expect(placeTraits({ ...urban, id: 'provo-farmers-market', name: 'Provo Farmers Market', tags: ['market', 'downtown'] })).not.toContain('walk');
    expect(placeTraits({ id: 'maze-district-hans-flat', name: 'The Maze District', category: 'Activities & Recreation', tags: ['4x4'] })).not.toContain('walk');
    expect(placeTraits({ id: 'park-city-museum', name: 'Park City Museum', category: 'Cultural & Historic', tags: ['museum'] })).not.toContain('walk');
  });

  it('makes a beach, a marina or a lake’s swim a summer outing with a season, unless it names a winter use (decision 120)', () => {
    const lake = { id: 'x', name: 'A Lake', category: 'Activities & Recreation' };
    const marina = placeTraits({ ...lake, tags: ['lake', 'boating', 'paddleboarding'] });
    expect(marina).toContain('water');
    expect(marina).toContain('season');
    expect(placeTraits({ ...lake, tags: ['lake', 'boating', 'ice-fishing'] })).not.toContain('water');
    expect(placeTraits({ ...lake, tags: ['hot-springs', 'swimming'] })).not.toContain('water');
    // A hike with a swimming hole is a hike, not a lake's beach.
    expect(placeTraits({ ...lake, tags: ['hiking', 'swimming', 'waterfall'] })).not.toContain('water');
  });

  it('knows a place for its sunrise by the catalogue’s tag (decision 130)', () => {
    const view = { id: 'x', name: 'An Overlook', category: 'Natural Wonders' };
    expect(placeTraits({ ...view, tags: ['viewpoint', 'sunrise'] })).toContain('sunrise');
    expect(placeTraits({ ...view, tags: ['viewpoint', 'sunset'] })).not.toContain('sunrise');
  });
});
