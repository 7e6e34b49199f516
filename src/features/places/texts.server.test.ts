import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { tierOf } from '../planning/tiers.ts';
import { englishStamp, englishStamps, fitIssues, TEXT_LANGUAGES } from './texts.ts';
import { nextStamps, readStamps, readTextFiles, STAMPS_FILE } from './texts.server.ts';

const REAL = 'src/features/places/texts';
const FIXTURES = 'src/features/places/fixtures/texts';
const SEED = 'supabase/seed/destinations';
const catalogue = new Map(readCatalogue(SEED).map((e) => [e.id, e]));
/** The seed file each place is in. */
const seedFile = new Map(
  fs
    .readdirSync(SEED)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(SEED, f), 'utf8')) as Array<{ id: string }>).map((e) => [e.id, f] as const)),
);
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

/** A texts folder with these files: { "fr/x.json": content }. */
function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'place-texts-'));
  temp.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe("the repository's translated place texts", () => {
  const files = readTextFiles(REAL);

  it('are each a known place of tier 1 or 2 whose lists have the English length, in the file of its region', () => {
    for (const lang of TEXT_LANGUAGES) {
      for (const [id, { texts, file }] of files[lang]) {
        const english = catalogue.get(id);
        expect({ id, known: Boolean(english) }).toEqual({ id, known: true });
        expect({ id, tier: tierOf(id) <= 2 }).toEqual({ id, tier: true });
        expect({ id, file, issues: fitIssues(texts, english!) }).toEqual({ id, file, issues: [] });
        expect({ id, file }).toEqual({ id, file: seedFile.get(id) });
      }
    }
  });

  it('are written as the format asks: two-space indented JSON with a trailing newline, in the seed file order', () => {
    for (const lang of TEXT_LANGUAGES) {
      const dir = path.join(REAL, lang);
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
        const raw = fs.readFileSync(path.join(dir, file), 'utf8');
        const parsed = JSON.parse(raw) as Record<string, unknown>;
        // Two-space indents (JSON.stringify's or the formatter's, which keeps a short list on one line), one trailing newline.
        const indents = raw.split('\n').map((line) => /^ */.exec(line)![0].length);
        expect({ file, tabs: raw.includes('\t'), odd: indents.some((n) => n % 2 === 1), end: raw.endsWith('}\n') && !raw.endsWith('\n\n') }).toEqual({
          file,
          tabs: false,
          odd: false,
          end: true,
        });
        const order = (JSON.parse(fs.readFileSync(path.join(SEED, file), 'utf8')) as Array<{ id: string }>).map((e) => e.id);
        const ids = Object.keys(parsed);
        expect({ file, ids }).toEqual({ file, ids: [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)) });
      }
    }
  });

  it('have stamps only for places the files hold', () => {
    const stamps = readStamps(REAL);
    for (const lang of TEXT_LANGUAGES)
      for (const id of Object.keys(stamps[lang])) expect({ lang, id, written: files[lang].has(id) }).toEqual({ lang, id, written: true });
  });
});

describe('reading the texts folder', () => {
  it('reads the fixtures, by language and place', () => {
    const files = readTextFiles(FIXTURES);
    expect([...files.fr.keys()]).toEqual(['mesa-arch']);
    expect(files.fr.get('mesa-arch')!.texts.highlights).toHaveLength(4);
    expect(files.es.get('mesa-arch')!.file).toBe('canyon-country-southeast.json');
    for (const lang of TEXT_LANGUAGES) expect(fitIssues(files[lang].get('mesa-arch')!.texts, catalogue.get('mesa-arch')!)).toEqual([]);
  });

  it('reads a missing or empty folder as no texts', () => {
    expect(readTextFiles(path.join(os.tmpdir(), 'no-such-texts-folder'))).toEqual({ fr: new Map(), es: new Map() });
    expect(readStamps(folder({ 'fr/.keep': '' }))).toEqual({ fr: {}, es: {} });
  });

  it('refuses a bad file, naming the file and the field', () => {
    expect(() => readTextFiles(folder({ 'fr/a.json': { 'delicate-arch': { description: '' } } }))).toThrow(
      /fr\/a\.json: delicate-arch\.description: Please fill this in/,
    );
    expect(() => readTextFiles(folder({ 'es/a.json': { 'delicate-arch': { name: 'Arco' } } }))).toThrow(/es\/a\.json/);
  });

  it('refuses a place of tier 3 or 4, and a place in two files of one language', () => {
    expect(() => readTextFiles(folder({ 'fr/a.json': { 'abravanel-hall': { description: 'Une salle de concert.' } } }))).toThrow(
      /abravanel-hall is not a tier 1 or 2/,
    );
    const twice = { 'delicate-arch': { description: 'Une arche.' } };
    expect(() => readTextFiles(folder({ 'fr/a.json': twice, 'fr/b.json': twice }))).toThrow(/delicate-arch is also in fr\/a\.json/);
    expect(readTextFiles(folder({ 'fr/a.json': twice, 'es/a.json': twice })).es.size).toBe(1);
  });

  it('reads the stamps file beside the languages', () => {
    const dir = folder({ [STAMPS_FILE]: { fr: { 'delicate-arch': { description: '0123abcd' } } } });
    expect(readStamps(dir)).toEqual({ fr: { 'delicate-arch': { description: '0123abcd' } }, es: {} });
  });
});

describe('npm run texts:stamp', () => {
  const english = new Map([['mesa-arch', { description: 'An arch on a cliff.', highlights: ['Sunrise', 'View', 'Drop', 'Loop'] }]]);
  const files = readTextFiles(FIXTURES);

  it("stamps each translated field with its English's stamp, and keeps a stamp it has so a change stays stale", () => {
    const first = nextStamps(files, { fr: {}, es: {} }, english);
    expect(first.fr['mesa-arch']).toEqual(englishStamps(english.get('mesa-arch')!));
    expect(first.es['mesa-arch']).toEqual({ description: englishStamp('An arch on a cliff.') });
    const changed = new Map([['mesa-arch', { ...english.get('mesa-arch')!, description: 'An arch on a cliff, now fenced.' }]]);
    expect(nextStamps(files, first, changed)).toEqual(first);
    // Read again against today's English and named, the French is stamped anew; the Spanish stays stale.
    const again = nextStamps(files, first, changed, new Set(['fr:mesa-arch']));
    expect(again.fr['mesa-arch']!.description).toBe(englishStamp('An arch on a cliff, now fenced.'));
    expect(again.es).toEqual(first.es);
  });

  it('drops the stamps of places no file holds any more', () => {
    expect(nextStamps(files, { fr: { 'delicate-arch': { description: '0123abcd' } }, es: {} }, english).fr).not.toHaveProperty('delicate-arch');
  });
});
