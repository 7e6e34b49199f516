import { z } from 'zod';
import { BUILD_SETTINGS } from '../../lib/siteConfig.ts';
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import type { KitInterest } from './kits.schema.ts';
import { buildKitAnalytics, type KitAnalytics, type KitId, MAX_RANKED_KITS, type RankTally } from './kits.ts';

/** Where "Reserve Now!" sends people; PUBLIC_STOREFRONT_URL is read when the site is built. */
export const DEFAULT_STOREFRONT_URL = BUILD_SETTINGS.PUBLIC_STOREFRONT_URL;

export function storefrontUrl(value = env().PUBLIC_STOREFRONT_URL): string {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value?.trim() || undefined);
  return parsed.success ? parsed.data : DEFAULT_STOREFRONT_URL;
}

/** Interest submissions per client address and window: generous for people, a wall for scripts. */
export const INTEREST_LIMIT = { perAddress: 300, perEmail: 20, windowSeconds: 10 * 60 } as const;

/**
 * Stores one person's ranking. The table holds one row per e-mail address, so a repeat from the
 * same address replaces the earlier ranking and feedback (an atomic upsert: concurrent repeats
 * leave exactly one row, the last one written).
 *
 * With `mode: 'add'` (the Olympic sign-up) the one kit joins the existing ranking instead:
 * unchanged when it is there already, first when there is room, in place of the last choice
 * when all five places are taken; feedback is kept unless new feedback is given. The merge is
 * computed inside the same upsert, which locks the row, so concurrent requests for one e-mail
 * each see the previous one's result and none is lost.
 */
export async function recordKitInterest(
  sql: Sql,
  input: KitInterest,
  clientAddress: string,
): Promise<{ email: string; rankedKits: KitId[]; replaced: boolean }> {
  await rateLimit(sql, `kit-interest:ip:${clientAddress}`, INTEREST_LIMIT.perAddress, INTEREST_LIMIT.windowSeconds);
  await rateLimit(sql, `kit-interest:email:${input.email}`, INTEREST_LIMIT.perEmail, INTEREST_LIMIT.windowSeconds);
  const ranked = input.rankedKits as string[];
  const rankedOnConflict =
    input.mode === 'add'
      ? sql`CASE
          WHEN EXCLUDED.ranked_kits[1] = ANY (kit_interest.ranked_kits) THEN kit_interest.ranked_kits
          WHEN cardinality(kit_interest.ranked_kits) < ${MAX_RANKED_KITS} THEN EXCLUDED.ranked_kits || kit_interest.ranked_kits
          ELSE kit_interest.ranked_kits[1:${MAX_RANKED_KITS - 1}] || EXCLUDED.ranked_kits
        END`
      : sql`EXCLUDED.ranked_kits`;
  const feedbackOnConflict = input.mode === 'add' ? sql`COALESCE(EXCLUDED.feedback, kit_interest.feedback)` : sql`EXCLUDED.feedback`;
  const [row] = await sql<{ rankedKits: KitId[]; replaced: boolean }[]>`
    INSERT INTO kit_interest (email, ranked_kits, feedback)
    VALUES (${input.email}, ${ranked}, ${input.feedback})
    ON CONFLICT (email) DO UPDATE SET ranked_kits = ${rankedOnConflict}, feedback = ${feedbackOnConflict}, updated_at = now()
    RETURNING ranked_kits, (xmax::text <> '0') AS replaced`;
  return { email: input.email, rankedKits: row?.rankedKits ?? input.rankedKits, replaced: row?.replaced ?? false };
}

/** The kit analytics of the staff dashboard, from every current ranking (scored in kits.ts). */
export async function kitAnalytics(sql: Sql): Promise<KitAnalytics> {
  // One statement, so the tallies and the head count come from the same snapshot.
  const rows = await sql<Array<RankTally & { people: number }>>`
    SELECT u.kit AS kit_id, u.rank::int AS rank, count(*)::int AS count, (SELECT count(*) FROM kit_interest)::int AS people
    FROM kit_interest, unnest(ranked_kits) WITH ORDINALITY AS u(kit, rank)
    GROUP BY u.kit, u.rank`;
  return buildKitAnalytics(rows, rows[0]?.people ?? 0);
}
