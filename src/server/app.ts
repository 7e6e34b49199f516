import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { parse as parseToml } from 'smol-toml';
import { newRequestId } from './accessLog.ts';
import { diskStatic, sendFile, type MissingHandler } from './fileStream.ts';
import { accessLine, log as serverLog, withRequestId } from './log.ts';
import { folderId, waitForFolder, watchSwaps } from './servedFolder.ts';
import { clientAddress } from './clientIp.ts';
import { localContext, matchRoute, runInBackground, type LoadedFunction, type RouteMatch } from './functions.ts';
import { withSecurityHeaders } from './http.ts';
import { type HeaderSink, memoryStatic, type StaticHandler } from './staticFiles.ts';

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

/**
 * Bounds on slow and idle clients (issue 37): the headers within 10 s (slowloris), the whole
 * request within 60 s (a photo upload on a slow phone fits), an idle kept-alive socket closed
 * after 5 s, and at most 1,000 connections at once (more are refused at accept).
 */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /** How often Node checks the two request timeouts (its default, 30 s, would let them overrun). */
  checkIntervalMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000,
};

/**
 * Prebuilt pages that must no longer be served (decision 085: a withdrawn place's page): asked
 * before the files on every static request, so `isGone` must answer from memory.
 */
export interface GonePages {
  isGone(pathname: string): boolean;
  /** The page answered with 410 instead, relative to distDir. */
  page: string;
}

export interface AppOptions {
  distDir: string;
  functions: LoadedFunction[];
  headerRules?: HeaderRule[];
  log?: (line: string) => void;
  limits?: Partial<ConnectionLimits>;
  gone?: GonePages;
}

const NO_ROUTE: RouteMatch = { kind: 'none' };

/** A plain path (segments of unreserved characters, none a dot segment, no query): URL would leave it as it is. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
const LOCAL = new URL('http://local/');

/**
 * The request's pathname. A plain path (nearly every page and asset) is its own pathname, taken
 * without parsing a URL (issue 38: URL parsing was a large part of a static request's own work);
 * anything else (a query, escapes, dot segments) is parsed by URL as before.
 */
export function requestPath(raw = '/'): string {
  return PLAIN_PATH.test(raw) ? raw : new URL(raw, LOCAL).pathname;
}

/** The gone answer before the first build has written its page: the same words, without the layout. */
const NOT_BUILT_410 =
  '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>No longer in the guide | SLC Trips</title><h1>This place is no longer in the guide</h1><p><a href="/destinations/">Browse all destinations</a></p>';

/** Answered while a build in another process swaps the served folder and it is briefly missing. */
const SWAPPING_503 = '<!doctype html><title>Updating</title><h1>The site is being updated</h1><p>Please try again in a moment.</p>';

/**
 * The one-process server: the functions by their own config.path, `dist/` with precompressed
 * files, ETags and cache headers, the prebuilt 404 page for anything else.
 */
export type AppServer = http.Server & { reloadStatic(): void };

