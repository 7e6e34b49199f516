import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { newRequestId } from './accessLog.ts';
import { errorText, log } from './log.ts';

export interface LoadedFunction {
  name: string;
  handler: (request: Request, context: Context) => Promise<Response> | Response;
  config: Config;
  patterns: URLPattern[];
  methods: string[] | null;
  /** A background function: answered 202 at once, run after the answer (Netlify: up to 15 minutes). */
  background: boolean;
}

export const FUNCTIONS_DIR = path.resolve('functions');

/** Imports every Netlify Function of `functions/` with its own config (the one route table). */
export async function loadFunctions(dir = FUNCTIONS_DIR): Promise<LoadedFunction[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.m?[jt]s$/.test(f) && !/\.test\./.test(f))
    .sort();
  const loaded: LoadedFunction[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: LoadedFunction['handler']; config?: Config };
    const config = mod.config ?? {};
    const name = file.replace(/\.m?[jt]s$/, '');
    // Without config.path Netlify serves a function at /.netlify/functions/<name>; scheduled ones at no URL.
    const paths =
      config.path === undefined ? (config.schedule ? [] : [`/.netlify/functions/${name}`]) : Array.isArray(config.path) ? config.path : [config.path];
    const methods = config.method === undefined ? null : (Array.isArray(config.method) ? config.method : [config.method]).map((m) => m.toUpperCase());
    loaded.push({
      name,
      handler: mod.default,
      config,
      patterns: paths.map((p) => new URLPattern({ pathname: p })),
      methods,
      background: name.endsWith('-background') || config.background === true,
    });
  }
  return loaded;
}

export type RouteMatch =
  | { kind: 'match'; fn: LoadedFunction; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

/** A pattern's pathname test: the groups of a match, or null. */
type PathMatcher = (pathname: string) => Record<string, string | undefined> | null;

/**
 * A pattern's pathname as a matcher. Patterns made only of literal segments and `:name`
 * segments (every route of functions/ today) become one RegExp with URLPattern's meaning (a
 * named segment is one or more characters other than `/`, case-sensitive, the whole path):
 * URLPattern's exec costs tens of microseconds a match, and routing twice per request was a
 * tenth of a cached API answer's time (issue 31). Any other syntax keeps URLPattern itself.
 */
const matchers = new WeakMap<URLPattern, PathMatcher>();
export function pathMatcher(pattern: URLPattern): PathMatcher {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const source = pattern.pathname;
    if (/^(\/([A-Za-z0-9._~-]+|:[A-Za-z_][A-Za-z0-9_]*))+\/?$|^\/$/.test(source)) {
      const re = new RegExp(
        `^${source.replace(/:([A-Za-z_][A-Za-z0-9_]*)|[.]/g, (_token, name: string | undefined) => (name ? `(?<${name}>[^/]+)` : '\\.'))}$`,
      );
      matcher = (pathname) => {
        const m = re.exec(pathname);
        return m ? { ...m.groups } : null;
      };
    } else matcher = (pathname) => pattern.exec({ pathname })?.pathname.groups ?? null;
    matchers.set(pattern, matcher);
  }
  return matcher;
}

/** Finds the function whose config.path and method match, as Netlify routes them. */
export function matchRoute(functions: LoadedFunction[], method: string, url: URL): RouteMatch {
  const allow = new Set<string>();
  for (const fn of functions) {
    for (const pattern of fn.patterns) {
      const groups = pathMatcher(pattern)(url.pathname);
      if (!groups) continue;
      const params = Object.fromEntries(Object.entries(groups).filter((e): e is [string, string] => typeof e[1] === 'string'));
      if (!fn.methods || fn.methods.includes(method) || (method === 'HEAD' && fn.methods.includes('GET'))) {
        return { kind: 'match', fn, params };
      }
      for (const m of fn.methods) allow.add(m);
    }
  }
  return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'none' };
}

/** The part of Netlify's Context our functions use, built for a local call. */
export function localContext(request: Request, params: Record<string, string>, ip = '127.0.0.1', requestId = newRequestId()): Context {
  const context = {
    params,
    ip,
    requestId,
    geo: {},
    site: { id: 'local', name: 'slc-trips', url: new URL(request.url).origin },
    deploy: { id: 'local', context: 'dev', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    waitUntil: (promise: Promise<unknown>) =>
      void promise.catch((error) => log.error('waitUntil', errorText(error), { requestId, stack: (error as Error)?.stack })),
    json: (data: unknown) => Response.json(data),
    log: (...args: unknown[]) => log.info('function', args.map(String).join(' ')),
  };
  // Only the fields above exist locally; functions must not rely on others.
  return context as unknown as Context;
}

const running = new Set<Promise<void>>();

/**
 * Runs a background function as Netlify does: the caller gets 202 with no body at once, and the
 * handler runs after the answer; what it answers is discarded (logged here when it is an error).
 */
export async function runInBackground(fn: LoadedFunction, request: Request, context: Context): Promise<Response> {
  // The body is read now: the connection it came on is answered and gone before the handler runs.
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => fn.handler(copy, context))
    .then(
      async (response) => {
        if (response.status >= 400)
          log.error('background', (await response.text()).slice(0, 500), { requestId: context.requestId, function: fn.name, status: response.status });
      },
      (error: unknown) => log.error('background', errorText(error), { requestId: context.requestId, function: fn.name, stack: (error as Error)?.stack }),
    )
    .finally(() => running.delete(work));
  running.add(work);
  return new Response(null, { status: 202 });
}

/** Resolves when every background function started so far has finished (tests, shutdown). */
export async function backgroundSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

let origin: string | undefined;

/** The local server's own address, for server-to-server calls such as starting a background function. */
export function setInternalOrigin(url: string | undefined): void {
  origin = url;
}

export function internalOrigin(): string | undefined {
  return origin;
}
