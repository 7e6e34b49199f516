import { describe, expect, it } from 'vitest';
import { embedUrl, safeWebUrl } from './webLinks.ts';

describe('safe web links', () => {
  it('keeps http and https links and drops every other scheme or non-URL', () => {
    expect(safeWebUrl('https://www.templesquare.org/')).toBe('https://www.templesquare.org/');
    expect(safeWebUrl('http://example.com/a b')).toBe('http://example.com/a%20b');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '', null, undefined]) expect(safeWebUrl(bad)).toBeNull();
  });
});

describe('embedUrl', () => {
  it("frames TikTok's player with the video id escaped", () => {
    expect(embedUrl('7312345678901234567')).toBe('https://www.tiktok.com/embed/v2/7312345678901234567');
    expect(embedUrl('a/../b?x')).toBe('https://www.tiktok.com/embed/v2/a%2F..%2Fb%3Fx');
  });
});
