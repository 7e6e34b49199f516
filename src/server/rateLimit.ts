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

/**
 * Forgets the counters whose key starts with one of `prefixes` and whose window started more
 * than `olderThanSeconds` ago (a day by default): counters keyed by something new on every visit
 * would otherwise pile up. This module owns the rate_limits table; features call this.
 */
export async function sweepRateLimits(sql: Sql, prefixes: readonly string[], olderThanSeconds = 24 * 60 * 60): Promise<void> {
  for (const prefix of prefixes) {
    await sql`DELETE FROM rate_limits WHERE starts_with(key, ${prefix}) AND window_start < now() - make_interval(secs => ${olderThanSeconds})`;
  }
}

/**
 * Limits of the writes that have no rule of their own in their feature (hits per window per
 * key; the key is the signed-in person's id, or the client address for logout). The others:
 * submissions, kit interest, beacons, sign-in mails and Places lookups keep theirs beside
 * their code; docs/security.md lists them all.
 */
export const WRITE_LIMITS = {
  /** Adding and removing favourites, per person: far above any hand on a heart button. */
  favorites: { limit: 120, windowSeconds: 60 },
  /** Staff reviews of submissions, per staff member. */
  review: { limit: 120, windowSeconds: 60 },
  /** "Send the digest now", per staff member: each one mails every staff address. */
  digest: { limit: 10, windowSeconds: 10 * 60 },
  /** Starting a Reddit scan, per staff member (the scan itself also refuses overlaps). */
  scan: { limit: 10, windowSeconds: 10 * 60 },
  /** "Read UDOT now", per staff member: each one spends two of the ten UDOT calls a minute all instances share (decision 048). */
  udotScan: { limit: 10, windowSeconds: 10 * 60 },
  /** "Read the river gauges now", per staff member: one USGS call a gauge per press (issue 49). */
  riverScan: { limit: 10, windowSeconds: 10 * 60 },
  /** "Check the outside services now", per staff member: one cheap call to each service per press (decision 061a). */
  serviceProbe: { limit: 10, windowSeconds: 10 * 60 },
  /** Deleting saved trips, per person. */
  tripDeletes: { limit: 120, windowSeconds: 60 },
  /** Staff approving or rejecting partner photos, per staff member (decision 029). */
  photoReviews: { limit: 120, windowSeconds: 60 },
  /** Staff hiding or showing photos on places, per staff member. */
  photoHides: { limit: 120, windowSeconds: 60 },
  /** Staff edits, withdrawals and restores of catalogue places, per staff member (decision 049). */
  catalogueEdits: { limit: 120, windowSeconds: 60 },
  /** Staff edits of a place's French or Spanish texts, per staff member (decision 116). */
  placeTextEdits: { limit: 120, windowSeconds: 60 },
  /** Newsletter issues sent, per staff member: each one mails every confirmed subscriber. */
  newsletterSend: { limit: 10, windowSeconds: 60 * 60 },
  /** Sign-out, per client address. */
  logout: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type WriteRoute = keyof typeof WRITE_LIMITS;

/** Applies WRITE_LIMITS[route] to one person or client (429 beyond it). */
export function limitWrite(sql: Sql, route: WriteRoute, who: string): Promise<void> {
  const { limit, windowSeconds } = WRITE_LIMITS[route];
  return rateLimit(sql, `${route}:${who}`, limit, windowSeconds);
}
