import { describe, expect, it } from 'vitest';
import { type LoadedFunction, matchRoute, pathMatcher } from './functions.ts';

// Issue 31: routes are matched by a compiled RegExp where the pattern allows, with URLPattern's
// meaning; these tests hold the two to the same answers.

const PATTERNS = [
  '/api/destinations',
  '/api/destinations/:id',
  '/api/destinations/:id/conditions',
  '/api/favorites/:id/check',
  '/destinations/:id',
  '/destinations/:id/',
  '/api/search-index',
  '/.netlify/functions/send-digest',
  '/api/weather/slc-airport',
  '/',
];
const PATHS = [
  '/',
  '/api/destinations',
  '/api/destinations/',
  '/api/destinations/arches',
  '/api/destinations/arches/',
  '/api/destinations/arches/conditions',
  '/api/destinations/a%20b',
  '/API/destinations/arches',
  '/api/destinationsx',
  '/api/favorites/zion/check',
  '/api/favorites//check',
  '/destinations/arches',
  '/destinations/arches/',
  '/destinations/arches/extra/',
  '/api/search-index',
  '/api/search-indexes',
  '/.netlify/functions/send-digest',
  '/xnetlify/functions/send-digest',
  '/api/weather/slc-airport',
];

const exec = (pattern: URLPattern, pathname: string) => {
  const groups = pattern.exec({ pathname })?.pathname.groups;
  return groups ? { ...groups } : null;
};

describe('route matching', () => {
  it('answers as URLPattern does for every path, pattern by pattern', () => {
    for (const source of PATTERNS) {
      const pattern = new URLPattern({ pathname: source });
      for (const path of PATHS) expect(pathMatcher(pattern)(path), `${source} on ${path}`).toEqual(exec(pattern, path));
    }
  });

  it('keeps URLPattern for the syntax it does not compile', () => {
    for (const source of ['/api/files/*', '/api/items{/:id}?', '/api/n/:id(\\d+)']) {
      const pattern = new URLPattern({ pathname: source });
      for (const path of ['/api/files/a/b', '/api/items', '/api/items/3', '/api/n/12', '/api/n/x']) {
        expect(pathMatcher(pattern)(path), `${source} on ${path}`).toEqual(exec(pattern, path));
      }
    }
    expect(pathMatcher(new URLPattern({ pathname: '/api/n/:id(\\d+)' }))('/api/n/12')).toEqual({ id: '12' });
  });

  it('finds the function by path and method, answers 405 with the allowed methods, and lets HEAD reach GET', () => {
    const fn = (name: string, paths: string[], methods: string[] | null) =>
      ({
        name,
        handler: () => new Response(),
        config: {},
        patterns: paths.map((p) => new URLPattern({ pathname: p })),
        methods,
        background: false,
      }) as LoadedFunction;
    const list = fn('list', ['/api/destinations'], ['GET']);
    const one = fn('one', ['/api/destinations/:id'], ['GET']);
    const trips = fn('trips', ['/api/trips/:id'], ['GET', 'DELETE']);
    const all = [list, one, trips];
    const url = (p: string) => new URL(`http://local${p}`);
    expect(matchRoute(all, 'GET', url('/api/destinations/arches'))).toEqual({ kind: 'match', fn: one, params: { id: 'arches' } });
    expect(matchRoute(all, 'HEAD', url('/api/destinations'))).toEqual({ kind: 'match', fn: list, params: {} });
    expect(matchRoute(all, 'POST', url('/api/trips/t1'))).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'DELETE'] });
    expect(matchRoute(all, 'GET', url('/api/nothing'))).toEqual({ kind: 'none' });
  });
});
