import { describe, expect, it, vi } from 'vitest';
import type { Closure, RoadClosures } from './closures.ts';
import { placeNamesFor } from './placeNames.ts';

const item = (placeIds: string[], alongPlaceIds: string[] = []): Closure =>
  ({
    id: 'c1',
    kind: 'closure',
    road: 'SR-210',
    description: '',
    location: '',
    lat: 40.6,
    lng: -111.7,
    since: null,
    updatedAt: null,
    endsAt: null,
    edgeKeys: [],
    placeIds,
    alongPlaceIds,
    source: 'udot',
  }) as Closure;
const live = (items: Closure[]): RoadClosures => ({
  source: 'udot',
  checkedAt: null,
  reason: null,
  closedEdgeKeys: [],
  closedPlaceIds: [],
  items,
  canyons: [],
});
const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('placeNamesFor', () => {
  it('asks for /place-names.json only when an item touches a place', async () => {
    const load = vi.fn(() => answer({ alta: 'Alta Ski Area' }));
    expect((await placeNamesFor(null, load)).size).toBe(0);
    expect((await placeNamesFor(live([item([])]), load)).size).toBe(0);
    expect(load).not.toHaveBeenCalled();
    const names = await placeNamesFor(live([item([], ['alta'])]), load);
    expect(load).toHaveBeenCalledWith('/place-names.json');
    expect(names.get('alta')).toBe('Alta Ski Area');
  });

  it('gives no names when the file fails, is not an object or holds other values', async () => {
    const touched = live([item(['alta'])]);
    expect((await placeNamesFor(touched, () => answer({}, 404))).size).toBe(0);
    expect((await placeNamesFor(touched, () => Promise.reject(new Error('offline')))).size).toBe(0);
    expect((await placeNamesFor(touched, () => answer(['alta']))).size).toBe(0);
    expect([...(await placeNamesFor(touched, () => answer({ alta: 'Alta', bad: 3 })))]).toEqual([['alta', 'Alta']]);
  });
});
