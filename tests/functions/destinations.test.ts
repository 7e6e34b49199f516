import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import list from '../../functions/destinations.mts';
import one from '../../functions/destination.mts';
import { siteCatalogue } from '../../src/features/destinations/destinations.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('GET /api/destinations', () => {
  it('returns every seeded destination as a JSON array in the docs/product.md §3.1 shape', async () => {
    const response = await call(list, '/api/destinations');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body.map((d) => d.id)).toEqual(['temple-square', 'utah-olympic-park', 'delicate-arch']);
    expect(body[0]).toMatchObject({
      name: 'Temple Square',
      category: 'Cultural & Historic',
      driveTime: 12,
      driveTimeMinutes: 12,
      driveTimeText: '12 min',
      subscriptionTier: 'free',
      isOlympicVenue: false,
      familyFriendly: true,
      coordinates: { lat: 40.7704, lng: -111.8919 },
      photoUrl: '/images/destinations/temple-square.svg',
      photos: [{ url: '/images/destinations/temple-square.svg' }],
      phone: null,
    });
  });

  it('keeps only destinations at or under the driveTime', async () => {
    const body = (await (await call(list, '/api/destinations?driveTime=40')).json()) as Array<{ id: string }>;
    expect(body.map((d) => d.id)).toEqual(['temple-square', 'utah-olympic-park']);
  });

  it('treats an empty driveTime, category or tier as no filter, not as a drive time of 0', async () => {
    const body = (await (await call(list, '/api/destinations?driveTime=&category=&tier=')).json()) as Array<{ id: string }>;
    expect(body.map((d) => d.id)).toEqual(['temple-square', 'utah-olympic-park', 'delicate-arch']);
    const blank = (await (await call(list, '/api/destinations?driveTime=%20')).json()) as Array<{ id: string }>;
    expect(blank).toHaveLength(3);
  });

  it('still filters at a driveTime of 0 when one is given', async () => {
    const body = (await (await call(list, '/api/destinations?driveTime=0')).json()) as Array<{ id: string }>;
    expect(body).toEqual([]);
  });

  it('filters by category', async () => {
    const body = (await (await call(list, '/api/destinations?category=Olympic%20Venues')).json()) as Array<{ id: string }>;
    expect(body.map((d) => d.id)).toEqual(['utah-olympic-park']);
  });

  it('with tier=free returns only what a free user may open', async () => {
    const body = (await (await call(list, '/api/destinations?tier=free')).json()) as Array<{ id: string }>;
    expect(body.map((d) => d.id)).toEqual(['temple-square']);
  });

  it('answers 400 with the field at fault for a malformed query', async () => {
    const response = await call(list, '/api/destinations?driveTime=soon&category=Nowhere');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.error).toBe('Invalid query');
    expect(body.issues.map((i) => i.path).sort()).toEqual(['category', 'driveTime']);
  });

  it('answers 400 for an unknown query parameter instead of ignoring it', async () => {
    const response = await call(list, '/api/destinations?drivetime=30');
    expect(response.status).toBe(400);
  });
});

describe('GET /api/destinations?since= (places added after a build, decision 030)', () => {
  it('answers nothing at the build’s own stamp, then only a place added after it', async () => {
    // The stamp keeps microseconds: a millisecond stamp would make the newest row look newer than itself.
    const build = await siteCatalogue();
    expect(build).toEqual({ count: 3, newest: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/) });
    const since = `/api/destinations?since=${encodeURIComponent(build!.newest)}`;
    expect(await (await call(list, since)).json()).toEqual([]);
    await database.sql`INSERT INTO destinations (id, name, category, drive_time_minutes, origin) VALUES ('new-place', 'New Place', 'Family Fun', 25, 'submission')`;
    try {
      const body = (await (await call(list, since)).json()) as Array<{ id: string; name: string; driveTimeMinutes: number }>;
      expect(body.map((d) => [d.id, d.name, d.driveTimeMinutes])).toEqual([['new-place', 'New Place', 25]]);
      // Filters combine with it, as with the whole list.
      expect(await (await call(list, `${since}&driveTime=20`)).json()).toEqual([]);
    } finally {
      await database.sql`DELETE FROM destinations WHERE id = 'new-place'`;
    }
  });

  it('leaves out catalogue rows seeded after the build: only approvals are late', async () => {
    // A database seeded again after the build (a fresh data folder) has every catalogue row newer
    // than the build's stamp; merging them would send the whole catalogue to every page.
    const since = `/api/destinations?since=${encodeURIComponent('2000-01-01T00:00:00.000000Z')}`;
    await database.sql`INSERT INTO destinations (id, name, category, drive_time_minutes, origin) VALUES ('approved-place', 'Approved Place', 'Family Fun', 25, 'submission')`;
    try {
      const body = (await (await call(list, since)).json()) as Array<{ id: string }>;
      expect(body.map((d) => d.id)).toEqual(['approved-place']);
    } finally {
      await database.sql`DELETE FROM destinations WHERE id = 'approved-place'`;
    }
  });

  it('answers 400 naming since for a value that is not an ISO date-time', async () => {
    for (const bad of ['yesterday', '2026-11-26', '2026-11-26T20:00:00', '2026-11-26T20:00:00Z%00']) {
      const response = await call(list, `/api/destinations?since=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['since']);
    }
  });
});

describe('GET /api/destinations/{id}', () => {
  it('returns one destination', async () => {
    const response = await call(one, '/api/destinations/delicate-arch', { params: { id: 'delicate-arch' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'delicate-arch', name: 'Delicate Arch', subscriptionTier: 'premium' });
  });

  it('answers 404 with a JSON error for an unknown id', async () => {
    const response = await call(one, '/api/destinations/nowhere-at-all', { params: { id: 'nowhere-at-all' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Destination not found' });
  });

  it('answers 404, not 500, for an id that could never exist', async () => {
    const response = await call(one, '/api/destinations/%3Cscript%3E', { params: { id: '<script>' } });
    expect(response.status).toBe(404);
  });
});
