import { describe, expect, it } from 'vitest';
import { formatBytes } from './saved.ts';

describe('formatBytes', () => {
  it('writes a size with three figures at most: a 10 GB quota is "10 GB", not "10240.0 MB"', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(4.24 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatBytes(10240 * 1024 * 1024)).toBe('10 GB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
