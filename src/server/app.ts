import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import sirv from 'sirv';
import { parse as parseToml } from 'smol-toml';
import { newRequestId } from './accessLog.ts';
import { logLine } from './log.ts';
import { clientAddress } from './clientIp.ts';
import { localContext, matchRoute, runInBackground, type LoadedFunction, type RouteMatch } from './functions.ts';
import { withSecurityHeaders } from './http.ts';
import { memoryStatic } from './staticFiles.ts';

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

interface RedirectRule {
  from: string;
  to: string;
  status?: number;
}

function readNetlifyToml(file = path.resolve('netlify.toml')): { headers?: HeaderRule[]; redirects?: RedirectRule[] } {
  return parseToml(fs.readFileSync(file, 'utf8')) as { headers?: HeaderRule[]; redirects?: RedirectRule[] };
}

/** Header rules from netlify.toml, so production and the local server send the same headers. */
export function readHeaderRules(): HeaderRule[] {
  return readNetlifyToml().headers ?? [];
}

/** The not-found answer before the first build has written dist/404.html: the same words, without the layout. */
const NOT_BUILT_404 =
  '<!doctype html><title>Page not found</title><h1>Page not found</h1><p>There is no page at this address.</p><p><a href="/search">Search destinations</a> · <a href="/">Back to the home page</a></p>';

/**
 * The rewrite rules of netlify.toml (status 200 or 404 to a file), applied as Netlify does
 * when no file matches the path.
 */
export function readRewriteRules(): RedirectRule[] {
  return (readNetlifyToml().redirects ?? []).filter((r) => (r.status === 200 || r.status === 404) && r.to.startsWith('/'));
}

function ruleMatches(rule: string, pathname: string): boolean {
  if (rule === pathname) return true;
  if (rule.endsWith('/*')) return pathname.startsWith(rule.slice(0, -1));
  return false;
}

const COMPRESSIBLE = /^(application\/json|text\/|application\/javascript|image\/svg)/;

/** Runs a matched function and compresses its answer when the client accepts gzip and the function did not encode it itself. */
async function dispatch(functions: LoadedFunction[], request: Request, ip: string, requestId: string, known?: RouteMatch): Promise<Response> {
  const match = known ?? matchRoute(functions, request.method, new URL(request.url));
  if (match.kind === 'method-not-allowed') {
    return withSecurityHeaders(Response.json({ error: 'Method not allowed' }, { status: 405, headers: { allow: match.allow.join(', ') } }));
  }
  if (match.kind === 'none') return withSecurityHeaders(Response.json({ error: 'Not found' }, { status: 404 }));
  const context = localContext(request, match.params, ip, requestId);
  if (match.fn.background) return withSecurityHeaders(await runInBackground(match.fn, request, context));
  let response = await match.fn.handler(request, context);
  const type = response.headers.get('content-type') ?? '';
  // `body` is read last: reading it turns the adapter's light response into a stream, and a
  // body that is already encoded (the cached catalogue, decision 018) is then written in one piece.
  if (!response.headers.has('content-encoding') && COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') && response.body) {
    const headers = new Headers(response.headers);
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');
    response = new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, headers });
  }
  return response;
}

export interface AppOptions {
  distDir: string;
  functions: LoadedFunction[];
  headerRules?: HeaderRule[];
  log?: (line: string) => void;
}

/**
 * The one-process server: the functions by their own config.path, `dist/` with precompressed
 * files, ETags and cache headers, the prebuilt 404 page for anything else.
 */
export type AppServer = http.Server & { reloadStatic(): void };

