import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14, decision 031: tests mirror the code. Every server module (`*.server.ts`) has its test
 * beside it (`x.server.test.ts`), or a test elsewhere (a security or integration test) imports
 * it by path, or a test imports a function (`functions/*.mts`) or page module that imports it: its
 * function test. A new server module without any test fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((e) => {
    const file = path.relative(ROOT, path.join(e.parentPath, e.name));
    return e.isFile() && test(file) ? [file] : [];
  });
}

/** The modules a file imports (relative specifiers resolved to repository paths). */
function importsOf(file: string): string[] {
  return [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), m[1]!)),
  );
}

const serverModules = files('src', (f) => f.endsWith('.server.ts') && !f.endsWith('.test.ts'));
const testFiles = [...files('src', (f) => f.endsWith('.test.ts')), ...files('tests', (f) => /\.(ts|mts)$/.test(f) && !f.includes('fakes/'))];

const imported = new Set(testFiles.flatMap(importsOf));
/** What each function imports: a module is tested through any tested function that imports it. */
const functionImports = files('functions', (f) => f.endsWith('.mts')).map((f) => ({ file: f, imports: importsOf(f) }));
const testedThroughFunction = (module: string) => functionImports.some((f) => imported.has(f.file) && f.imports.includes(module));

describe('tests mirror the code', () => {
  it('every *.server.ts has a test beside it, a test that imports it, or a tested function that does', () => {
    const untested = serverModules.filter(
      (m) => !fs.existsSync(path.join(ROOT, m.replace(/\.ts$/, '.test.ts'))) && !imported.has(m) && !testedThroughFunction(m),
    );
    expect(untested).toEqual([]);
  });
});
