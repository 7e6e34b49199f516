import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../destinations/catalogue.ts';
import { COMMUNITIES, COMMUNITY_COUNT, communityOf } from './communities.ts';

describe('the 64 communities', () => {
  it('are 64 distinct subreddit names, each with a note, a category and a location', () => {
    expect(COMMUNITY_COUNT).toBe(64);
    expect(new Set(COMMUNITIES.map((c) => c.name.toLowerCase())).size).toBe(64);
    for (const c of COMMUNITIES) {
      expect(c.name).toMatch(/^[A-Za-z0-9_]{2,21}$/);
      expect(c.note.length).toBeGreaterThan(20);
      expect(CATEGORIES).toContain(c.category);
      expect(c.location.length).toBeGreaterThan(1);
    }
  });

  it('cover cities, parks, outdoor sports, skiing, food and events', () => {
    const kinds = new Set(COMMUNITIES.map((c) => c.kind));
    for (const kind of ['city', 'region', 'park', 'outdoor', 'skiing', 'food', 'events']) expect(kinds).toContain(kind);
    expect(communityOf('saltlakecity')?.name).toBe('SaltLakeCity');
    expect(communityOf('nope')).toBeUndefined();
  });
});
