import { describe, expect, it } from 'vitest';
import { type Closure, closedEdgeKeys, placesTouched } from './roadDay.ts';

const closure = (over: Partial<Closure>): Closure => ({
  id: 'event-1',
  source: 'udot',
  kind: 'closure',
  road: 'SR-210',
  description: 'Avalanche control',
  location: 'Snowbird Entry 2',
  since: '2027-01-15T14:10:00.000Z',
  updatedAt: null,
  endsAt: null,
  lat: 40.58,
  lng: -111.66,
  edgeKeys: ['SR-210:snowbird-alta'],
  placeIds: ['alta-ski-area'],
  alongPlaceIds: ['little-cottonwood-canyon', 'alta-ski-area'],
  ...over,
});

describe('a live closure (issue 47: one shape from the scan to the plan)', () => {
  it('touches the places it cuts off and those along its road, each once', () => {
    expect(placesTouched(closure({}))).toEqual(['alta-ski-area', 'little-cottonwood-canyon']);
  });

  it('closes the segments of its closures, each once and sorted, and none of a restriction', () => {
    const closures = [
      closure({ edgeKeys: ['SR-210:snowbird-alta', 'SR-210:lcc_mouth-snowbird'] }),
      closure({ id: 'event-2', edgeKeys: ['SR-210:snowbird-alta'] }),
      closure({ id: 'event-3', kind: 'restriction', edgeKeys: ['SR-190:bcc_mouth-solitude'] }),
    ];
    expect(closedEdgeKeys(closures)).toEqual(['SR-210:lcc_mouth-snowbird', 'SR-210:snowbird-alta']);
    expect(closedEdgeKeys([])).toEqual([]);
  });
});
