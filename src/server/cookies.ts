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
