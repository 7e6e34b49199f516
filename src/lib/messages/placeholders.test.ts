import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders.ts';

describe('filling a sentence’s placeholders', () => {
  it('puts each value in its place, numbers in the language’s grouping, and leaves one without a value as written', () => {
    expect(fillPlaceholders('{time} ({distance}) from SLC', { time: '25 min', distance: '18 miles' }, 'en-US')).toBe('25 min (18 miles) from SLC');
    expect(fillPlaceholders('{count} lieux', { count: 1204 }, 'fr')).toBe('1\u202f204 lieux');
    expect(fillPlaceholders('Part of {park}', {}, 'en-US')).toBe('Part of {park}');
  });
});
