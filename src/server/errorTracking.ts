import { randomBytes } from 'node:crypto';
import { env } from './env.ts';
import { log } from './log.ts';

/*
 * Errors to an error-tracking service (issue 30, decision 041): Sentry, when SENTRY_DSN is set,
 * through its envelope HTTP API (https://develop.sentry.dev/sdk/envelopes/) with fetch. Not the
 * @sentry/node SDK: it instruments every module at start-up (OpenTelemetry), which a function's
 * cold start pays for on every instance, and we send one kind of event. Nothing is sent without
 * a DSN; the DSN stays on the server (a browser never sees it).
 */

export interface ErrorScope {
  requestId: string;
  method: string;
  /** The path only: a query string can carry a private token (a submitter's status link). */
  path: string;
  origin?: string;
}

/** Where a DSN's events go and how they are signed; null for a DSN that is not Sentry's shape. */
export function sentryTarget(dsn: string): { url: string; auth: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(dsn);
  } catch {
    return null;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!parsed.username || !project || !/^\d+$/.test(project)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    url: `${parsed.protocol}//${parsed.host}${prefix}/api/${project}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_key=${decodeURIComponent(parsed.username)}, sentry_client=slc-trips/1.0`,
  };
}

/** V8's stack lines as Sentry frames, oldest call first (as Sentry orders them). */
function framesOf(stack: string | undefined): Array<{ function?: string; filename: string; lineno?: number; colno?: number }> {
  const frames = [];
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (match) frames.push({ function: match[1], filename: match[2]!, lineno: Number(match[3]), colno: Number(match[4]) });
  }
  return frames.reverse();
}

/** One Sentry envelope holding one error event. */
export function sentryEnvelope(error: unknown, scope: ErrorScope, dsn: string, now = new Date()): string {
  const eventId = randomBytes(16).toString('hex');
  const err = error instanceof Error ? error : new Error(String(error));
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: 'api',
    transaction: `${scope.method} ${scope.path}`,
    tags: { request_id: scope.requestId },
    request: { method: scope.method, url: `${scope.origin ?? ''}${scope.path}` },
    exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: framesOf(err.stack) } }] },
  };
  const header = { event_id: eventId, sent_at: now.toISOString(), dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', content_type: 'application/json' })}\n${JSON.stringify(event)}\n`;
}

/**
 * Sends an unexpected error to Sentry when SENTRY_DSN is set (resolves at once otherwise). Never
 * throws: a tracker that is down or slow (2 s) is logged and the request's answer is unchanged.
 */
export async function reportError(error: unknown, scope: ErrorScope): Promise<void> {
  const dsn = env().SENTRY_DSN;
  if (!dsn) return;
  const target = sentryTarget(dsn);
  if (!target) {
    log.error('error-tracking', 'SENTRY_DSN is not a Sentry DSN; the error was not sent', { requestId: scope.requestId });
    return;
  }
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': target.auth },
      body: sentryEnvelope(error, scope, dsn),
      signal: AbortSignal.timeout(2_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
  } catch (failure) {
    log.error('error-tracking', `error report not sent: ${(failure as Error).message}`, { requestId: scope.requestId });
  }
}
