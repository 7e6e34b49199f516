import { AsyncLocalStorage } from 'node:async_hooks';
import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';

export function readCookies(request: Request): Record<string, string> {
  const parsed = parseCookie(request.headers.get('cookie') ?? '');
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Secure everywhere except plain-http loopback, where browsers would drop a Secure cookie. */
export function isLocalHttp(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function setCookie(request: Request, name: string, value: string, options: SerializeOptions = {}): string {
  return stringifySetCookie(name, value, { path: '/', sameSite: 'lax', secure: !isLocalHttp(request), ...options });
}

/*
 * The response cookie jar of the request being handled. Code deep inside a request (Supabase
 * refreshing a session inside getUser, say) must be able to set cookies without every function
 * threading them through to its Response; a missed one would leave the browser holding a
 * refresh token the server has already spent. The shared `handler` opens the jar and copies
 * whatever was queued onto the response it returns, error responses included.
 */
const jar = new AsyncLocalStorage<string[]>();

/** Runs `fn` with an empty response cookie jar; the lines queued during it are returned too. */
export async function withCookieJar<T>(fn: () => Promise<T>): Promise<{ result: T; cookies: string[] }> {
  const cookies: string[] = [];
  const result = await jar.run(cookies, fn);
  return { result, cookies };
}

/** Queues a Set-Cookie line for the current request's response; false outside a request. */
export function queueCookie(line: string): boolean {
  const cookies = jar.getStore();
  if (!cookies) return false;
  cookies.push(line);
  return true;
}

/**
 * The response with the queued Set-Cookie lines appended, skipping lines the function already
 * set itself. A new Response is built because a function may return one with immutable headers.
 */
export function withQueuedCookies(response: Response, cookies: string[]): Response {
  const present = new Set(response.headers.getSetCookie());
  const missing = [...new Set(cookies)].filter((line) => !present.has(line));
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const line of missing) headers.append('set-cookie', line);
  // Set-Cookie makes a response personal: never let a shared cache keep it.
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
