import { describe, expect, it } from 'vitest';
import { splitToast } from './toast.ts';

describe('docs/product.md §8 toast texts', () => {
  it('split into title and description at " - "', () => {
    expect(splitToast('Email Test Sent - Check your email for the test message')).toEqual(['Email Test Sent', 'Check your email for the test message']);
    expect(splitToast('Status Updated')).toEqual(['Status Updated', undefined]);
  });
});
