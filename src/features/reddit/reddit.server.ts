import { z } from 'zod';
import type { Sql } from '../../server/db.ts';
import { DEFAULT_REDDIT_USER_AGENT, env } from '../../server/env.ts';
import { databaseBudget, MemoryBudget, type RequestBudget } from '../../server/requestBudget.ts';
import { postsOfListing, type RedditPost } from './reddit.schema.ts';

/*
 * The Reddit client: listings of one community at a time, app-only OAuth when credentials are
 * set, a descriptive User-Agent, and pacing under Reddit's limit (at most 100 requests a
 * minute per client id, https://support.reddithelp.com/hc/en-us/articles/16160319875092).
 */

/** Reddit asks for `<platform>:<app id>:<version> (by /u/<username>)` (REDDIT_USER_AGENT overrides it). */
export const DEFAULT_USER_AGENT = DEFAULT_REDDIT_USER_AGENT;

export class RedditError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RedditError';
  }
}

export interface RedditClientOptions {
  baseUrl: string;
  oauthBaseUrl: string;
  clientId?: string;
  clientSecret?: string;
  userAgent?: string;
  /** Requests allowed in any window of `windowMs` (Reddit: 100 a minute). */
  perWindow?: number;
  windowMs?: number;
  /**
   * Where the budget is kept: by default in this object's memory; the app passes the
   * database's ({@link databaseBudget}) so that every instance shares one.
   */
  budget?: RequestBudget;
  /** The longest wait for a rate-limit reset before giving up on a request. */
  maxWaitMs?: number;
  /** Retries of one request after a 429. */
  retries429?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/**
 * Reddit's API for the listings a scan reads. All requests of one client (listings and token)
 * share one sliding-window budget, and the X-Ratelimit-Remaining / X-Ratelimit-Reset headers
 * Reddit returns are obeyed: when nothing remains, or after a 429, every request waits for the
 * reset. A wait longer than maxWaitMs fails the request instead (the scan skips that community).
 */
export class RedditClient {
  private readonly options: Required<Omit<RedditClientOptions, 'clientId' | 'clientSecret' | 'budget'>> &
    Pick<RedditClientOptions, 'clientId' | 'clientSecret'>;
  private readonly budget: RequestBudget;
  private token: { value: string; expiresAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(options: RedditClientOptions) {
    this.options = {
      userAgent: DEFAULT_USER_AGENT,
      perWindow: 100,
      windowMs: 60_000,
      maxWaitMs: 60_000,
      retries429: 2,
      timeoutMs: 15_000,
      now: Date.now,
      sleep: realSleep,
      fetch: globalThis.fetch,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      oauthBaseUrl: options.oauthBaseUrl.replace(/\/+$/, ''),
    };
    this.budget = options.budget ?? new MemoryBudget(this.options.perWindow, this.options.windowMs);
  }

  get usesOAuth(): boolean {
    return Boolean(this.options.clientId && this.options.clientSecret);
  }

  /** Waits for a slot in the budget (and for any reset Reddit asked for), then takes it. */
  private async acquire(): Promise<void> {
    const { now, sleep, maxWaitMs } = this.options;
    for (;;) {
      const wait = await this.budget.take(now);
      if (wait <= 0) return;
      if (wait > maxWaitMs) throw new RedditError(`Rate limited by Reddit for ${Math.ceil(wait / 1000)} s`, 429);
      await sleep(wait);
    }
  }

  /** Reads Reddit's rate-limit headers: nothing left means waiting for the reset. */
  private async observe(response: Response): Promise<void> {
    const remaining = Number.parseFloat(response.headers.get('x-ratelimit-remaining') ?? '');
    const reset = Number.parseFloat(response.headers.get('x-ratelimit-reset') ?? '');
    const retryAfter = Number.parseFloat(response.headers.get('retry-after') ?? '');
    let waitSeconds = 0;
    if (response.status === 429) waitSeconds = Number.isFinite(retryAfter) ? retryAfter : Number.isFinite(reset) ? reset : 5;
    else if (Number.isFinite(remaining) && remaining < 1 && Number.isFinite(reset)) waitSeconds = reset;
    if (waitSeconds > 0) await this.budget.block(this.options.now() + waitSeconds * 1000);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    await this.acquire();
    const headers = new Headers(init.headers);
    headers.set('user-agent', this.options.userAgent);
    headers.set('accept', 'application/json');
    let response: Response;
    try {
      // A missing community redirects to a search page: treat the redirect as the answer.
      response = await this.options.fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new RedditError(`Reddit did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    await this.observe(response);
    return response;
  }

  /** The app-only OAuth token, fetched once and reused until shortly before it expires. */
  private async accessToken(): Promise<string> {
    const { now, clientId, clientSecret, baseUrl } = this.options;
    if (this.token && this.token.expiresAt > now()) return this.token.value;
    this.tokenRequest ??= (async () => {
      try {
        const response = await this.send(`${baseUrl}/api/v1/access_token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        });
        if (!response.ok) throw new RedditError(`Reddit refused the OAuth token request (${response.status})`, response.status);
        const token = tokenSchema.parse(await response.json());
        // Renew a minute early (or at half the lifetime for very short tokens).
        const margin = Math.min(60, token.expires_in / 2) * 1000;
        this.token = { value: token.access_token, expiresAt: now() + token.expires_in * 1000 - margin };
        return token.access_token;
      } finally {
        this.tokenRequest = undefined;
      }
    })();
    return this.tokenRequest;
  }

  /** Forgets the cached token (tests; and after Reddit rejects it). */
  forgetToken(): void {
    this.token = undefined;
  }

  /**
   * The posts of `/r/{subreddit}/{sort}.json`: from the OAuth host with a bearer token when
   * credentials are set, otherwise from REDDIT_BASE_URL. Throws RedditError on anything but a
   * listing (missing, private or banned community, server error, rate limit beyond maxWaitMs).
   */
  async listing(subreddit: string, sort: 'hot' | 'new' | 'top' | 'rising' = 'hot', limit = 25): Promise<RedditPost[]> {
    if (!/^[A-Za-z0-9_]{2,21}$/.test(subreddit)) throw new RedditError(`Not a community name: ${subreddit}`);
    const path = `/r/${subreddit}/${sort}.json?limit=${limit}&raw_json=1`;
    let rejectedToken = false;
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {};
      if (this.usesOAuth) headers.authorization = `bearer ${await this.accessToken()}`;
      const base = this.usesOAuth ? this.options.oauthBaseUrl : this.options.baseUrl;
      const response = await this.send(`${base}${path}`, { headers });
      if (response.status === 429 && attempt < this.options.retries429) {
        await response.body?.cancel();
        continue;
      }
      if (response.status === 401 && this.usesOAuth && !rejectedToken) {
        await response.body?.cancel();
        rejectedToken = true;
        this.forgetToken();
        continue;
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new RedditError(`r/${subreddit} redirected (the community may not exist)`, response.status);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RedditError(`r/${subreddit} answered ${response.status}`, response.status);
      }
      let body: unknown;
      try {
        body = await response.json();
        return postsOfListing(body);
      } catch {
        throw new RedditError(`r/${subreddit} did not answer with a listing`, response.status);
      }
    }
  }
}

