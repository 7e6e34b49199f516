import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local fake of the parts of Reddit's API the discovery scan uses, speaking Reddit's wire
 * format: `GET /r/{subreddit}/{sort}.json` listings ({kind: 'Listing', data: {children:
 * [{kind: 't3', data: {...}}]}}), the app-only OAuth token endpoint
 * `POST /api/v1/access_token`, X-Ratelimit-* headers on every answer, 429 with reset headers,
 * and communities that are broken (500), private (403), missing (302 to the search page) or
 * answer something that is not a listing. One server plays both www.reddit.com and
 * oauth.reddit.com. With `control`, `POST /__control/posts` ({subreddit, post}) adds a post
 * at run time, so a test in another process can make the next scan find something new.
 */

export interface FakePost {
  id: string;
  title: string;
  selftext?: string;
  score: number;
  num_comments: number;
  /** Age of the post when served, in hours. */
  ageHours: number;
  over_18?: boolean;
  stickied?: boolean;
  /** Serve under this community's name instead of the one requested (crossposts). */
  subreddit?: string;
}

export type Breakage = 'error' | 'private' | 'missing' | 'garbage';

export interface FakeRedditOptions {
  port?: number;
  /** Posts per community (lower-case name); others answer an empty listing. */
  posts?: Record<string, FakePost[]>;
  broken?: Record<string, Breakage>;
  /** Answer 429 this many times per community before serving it, with X-Ratelimit-Reset. */
  rateLimited?: Record<string, { times: number; resetSeconds: number }>;
  /** Serve X-Ratelimit-Remaining as this value (with X-Ratelimit-Reset: resetSeconds) on listings. */
  remaining?: { value: number; resetSeconds: number };
  /** Delay before answering a community's listing, in ms. */
  slow?: Record<string, number>;
  /**
   * Issue app-only OAuth tokens for these credentials. Listings then need a valid bearer
   * token, unless `optional` (a bad token is still refused).
   */
  oauth?: { clientId: string; clientSecret: string; expiresIn?: number; optional?: boolean };
  /** Accept `POST /__control/posts` to add a post while running (browser tests). */
  control?: boolean;
}

/** The body of `POST /__control/posts`. */
export interface AddPostRequest {
  subreddit: string;
  post: FakePost;
}

export interface RecordedRequest {
  method: string;
  path: string;
  at: number;
  status: number;
  userAgent: string;
  authorization: string;
}

