import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { exportCatalogue, orderLike } from './catalogueExport.server.ts';
import { readCatalogue } from './destinations.server.ts';
import { editDestination } from './editor.server.ts';
import { placeEditSchema } from './placeFields.schema.ts';

const REAL = path.resolve('supabase/seed/destinations');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-export-'));
const files = () => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
let database: TestDatabase;
let original: Record<string, string>;

beforeAll(async () => {
  fs.cpSync(REAL, dir, { recursive: true });
  original = files();
  database = await freshDatabase({ catalogue: dir });
}, 240_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const STAFF = { id: 'not-a-uuid', email: 'editor@slctrips.test' };

describe('orderLike', () => {
  it('puts keys in the template’s order all the way down, new keys after', () => {
    const out = orderLike({ b: 1, a: { y: 2, x: 1 }, c: [{ q: 1, p: 2 }], n: 3 }, { a: { x: 0, y: 0 }, b: 0, c: [{ p: 0, q: 0 }] });
    expect(JSON.stringify(out)).toBe('{"a":{"x":1,"y":2},"b":1,"c":[{"p":2,"q":1}],"n":3}');
  });
});

describe('npm run data:export (decision 049)', () => {
  it('writes nothing when the catalogue is unchanged: every file byte for byte as it was', async () => {
    expect(await exportCatalogue(database.sql, dir)).toEqual([]);
    expect(files()).toEqual(original);
  });

  it('carries a staff edit and a withdrawal into the one file that holds the place, which the seed still reads', async () => {
    const [file, text] = Object.entries(original).find(([, t]) => t.includes('"id": "temple-square"'))!;
    await editDestination(database.sql, 'temple-square', placeEditSchema.parse({ seasonality: 'All year; the lights in December' }), STAFF);
    const gone = (JSON.parse(text) as Array<{ id: string }>).find((e) => e.id !== 'temple-square')!.id;
    await editDestination(database.sql, gone, { withdrawn: true }, STAFF);
    expect(await exportCatalogue(database.sql, dir)).toEqual([file]);
    const now = files();
    for (const other of Object.keys(original).filter((f) => f !== file)) expect(now[other]).toBe(original[other]);
    const entries = JSON.parse(now[file]!) as Array<{ id: string; bestTimeToVisit?: string }>;
    expect(entries.find((e) => e.id === 'temple-square')?.bestTimeToVisit).toBe('All year; the lights in December');
    expect(entries.map((e) => e.id)).not.toContain(gone);
    expect(entries).toHaveLength(JSON.parse(text).length - 1);
    // Only the edited line and the withdrawn entry differ.
    const before = text.split('\n');
    const changed = now[file]!.split('\n').filter((line) => !before.includes(line));
    expect(changed).toEqual(['    "bestTimeToVisit": "All year; the lights in December",']);
    expect(() => readCatalogue(dir)).not.toThrow();
    expect(await exportCatalogue(database.sql, dir)).toEqual([]);
  });

  // Issue 40: a permit and a fee's source corrected in the editor reach the files, in the catalogue's key order.
  it('carries a corrected permit and fee source, with their checked date and until, into the files', async () => {
    const permit = {
      text: 'No entry reservation in winter.',
      season: 'Year-round',
      source: 'https://www.nps.gov/cany/planyourvisit/permits.htm',
      checkedOn: '2026-11-28',
    };
    const pricingChecked = { source: 'https://www.nps.gov/cany/planyourvisit/fees.htm#entrance', checkedOn: '2026-11-28', until: '2026-12-31' };
    await editDestination(database.sql, 'canyonlands-national-park', placeEditSchema.parse({ permits: [permit], pricingChecked }), STAFF);
    const [file] = await exportCatalogue(database.sql, dir);
    const entry = (JSON.parse(files()[file!]!) as Array<{ id: string; permits?: unknown; pricingChecked?: unknown }>).find(
      (e) => e.id === 'canyonlands-national-park',
    )!;
    expect(entry.permits).toEqual([permit]);
    expect(JSON.stringify(entry.pricingChecked)).toBe(JSON.stringify(pricingChecked));
    expect(() => readCatalogue(dir)).not.toThrow();
  });
});
