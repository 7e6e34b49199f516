import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { type FakeTiles, startFakeTiles } from '../fakes/tiles.ts';
import map from '../../functions/map.mts';
import { BASEMAP_CHECK_TTL_MS } from '../../src/features/map/map.server.ts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
let tiles: FakeTiles;
beforeAll(async () => {
  database = await freshDatabase();
  tiles = await startFakeTiles();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  delete process.env.MAP_STYLE_URL;
  resetProcessState();
  await tiles.close();
  await database.close();
});

const useStyle = (url: string) => {
  process.env.MAP_STYLE_URL = url;
  resetProcessState();
};
const styleRequests = () => tiles.requests.filter((p) => p === '/style.json').length;
type Body = { style: string | null; places: Array<Record<string, unknown>> };

describe('GET /api/map', () => {
  it('answers every place as a compact point with its zone, and the style URL the environment sets once its host answers', async () => {
    useStyle(`${tiles.url}/style.json`);
    const response = await call(map, '/api/map');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const body = (await response.json()) as Body;
    expect(body.style).toBe(`${tiles.url}/style.json`);
    expect(body.places.map((p) => p.id)).toEqual(['temple-square', 'utah-olympic-park', 'delicate-arch']);
    expect(body.places[0]).toEqual({
      id: 'temple-square',
      name: 'Temple Square',
      category: 'Cultural & Historic',
      lat: 40.7704,
      lng: -111.8919,
      minutes: 12,
      zone: '30-minutes',
    });
  });

  it('gives no style while the style host refuses, and every place all the same (issue 51: no request the browser logs as failed)', async () => {
    useStyle('http://127.0.0.1:9/style.json');
    const body = (await (await call(map, '/api/map')).json()) as Body;
    expect(body.style).toBeNull();
    expect(body.places).toHaveLength(3);
  });

  it('gives no style when the host answers with an error', async () => {
    useStyle(`${tiles.url}/no-such-style.json`);
    expect(((await (await call(map, '/api/map')).json()) as Body).style).toBeNull();
  });

  it('asks the style host once for hundreds of requests at once, and again after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
    useStyle(`${tiles.url}/style.json`);
    const before = styleRequests();
    const bodies = await Promise.all(Array.from({ length: 200 }, async () => (await (await call(map, '/api/map')).json()) as Body));
    for (const body of bodies) {
      expect(body.style).toBe(`${tiles.url}/style.json`);
      expect(body.places.map((p) => p.id)).toEqual(['temple-square', 'utah-olympic-park', 'delicate-arch']);
    }
    expect(styleRequests() - before).toBe(1);
    vi.setSystemTime(Date.now() + BASEMAP_CHECK_TTL_MS - 1_000);
    await call(map, '/api/map');
    expect(styleRequests() - before).toBe(1);
    vi.setSystemTime(Date.now() + 1_000);
    await call(map, '/api/map');
    expect(styleRequests() - before).toBe(2);
  });
});
