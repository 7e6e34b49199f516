import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * One home for formats (issue 47, decision 073): dates, clock times and counts become text in
 * src/lib/format.ts (counts in count.ts, which it re-exports), on Utah's clock; the zone's name lives with Utah's clock (utahTime.ts) and
 * the calendar. A `toLocaleDateString(` elsewhere formats in the visitor's zone, a second
 * `new Intl.DateTimeFormat(` or 'America/Denver' is a second copy waiting to drift.
 */
const HOMES = new Set(['src/lib/format.ts', 'src/lib/count.ts', 'src/lib/utahTime.ts', 'src/lib/calendar.ts']);
const FORBIDDEN: ReadonlyArray<readonly [string, RegExp]> = [
  ['toLocaleDateString(', /\.toLocaleDateString\s*\(/],
  ['toLocaleTimeString(', /\.toLocaleTimeString\s*\(/],
  ['toLocaleString(', /\.toLocaleString\s*\(/],
  ['new Intl.DateTimeFormat(', /new\s+Intl\.DateTimeFormat\s*\(/],
  ["'America/Denver'", /(['"`])America\/Denver\1/],
];

/** A source's code with its comments left out (a comment may name the zone). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What a source uses of the forbidden formats, by name. */
const formatsIn = (text: string): string[] => FORBIDDEN.filter(([, re]) => re.test(code(text))).map(([name]) => name);

describe('formats', () => {
  it('are made only in src/lib/format.ts (and the zone named only with Utah’s clock and calendar)', () => {
    const files = sourceFiles('src', 'functions').filter((f) => !HOMES.has(f));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) => formatsIn(read(f)).map((name) => `${f}: ${name}`));
    expect(offenders).toEqual([]);
  });

  it('catches each forbidden format in a fixture and ignores one named in a comment', () => {
    const fixture = [
      "const day = (d: Date) => d.toLocaleDateString('en-US', { timeZone: 'America/Denver' });",
      "const time = at.toLocaleTimeString([], { hour: 'numeric' });",
      'const when = new Date(iso).toLocaleString();',
      "const f = new Intl.DateTimeFormat('en-US', { weekday: 'short' });",
    ].join('\n');
    expect(formatsIn(fixture)).toEqual(FORBIDDEN.map(([name]) => name));
    expect(formatsIn('// d.toLocaleDateString() in America/Denver\n/** new Intl.DateTimeFormat("en-US") */\nconst zone = UTAH_TZ;')).toEqual([]);
  });

  it('holds in the homes themselves, which do use them', () => {
    expect(formatsIn(read('src/lib/format.ts'))).toContain('new Intl.DateTimeFormat(');
    expect(formatsIn(read('src/lib/utahTime.ts'))).toContain("'America/Denver'");
  });
});
