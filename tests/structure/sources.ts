import fs from 'node:fs';
import path from 'node:path';

/** The repository root (this file is tests/structure/sources.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const SOURCE = /\.(ts|mts|tsx|astro|js|mjs)$/;

/**
 * The application's source files under the given folders (relative to the repository root,
 * with forward slashes), tests left out: `*.test.ts` beside the code set the environment and
 * write fixtures, they are not the application.
 */
export function sourceFiles(...folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return out.sort();
}

export function read(rel: string): string {
  return fs.readFileSync(path.join(ROOT, rel), 'utf8');
}
