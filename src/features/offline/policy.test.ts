import { describe, expect, it } from 'vitest';
import { withoutInlineStyles } from './inert';
import { isPrivatePath, isPublicData, isStorableResponse, isTimetableFile, pageKey } from './policy';

const response = (status: number, cacheControl?: string) => ({
  status,
  type: 'basic',
  headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
});

describe('offline cache policy', () => {
  it('never stores sign-in, session, staff or per-person paths, and any other /api/ path by default', () => {
    for (const path of [
      '/api/favorites',
      '/api/favorites/x/check',
      '/api/auth/user',
      '/api/auth/verify',
      '/api/trips',
      '/api/trips/abc',
      '/api/login',
      '/api/logout',
      '/api/admin-submissions',
      '/api/admin-analytics',
      '/api/submissions/status',
      '/api/some-new-endpoint',
      '/admin/',
      '/admin/submissions',
      '/analytics',
      '/reddit/',
      '/favorites',
      '/login/',
      '/submissions/status',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it('stores pages and the public data offline search and the planner read', () => {
    for (const path of ['/', '/destinations/x/', '/search/', '/plan/', '/drive-time/under-1-hour/', '/_astro/a.js', '/images/destinations/x.svg'])
      expect(isPrivatePath(path), path).toBe(false);
    for (const path of ['/api/search-index', '/plan-data.json']) {
      expect(isPublicData(path)).toBe(true);
      expect(isPrivatePath(path)).toBe(false);
    }
  });

  it('keeps the GTFS feed’s timetable the car-free planner loads, by its hashed name only', () => {
    expect(isTimetableFile('/transit-timetable/0123456789abcdef.json')).toBe(true);
    expect(isPrivatePath('/transit-timetable/0123456789abcdef.json')).toBe(false);
    for (const path of [
      '/transit-timetable/',
      '/transit-timetable/x.json',
      '/transit-timetable/0123456789abcdef.json/x',
      '/api/transit-timetable/0123456789abcdef.json',
    ])
      expect(isTimetableFile(path), path).toBe(false);
  });

  it('stores only plain 200 answers not marked private or no-store', () => {
    expect(isStorableResponse(response(200, 'public, max-age=0, must-revalidate'))).toBe(true);
    expect(isStorableResponse(response(200))).toBe(true);
    expect(isStorableResponse(response(200, 'private, max-age=60'))).toBe(false);
    expect(isStorableResponse(response(200, 'no-store'))).toBe(false);
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(206))).toBe(false);
    expect(isStorableResponse({ ...response(200), type: 'opaque' })).toBe(false);
  });

  it('keys a page by its path with the directory slash', () => {
    expect(pageKey('https://x.test/search?q=arches#r')).toBe('https://x.test/search/');
    expect(pageKey('https://x.test/plan/?from=slc&hours=4')).toBe('https://x.test/plan/');
    expect(pageKey('https://x.test/plan-data.json?v=1')).toBe('https://x.test/plan-data.json');
  });
});

describe('withoutInlineStyles (issue 39)', () => {
  it('drops style attributes and style elements, and keeps the parts a saved page needs', () => {
    const html = `<html><head><style>a{color:red}</style><link rel="stylesheet" href="/_astro/a.css"></head><body><div style="width: 40%" data-x="1"><img src="/i.png" style='height:2px'></div></body></html>`;
    const out = withoutInlineStyles(html);
    expect(out).not.toMatch(/style=/);
    expect(out).not.toMatch(/<style/);
    expect(out).toContain('<link rel="stylesheet" href="/_astro/a.css">');
    expect(out).toContain('<img src="/i.png">');
    expect(out).toContain('data-x="1"');
  });
});
