import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import map from '../../functions/map.mts';
import { resetProcessState } from '../../src/server/processState.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  delete process.env.MAP_STYLE_URL;
  resetProcessState();
  await database.close();
});

describe('GET /api/map', () => {
  it('answers every place as a compact point with its zone, and the default OpenFreeMap style', async () => {
    delete process.env.MAP_STYLE_URL;
    resetProcessState();
    const response = await call(map, '/api/map');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const body = (await response.json()) as { style: string; places: Array<Record<string, unknown>> };
    expect(body.style).toBe('https://tiles.openfreemap.org/styles/liberty');
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

  it('serves the style URL the environment sets', async () => {
    process.env.MAP_STYLE_URL = 'http://127.0.0.1:9/style.json';
    resetProcessState();
    const body = (await (await call(map, '/api/map')).json()) as { style: string };
    expect(body.style).toBe('http://127.0.0.1:9/style.json');
  });
});
