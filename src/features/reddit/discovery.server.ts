import type { Sql } from '../../server/db.ts';
import { ConflictError, HttpError } from '../../lib/errors.ts';
import { listDestinations } from '../destinations/destinations.server.ts';
import { COMMUNITIES, type Community } from './communities.ts';
import {
  type Discovery,
  HIGH_POTENTIAL,
  LATEST_LIMIT,
  type LatestResponse,
  MEDIA_HUB_LIMIT,
  readableTime,
  SELFTEXT_MAX,
  type StatusResponse,
} from './discovery.ts';
import { buildKeywordIndex, contentPotential, deriveCategoryAndLocation, type Keyword, keywordLookup, matchKeywords } from './discoveryRules.server.ts';
import { postUrl, type RedditPost } from './reddit.schema.ts';
import { type RedditClient, redditClient, requestsPerMinute } from './reddit.server.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { log as serverLog } from '../../server/log.ts';

/** Communities read at the same time; the client's pacing still bounds the request rate. */
const CONCURRENCY = 4;
/** A scan still "running" after this long was cut off (a crash or a function timeout). */
const ABANDONED_AFTER_MINUTES = 15;
/** A scan the background function has not taken up after this long never will (a lost trigger). */
const NOT_PICKED_UP_AFTER_MINUTES = 2;
/** Active = a scan finished within three schedule periods (scheduled every 15 minutes). */
const ACTIVE_WITHIN_MINUTES = 45;
const KEYWORDS_TTL_MS = 10 * 60_000;

let keywordCache: { at: number; index: Keyword[]; lookup: ReturnType<typeof keywordLookup> } | undefined;

/** The Utah keyword index built from the catalogue, rebuilt every ten minutes. */
export async function keywordIndex(sql: Sql): Promise<NonNullable<typeof keywordCache>> {
  if (!keywordCache || Date.now() - keywordCache.at > KEYWORDS_TTL_MS) {
    const index = buildKeywordIndex(await listDestinations(sql));
    keywordCache = { at: Date.now(), index, lookup: keywordLookup(index) };
  }
  return keywordCache;
}

