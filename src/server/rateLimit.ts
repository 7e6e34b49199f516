import { HttpError } from '../lib/errors.ts';
import type { Sql } from './db.ts';

/** Fixed-window limit; throws 429 past `limit` hits per `windowSeconds` for one key. */
export async function rateLimit(sql: Sql, key: string, limit: number, windowSeconds: number): Promise<void> {
  const [row] = await sql<{ hits: number }[]>`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING hits`;
  if (row && row.hits > limit) throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.');
}

