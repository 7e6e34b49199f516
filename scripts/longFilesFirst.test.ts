import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFirst } from '../tests/helpers/longFilesFirst.ts';

describe('longFirst: the Vitest files with a long setup start first (issue 38)', () => {
  const id = (p: string) => p;

  it('puts the long files ahead of the rest in their own order and keeps the others as they were', () => {
    const sorted = [
      '/r/src/a.test.ts',
      '/r/tests/integration/backup.test.ts',
      '/r/src/b.test.ts',
      '/r/tests/integration/netlify-dev.test.ts',
      '/r/src/c.test.ts',
    ];
    expect(longFirst(sorted, id)).toEqual([
      '/r/tests/integration/netlify-dev.test.ts',
      '/r/tests/integration/backup.test.ts',
      '/r/src/a.test.ts',
      '/r/src/b.test.ts',
      '/r/src/c.test.ts',
    ]);
  });

  it('leaves an order without long files untouched', () => {
    expect(longFirst(['/r/c.test.ts', '/r/a.test.ts', '/r/b.test.ts'], id)).toEqual(['/r/c.test.ts', '/r/a.test.ts', '/r/b.test.ts']);
  });

  it('names files that exist, so a rename cannot silently drop one to the end', () => {
    for (const file of LONG_FILES) expect(fs.existsSync(file), file).toBe(true);
  });
});
