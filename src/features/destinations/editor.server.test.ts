import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { editDestination, destinationHistory, editorList, editorPlace } from './editor.server.ts';
import { findDestination, listDestinations, readSiteCatalogue } from './destinations.server.ts';
import { placeEditSchema } from './placeFields.schema.ts';

const setWithdrawn = (sql: TestDatabase['sql'], id: string, withdrawn: boolean, actor: typeof STAFF) => editDestination(sql, id, { withdrawn }, actor);

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

const STAFF = { id: '00000000-0000-4000-8000-000000000001', email: 'editor@slctrips.test' };
const version = async () => (await database.sql<{ version: number }[]>`SELECT version::int AS version FROM catalogue_version`)[0]!.version;

describe('the catalogue editor store (decision 049)', () => {
  it('stores the fields sent, bumps the catalogue version and writes one history line with each field before and after', async () => {
    const before = await version();
    const edit = placeEditSchema.parse({ description: 'A new description of the square, in two sentences. It has gardens.', phone: '(801) 240-8945' });
    const place = await editDestination(database.sql, 'temple-square', edit, STAFF);
    expect(place.changed).toBe(true);
    expect(place.values.phone).toBe('(801) 240-8945');
    expect((await findDestination(database.sql, 'temple-square'))?.description).toBe('A new description of the square, in two sentences. It has gardens.');
    expect(await version()).toBeGreaterThan(before);
    const [line, ...rest] = await destinationHistory(database.sql, 'temple-square');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ action: 'edit', actorEmail: STAFF.email });
    expect(line!.changes).toEqual([
      { field: 'phone', before: null, after: '(801) 240-8945' },
      {
        field: 'description',
        before: expect.stringContaining('ten acres of gardens'),
        after: 'A new description of the square, in two sentences. It has gardens.',
      },
    ]);
  });

  it('keeps a drive’s route (decision 139) when staff save another field', async () => {
    const route = {
      kind: 'loop',
      line: [
        [40.7705, -111.8918],
        [40.7712, -111.8935],
      ],
      miles: 1,
      minutes: 5,
      estimated: true,
      source: 'https://example.org/route',
      checkedOn: '2026-12-07',
    };
    await database.sql`UPDATE destinations SET details = details || ${database.sql.json({ route })} WHERE id = 'temple-square'`;
    const place = await editDestination(database.sql, 'temple-square', placeEditSchema.parse({ phone: '(801) 240-8946' }), STAFF);
    expect(place.changed).toBe(true);
    expect((await findDestination(database.sql, 'temple-square'))?.route).toEqual(route);
    await editDestination(database.sql, 'temple-square', placeEditSchema.parse({ phone: '(801) 240-8945' }), STAFF);
  });

  it('writes nothing for fields sent unchanged', async () => {
    const lines = (await destinationHistory(database.sql, 'temple-square')).length;
    const place = await editDestination(database.sql, 'temple-square', placeEditSchema.parse({ phone: '(801) 240-8945' }), STAFF);
    expect(place.changed).toBe(false);
    expect(await destinationHistory(database.sql, 'temple-square')).toHaveLength(lines);
  });

  it('keeps a catalogue place a valid catalogue entry: a 400 names the field, nothing is written', async () => {
    const lines = (await destinationHistory(database.sql, 'delicate-arch')).length;
    await expect(editDestination(database.sql, 'delicate-arch', placeEditSchema.parse({ phone: '+1 435 719 2299' }), STAFF)).rejects.toMatchObject({
      status: 400,
      details: { issues: [expect.objectContaining({ path: 'phone' })] },
    });
    await expect(editDestination(database.sql, 'delicate-arch', placeEditSchema.parse({ name: 'temple square' }), STAFF)).rejects.toMatchObject({
      status: 400,
      details: { issues: [{ path: 'name', message: 'Another place already has this name' }] },
    });
    expect((await findDestination(database.sql, 'delicate-arch'))?.phone).toBeNull();
    expect(await destinationHistory(database.sql, 'delicate-arch')).toHaveLength(lines);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await expect(editorPlace(database.sql, 'no-such-place')).rejects.toMatchObject({ status: 404 });
    await expect(editDestination(database.sql, '../x', placeEditSchema.parse({ name: 'X' }), STAFF)).rejects.toMatchObject({ status: 404 });
    await expect(destinationHistory(database.sql, 'no-such-place')).rejects.toMatchObject({ status: 404 });
  });

  it('withdraws a place from every public read and restores it, each in the history', async () => {
    const count = (await readSiteCatalogue(database.sql)).count;
    const withdrawn = await setWithdrawn(database.sql, 'utah-olympic-park', true, STAFF);
    expect(withdrawn).toMatchObject({ withdrawn: true, changed: true });
    expect(await findDestination(database.sql, 'utah-olympic-park')).toBeNull();
    expect((await listDestinations(database.sql)).map((d) => d.id)).not.toContain('utah-olympic-park');
    expect((await readSiteCatalogue(database.sql)).count).toBe(count - 1);
    expect((await editorList(database.sql)).find((p) => p.id === 'utah-olympic-park')).toMatchObject({ withdrawn: true });
    expect((await editorPlace(database.sql, 'utah-olympic-park')).withdrawn).toBe(true);
    expect((await setWithdrawn(database.sql, 'utah-olympic-park', true, STAFF)).changed).toBe(false);
    await setWithdrawn(database.sql, 'utah-olympic-park', false, STAFF);
    expect(await findDestination(database.sql, 'utah-olympic-park')).not.toBeNull();
    expect((await readSiteCatalogue(database.sql)).count).toBe(count);
    expect((await destinationHistory(database.sql, 'utah-olympic-park')).map((h) => [h.action, h.changes])).toEqual([
      ['restore', [{ field: 'withdrawn', before: true, after: false }]],
      ['withdraw', [{ field: 'withdrawn', before: false, after: true }]],
    ]);
  });
});

