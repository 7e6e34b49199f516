import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_HELPER, databaseTestFiles, reachesDatabase, relativeImports } from '../tests/helpers/databaseTests.ts';

describe('databaseTests: the files the PostgreSQL run needs (issue 38)', () => {
  const files: Record<string, string> = {
    'tests/functions/a.test.ts': "import { freshDatabase } from '../helpers/database.ts';",
    'tests/functions/b.test.ts': "import { staffDb } from '../helpers/staff.ts';",
    'tests/helpers/staff.ts': "import { x } from './loop.ts';\nimport { freshDatabase } from './database.ts';",
    'tests/helpers/loop.ts': "import { staffDb } from './staff.ts';",
    'src/c.test.ts': "import { plan } from './plan.ts';\nimport { fake } from '../tests/fakes/udot.ts';",
    'src/d.test.ts': "const { freshDatabase } = await import('../tests/helpers/database.ts');",
    'src/e.test.ts': "import { loop } from '../tests/helpers/loop.ts';",
  };
  const read = (f: string) => files[f];

  it('reads static and dynamic relative imports as repository paths', () => {
    expect(relativeImports('src/d.test.ts', files['src/d.test.ts']!)).toEqual([DATABASE_HELPER]);
    expect(relativeImports('tests/helpers/staff.ts', files['tests/helpers/staff.ts']!)).toEqual(['tests/helpers/loop.ts', DATABASE_HELPER]);
  });

  it('follows test helpers to the database helper, through import circles, and nowhere else', () => {
    expect(reachesDatabase('tests/functions/a.test.ts', read)).toBe(true);
    expect(reachesDatabase('tests/functions/b.test.ts', read)).toBe(true);
    expect(reachesDatabase('src/d.test.ts', read)).toBe(true);
    expect(reachesDatabase('src/e.test.ts', read)).toBe(true);
    expect(reachesDatabase('src/c.test.ts', read)).toBe(false);
  });

  it('on this repository: every file that calls freshDatabase or withStaffDatabase is in, a pure module test is out', () => {
    const chosen = databaseTestFiles(['src', 'tests/functions']);
    const direct = ['src', 'tests/functions']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
      .filter((f) => f.endsWith('.test.ts') && /\b(freshDatabase|withStaffDatabase)\(/.test(fs.readFileSync(f, 'utf8')));
    expect(direct.length).toBeGreaterThan(20);
    for (const file of direct) expect(chosen, file).toContain(file);
    expect(chosen).toContain('tests/functions/auth.test.ts');
    expect(chosen).not.toContain('src/lib/text.test.ts');
    expect(chosen).not.toContain('src/features/map/reachLayers.test.ts');
  });
});
