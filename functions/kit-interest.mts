import type { Config } from '@netlify/functions';
import { kitInterestSchema } from '../src/features/kits/kits.schema.ts';
import { recordKitInterest } from '../src/features/kits/kits.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

/**
 * POST /api/kit-interest {email, rankedKits, feedback}: records which kits someone wants, in
 * order (1 to 5 known kit ids, no repeats). A repeat from the same e-mail replaces its ranking.
 */
export default handler(async (request, context) => {
  const interest = await parseJsonBody(request, kitInterestSchema, 8 * 1024);
  const saved = await recordKitInterest(await db(), interest, context.ip ?? 'unknown');
  return json({ ok: true, ...saved });
});

export const config: Config = { path: '/api/kit-interest', method: 'POST' };