export interface FakeReddit {
  url: string;
  requests: RecordedRequest[];
  tokensIssued: number;
  options: FakeRedditOptions;
  listingRequests(): RecordedRequest[];
  /** Forgets every issued token, as Reddit does when a token is revoked. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

function listing(subreddit: string, posts: FakePost[]) {
  const now = Date.now() / 1000;
  return {
    kind: 'Listing',
    data: {
      after: null,
      dist: posts.length,
      modhash: '',
      geo_filter: null,
      before: null,
      children: posts.map((p) => {
        const sub = p.subreddit ?? subreddit;
        const slug = p.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .slice(0, 40);
        const permalink = `/r/${sub}/comments/${p.id}/${slug}/`;
        return {
          kind: 't3',
          data: {
            id: p.id,
            name: `t3_${p.id}`,
            title: p.title,
            selftext: p.selftext ?? '',
            subreddit: sub,
            subreddit_name_prefixed: `r/${sub}`,
            author: 'fake_user',
            score: p.score,
            ups: p.score,
            num_comments: p.num_comments,
            created_utc: Math.round(now - p.ageHours * 3600),
            permalink,
            url: `https://www.reddit.com${permalink}`,
            over_18: p.over_18 ?? false,
            stickied: p.stickied ?? false,
            is_self: true,
          },
        };
      }),
    },
  };
}

export async function startFakeReddit(options: FakeRedditOptions = {}): Promise<FakeReddit> {
  const requests: RecordedRequest[] = [];
  const rateLimitedSeen = new Map<string, number>();
  const tokens = new Map<string, number>();
  const state = { tokensIssued: 0 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      at: Date.now(),
      status: 0,
      userAgent: req.headers['user-agent'] ?? '',
      authorization: req.headers.authorization ?? '',
    };
    requests.push(record);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      json(res, status, body, headers);
    };
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      if (options.control && req.method === 'POST' && url.pathname === '/__control/posts') {
        let added: AddPostRequest;
        try {
          added = JSON.parse(body) as AddPostRequest;
        } catch {
          return send(400, { error: 'body must be JSON' });
        }
        const key = added.subreddit?.toLowerCase();
        const post = added.post;
        if (!key || !/^[a-z0-9_]+$/.test(key) || !post || typeof post.id !== 'string' || typeof post.title !== 'string') {
          return send(400, { error: 'expected {subreddit, post: {id, title, score, num_comments, ageHours}}' });
        }
        options.posts ??= {};
        options.posts[key] = [...(options.posts[key] ?? []).filter((p) => p.id !== post.id), post];
        return send(201, { added: post.id, subreddit: key });
      }
      if (req.method === 'POST' && url.pathname === '/api/v1/access_token') {
        const oauth = options.oauth;
        const expected = oauth ? `Basic ${Buffer.from(`${oauth.clientId}:${oauth.clientSecret}`).toString('base64')}` : undefined;
        if (!oauth || req.headers.authorization !== expected) return send(401, { message: 'Unauthorized', error: 401 });
        if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') return send(400, { error: 'unsupported_grant_type' });
        const token = `fake-token-${++state.tokensIssued}`;
        const expiresIn = oauth.expiresIn ?? 86400;
        tokens.set(token, Date.now() + expiresIn * 1000);
        return send(200, { access_token: token, token_type: 'bearer', expires_in: expiresIn, scope: '*' });
      }
      const match = /^\/r\/([A-Za-z0-9_]+)\/(hot|new|top|rising)(\.json)?$/.exec(url.pathname);
      if (req.method !== 'GET' || !match) return send(404, { message: 'Not Found', error: 404 });
      const name = match[1]!;
      const key = name.toLowerCase();
      if (options.oauth) {
        const bearer = /^bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const expires = bearer ? tokens.get(bearer) : undefined;
        const valid = expires !== undefined && expires > Date.now();
        if (!valid && (bearer || !options.oauth.optional)) return send(401, { message: 'Unauthorized', error: 401 });
      }
      const limited = options.rateLimited?.[key];
      if (limited && (rateLimitedSeen.get(key) ?? 0) < limited.times) {
        rateLimitedSeen.set(key, (rateLimitedSeen.get(key) ?? 0) + 1);
        return send(
          429,
          { message: 'Too Many Requests', error: 429 },
          { 'x-ratelimit-used': '100', 'x-ratelimit-remaining': '0.0', 'x-ratelimit-reset': String(limited.resetSeconds) },
        );
      }
      const answer = () => {
        const broken = options.broken?.[key];
        if (broken === 'error') {
          record.status = 500;
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        }
        if (broken === 'private') return send(403, { reason: 'private', message: 'Forbidden', error: 403 });
        if (broken === 'missing') {
          record.status = 302;
          res.writeHead(302, { location: `/subreddits/search.json?q=${encodeURIComponent(name)}` });
          return res.end();
        }
        if (broken === 'garbage') return send(200, { kind: 't5', data: { display_name: name } });
        const remaining = options.remaining;
        send(200, listing(name, options.posts?.[key] ?? []), {
          'x-ratelimit-used': '1',
          'x-ratelimit-remaining': remaining ? remaining.value.toFixed(1) : '99.0',
          'x-ratelimit-reset': String(remaining?.resetSeconds ?? 60),
        });
      };
      const delay = options.slow?.[key];
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  const served = await serveFake(server, options.port);
  return {
    url: served.url,
    requests,
    get tokensIssued() {
      return state.tokensIssued;
    },
    options,
    listingRequests: () => requests.filter((r) => r.path.startsWith('/r/')),
    revokeTokens: () => tokens.clear(),
    close: served.close,
  };
}

/**
 * Deterministic Utah posts for the browser tests and the scan tests: popular and fresh posts
 * naming catalogue places (high potential), ordinary ones, an old one, one post seen in two
 * communities, an NSFW post and a pinned post (both must be left out).
 */
export function samplePosts(): Record<string, FakePost[]> {
  return {
    utah: [
      {
        id: 'fk1001',
        title: 'Sunset hike to Delicate Arch in Arches National Park',
        selftext:
          'We started the hike an hour before sunset and the light on Delicate Arch was unreal. Bring a headlamp for the walk back, the trail is easy to lose on the slickrock in the dark. Parking filled up by 5 pm.',
        score: 1234,
        num_comments: 85,
        ageHours: 5,
      },
      {
        id: 'fk1002',
        title: 'Is the drive from SLC to Moab pretty in winter?',
        selftext: 'Thinking of a road trip over the holidays.',
        score: 45,
        num_comments: 30,
        ageHours: 20,
      },
      { id: 'fk1003', title: 'Pinned: community rules and weekly thread', score: 12, num_comments: 3, ageHours: 100, stickied: true },
    ],
    saltlakecity: [
      {
        id: 'fk2001',
        title: 'Best brunch restaurants near Temple Square?',
        selftext: 'Family of five visiting for the first time, looking for food near downtown.',
        score: 310,
        num_comments: 140,
        ageHours: 8,
      },
      {
        id: 'fk2002',
        title: 'Snow day at Utah Olympic Park: the bobsled ride is worth it',
        selftext: 'Did the winter bobsled experience, 80 mph with a pro driver. The kids loved the museum too.',
        score: 2480,
        num_comments: 190,
        ageHours: 3,
      },
      { id: 'fk2003', title: 'Anyone else hearing the trains at night?', score: 4, num_comments: 2, ageHours: 90 },
      { id: 'fk2004', title: 'NSFW post that must never reach the Media Hub', score: 5000, num_comments: 10, ageHours: 1, over_18: true },
    ],
    moab: [
      {
        id: 'fk3001',
        title: 'Corona Arch trail this morning: quiet and cold',
        selftext: 'Only three cars at the trailhead. Ice on the ladder section, be careful.',
        score: 96,
        num_comments: 12,
        ageHours: 30,
      },
      // Also in r/Utah's sibling listing below: a crosspost is stored once.
      {
        id: 'fk1002',
        title: 'Is the drive from SLC to Moab pretty in winter?',
        selftext: 'Thinking of a road trip over the holidays.',
        score: 47,
        num_comments: 31,
        ageHours: 20,
        subreddit: 'Utah',
      },
    ],
    zionnp: [
      {
        id: 'fk4001',
        title: 'Angels Landing permit lottery tips',
        selftext: 'Apply for the day-before lottery, it worked for us on the second try.',
        score: 640,
        num_comments: 77,
        ageHours: 14,
      },
    ],
    parkcity: [
      { id: 'fk5001', title: 'Powder day at Park City Mountain', selftext: 'Fresh snow, skiing was incredible.', score: 15000, num_comments: 420, ageHours: 2 },
    ],
    utahhiking: [{ id: 'fk6001', title: 'Quick question about permits', score: 8, num_comments: 4, ageHours: 60 }],
  };
}
