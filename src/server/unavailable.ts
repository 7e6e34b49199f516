import { HttpError } from '../lib/errors.ts';

/*
 * Failures that are the server's circumstances rather than a bug (issue 37): the database is down
 * or restarting, or the disk is full. The API answers them 503 with Retry-After and a message a
 * person can act on, not 500 "something went wrong"; they are logged, not sent to Sentry.
 */

// Connection failures (Node's, postgres.js's) and PostgreSQL's own: class 08 (connection
// exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (too many connections).
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// No space, no quota left, a read-only disk; 53100 is PostgreSQL's disk_full.
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100']);

/** The typed 503 for a database or disk failure, or null for any other error. */
export function asUnavailable(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (DISK_FULL.has(code)) {
    return new HttpError(503, 'The server has run out of storage space, so this could not be saved. Please try again later.', { retryAfter: 60 });
  }
  if (DATABASE_DOWN.has(code) || code.startsWith('08')) {
    return new HttpError(503, 'The database is not available at the moment. Please try again in a few seconds.', { retryAfter: 5 });
  }
  return null;
}