describe('destination_history is append-only and private', () => {
  async function asRole<T>(role: 'anon' | 'authenticated', fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await database.sql
      .begin(async (tx) => {
        await tx.unsafe(`SET LOCAL ROLE ${role}`);
        result = await fn(tx);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    return result as T;
  }

  it('refuses UPDATE and DELETE even to the table owner the app connects as (staff)', async () => {
    const lines = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM destination_history`;
    expect(lines[0]!.n).toBeGreaterThan(0);
    await expect(database.sql`UPDATE destination_history SET actor_email = 'someone@else.test'`).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(database.sql`DELETE FROM destination_history`).rejects.toThrow(/append-only: DELETE refused/);
    const after = await database.sql<{ n: number; others: number }[]>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE actor_email <> ${STAFF.email})::int AS others FROM destination_history`;
    expect(after[0]).toEqual({ n: lines[0]!.n, others: 0 });
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`gives ${role} no read or write of the history, and no withdrawn place`, async () => {
      await setWithdrawn(database.sql, 'delicate-arch', true, STAFF);
      try {
        await expect(asRole(role, (tx) => tx`SELECT count(*) FROM destination_history`)).rejects.toThrow(/permission denied/);
        await expect(
          asRole(role, (tx) => tx`INSERT INTO destination_history (destination_id, action, actor_email) VALUES ('temple-square', 'edit', 'x@y.z')`),
        ).rejects.toThrow(/permission denied/);
        await expect(asRole(role, (tx) => tx`DELETE FROM destination_history`)).rejects.toThrow(/permission denied/);
        const ids = await asRole(role, async (tx) => (await tx<{ id: string }[]>`SELECT id FROM destinations ORDER BY id`).map((r) => r.id));
        expect(ids).toEqual(['temple-square', 'utah-olympic-park']);
      } finally {
        await setWithdrawn(database.sql, 'delicate-arch', false, STAFF);
      }
    });
  }
});
