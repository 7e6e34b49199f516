import { describe, expect, it } from 'vitest';
import { ROAD_EDGES, roadNode } from '../roads/roadNetwork.ts';
import { edgeKey } from '../roads/roadsOn.ts';
import { closureFeatures, pinPoint } from './closureLines.ts';
import { roadLines } from './roadLines.ts';
import type { Closure } from './closures.ts';

// The map of today's closures (decision 061) draws a closure along the segments UDOT's report was
// matched to: every segment key the matcher can give has its line.
const lines = roadLines();
const item = (edgeKeys: string[], kind: Closure['kind'] = 'closure'): Closure => ({
  id: 'UDOT-4471',
  source: 'udot',
  kind,
  road: 'SR-210',
  description: 'SR-210 is closed for avalanche control.',
  location: 'Snowbird Entry 2',
  since: null,
  updatedAt: null,
  endsAt: null,
  lat: null,
  lng: null,
  edgeKeys,
  placeIds: [],
  alongPlaceIds: [],
});

describe('the road lines of the closures map', () => {
  it('has a line for every segment of the model, its ends at the segment’s two junctions', () => {
    expect(Object.keys(lines)).toHaveLength(new Set(ROAD_EDGES.map(edgeKey)).size);
    const mouth = roadNode('lcc_mouth')!;
    expect(lines['SR-210:lcc_mouth-snowbird']![0]).toEqual([expect.closeTo(mouth.lng, 4), expect.closeTo(mouth.lat, 4)]);
  });

  it('draws a closure along its known segments, leaves out one on none, and pins it mid-segment', () => {
    const sr210 = item(['SR-210:lcc_mouth-snowbird', 'not-a-road:a-b']);
    const drawn = closureFeatures([sr210, item(['not-a-road:a-b'])], lines);
    expect(drawn.features).toHaveLength(1);
    expect(drawn.features[0]).toMatchObject({
      properties: { id: 'UDOT-4471', kind: 'closure' },
      geometry: { type: 'MultiLineString', coordinates: [lines['SR-210:lcc_mouth-snowbird']] },
    });
    const [[lng1, lat1], [lng2, lat2]] = lines['SR-210:lcc_mouth-snowbird'] as [[number, number], [number, number]];
    expect(pinPoint(sr210, lines)).toEqual([(lng1 + lng2) / 2, (lat1 + lat2) / 2]);
    expect(pinPoint(item(['not-a-road:a-b']), lines)).toBeNull();
  });
});
