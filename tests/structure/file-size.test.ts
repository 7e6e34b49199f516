import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './sources.ts';

/*
 * Issue 26: no source file over 400 lines, tests included; a file that long does several jobs.
 * Data files (JSON, the seed catalogue, fixtures) are data, not code, and are not counted.
 */
const LIMIT = 400;
const CODE = /\.(ts|mts|tsx|astro|js|mjs|cjs|css)$/;

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    return entry.isFile() && CODE.test(entry.name) && !file.includes('/fixtures/') ? [file] : [];
  });
}

describe('file size', () => {
  it(`no source file in src, functions, scripts or tests is over ${LIMIT} lines`, () => {
    const files = ['src', 'functions', 'scripts', 'tests'].flatMap(codeFiles);
    expect(files.length).toBeGreaterThan(200);
    const long = files.map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length })).filter((f) => f.lines > LIMIT);
    expect(long, 'split the file by job (docs/decisions/026)').toEqual([]);
  });
});
