import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import destinationPage from '../../functions/destination-page.mts';
import { config } from '../../functions/destination-page.mts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('GET /destinations/{id} without a prebuilt page', () => {
  it('opens a destination the database has (approved after the build) with status 200', async () => {
    await database.sql`INSERT INTO destinations (id, name, category) VALUES ('approved-after-build', 'Approved After Build', 'Family Fun')`;
    const response = await call(destinationPage, '/destinations/approved-after-build/', { params: { id: 'approved-after-build' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers an unknown or malformed id with 404 and the "Destination not found" page', async () => {
    for (const id of ['never-existed', 'Not A Valid Id', '../../etc/passwd']) {
      const response = await call(destinationPage, `/destinations/${encodeURIComponent(id)}/`, { params: { id } });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('Destination not found');
    }
  });

  it('answers a withdrawn place with 410 and the "no longer in the guide" page, not indexed (decision 085)', async () => {
    await database.sql`INSERT INTO destinations (id, name, category, withdrawn_at) VALUES ('withdrawn-after-build', 'Withdrawn After Build', 'Family Fun', now())`;
    const response = await call(destinationPage, '/destinations/withdrawn-after-build/', { params: { id: 'withdrawn-after-build' } });
    expect(response.status).toBe(410);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toContain('This place is no longer in the guide');
  });

  it('lets prebuilt pages win (preferStatic) on both path forms', () => {
    expect(config).toMatchObject({ path: ['/destinations/:id', '/destinations/:id/'], method: 'GET', preferStatic: true });
  });
});