export function createServer({ distDir, functions, headerRules = readHeaderRules(), log = () => {}, limits = {}, gone }: AppOptions): AppServer {
  const bounds = { ...CONNECTION_LIMITS, ...limits };
  const notFoundPage = path.join(distDir, '404.html');
  const rewrites = readRewriteRules().map((r) => ({ ...r, pattern: new URLPattern({ pathname: r.from }) }));
  // Before the first build there is no dist/: the API still works and every page is a 404.
  const setHeaders = (res: HeaderSink, pathname: string) => {
    if (pathname.startsWith('/_astro/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    // The service worker: browsers must ask for it each time to see a new build (decision 028).
    else if (pathname === '/sw.js') res.setHeader('cache-control', 'no-cache');
    else if (pathname.endsWith('.html') || pathname.endsWith('/')) res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    else res.setHeader('cache-control', 'public, max-age=3600');
  };
  // A listed file that cannot be read: dropped by its layer, then the request runs through the
  // layers again (the .br gone, the plain file answers); a swapped folder is listed again first;
  // a folder still missing after 1 s answers 503. Issue 37: no file can end the process.
  const attempts = new WeakMap<http.IncomingMessage, number>();
  const onMissing: MissingHandler = (req, res, error) => {
    const tries = (attempts.get(req) ?? 0) + 1;
    attempts.set(req, tries);
    serverLog.warn('static', `${req.url} could not be read (${error.code ?? error.message}); dropped from the listing`, { requestId: requestIds.get(req) });
    if (tries > 4) return answerMissing(req, res);
    void waitForFolder(distDir).then((id) => {
      if (res.headersSent || res.destroyed) return;
      if (id === null) {
        res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' });
        return void res.end(SWAPPING_503);
      }
      if (id !== layers.folder) reloadStatic();
      serveStatic(req, res, new URL(req.url ?? '/', 'http://local').pathname);
    });
  };
  // Each request's id, made when it arrives: its log line, its x-request-id and its function's context share it.
  const requestIds = new WeakMap<http.IncomingMessage, string>();
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

  /** The request's id and the path's netlify.toml headers, set on the response (every answer carries them). */
  const pathHeadersOn = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const id = requestIds.get(req);
    if (id) res.setHeader('x-request-id', id);
    for (const [k, v] of headersFor(pathname)) res.setHeader(k, v);
  };
  const deferred = {
    requestHeaders: (req: http.IncomingMessage) => ['x-request-id', requestIds.get(req) ?? ''],
    pathHeaders: headersFor,
    prepare: pathHeadersOn,
  };

  const listStatic = () => {
    const folder = folderId(distDir);
    try {
      // Pages and assets from memory first (staticFiles.ts); the disk layer for the rest (fileStream.ts).
      return { folder, memory: memoryStatic(distDir, { setHeaders, deferred, onMissing }), disk: diskStatic(distDir, setHeaders, onMissing) };
    } catch (error) {
      // The folder vanished while it was listed (mid-swap): serve nothing until the next listing.
      serverLog.warn('static', `listing ${distDir} failed: ${(error as Error).message}`);
      const none: StaticHandler = (_req, _res, _pathname, next) => next();
      return { folder: null, memory: none, disk: none };
    }
  };
  // Both layers list dist/ once; a swap of dist/ (siteRebuild.ts, or a build in another process) lists it again.
  let layers = listStatic();
  const reloadStatic = () => {
    layers = listStatic();
  };
  const unwatch = watchSwaps(distDir, () => layers.folder, reloadStatic);
  const routes = new WeakMap<http.IncomingMessage, RouteMatch>();
  const api = getRequestListener((request, env) => {
    const incoming = (env as { incoming?: http.IncomingMessage }).incoming;
    const ip = clientAddress(incoming?.socket.remoteAddress ?? '127.0.0.1', request.headers.get('x-forwarded-for'));
    // The route the server already matched for this request (matching twice cost a tenth of a cached answer).
    return dispatch(functions, request, ip, (incoming && requestIds.get(incoming)) ?? newRequestId(), incoming && routes.get(incoming));
  });

  // Only paths under a function's static prefix can be routes: pages skip the pattern matching.
  const routePrefixes = [...new Set([...functions.flatMap((fn) => (fn.patterns ?? []).map((p) => p.pathname.replace(/[:*({].*$/, '')))])];
  /** No file for the path: a netlify.toml rewrite, else the prebuilt 404 page, else the words of it. */
  const answerMissing = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const rule = rewrites.find((r) => r.pattern.test({ pathname }));
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    sendFile(
      req,
      res,
      rule ? path.join(distDir, rule.to) : notFoundPage,
      headers,
      () => {
        res.writeHead(404, headers);
        res.end(NOT_BUILT_404);
      },
      rule?.status ?? 404,
    );
  };
  /** A page that is no longer served (a withdrawn place's): 410 with its page, never stored, never indexed. */
  const answerGone = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string, page: string) => {
    pathHeadersOn(req, res, pathname);
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
    sendFile(
      req,
      res,
      path.join(distDir, page),
      headers,
      () => {
        res.writeHead(410, headers);
        res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_410);
      },
      410,
    );
  };
  const serveStatic = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const route = routes.get(req);
    const last = route?.kind === 'match' && route.fn.config.preferStatic ? () => void api(req, res) : () => answerMissing(req, res);
    layers.memory(req, res, pathname, () => layers.disk(req, res, pathname, last));
  };

  const options: http.ServerOptions = {
    headersTimeout: bounds.headersTimeoutMs,
    requestTimeout: bounds.requestTimeoutMs,
    keepAliveTimeout: bounds.keepAliveTimeoutMs,
    connectionsCheckingInterval: bounds.checkIntervalMs,
  };
  // Issue 38: the route of a path that no function answers (or one that prefers the file) is
  // the same on every request: looked up once per method and path, not per request.
  const staticRoutes = new Map<string, RouteMatch>();
  const routeOf = (method: string, pathname: string): RouteMatch => {
    const key = `${method} ${pathname}`;
    const known = staticRoutes.get(key);
    if (known) return known;
    const route = matchRoute(functions, method, new URL(pathname, LOCAL));
    if (route.kind === 'none' || (route.kind === 'match' && route.fn.config.preferStatic)) {
      if (staticRoutes.size > 10_000) staticRoutes.clear();
      staticRoutes.set(key, route);
    }
    return route;
  };
  const answer = (req: http.IncomingMessage, res: http.ServerResponse, requestId: string) => {
    const started = performance.now();
    const pathname = requestPath(req.url);
    requestIds.set(req, requestId);
    // One JSON line per request; the query string is left out (it can carry a status link's token).
    res.on('finish', () => log(accessLine(requestId, req.method ?? 'GET', pathname, res.statusCode, Math.round(performance.now() - started))));
    // Only paths under a function's static prefix can be routes: pages skip the pattern matching.
    const underApi = pathname.startsWith('/api/');
    const maybeRoute = underApi || routePrefixes.some((prefix) => pathname.startsWith(prefix));
    const method = req.method ?? 'GET';
    const route: RouteMatch = !maybeRoute ? NO_ROUTE : underApi ? matchRoute(functions, method, new URL(pathname, LOCAL)) : routeOf(method, pathname);
    routes.set(req, route);
    // preferStatic (as on Netlify): a prebuilt file wins, the function answers only when none exists.
    if ((route.kind !== 'none' || underApi) && !(route.kind === 'match' && route.fn.config.preferStatic)) {
      pathHeadersOn(req, res, pathname);
      void api(req, res);
      return;
    }
    // A withdrawn place's page goes before its file does (decision 085): a Set lookup, no query.
    if (gone?.isGone(pathname)) return answerGone(req, res, pathname, gone.page);
    // A file: its headers go out with it (staticFiles.ts's deferred), or are set when another layer answers.
    serveStatic(req, res, pathname);
  };
  // Every line logged while a request is answered, an unhandled error's included (lastResort.ts), carries its id.
  const server = http.createServer(options, (req, res) => {
    const requestId = newRequestId();
    withRequestId(requestId, () => answer(req, res, requestId));
  });
  server.maxConnections = bounds.maxConnections;
  server.on('close', unwatch);
  return Object.assign(server, { reloadStatic });
}
