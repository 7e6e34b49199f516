import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff.ts';

describe('the history’s word-level differences', () => {
  it('marks only the words that changed, keeping the rest as it was', () => {
    expect(wordDiff('Private vehicle $30 for 7 days', 'Private vehicle $35 for 7 days')).toEqual([
      // Punctuation is a token of its own: the dollar sign stays, the amount changes.
      { text: 'Private vehicle $', kind: 'same' },
      { text: '30', kind: 'removed' },
      { text: '35', kind: 'added' },
      { text: ' for 7 days', kind: 'same' },
    ]);
  });

  it('reads back to the old text without the added parts and to the new one without the removed', () => {
    const before = 'Open daily 9 am to 5 pm; closed on Sundays in winter.';
    const after = 'Open daily 8 am to 6 pm; closed on Mondays in winter and on holidays.';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    expect(
      parts
        .filter((p) => p.kind === 'same')
        .map((p) => p.text)
        .join(''),
    ).toContain('Open daily ');
  });
});
