import { describe, expect, it } from 'vitest';
import { postsOfListing, postUrl } from './reddit.schema.ts';

describe('Reddit listings', () => {
  it('yield the valid t3 posts and drop the rest', () => {
    const body = {
      kind: 'Listing',
      data: {
        children: [
          {
            kind: 't3',
            data: {
              id: 'abc1',
              title: 'Hi',
              selftext: null,
              subreddit: 'Utah',
              score: 3,
              num_comments: 1,
              created_utc: 1_700_000_000.0,
              permalink: '/r/Utah/comments/abc1/hi/',
            },
          },
          { kind: 't3', data: { id: 'bad', title: 5 } },
          { kind: 't1', data: { id: 'comment' } },
        ],
      },
    };
    expect(postsOfListing(body)).toEqual([expect.objectContaining({ id: 'abc1', selftext: '' })]);
    expect(() => postsOfListing({ kind: 't5', data: {} })).toThrow();
  });

  it('link to the post on reddit.com, never to anything else', () => {
    expect(postUrl({ id: 'abc1', permalink: '/r/Utah/comments/abc1/hi/' })).toBe('https://www.reddit.com/r/Utah/comments/abc1/hi/');
    expect(postUrl({ id: 'abc1', permalink: 'javascript:alert(1)' })).toBe('https://www.reddit.com/comments/abc1/');
    expect(postUrl({ id: 'abc1', permalink: '//evil.example/r/x' })).toBe('https://www.reddit.com/comments/abc1/');
  });
});
