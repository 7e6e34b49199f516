import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReddit, samplePosts, startFakeReddit } from '../../../tests/fakes/reddit.ts';
import { DEFAULT_USER_AGENT, RedditClient, RedditError } from './reddit.server.ts';
import { recordingBudget } from '../../../tests/helpers/budget.ts';

let fake: FakeReddit | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const clientFor = (f: FakeReddit, options: Partial<ConstructorParameters<typeof RedditClient>[0]> = {}) =>
  new RedditClient({ baseUrl: f.url, oauthBaseUrl: f.url, ...options });

/** The largest number of requests that arrived within any window of `ms`. */
function busiestWindow(times: number[], ms: number): number {
  let best = 0;
  for (let i = 0; i < times.length; i++) {
    let n = 0;
    for (let j = i; j < times.length && times[j]! - times[i]! < ms; j++) n++;
    best = Math.max(best, n);
  }
  return best;
}

describe('the Reddit client', () => {
  it('reads a listing in Reddit’s wire format with a descriptive User-Agent', async () => {
    fake = await startFakeReddit({ posts: samplePosts() });
    const posts = await clientFor(fake).listing('SaltLakeCity');
    expect(posts.map((p) => p.id)).toEqual(['fk2001', 'fk2002', 'fk2003', 'fk2004']);
    expect(posts[0]).toMatchObject({
      subreddit: 'SaltLakeCity',
      score: 310,
      num_comments: 140,
      permalink: expect.stringMatching(/^\/r\/SaltLakeCity\/comments\/fk2001\/best_brunch/),
    });
    const [request] = fake.listingRequests();
    expect(request!.path).toBe('/r/SaltLakeCity/hot.json');
    expect(request!.userAgent).toBe(DEFAULT_USER_AGENT);
    expect(request!.userAgent).toMatch(/^web:[\w.]+:v[\d.]+ \(by \/u\/\w+\)$/);
    expect(request!.authorization).toBe('');
  });

  it('uses app-only OAuth when credentials are set, caching the token until it expires', async () => {
    fake = await startFakeReddit({ posts: samplePosts(), oauth: { clientId: 'id1', clientSecret: 'secret1', expiresIn: 3600 } });
    let clock = 1_000_000;
    const client = clientFor(fake, { clientId: 'id1', clientSecret: 'secret1', now: () => clock });
    await Promise.all([client.listing('Utah'), client.listing('Moab'), client.listing('ZionNP')]);
    await client.listing('ParkCity');
    expect(fake.tokensIssued).toBe(1);
    const token = fake.requests.find((r) => r.path === '/api/v1/access_token')!;
    expect(token.authorization).toBe(`Basic ${Buffer.from('id1:secret1').toString('base64')}`);
    expect(fake.listingRequests().every((r) => r.authorization === 'bearer fake-token-1')).toBe(true);
    // Just before expiry (less the renewal margin) the client asks for a new token.
    clock += 3600 * 1000 - 59_000;
    await client.listing('Utah');
    expect(fake.tokensIssued).toBe(2);
    expect(fake.listingRequests().at(-1)!.authorization).toBe('bearer fake-token-2');
  });

  it('fetches a new token once when Reddit rejects the cached one', async () => {
    fake = await startFakeReddit({ oauth: { clientId: 'id1', clientSecret: 'secret1', expiresIn: 3600 } });
    const client = clientFor(fake, { clientId: 'id1', clientSecret: 'secret1' });
    await client.listing('Utah');
    fake.revokeTokens();
    await expect(client.listing('Utah')).resolves.toEqual([]);
    expect(fake.tokensIssued).toBe(2);
    expect(fake.listingRequests().map((r) => [r.authorization, r.status])).toEqual([
      ['bearer fake-token-1', 200],
      ['bearer fake-token-1', 401],
      ['bearer fake-token-2', 200],
    ]);
  });

  it('fails clearly with wrong credentials', async () => {
    fake = await startFakeReddit({ oauth: { clientId: 'id1', clientSecret: 'secret1' } });
    const client = clientFor(fake, { clientId: 'id1', clientSecret: 'wrong' });
    await expect(client.listing('Utah')).rejects.toThrow(/refused the OAuth token request \(401\)/);
  });

  it('paces requests: never more than the budget in any window', async () => {
    fake = await startFakeReddit();
    const { budget: recording, times } = recordingBudget(5, 1000);
    const client = clientFor(fake, { budget: recording });
    const started = Date.now();
    await Promise.all(Array.from({ length: 12 }, (_, i) => client.listing(`community${i}`)));
    expect(fake.listingRequests()).toHaveLength(12);
    expect(times).toHaveLength(12);
    expect(
      busiestWindow(
        times.sort((a, b) => a - b),
        1000,
      ),
    ).toBeLessThanOrEqual(5);
    // 12 requests at 5 a second need two full windows of waiting.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
  });

  it('sends a whole scan’s 64 requests at once when the budget allows (Reddit: 100 a minute)', async () => {
    fake = await startFakeReddit();
    const client = clientFor(fake);
    const started = Date.now();
    await Promise.all(Array.from({ length: 64 }, (_, i) => client.listing(`community${i}`)));
    expect(Date.now() - started).toBeLessThan(5000);
    // The 101st request within a minute would have to wait a minute: beyond maxWaitMs it fails fast.
    const strict = clientFor(fake, { maxWaitMs: 100 });
    await Promise.all(Array.from({ length: 100 }, (_, i) => strict.listing(`c${i}`)));
    await expect(strict.listing('one_more')).rejects.toThrow(/Rate limited by Reddit/);
  });

  it('honours a 429: waits for X-Ratelimit-Reset, then retries and succeeds', async () => {
    fake = await startFakeReddit({ posts: samplePosts(), rateLimited: { moab: { times: 1, resetSeconds: 1 } } });
    const client = clientFor(fake);
    const posts = await client.listing('Moab');
    expect(posts.map((p) => p.id)).toEqual(['fk3001', 'fk1002']);
    const [limited, retried] = fake.listingRequests();
    expect(limited!.status).toBe(429);
    expect(retried!.status).toBe(200);
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(950);
  });

  it('makes every request wait after a 429, not only the one that got it', async () => {
    fake = await startFakeReddit({ rateLimited: { utah: { times: 1, resetSeconds: 1 } } });
    const client = clientFor(fake);
    const utah = client.listing('Utah');
    await expect.poll(() => fake!.listingRequests()[0]?.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const limitedAt = fake.listingRequests()[0]!.at;
    await Promise.all([utah, client.listing('Moab')]);
    const moab = fake.listingRequests().find((r) => r.path === '/r/Moab/hot.json')!;
    expect(moab.at - limitedAt).toBeGreaterThanOrEqual(950);
  });

  it('waits for the reset when X-Ratelimit-Remaining reaches zero', async () => {
    fake = await startFakeReddit({ remaining: { value: 0, resetSeconds: 1 } });
    const client = clientFor(fake);
    await client.listing('Utah');
    await client.listing('Moab');
    const [first, second] = fake.listingRequests();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up on a community whose 429s keep coming or whose reset is too far away', async () => {
    fake = await startFakeReddit({ rateLimited: { utah: { times: 10, resetSeconds: 0.05 }, moab: { times: 1, resetSeconds: 600 } } });
    const client = clientFor(fake, { maxWaitMs: 2000 });
    await expect(client.listing('Utah')).rejects.toMatchObject({ status: 429 });
    expect(fake.listingRequests().filter((r) => r.path === '/r/Utah/hot.json')).toHaveLength(3);
    await expect(client.listing('Moab')).rejects.toThrow(RedditError);
    await expect(client.listing('ZionNP')).rejects.toThrow(/Rate limited by Reddit for 60\d s/);
  });

  it('reports broken, private, missing and non-listing communities as errors', async () => {
    fake = await startFakeReddit({ broken: { a_broken: 'error', a_private: 'private', a_missing: 'missing', a_garbage: 'garbage' } });
    const client = clientFor(fake);
    await expect(client.listing('a_broken')).rejects.toMatchObject({ status: 500 });
    await expect(client.listing('a_private')).rejects.toMatchObject({ status: 403 });
    await expect(client.listing('a_missing')).rejects.toThrow(/redirected/);
    await expect(client.listing('a_garbage')).rejects.toThrow(/did not answer with a listing/);
    await expect(client.listing('../etc')).rejects.toThrow(/Not a community name/);
  });

  it('reports a Reddit that does not answer', async () => {
    fake = await startFakeReddit({ slow: { utah: 2000 } });
    const client = clientFor(fake, { timeoutMs: 200 });
    await expect(client.listing('Utah')).rejects.toThrow(/did not answer/);
  });
});
