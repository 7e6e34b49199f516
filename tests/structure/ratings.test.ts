import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * Nothing invented (issue 29, decisions 040 and 050): no page's structured data states a rating
 * count the data does not hold. The catalogue has no counted ratings (its `rating` is one
 * editorial mark), so no source may write ratingCount, reviewCount or an AggregateRating; the
 * browser test (tests/e2e/facts.spec.ts) reads the JSON-LD of the pages themselves.
 */
const RATED = /\b(ratingCount|reviewCount|aggregateRating|AggregateRating)\b/;

/** A source's code with its comments left out (a comment may explain why there is none). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('structured data', () => {
  it('states no rating count anywhere in the site’s code: the data holds none', () => {
    const files = sourceFiles('src', 'functions');
    expect(files.length).toBeGreaterThan(50);
    // The pages that write JSON-LD are among them.
    expect(files).toContain('src/pages/destinations/[id].astro');
    expect(files.filter((f) => RATED.test(code(read(f))))).toEqual([]);
  });

  it('catches a rating count in code and ignores one named in a comment', () => {
    expect(RATED.test(code("  aggregateRating: { '@type': 'AggregateRating', ratingCount: 50 },"))).toBe(true);
    expect(RATED.test(code('// No aggregateRating: the rating is editorial\n/* ratingCount */'))).toBe(false);
  });
});
