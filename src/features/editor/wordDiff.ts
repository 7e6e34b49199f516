// The history's marked differences (issue 40): which words of a field changed between two
// versions, so a staff member sees "…is $30 $35 per vehicle…" instead of two whole paragraphs.
// jsdiff's word diff (the `diff` package): well kept, typed, tree-shaken to the one function.
import { diffWordsWithSpace } from 'diff';

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** The parts of `after` and `before` in reading order, each kept, added or removed. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((c) => ({ text: c.value, kind: c.added ? 'added' : c.removed ? 'removed' : 'same' }));
}