// Tests seed different catalogues: resetProcessState() forgets the cached index.
forgetOnReset(() => {
  keywordCache = undefined;
});

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Seconds that must pass between the starts of two scans. Each process paces its own requests,
 * but a scheduled scan and a staff scan may run in different instances (Netlify): two whole
 * scans inside one minute would send twice the communities, more than Reddit's 100 a minute.
 * With a budget that covers two scans (the tests' fake) no gap is needed.
 */
export function scanGapSeconds(communities = COMMUNITIES.length, perMinute = requestsPerMinute()): number {
  return 2 * communities > perMinute ? 60 : 0;
}

/**
 * Claims the one running-scan slot: 409 when a scan is already running, 429 when the last one
 * started too recently for Reddit's request budget ({@link scanGapSeconds}). The unique partial
 * index reddit_scans_one_running makes this safe between processes: of two simultaneous
 * claims exactly one inserts. A scan left running for 15 minutes is marked failed first.
 */
export async function startScan(sql: Sql): Promise<{ id: number }> {
  await sql`
    UPDATE reddit_scans SET status = 'failed', finished_at = now(), error = CASE
        WHEN picked_up_at IS NULL THEN ${`never started: the background scan function did not take it up within ${NOT_PICKED_UP_AFTER_MINUTES} minutes`}
        ELSE ${`abandoned: still running after ${ABANDONED_AFTER_MINUTES} minutes`} END
    WHERE status = 'running' AND (started_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})
      OR (picked_up_at IS NULL AND started_at < now() - make_interval(mins => ${NOT_PICKED_UP_AFTER_MINUTES})))`;
  const gap = scanGapSeconds();
  let row: { id: string } | undefined;
  try {
    [row] = await sql<{ id: string }[]>`
      INSERT INTO reddit_scans (status)
      SELECT 'running' WHERE NOT EXISTS (
        SELECT 1 FROM reddit_scans WHERE status <> 'running' AND started_at > now() - make_interval(secs => ${gap}))
      RETURNING id`;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('A discovery scan is already running');
    throw error;
  }
  if (!row) {
    throw new HttpError(
      429,
      `The last scan started less than ${gap} seconds ago, and Reddit allows ${requestsPerMinute()} requests a minute. Try again in a minute.`,
    );
  }
  return { id: Number(row.id) };
}

/**
 * The background function takes scan `scanId` up: true once, for a scan still running that no
 * invocation has taken yet (a repeated delivery of the same trigger gets false).
 */
export async function claimScan(sql: Sql, scanId: number): Promise<boolean> {
  const rows = await sql`UPDATE reddit_scans SET picked_up_at = now() WHERE id = ${scanId} AND status = 'running' AND picked_up_at IS NULL RETURNING id`;
  return rows.length === 1;
}

/** Ends a running scan as failed with a reason (the trigger could not start it). */
export async function failScan(sql: Sql, scanId: number, reason: string): Promise<void> {
  await sql`UPDATE reddit_scans SET status = 'failed', finished_at = now(), error = ${reason.slice(0, 4000)} WHERE id = ${scanId} AND status = 'running'`;
}

export interface ScanOptions {
  client?: RedditClient;
  communities?: readonly Pick<Community, 'name'>[];
  now?: () => Date;
  log?: (line: string) => void;
}

export interface ScanResult {
  id: number;
  status: 'finished' | 'failed';
  total: number;
  highPotential: number;
  skipped: Array<{ subreddit: string; reason: string }>;
}

interface Scored {
  post: RedditPost;
  potential: number;
  keywords: string[];
}

/**
 * Reads every community's hot listing, scores the posts and stores them under this scan,
 * merged by post id with what earlier scans found. A community that fails is logged and
 * skipped; only when every community fails is the scan marked failed. The posts and the
 * scan's summary are written in one transaction, so readers see the previous scan until this
 * one is complete. NSFW and pinned (stickied) posts are left out.
 */
export async function runScan(sql: Sql, scanId: number, options: ScanOptions = {}): Promise<ScanResult> {
  const log = options.log ?? ((line: string) => serverLog.info('reddit', line));
  const communities = options.communities ?? COMMUNITIES;
  try {
    const client = options.client ?? redditClient(sql);
    const { index } = await keywordIndex(sql);
    const found = new Map<string, Scored>();
    const skipped: ScanResult['skipped'] = [];
    let next = 0;
    const worker = async () => {
      while (next < communities.length) {
        const community = communities[next++]!;
        try {
          const posts = await client.listing(community.name, 'hot');
          const now = options.now?.() ?? new Date();
          for (const post of posts) {
            if (post.over_18 || post.stickied) continue;
            const keywords = matchKeywords(`${post.title}\n${post.selftext}`, index);
            const potential = contentPotential(
              { score: post.score, numComments: post.num_comments, createdAt: new Date(post.created_utc * 1000), keywords },
              now,
            );
            // The same post twice in one scan (crossposts, two listings): keep the last seen.
            found.set(post.id, { post, potential, keywords: keywords.map((k) => k.label) });
          }
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          skipped.push({ subreddit: community.name, reason });
          log(`scan ${scanId}: skipped r/${community.name}: ${reason}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, communities.length) }, worker));

    const failed = communities.length > 0 && skipped.length === communities.length;
    const rows = [...found.values()];
    const highPotential = rows.filter((r) => r.potential >= HIGH_POTENTIAL).length;
    const note = skipped.length ? `skipped ${skipped.length}: ${skipped.map((s) => `r/${s.subreddit} (${s.reason})`).join('; ')}`.slice(0, 4000) : null;
    if (failed) {
      await sql`UPDATE reddit_scans SET status = 'failed', finished_at = now(), error = ${note} WHERE id = ${scanId}`;
      log(`scan ${scanId} failed: every community failed`);
      return { id: scanId, status: 'failed', total: 0, highPotential: 0, skipped };
    }
    await sql.begin(async (tx) => {
      for (let i = 0; i < rows.length; i += 200) {
        const chunk = rows.slice(i, i + 200).map(({ post, potential, keywords }) => ({
          postId: post.id,
          scanId,
          subreddit: post.subreddit,
          title: post.title.slice(0, 500),
          selftext: post.selftext.slice(0, SELFTEXT_MAX),
          url: postUrl(post),
          score: post.score,
          numComments: post.num_comments,
          createdUtc: new Date(post.created_utc * 1000),
          contentPotential: potential,
          matchingKeywords: keywords,
        }));
        await tx`
          INSERT INTO reddit_discoveries ${tx(chunk, 'postId', 'scanId', 'subreddit', 'title', 'selftext', 'url', 'score', 'numComments', 'createdUtc', 'contentPotential', 'matchingKeywords')}
          ON CONFLICT (post_id) DO UPDATE SET
            scan_id = excluded.scan_id, subreddit = excluded.subreddit, title = excluded.title, selftext = excluded.selftext,
            url = excluded.url, score = excluded.score, num_comments = excluded.num_comments,
            content_potential = excluded.content_potential, matching_keywords = excluded.matching_keywords, last_seen_at = now()`;
      }
      await tx`
        UPDATE reddit_scans SET status = 'finished', finished_at = now(), total = ${rows.length}, high_potential = ${highPotential}, error = ${note}
        WHERE id = ${scanId}`;
    });
    log(`scan ${scanId} finished: ${rows.length} posts, ${highPotential} high potential, ${skipped.length} communities skipped`);
    return { id: scanId, status: 'finished', total: rows.length, highPotential, skipped };
  } catch (error) {
    // Never leave the running slot taken: that would block every later scan.
    const reason = error instanceof Error ? error.message : String(error);
    log(`scan ${scanId} failed: ${reason}`);
    await sql`UPDATE reddit_scans SET status = 'failed', finished_at = now(), error = ${reason.slice(0, 4000)} WHERE id = ${scanId} AND status = 'running'`.catch(
      () => {},
    );
    return { id: scanId, status: 'failed', total: 0, highPotential: 0, skipped: [] };
  }
}

/**
 * The scheduled scan: claims the slot and hands the scan to `run` (the background function's
 * trigger), or does nothing while another scan is running or one started too recently.
 */
export async function scheduledScan<T>(
  sql: Sql,
  run: (scanId: number) => Promise<T>,
  log: (line: string) => void = (line) => serverLog.info('reddit', line),
): Promise<T | null> {
  let scan: { id: number };
  try {
    scan = await startScan(sql);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 429)) {
      log(`scheduled scan skipped: ${error.message}`);
      return null;
    }
    throw error;
  }
  return run(scan.id);
}

/** systemActive: a scan is running or one finished within 45 minutes; redditRunning: one is running. */
export async function scanStatus(sql: Sql): Promise<StatusResponse> {
  // A scan past either cut-off of startScan is not running, even before the next start marks it failed.
  const [row] = await sql<{ running: boolean; last: Date | null }[]>`
    SELECT EXISTS (
             SELECT 1 FROM reddit_scans WHERE status = 'running' AND started_at >= now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})
               AND (picked_up_at IS NOT NULL OR started_at >= now() - make_interval(mins => ${NOT_PICKED_UP_AFTER_MINUTES}))) AS running,
           (SELECT max(finished_at) FROM reddit_scans WHERE status = 'finished') AS last`;
  const running = row!.running;
  const last = row!.last;
  const recent = last !== null && Date.now() - last.getTime() < ACTIVE_WITHIN_MINUTES * 60_000;
  return { status: { systemActive: running || recent, redditRunning: running }, lastScanAt: last?.toISOString() ?? null };
}

/** A row of the latest scan; toDiscovery turns it into the API's (snake_case, Reddit-named) shape. */
interface LatestRow {
  total: number;
  highPotential: number;
  finishedAt: Date;
  /** Which list the row belongs to: the staff page's (by potential) or the Media Hub's (by score). */
  list: 'potential' | 'score' | null;
  postId: string | null;
  subreddit: string;
  title: string;
  selftext: string;
  url: string;
  score: number;
  numComments: number;
  createdUtc: Date;
  contentPotential: string;
  matchingKeywords: string[];
}

/**
 * The latest finished scan's summary, its posts by potential (at most 100) and the Media
 * Hub's top five by score chosen from all of its posts (a much-upvoted post with few Utah
 * keywords may sit outside the hundred), with public fields only, read in one statement so a
 * scan finishing meanwhile cannot mix in.
 */
export async function latestDiscoveries(sql: Sql): Promise<LatestResponse> {
  const rows = await sql<LatestRow[]>`
    WITH latest AS (
      SELECT id, total, high_potential, finished_at FROM reddit_scans
      WHERE status = 'finished' ORDER BY finished_at DESC, id DESC LIMIT 1
    )
    SELECT l.total, l.high_potential, l.finished_at, d.list, d.post_id, d.subreddit, d.title, d.selftext, d.url,
           d.score, d.num_comments, d.created_utc, d.content_potential, d.matching_keywords
    FROM latest l
    LEFT JOIN LATERAL (
      (SELECT 'potential' AS list, row_number() OVER (ORDER BY content_potential DESC, score DESC, post_id) AS pos, *
       FROM reddit_discoveries WHERE scan_id = l.id ORDER BY pos LIMIT ${LATEST_LIMIT})
      UNION ALL
      (SELECT 'score' AS list, row_number() OVER (ORDER BY score DESC, num_comments DESC, post_id) AS pos, *
       FROM reddit_discoveries WHERE scan_id = l.id ORDER BY pos LIMIT ${MEDIA_HUB_LIMIT})
    ) d ON true
    ORDER BY d.list, d.pos`;
  const first = rows[0];
  if (!first) return { summary: null, scannedAt: null, discoveries: [], trending: [] };
  const { lookup } = await keywordIndex(sql);
  const toDiscovery = (r: LatestRow): Discovery => ({
    id: r.postId!,
    title: r.title,
    selftext: r.selftext,
    subreddit: r.subreddit,
    score: r.score,
    num_comments: r.numComments,
    created_utc: r.createdUtc.toISOString(),
    created_readable: readableTime(r.createdUtc),
    url: r.url,
    content_potential: Number(r.contentPotential),
    matching_keywords: r.matchingKeywords,
    ...deriveCategoryAndLocation(r.matchingKeywords, r.subreddit, lookup),
  });
  return {
    summary: { total: first.total, highPotential: first.highPotential },
    scannedAt: first.finishedAt.toISOString(),
    discoveries: rows.filter((r) => r.list === 'potential').map(toDiscovery),
    trending: rows.filter((r) => r.list === 'score').map(toDiscovery),
  };
}
