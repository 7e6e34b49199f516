import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../features/accounts/auth.server.ts';
import { isLocalHttp, readCookies, setCookie } from './cookies.ts';

const at = (url: string) => new Request(url);
const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe('setCookie', () => {
  it('marks cookies Secure on an https site', () => {
    expect(attributes(setCookie(at('https://example.com/api/auth/verify'), 'a', '1'))).toContain('secure');
  });

  it('leaves Secure off on plain-http loopback, where browsers would drop the cookie', () => {
    for (const origin of ['http://127.0.0.1:4321', 'http://localhost:4321', 'http://[::1]:4321']) {
      expect(isLocalHttp(at(`${origin}/`))).toBe(true);
      expect(attributes(setCookie(at(`${origin}/api/auth/verify`), 'a', '1'))).not.toContain('secure');
    }
  });

  it('keeps Secure on plain http to any other host', () => {
    expect(attributes(setCookie(at('http://example.com/'), 'a', '1'))).toContain('secure');
  });

  it('makes the session cookie httpOnly and SameSite=Lax on the whole site', () => {
    const line = setCookie(at('https://example.com/'), SESSION_COOKIE, 'token', { httpOnly: true, maxAge: 60 });
    expect(line.startsWith(`${SESSION_COOKIE}=token;`)).toBe(true);
    expect(attributes(line)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure', 'max-age=60']));
  });
});

describe('readCookies', () => {
  it('reads the cookies a request carries', () => {
    expect(readCookies(new Request('http://127.0.0.1/', { headers: { cookie: 'a=1; b=two' } }))).toEqual({ a: '1', b: 'two' });
  });
});
