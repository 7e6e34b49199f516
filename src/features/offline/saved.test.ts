import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, partsOf } from './saved.ts';

describe('formatBytes', () => {
  it('writes a size with three figures at most: a 10 GB quota is "10 GB", not "10240.0 MB"', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(4.24 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatBytes(10240 * 1024 * 1024)).toBe('10 GB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});

describe('saving /plan for offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the GTFS feed’s timetable the page names, as it keeps the planner’s scripts (decision 089)', () => {
    vi.stubGlobal('location', new URL('https://x.test/plan/?car=0'));
    const html = `<html><head><meta name="slc-transit-timetable" content="/transit-timetable/0123456789abcdef.json"><script type="module" src="/_astro/plan.js"></script></head><body></body></html>`;
    const doc = new new Window({ url: 'https://x.test/plan/' }).DOMParser().parseFromString(html, 'text/html') as unknown as Document;
    expect(partsOf(doc, 'https://x.test/plan/', true).assets).toEqual(['/_astro/plan.js', '/transit-timetable/0123456789abcdef.json']);
  });

  it('keeps no timetable when no feed is configured (the page names none)', () => {
    vi.stubGlobal('location', new URL('https://x.test/plan/'));
    const doc = new new Window().DOMParser().parseFromString('<html><head></head><body></body></html>', 'text/html') as unknown as Document;
    expect(partsOf(doc, 'https://x.test/plan/', true).assets).toEqual([]);
  });
});
