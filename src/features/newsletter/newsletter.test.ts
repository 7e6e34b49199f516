import { describe, expect, it } from 'vitest';
import { checkInboxText, isNewsletterEmail, NEWSLETTER } from './newsletter.ts';
import { newsletterIssueSchema, newsletterLinkSchema, newsletterSignupSchema } from './newsletter.schema.ts';

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
    expect(NEWSLETTER).toMatchObject({ delayMs: 45000, scrollTriggerPx: 500 });
  });
});

describe('checkInboxText', () => {
  it('promises a confirmation link, not a subscription', () => {
    const { title, text } = checkInboxText('me@example.com');
    expect(title).toBe('Check your inbox');
    expect(text).toContain('We sent a link to confirm your sign-up to me@example.com');
    expect(`${title} ${text}`).not.toMatch(/all set/i);
  });
});

describe('the newsletter schemas', () => {
  it('take an address (trimmed, lower-cased) and an optional page path, nothing else', () => {
    expect(newsletterSignupSchema.parse({ email: ' Me@Example.COM ', source: '/destinations' })).toEqual({ email: 'me@example.com', source: '/destinations' });
    const issuePaths = (value: unknown) => newsletterSignupSchema.safeParse(value).error?.issues.map((i) => i.path.join('.'));
    expect(issuePaths({ email: 'nope' })).toEqual(['email']);
    expect(issuePaths({ email: 'a@example.com', source: 'https://evil.example/' })).toEqual(['source']);
    expect(issuePaths({ email: 'a@example.com', source: '/x'.repeat(101) })).toEqual(['source']);
    expect(issuePaths({ email: 'a\u0000@example.com' })).toContain('email');
    expect(issuePaths({ email: 'a@example.com', role: 'staff' })).toEqual(['']);
  });

  it('take a link token of 43 base64url characters only', () => {
    expect(newsletterLinkSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    for (const token of ['', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}/`]) expect(newsletterLinkSchema.safeParse({ token }).success).toBe(false);
  });

  it('take an issue with a one-line subject and a multi-line text', () => {
    expect(newsletterIssueSchema.parse({ subject: ' Hi ', body: 'One\n\nTwo' })).toEqual({ subject: 'Hi', body: 'One\n\nTwo' });
    const paths = (value: unknown) => newsletterIssueSchema.safeParse(value).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ subject: 'a\nb', body: 'x' })).toEqual(['subject']);
    expect(paths({ subject: 'a', body: ' ' })).toEqual(['body']);
    expect(paths({ subject: 'a', body: '\ud800' })).toEqual(['body']);
    expect(paths({ subject: 's'.repeat(151), body: 'x' })).toEqual(['subject']);
  });
});
