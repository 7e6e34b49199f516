// Issue 38, decision 066: the PostgreSQL run of `npm test` runs the test files that reach a
// database through tests/helpers/database.ts (freshDatabase picks PostgreSQL when
// TEST_POSTGRES_URL is set), not every file under its folders: a file that never reaches it runs
// the same code on the same inputs in both runs, and was 60% of the PostgreSQL run's test time.
import fs from 'node:fs';
import path from 'node:path';

/** The one module that chooses PostgreSQL or PGlite for a test. */
export const DATABASE_HELPER = 'tests/helpers/database.ts';

/** The repository paths a file imports by a relative specifier (static or dynamic imports). */
export function relativeImports(file: string, source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)),
  );
}

/**
 * Whether `file` reaches the database helper through the modules under tests/ it imports (the
 * app's own modules never import test code, so the walk stays in tests/). `read` returns a file's
 * text, or undefined when there is none.
 */
export function reachesDatabase(file: string, read: (file: string) => string | undefined, seen = new Set<string>()): boolean {
  if (file === DATABASE_HELPER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (source === undefined) return false;
  return relativeImports(file, source).some((imported) => imported.startsWith('tests/') && reachesDatabase(imported, read, seen));
}

/** The test files under `roots` (repository-relative folders) that reach the database, sorted. */
export function databaseTestFiles(roots: string[], root = process.cwd()): string[] {
  const read = (file: string) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  };
  return roots
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
    )
    .filter((file) => reachesDatabase(file, read))
    .sort();
}
