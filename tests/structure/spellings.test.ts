import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishIn } from './spellings.ts';
import { ROOT, read, sourceFiles } from './sources.ts';

/*
 * American English throughout (issue 51, decision 081): the words a visitor or staff member can
 * read — the sources' sentences, the seed catalogue and the data files — hold no British spelling
 * from the word list. Code names are not read: a word inside an identifier (`ZONE_COLOURS`,
 * `favouriteDays`), a path (`/favorites`), or an object's key (`colour:`) is never shown.
 */

/** A comment's lines, blanked (the line numbers stay). */
const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');

/** A source's code with its comments and imports left out. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1')
    .replace(/^[ \t]*import .*$/gm, '');

/**
 * The line with its code names blanked: a token with a dot, underscore, slash, dash or a
 * lowercase-uppercase step is a name or a path; a bare word followed by `:`, `?:`, `=` or `(` is
 * a key, a variable or a call; a quoted single word is a value the code compares; a regular
 * expression with alternatives matches others' words (a Reddit post's "Visitor Centre").
 */
const shownWords = (line: string) =>
  line
    .replace(/\/[^/\n]*\|[^/\n]*\//g, ' ')
    .replace(/(['"`])([A-Za-z]+)\1/g, ' ')
    .replace(/\$?\{\s*[\w.]+\s*\}/g, ' ')
    .replace(/[\w$./-]*\w[\w$./-]*/g, (token) => (/[._/$-]|[a-z][A-Z]/.test(token) ? ' ' : token))
    .replace(/\b[A-Za-z]+(?=\??\s*[:=(](?!=))/g, ' ')
    .replace(/\b(const|let|var|function|interface|type|class|await|return|of|in)\s+[A-Za-z]+\b/g, ' ');

/** Each British spelling in the sources' shown text, as "file:line: word". */
function inSources(files: readonly string[]): string[] {
  return files.flatMap((f) =>
    code(read(f))
      .split('\n')
      .flatMap((line, i) => britishIn(shownWords(line)).map((word) => `${f}:${i + 1}: ${word}`)),
  );
}

/**
 * The transit network's data (its lines' and runs' sources, one "modelled") is kept by the
 * transit work of another issue (its sources' notes); the word is left to it.
 */
const TRANSIT_DATA = 'src/features/transit/data/';

/** The places' texts in French and Spanish (issue 53): "centre" and "litres" are French, not British English. */
const PLACE_TEXTS = /^src\/features\/places\/texts\/(fr|es)\//;

/** Every string value of a JSON document. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Each British spelling in the data files' strings, as "file: word". */
function inData(dir: string): string[] {
  const files = fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((e) => {
    const file = path.relative(ROOT, path.join(e.parentPath, e.name));
    return e.isFile() && file.endsWith('.json') && !file.includes('fixtures') && !file.startsWith(TRANSIT_DATA) && !PLACE_TEXTS.test(file) ? [file] : [];
  });
  // A string with no space and a dash, slash or dot is an id, a slug or an address, never read.
  const read_ = (s: string) => /\s/.test(s) || !/[-/.]/.test(s);
  return files.flatMap((f) =>
    stringsOf(JSON.parse(read(f)))
      .filter(read_)
      .flatMap((s) => britishIn(s).map((word) => `${f}: ${word}`)),
  );
}

/** The French and Spanish dictionaries (decision 094): "centre" is French, not British English. */
const OTHER_LANGUAGES = new Set([
  'src/lib/messages/fr.ts',
  'src/lib/messages/es.ts',
  'src/lib/messages/plan.fr.ts',
  'src/lib/messages/plan.es.ts',
  'src/lib/messages/place.fr.ts',
  'src/lib/messages/place.es.ts',
  // The ready-made trips' texts and their car-free days and offline box (decision 124).
  'src/features/trips/readyTrips.fr.ts',
  'src/features/trips/readyTrips.es.ts',
  'src/lib/messages/trips.fr.ts',
  'src/lib/messages/trips.es.ts',
  // The names of the areas of "a day in" (decision 129): "le centre de Salt Lake City".
  'src/lib/messages/dayIn.fr.ts',
  'src/lib/messages/dayIn.es.ts',
]);

describe('American English', () => {
  it('the sources’ shown text has no British spelling', () => {
    const files = sourceFiles('src', 'functions').filter((f) => !OTHER_LANGUAGES.has(f));
    expect(files.length).toBeGreaterThan(100);
    expect(inSources(files)).toEqual([]);
  });

  it('the seed catalogue and the data files have no British spelling', () => {
    expect([...inData('supabase/seed'), ...inData('src')]).toEqual([]);
  });

  it('catches a shown word and leaves code names and venues’ names alone', () => {
    expect(britishIn('My favourites · tyres · licence plate · colourful · the visitor centre · travelling')).toEqual([
      'favourites',
      'colourful',
      'centre',
      'tyres',
      'licence',
      'travelling',
    ]);
    expect(britishIn('Shows at the Capitol Theatre and the Hale Centre Theatre')).toEqual([]);
    expect(britishIn('Theatres are wheelchair accessible')).toEqual(['Theatres']);
    const fixture = [
      "const ZONE_COLOURS = { a: '#fff' };",
      'export function favouriteDays(colour: string) { return colour; }',
      "paint: { 'line-color': ['get', 'colour'] },",
      '<a href="/favorites">My favourites</a>',
    ].join('\n');
    expect(inSources.length).toBe(1);
    expect(
      code(fixture)
        .split('\n')
        .flatMap((line) => britishIn(shownWords(line))),
    ).toEqual(['favourites']);
  });
});
