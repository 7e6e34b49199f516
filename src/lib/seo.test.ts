import { describe, expect, it } from 'vitest';
import { pageDescription as describeText } from './seo.ts';

describe('pageDescription', () => {
  it('keeps the first 140 characters of the text with whitespace folded', () => {
    const text = `${'Utah  '.repeat(40)}\n end`;
    const out = describeText(text);
    expect(out).toHaveLength(140);
    expect(out).not.toMatch(/\s\s|\n/);
  });

  it('returns short text unchanged', () => {
    expect(describeText('Short text.')).toBe('Short text.');
  });
});
