import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOW_RULES, type RiverAnswer } from '../conditions/riverFlow.ts';
import type { Closure, RoadClosures } from './closures.ts';

// The browser's join of UDOT's closures and the river gauges for today's plan (issue 49), over
// the two answers our own API gives (fetch is the browser's: stubbed with those answers).
const narrows = FLOW_RULES[0]!;
const where = { location: null, since: null, updatedAt: null, endsAt: null, lat: null, lng: null };
const sr210: Closure = {
  id: 'event-1',
  source: 'udot',
  kind: 'closure',
  road: 'SR-210',
  description: 'Avalanche control.',
  ...where,
  edgeKeys: ['SR-210:snowbird-alta'],
  placeIds: ['alta-ski-area'],
  alongPlaceIds: [],
};
const udot = (checkedAt: string): RoadClosures => ({
  source: 'udot',
  checkedAt,
  reason: null,
  closedEdgeKeys: ['SR-210:snowbird-alta'],
  closedPlaceIds: ['alta-ski-area'],
  items: [sr210],
  canyons: [],
});
const river = (cfs: number, measuredAt: string): RiverAnswer => ({
  places: [{ rule: narrows, part: { status: 'ok', cfs, measuredAt, answeredAt: measuredAt } }],
});

async function liveDayWith(closures: RoadClosures | null, rivers: RiverAnswer | null, now: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('road-closures') ? closures : rivers;
      return body ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }) : new Response('{"error":"down"}', { status: 502 });
    }),
  );
  vi.resetModules(); // each page asks once: a fresh module is a fresh page
  const { liveDayNow } = await import('./liveDay.ts');
  return liveDayNow(() => Date.parse(now));
}

describe('liveDayNow (issue 49)', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('opens The Narrows on a day its gauge reads 84 cubic feet per second, with the reading as its note', async () => {
    const day = await liveDayWith(null, river(84, '2027-04-01T15:00:00Z'), '2027-04-01T15:30:00Z');
    expect(day).toMatchObject({ date: '2027-04-01', closedPlaceIds: [], openPlaceIds: ['the-narrows-zion'] });
    expect(day?.placeNotes?.['the-narrows-zion']).toMatch(/^The Narrows: open by the river’s flow: .+ ran 84 cubic feet per second at 9:00 AM MDT/);
  });

  it('joins today’s UDOT closures, as the store read them, and a reading above 150 that closes it, with the reading as the reason', async () => {
    const day = await liveDayWith(udot('2027-06-20T14:00:00Z'), river(310, '2027-06-20T14:45:00Z'), '2027-06-20T15:00:00Z');
    expect(day).toMatchObject({ date: '2027-06-20', closures: [sr210], closedPlaceIds: ['alta-ski-area', 'the-narrows-zion'] });
    expect(day?.placeReasons?.['the-narrows-zion']).toMatch(/closed by the river’s flow: .+ ran 310/);
    expect(day?.openPlaceIds).toBeUndefined();
  });

  it('leaves out UDOT’s closures read on another day and a reading of another day; nothing to say is undefined', async () => {
    const day = await liveDayWith(udot('2027-06-19T14:00:00Z'), river(84, '2027-06-20T14:45:00Z'), '2027-06-20T15:00:00Z');
    expect(day).toEqual({ date: '2027-06-20', closures: [], closedPlaceIds: [], openPlaceIds: ['the-narrows-zion'], placeNotes: expect.any(Object) });
    expect(await liveDayWith(null, river(310, '2027-06-19T14:45:00Z'), '2027-06-20T15:00:00Z')).toBeUndefined();
    expect(await liveDayWith(null, null, '2027-06-20T15:00:00Z')).toBeUndefined();
  });
});
