import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, NEWSLETTER } from './newsletter.ts';

describe('isNewsletterEmail', () => {
  it('needs a non-empty value with an @', () => {
    expect(isNewsletterEmail('')).toBe(false);
    expect(isNewsletterEmail('   ')).toBe(false);
    expect(isNewsletterEmail('nobody')).toBe(false);
    expect(isNewsletterEmail('a@b')).toBe(true);
  });
});

describe('NEWSLETTER', () => {
  it('keeps the timings of docs/product.md §9', () => {
    expect(NEWSLETTER).toMatchObject({ delayMs: 45000, scrollTriggerPx: 500, submitMs: 1000, autoCloseMs: 2000 });
  });
});
