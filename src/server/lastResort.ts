import { reportError } from './errorTracking.ts';
import { currentRequestId, errorText, log, stackOf } from './log.ts';

/*
 * The process's last resort (issue 37): an error no code handled is logged as one JSON line with
 * the id of the request it happened in (log.ts keeps it across the async calls of the request),
 * reported to Sentry when SENTRY_DSN is set, and then either the process keeps serving or, when
 * its state is unknown, it stops (draining what is in flight) with exit code 1, so systemd or the
 * container runtime starts a fresh one. Never silently, never a dead process still listening.
 *
 * Kept serving: an unhandled promise rejection (a promise chain that failed: the code after it
 * never ran, but nothing was left half-changed by a throw mid-function) and an uncaught I/O error
 * of one file or socket (its code says so: a file gone, a peer gone, a disk full). Anything else
 * thrown out of a callback (a TypeError, a failed assertion) may have stopped code half-way
 * through changing shared state: the process exits.
 */

const OPERATIONAL = new Set([
  'ENOENT',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ENOTDIR',
  'EPIPE',
  'ECONNRESET',
  'ECONNABORTED',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EMFILE',
  'ENFILE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

export type Failure = 'uncaughtException' | 'unhandledRejection';

/** Whether the process may keep serving after this unhandled error. */
export function keepsServing(kind: Failure, error: unknown): boolean {
  if (kind === 'unhandledRejection') return true;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && OPERATIONAL.has(code);
}

/** Logs and reports one unhandled error; calls `stop(1)` when the process must not go on. */
export function lastResort(kind: Failure, error: unknown, stop: (code: number) => void, report = reportError): boolean {
  const requestId = currentRequestId();
  const keep = keepsServing(kind, error);
  const outcome = keep ? 'kept serving' : 'the process state is unknown: stopping with exit code 1 for the supervisor to restart it';
  log.error('process', `${kind}: ${errorText(error)}; ${outcome}`, { requestId, stack: stackOf(error) });
  void report(error, { requestId: requestId ?? 'none', method: 'PROCESS', path: kind }).catch(() => {});
  if (!keep) stop(1);
  return keep;
}

/** Installs the last resort for this process (scripts/serve.ts). */
export function installLastResort(stop: (code: number) => void): void {
  process.on('uncaughtException', (error) => lastResort('uncaughtException', error, stop));
  process.on('unhandledRejection', (reason) => lastResort('unhandledRejection', reason, stop));
  // A log pipe that broke or a log disk that filled must not end the process either.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