/** The process's client, built for one reading of the environment (a new reading builds a new one). */
let shared: { for: ReturnType<typeof env>; client: RedditClient } | undefined;

/** The request budget a minute (REDDIT_REQUESTS_PER_MINUTE, 100 against Reddit). */
export function requestsPerMinute(): number {
  return env().REDDIT_REQUESTS_PER_MINUTE;
}

/**
 * The process's one client (one token). Its request budget is kept in the database, keyed by
 * the OAuth client id that Reddit counts requests against, so every instance shares it.
 */
export function redditClient(sql: Sql): RedditClient {
  const settings = env();
  if (shared?.for !== settings) {
    const { REDDIT_BASE_URL, REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET, REDDIT_OAUTH_BASE_URL, REDDIT_USER_AGENT, REDDIT_REQUESTS_PER_MINUTE } = settings;
    const client = new RedditClient({
      baseUrl: REDDIT_BASE_URL,
      oauthBaseUrl: REDDIT_OAUTH_BASE_URL,
      clientId: REDDIT_CLIENT_ID,
      clientSecret: REDDIT_CLIENT_SECRET,
      userAgent: REDDIT_USER_AGENT,
      perWindow: REDDIT_REQUESTS_PER_MINUTE,
      budget: databaseBudget(sql, `reddit:${REDDIT_CLIENT_ID ?? 'anonymous'}`, REDDIT_REQUESTS_PER_MINUTE, 60_000),
    });
    shared = { for: settings, client };
  }
  return shared.client;
}
