import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/errors.ts';
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { internalOrigin } from '../../server/functions.ts';
import { failScan } from './discovery.server.ts';

/*
 * Scans run in the background function functions/reddit-scan-background.mts (up to 15 minutes
 * on Netlify, answered 202 at once), started by a server-side request that carries an internal
 * secret. Decision record 015b.
 */

/** Where Netlify serves the background function (it has no config.path). */
export const SCAN_FUNCTION_PATH = '/.netlify/functions/reddit-scan-background';
export const SECRET_HEADER = 'x-internal-secret';

let generated: string | undefined;

/**
 * INTERNAL_SCAN_SECRET; unset, a random secret made once by this process, which is enough when
 * one process both starts and runs scans (`npm start`). On Netlify it must be set: instances
 * do not share a process.
 */
export function internalScanSecret(): string {
  const configured = env().INTERNAL_SCAN_SECRET;
  if (configured) return configured;
  generated ??= randomBytes(32).toString('base64url');
  return generated;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * 401 without the secret, 403 with a wrong one. Both sides are hashed to the same length first,
 * so the comparison (timingSafeEqual) takes the same time however much of a guess is right.
 */
export function assertInternalSecret(request: Request): void {
  const given = request.headers.get(SECRET_HEADER);
  if (!given) throw new HttpError(401, `Internal endpoint: the ${SECRET_HEADER} header is required`);
  if (!timingSafeEqual(digest(given), digest(internalScanSecret()))) throw new HttpError(403, `Internal endpoint: wrong ${SECRET_HEADER}`);
}

/**
 * The background function's URL: DEPLOY_URL when set, the local server's loopback address under
 * `npm start`, else the origin of the request at hand (on Netlify the staff page's own deploy).
 */
export function scanFunctionUrl(request: Request): URL {
  const base = env().DEPLOY_URL ?? internalOrigin() ?? new URL(request.url).origin;
  return new URL(SCAN_FUNCTION_PATH, base);
}

/**
 * Asks the background function to run scan `scanId` (already claimed by startScan). Anything but
 * its 202 marks the scan failed, so status never shows a scan that nothing runs, and throws 502.
 */
export async function triggerScan(sql: Sql, scanId: number, request: Request): Promise<void> {
  let reason: string;
  try {
    const response = await fetch(scanFunctionUrl(request), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: internalScanSecret() },
      body: JSON.stringify({ scanId }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 202) return;
    reason = `the background scan function answered ${response.status}`;
  } catch (error) {
    reason = `the background scan function could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
  await failScan(sql, scanId, reason);
  throw new HttpError(502, `The scan could not be started: ${reason}.`);
}
