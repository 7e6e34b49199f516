import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { getDestination, listDestinations, readCatalogue, seedDestinations } from './destinations.server.ts';
import { FIXTURE_CATALOGUE } from '../../../tests/helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedDestinations', () => {
  it('does nothing when the catalogue files have not changed', async () => {
    const result = await seedDestinations(database.sql, readCatalogue(FIXTURE_CATALOGUE));
    expect(result).toEqual({ applied: false, count: 3 });
  });

  it('updates untouched rows, adds new ids and never overwrites a row staff touched', async () => {
    const sql = database.sql;
    await sql`UPDATE destinations SET details = details || '{"description": "Edited by staff."}'::jsonb, touched_at = now() WHERE id = 'temple-square'`;
    const entries = readCatalogue(FIXTURE_CATALOGUE).map((e) => ({ ...e, description: `${e.description} Revised.` }));
    entries.push({ ...entries[0]!, id: 'gallivan-center', name: 'Gallivan Center' });
    const result = await seedDestinations(sql, entries);
    expect(result).toEqual({ applied: true, count: 4 });

    expect((await getDestination(sql, 'temple-square')).description).toBe('Edited by staff.');
    expect((await getDestination(sql, 'delicate-arch')).description).toMatch(/Revised\.$/);
    expect((await getDestination(sql, 'gallivan-center')).name).toBe('Gallivan Center');
    const ids = (await listDestinations(sql)).map((d) => d.id).sort();
    expect(ids).toEqual(['delicate-arch', 'gallivan-center', 'temple-square', 'utah-olympic-park']);
  });

  it('never overwrites destinations that came from approved submissions', async () => {
    const sql = database.sql;
    await sql`UPDATE destinations SET origin = 'submission', name = 'Renamed by submission' WHERE id = 'utah-olympic-park'`;
    const entries = readCatalogue(FIXTURE_CATALOGUE).map((e) => ({ ...e, rating: 4.9 }));
    await seedDestinations(sql, entries);
    expect((await getDestination(sql, 'utah-olympic-park')).name).toBe('Renamed by submission');
  });
});
