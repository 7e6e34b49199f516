import { describe, expect, it } from 'vitest';
import { UTAH_TOWNS } from '../roads/towns.ts';
import type { Reachable } from './router.ts';
import { atSkiAreaFoot, SKI_TOWN_MILES, withBase } from './skiBases.ts';

describe('the ski areas’ bases', () => {
  it('reaches a ski area at the stop at its base, two minutes on foot', () => {
    const alta: Reachable = withBase({ id: 'alta-ski-area', lat: 40.5884, lng: -111.6386 });
    expect(alta.base).toEqual({ stop: 'alta', minutes: 2 });
    const square: Reachable = withBase({ id: 'temple-square', lat: 40.7705, lng: -111.892 });
    expect(square.base).toBeUndefined();
  });

  it(`names a town at a ski area's foot (a base within ${SKI_TOWN_MILES} miles): the canyon towns and Park City, not the valley where the buses start`, () => {
    for (const town of ['Alta', 'Snowbird', 'Brighton', 'Park City']) expect(atSkiAreaFoot(UTAH_TOWNS[town]!), town).toBe(true);
    for (const town of ['Salt Lake City', 'Sandy', 'Midvale', 'Ogden', 'Provo']) expect(atSkiAreaFoot(UTAH_TOWNS[town]!), town).toBe(false);
  });
});
