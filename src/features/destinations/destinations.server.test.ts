import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { getDestination, listDestinations, readCatalogue, readSiteCatalogue, seedDestinations, toDestination } from './destinations.server.ts';
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
    // Made as the seed would, so only the origin (not the touched mark) protects the row.
    await sql.begin(async (tx) => {
      await tx`SELECT set_config('slc.seeding', 'on', true)`;
      await tx`UPDATE destinations SET origin = 'submission', name = 'Renamed by submission' WHERE id = 'utah-olympic-park'`;
    });
    expect((await sql`SELECT touched_at FROM destinations WHERE id = 'utah-olympic-park'`)[0]!.touchedAt).toBeNull();
    const entries = readCatalogue(FIXTURE_CATALOGUE).map((e) => ({ ...e, rating: 4.9 }));
    await seedDestinations(sql, entries);
    expect((await getDestination(sql, 'utah-olympic-park')).name).toBe('Renamed by submission');
  });

  it('keeps an edit made outside the app, in psql or the Supabase dashboard, through a re-seed', async () => {
    const sql = database.sql;
    await sql`UPDATE destinations SET details = details || '{"description": "Fixed in psql."}'::jsonb WHERE id = 'delicate-arch'`;
    const entries = readCatalogue(FIXTURE_CATALOGUE).map((e) => ({ ...e, description: `${e.description} Second revision.` }));
    expect((await seedDestinations(sql, entries)).applied).toBe(true);
    expect((await getDestination(sql, 'delicate-arch')).description).toBe('Fixed in psql.');
  });

  it('leaves rows it refreshes itself untouched, so later seeds may refresh them again', async () => {
    const sql = database.sql;
    await sql`INSERT INTO destinations (id, name, category) VALUES ('seed-only', 'Seed Only', 'Natural Wonders') ON CONFLICT DO NOTHING`;
    const base = readCatalogue(FIXTURE_CATALOGUE)[0]!;
    await seedDestinations(sql, [{ ...base, id: 'seed-only', name: 'Seed Only, refreshed' }]);
    const [row] = await sql<{ name: string; touchedAt: Date | null }[]>`SELECT name, touched_at FROM destinations WHERE id = 'seed-only'`;
    expect(row).toEqual({ name: 'Seed Only, refreshed', touchedAt: null });
  });

  it('does not bring back a catalogue destination staff deleted', async () => {
    const sql = database.sql;
    await sql`DELETE FROM destinations WHERE id = 'gallivan-center'`;
    const entries = readCatalogue(FIXTURE_CATALOGUE).map((e) => ({ ...e, rating: 3.1 }));
    entries.push({ ...entries[0]!, id: 'gallivan-center', name: 'Gallivan Center' });
    expect((await seedDestinations(sql, entries)).applied).toBe(true);
    expect((await sql`SELECT id FROM destinations WHERE id = 'gallivan-center'`).length).toBe(0);
    expect((await sql`SELECT id FROM destination_removals`).map((r) => r.id)).toEqual(['gallivan-center']);
  });
});

describe('readSiteCatalogue (the count every built page states)', () => {
  it('reads the count and the newest stamp of the same rows', async () => {
    const [row] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM destinations`;
    const catalogue = await readSiteCatalogue(database.sql);
    expect(catalogue.count).toBe(row!.n);
    expect(catalogue.newest).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('fails the build with the cause when the database cannot answer, instead of a fallback count', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const unreachable = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await expect(readSiteCatalogue(unreachable)).rejects.toThrow(/could not read the catalogue from the database \(.+\); check DATABASE_URL/);
    } finally {
      await unreachable.end({ timeout: 0 });
    }
  });

  it('fails the build when the catalogue is empty', async () => {
    const rollback = new Error('rollback');
    await expect(
      database.sql.begin(async (tx) => {
        await tx`DELETE FROM destinations`;
        await expect(readSiteCatalogue(tx)).rejects.toThrow(/catalogue in the database is empty; run `npm run seed`/);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await readSiteCatalogue(database.sql)).count).toBeGreaterThan(0);
  });
});

// Decision 111: staff's corrections as the site reads a row; a malformed one (an old or hand-made row) is left out, never served half.
describe('toDestination with staff corrections', () => {
  const row = (details: Record<string, unknown>) => ({
    id: 'temple-square',
    name: 'Temple Square',
    category: 'Cultural & Historic',
    subscriptionTier: 'free' as const,
    driveTimeMinutes: 15,
    isOlympicVenue: false,
    familyFriendly: true,
    lat: 40.77,
    lng: -111.89,
    details: { description: 'A square.', ...details },
  });
  const checked = { source: 'https://www.templesquare.org/', checkedOn: '2026-12-01' };

  it('serves whole corrections, and the winter rule as the place’s closure', () => {
    const rule = { gate: 'North Temple', from: '12-01', to: '02-28', text: 'Gardens closed in winter, usually Dec to Feb', ...checked };
    const d = toDestination(
      row({ notability: { tier: 2, ...checked }, winterRule: rule, seasonalClosure: { from: '11-01', to: '05-01', text: 'Road closed' } }),
    );
    expect(d.notability).toEqual({ tier: 2, ...checked });
    expect(d.winterRule).toEqual(rule);
    expect(d).toMatchObject({ seasonalClosure: { from: '12-01', to: '02-28', text: rule.text }, winterDriveTimeMinutes: null });
  });

  it('leaves a malformed correction out and keeps the computed closure', () => {
    const d = toDestination(
      row({
        notability: { tier: 9, ...checked },
        seasonsOfUse: { months: [13], for: 'x', ...checked },
        winterRule: { gate: 'x' },
        seasonalClosure: { from: '11-01', to: '05-01', text: 'Road closed' },
      }),
    );
    expect(d).not.toHaveProperty('notability');
    expect(d).not.toHaveProperty('seasonsOfUse');
    expect(d).not.toHaveProperty('winterRule');
    expect(d.seasonalClosure).toEqual({ from: '11-01', to: '05-01', text: 'Road closed' });
  });
});
