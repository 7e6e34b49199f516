import { describe, expect, it } from 'vitest';
import { excerpt, formatUpvotes, isContentOpportunity, potentialLevel, readableTime } from './discovery.ts';

describe('display rules', () => {
  it('formats upvotes of 1000 or more in thousands', () => {
    expect(formatUpvotes(0)).toBe('0');
    expect(formatUpvotes(999)).toBe('999');
    expect(formatUpvotes(1000)).toBe('1k');
    expect(formatUpvotes(1234)).toBe('1.2k');
    expect(formatUpvotes(1299)).toBe('1.2k');
    expect(formatUpvotes(15000)).toBe('15k');
    expect(formatUpvotes(15050)).toBe('15k');
    expect(formatUpvotes(123456)).toBe('123.4k');
  });

  it('cuts excerpts at 150 characters', () => {
    expect(excerpt('short  text\n\nhere')).toBe('short text here');
    const long = 'a'.repeat(200);
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}…`);
    expect(excerpt('b'.repeat(150))).toBe('b'.repeat(150));
  });

  it('shows creation times in Utah time', () => {
    expect(readableTime(new Date('2026-11-22T16:15:00Z'))).toBe('Nov 22, 2026, 9:15 AM MST');
    expect(readableTime(new Date('2026-07-04T18:00:00Z'))).toBe('Jul 4, 2026, 12:00 PM MDT');
  });

  it('maps to levels at exactly 4 and 2', () => {
    expect(potentialLevel(4)).toBe('High');
    expect(potentialLevel(3.99)).toBe('Medium');
    expect(potentialLevel(2)).toBe('Medium');
    expect(potentialLevel(1.99)).toBe('Low');
    expect(isContentOpportunity(4)).toBe(true);
    expect(isContentOpportunity(3.99)).toBe(false);
  });
});
