import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { HttpError } from '../lib/errors.ts';
import { withCookieJar, withQueuedCookies } from './cookies.ts';

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

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body: JSON content type (415), at most `maxBytes` (413), well-formed (400) and
 * valid for the schema (400 with the issues). Nothing has been written when any of these fail.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_BODY_BYTES): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, `Body too large (at most ${maxBytes} bytes)`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new HttpError(413, `Body too large (at most ${maxBytes} bytes)`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
  return parse(schema, value, 'Invalid body');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by other sites (CSRF): the browser's Origin or
 * Sec-Fetch-Site must show this site. Requests without either (curl, server-to-server) carry
 * no visitor cookie from a browser and are let through.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, 'Cross-site request refused');
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
    let originHost = '';
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    if (originHost !== host) throw new HttpError(403, 'Cross-site request refused');
  } else if (origin === 'null') {
    throw new HttpError(403, 'Cross-site request refused');
  }
}

/**
 * The one error wrapper of every function: origin check for writes, typed errors to their
 * status, anything unexpected to a 500 without details (logged on the server). It also opens
 * the request's cookie jar (cookies.ts), so cookies set anywhere during the request, such as a
 * refreshed Supabase session, reach the response whatever it is.
 */
export function handler(fn: Handler): Handler {
  return async (request, context) => {
    const { result, cookies } = await withCookieJar(async () => {
      try {
        assertSameOrigin(request);
        return await fn(request, context);
      } catch (error) {
        if (error instanceof HttpError) return problem(error.status, error.message, error.details);
        console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
        return problem(500, 'Something went wrong on our side. Please try again.');
      }
    });
    return withQueuedCookies(result, cookies);
  };
}