export function createServer({ distDir, functions, headerRules = readHeaderRules(), log = () => {} }: AppOptions): AppServer {
  const notFoundPage = path.join(distDir, '404.html');
  const rewrites = readRewriteRules().map((r) => ({ ...r, pattern: new URLPattern({ pathname: r.from }) }));
  // Before the first build there is no dist/: the API still works and every page is a 404.
  const setHeaders = (res: http.ServerResponse, pathname: string) => {
    if (pathname.startsWith('/_astro/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    // The service worker: browsers must ask for it each time to see a new build (decision 028).
    else if (pathname === '/sw.js') res.setHeader('cache-control', 'no-cache');
    else if (pathname.endsWith('.html') || pathname.endsWith('/')) res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    else res.setHeader('cache-control', 'public, max-age=3600');
  };
  const listStatic = () => ({
    files: (!fs.existsSync(distDir)
      ? (_req, _res, next) => next?.()
      : sirv(distDir, { etag: true, gzip: true, brotli: true, extensions: ['html'], setHeaders })) as ReturnType<typeof sirv>,
    // Pages and assets from memory first (staticFiles.ts); sirv for the rest.
    memory: memoryStatic(distDir, { setHeaders }),
  });
  // Both layers list dist/ once; a rebuild that swapped dist/ (siteRebuild.ts) lists it again.
  let { files, memory } = listStatic();
  // Each request's id, made when it arrives: its log line, its x-request-id and its function's context share it.
  const requestIds = new WeakMap<http.IncomingMessage, string>();
  const routes = new WeakMap<http.IncomingMessage, RouteMatch>();
  const api = getRequestListener((request, env) => {
    const incoming = (env as { incoming?: http.IncomingMessage }).incoming;
    const ip = clientAddress(incoming?.socket.remoteAddress ?? '127.0.0.1', request.headers.get('x-forwarded-for'));
    // The route the server already matched for this request (matching twice cost a tenth of a cached answer).
    return dispatch(functions, request, ip, (incoming && requestIds.get(incoming)) ?? newRequestId(), incoming && routes.get(incoming));
  });

  // Only paths under a function's static prefix can be routes: pages skip the pattern matching.
  const routePrefixes = [...new Set([...functions.flatMap((fn) => (fn.patterns ?? []).map((p) => p.pathname.replace(/[:*({].*$/, '')))])];
  const headerCache = new Map<string, Array<[string, string]>>();
  const headersFor = (pathname: string): Array<[string, string]> => {
    let headers = headerCache.get(pathname);
    if (!headers) {
      headers = headerRules.filter((rule) => ruleMatches(rule.for, pathname)).flatMap((rule) => Object.entries(rule.values));
      if (headerCache.size > 10_000) headerCache.clear();
      headerCache.set(pathname, headers);
    }
    return headers;
  };

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const requestId = newRequestId();
    requestIds.set(req, requestId);
    res.setHeader('x-request-id', requestId);
    for (const [k, v] of headersFor(url.pathname)) res.setHeader(k, v);
    // One JSON line per request; the query string is left out (it can carry a status link's token).
    res.on('finish', () =>
      log(
        logLine('info', 'access', `${req.method} ${url.pathname} ${res.statusCode}`, {
          requestId,
          method: req.method,
          path: url.pathname,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        }),
      ),
    );
    // Only paths under a function's static prefix can be routes: pages skip the pattern matching.
    const maybeRoute = url.pathname.startsWith('/api/') || routePrefixes.some((prefix) => url.pathname.startsWith(prefix));
    const route: RouteMatch = maybeRoute ? matchRoute(functions, req.method ?? 'GET', url) : { kind: 'none' };
    routes.set(req, route);
    // preferStatic (as on Netlify): a prebuilt file wins, the function answers only when none exists.
    if (route.kind === 'match' && route.fn.config.preferStatic) {
      memory(req, res, url.pathname, () => files(req, res, () => void api(req, res)));
      return;
    }
    if (route.kind !== 'none' || url.pathname.startsWith('/api/')) {
      void api(req, res);
      return;
    }
    const fallback = () => {
      const rule = rewrites.find((r) => r.pattern.test({ pathname: url.pathname }));
      const target = rule ? path.join(distDir, rule.to) : notFoundPage;
      res.statusCode = rule?.status ?? 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      if (fs.existsSync(target)) fs.createReadStream(target).pipe(res);
      else {
        res.statusCode = 404;
        res.end(NOT_BUILT_404);
      }
    };
    memory(req, res, url.pathname, () => files(req, res, fallback));
  });
  return Object.assign(server, {
    reloadStatic: () => {
      ({ files, memory } = listStatic());
    },
  });
}
