import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { HttpError } from '../lib/errors.ts';
import { newRequestId } from './accessLog.ts';
import { withCookieJar, withQueuedCookies } from './cookies.ts';
import { reportError } from './errorTracking.ts';
import { errorText, log, withRequestId } from './log.ts';
import { asUnavailable } from './unavailable.ts';

export type Handler = (request: Request, context: Context) => Promise<Response>;

/** Cache policies: public data may sit in shared caches briefly; anything personal never. */
export const cache = {
  none: 'no-store',
  short: 'public, max-age=60, stale-while-revalidate=300',
  fiveMinutes: 'public, max-age=300',
} as const;

export function json(data: unknown, init: { status?: number; cache?: string; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', init.cache ?? cache.none);
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

/** The one error shape of the API: `{"error": message}` plus optional details. */
export function problem(status: number, message: string, details?: Record<string, unknown>): Response {
  return json({ error: message, ...details }, { status });
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses a value with a schema or throws a 400 naming the fields at fault. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, what = 'Invalid request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, what, { issues: issuesOf(result.error) });
  return result.data;
}

/** The query string as a plain object (last value wins), parsed with a schema. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return parse(schema, params, 'Invalid query');
}

/** A path parameter percent-decoded once: Netlify and the local server hand it over as the URL spells it ("Green%20River"). */
function decodedParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The path parameter `name` (`:name` in the function's config.path), decoded and parsed with a
 * schema: the one way a function reads `context.params` (issue 47, decision 091). Every parameter
 * names a resource, so a value outside the schema is a 404 with `message` and `field` naming the
 * parameter, like an unknown id, and never reaches a query.
 */
export function pathParam<S extends z.ZodType>(context: Pick<Context, 'params'>, name: string, schema: S, message: string): z.infer<S> {
  const result = schema.safeParse(decodedParam(context.params[name] ?? ''));
  if (!result.success) throw new HttpError(404, message, { field: name });
  return result.data;
}

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) => new HttpError(413, `Body too large (at most ${maxBytes} bytes)`);

/**
 * The body's bytes, read chunk by chunk and never more than `maxBytes` + 1 of them: a body
 * without Content-Length (chunked) or one that lies about it is cancelled as soon as it passes
 * the limit, so an endless or huge stream costs at most one chunk beyond `maxBytes`.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: a source that never settles its cancel must not hold the answer back.
      reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON body: JSON content type (415), at most `maxBytes` (413, however the body is
 * sent), well-formed (400) and valid for the schema (400 with the issues). Nothing has been
 * written when any of these fail.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
  const bytes = await readBody(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
  return parse(schema, value, 'Invalid body');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The first value of a forwarded header (proxies append theirs after a comma). */
const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * This site's origin as the browser sees it: scheme, host and port. Behind a proxy (Netlify's
 * edge, or a self-hosted one that terminates TLS) X-Forwarded-Proto and X-Forwarded-Host name
 * them; a cross-site page cannot add these headers to a browser's request without a CORS
 * preflight, which this API never grants.
 */
function ownOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const scheme = firstValue(request.headers.get('x-forwarded-proto'))?.replace(/:$/, '') ?? url.protocol.replace(/:$/, '');
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests sent by other sites (CSRF): the browser's Origin or
 * Sec-Fetch-Site must show this site, and an Origin must match its scheme, host and port
 * (http://site is not https://site, nor site:8443, nor a subdomain). Requests without either
 * (curl, server-to-server) carry no visitor cookie from a browser and are let through.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
  const origin = request.headers.get('origin');
  if (origin === null) return;
  let sent: string | null = null;
  try {
    sent = origin === 'null' ? null : new URL(origin).origin;
  } catch {
    sent = null;
  }
  if (sent === null || sent === 'null' || sent !== ownOrigin(request)) throw new HttpError(403, 'Cross-site request refused');
}

/**
 * Sent with every function response (the CDN's [[headers]] of netlify.toml never reach
 * functions): no MIME sniffing, no full URLs to other sites, never framed, a window of its own,
 * readable by this site only. Pages rendered by functions bring their own Content-Security-
 * Policy (htmlPage.ts); any other answer (JSON, redirects, empty) gets one that allows nothing.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The response with SECURITY_HEADERS added (a copy: fetched and redirect responses are immutable). */
export function withSecurityHeaders(response: Response): Response {
  const add = (headers: Headers) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    const html = /^text\/html\b/i.test(headers.get('content-type') ?? '');
    if (!html && !headers.has('content-security-policy')) headers.set('content-security-policy', NON_HTML_CSP);
  };
  // A response we made has mutable headers: set them in place, so its body is not re-wrapped
  // in a stream (the local server then writes a cached body in one piece, decision 018).
  // Headers of a fetched or redirect response are immutable: copy those into a new response.
  try {
    add(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    add(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * The one error wrapper of every function: origin check for writes, typed errors to their
 * status, anything unexpected to a 500 without details. It also opens the request's cookie jar
 * (cookies.ts), so cookies set anywhere during the request, such as a refreshed Supabase
 * session, reach the response whatever it is, and adds SECURITY_HEADERS and the request's id
 * (`x-request-id`, Netlify's or the local server's) to every answer, errors included. A 5xx
 * answer names the id as its `reference`, is logged as one JSON line with it and, when
 * SENTRY_DSN is set, sent to Sentry (issue 30).
 */
export function handler(fn: Handler): Handler {
  return (request, context) => {
    const requestId = context.requestId || newRequestId();
    // Every log line written while this request is answered carries its id (log.ts).
    return withRequestId(requestId, () => answer(fn, request, context, requestId));
  };
}

async function answer(fn: Handler, request: Request, context: Context, requestId: string): Promise<Response> {
  const failed = (error: unknown) => errorResponse(request, error, requestId, context);
  let response: Response;
  try {
    const { result, cookies } = await withCookieJar(async () => {
      try {
        assertSameOrigin(request);
        return await fn(request, context);
      } catch (error) {
        return failed(error);
      }
    });
    response = withSecurityHeaders(withQueuedCookies(result, cookies));
  } catch (error) {
    response = withSecurityHeaders(failed(error));
  }
  // withSecurityHeaders answers a response whose headers can be set.
  response.headers.set('x-request-id', requestId);
  return response;
}

function errorResponse(request: Request, thrown: unknown, requestId: string, context: Context): Response {
  // A database that is down or a full disk is a 503 with Retry-After, not a bug (unavailable.ts).
  // So is a 503 a module typed with a retryAfter (the mail outbox's full disk, mail.ts).
  const unavailable = asUnavailable(thrown) ?? (thrown instanceof HttpError && thrown.status === 503 && thrown.details?.retryAfter ? thrown : null);
  if (unavailable) {
    const url = new URL(request.url);
    log.error('http', `${unavailable.message} (${errorText(thrown)})`, {
      requestId,
      method: request.method,
      path: url.pathname,
      status: 503,
    });
    const response = problem(503, unavailable.message, { reference: requestId });
    response.headers.set('retry-after', String(unavailable.details?.retryAfter ?? 5));
    return response;
  }
  const error = thrown;
  if (error instanceof HttpError && error.status < 500) return problem(error.status, error.message, error.details);
  const status = error instanceof HttpError ? error.status : 500;
  const url = new URL(request.url);
  const err = error instanceof Error ? error : new Error(String(error));
  // A typed 5xx (an outside service down) says why; only an unexpected error needs its stack.
  const stack = error instanceof HttpError ? undefined : err.stack;
  log.error('http', err.message, { requestId, method: request.method, path: url.pathname, status, stack });
  // Only the unexpected errors are tracked: a typed 502/503 is an answer we chose.
  if (!(error instanceof HttpError)) {
    const report = reportError(error, { requestId, method: request.method, path: url.pathname, origin: url.origin });
    if (typeof context?.waitUntil === 'function') context.waitUntil(report);
    else void report;
  }
  if (error instanceof HttpError) return problem(status, error.message, { ...error.details, reference: requestId });
  return problem(500, 'Something went wrong on our side. Please try again.', { reference: requestId });
}
