import { z } from 'zod';

/*
 * Reddit's listing wire format (https://www.reddit.com/dev/api#listings), parsed leniently for
 * the scan on the server: unknown fields are ignored and a malformed child is dropped, not the
 * whole listing. Kept apart from discovery.ts so zod never reaches the pages that import the
 * display rules.
 */

export const redditPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{1,20}$/i),
  name: z.string().optional(),
  title: z.string(),
  selftext: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
  subreddit: z.string().min(1).max(50),
  score: z.number().int(),
  num_comments: z.number().int().min(0),
  created_utc: z.number().positive(),
  permalink: z.string(),
  url: z.string().optional(),
  over_18: z.boolean().optional(),
  stickied: z.boolean().optional(),
});
export type RedditPost = z.infer<typeof redditPostSchema>;

export const redditListingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({ children: z.array(z.object({ kind: z.string(), data: z.unknown() })) }),
});

/** The t3 (link) posts of a listing; children that are not valid posts are left out. */
export function postsOfListing(body: unknown): RedditPost[] {
  const listing = redditListingSchema.parse(body);
  const posts: RedditPost[] = [];
  for (const child of listing.data.children) {
    if (child.kind !== 't3') continue;
    const post = redditPostSchema.safeParse(child.data);
    if (post.success) posts.push(post.data);
  }
  return posts;
}

/**
 * The post's page on Reddit. Only a permalink of the usual shape is trusted; anything else
 * falls back to Reddit's short link, so a served URL is always https://www.reddit.com/….
 */
export function postUrl(post: Pick<RedditPost, 'id' | 'permalink'>): string {
  if (/^\/r\/[A-Za-z0-9_]+\/comments\/[A-Za-z0-9]+\/[^\s"<>]*$/.test(post.permalink)) return `https://www.reddit.com${post.permalink}`;
  return `https://www.reddit.com/comments/${encodeURIComponent(post.id)}/`;
}
