// Issue 38, decision 066: the Vitest files whose own setup is long go to the workers first. On a
// fresh clone Vitest has no timings yet and runs the larger files first, so netlify-dev.test.ts
// (a small file whose setup builds every function under @netlify/dev, ~100 s of one core) came
// last and held one worker for its whole setup while the other sat idle: about 50 s of the
// PGlite part's 225 s. Once Vitest has timings (a second run on the same clone) it orders by them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files to start first, longest first (their setup starts servers or builds; seconds measured on 2 quiet cores). */
export const LONG_FILES = [
  'tests/integration/netlify-dev.test.ts', // builds ~58 functions: ~100 s
  'tests/security/rate-limits.test.ts', // starts the local server twice: ~11 s
  'tests/integration/backup.test.ts', // npm run backup and restore: ~10 s
  'tests/integration/durability.test.ts', // npm start, killed and restarted: ~10 s
  'tests/integration/serving.test.ts', // npm start under slow clients: ~8 s
];

/** `paths` in their order, but those in `first` ahead of the rest, in `first`'s order (stable otherwise). */
export function longFirst<T>(items: T[], pathOf: (item: T) => string, first: readonly string[] = LONG_FILES): T[] {
  const rank = (item: T) => {
    const at = first.findIndex((f) => pathOf(item).endsWith(f));
    return at === -1 ? first.length : at;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((e) => e.item);
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFirst(await super.sort(files), (spec) => spec.moduleId.replaceAll('\\', '/'));
  }
}
