import { describe, expect, it } from 'vitest';
import { stableHash } from './hash.ts';

describe('stableHash', () => {
  it('is the same for the same text and differs for a one-character change', () => {
    expect(stableHash('I-15 62 mph')).toBe(stableHash('I-15 62 mph'));
    expect(stableHash('I-15 62 mph')).not.toBe(stableHash('I-15 63 mph'));
    expect(stableHash('')).toMatch(/^[0-9a-f]{16}$/);
    // FNV-1a's published 32-bit value for "a" is 0xe40c292c: the first half is that hash.
    expect(stableHash('a').slice(0, 8)).toBe('e40c292c');
  });
});
