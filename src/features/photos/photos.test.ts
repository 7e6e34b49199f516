import { describe, expect, it } from 'vitest';
import { astroCsp } from '../../lib/csp.ts';
import { photosEn } from '../../lib/messages/islands.en.ts';
import { creditLine, GOOGLE_PHOTO_HOST, isOnHost, NPS_PHOTO_HOST, photoHosts, photoImageHosts, srcsetOf } from './photos.ts';

describe('photoHosts', () => {
  it('names Google’s and the NPS’s image hosts for the real services, and nothing for partner photos (ours)', () => {
    expect(photoHosts({ placesBaseUrl: 'https://places.googleapis.com', npsBaseUrl: 'https://developer.nps.gov/' })).toEqual({
      google: [GOOGLE_PHOTO_HOST],
      nps: [NPS_PHOTO_HOST],
      partner: [],
    });
    expect(photoHosts()).toEqual({ google: [GOOGLE_PHOTO_HOST], nps: [NPS_PHOTO_HOST], partner: [] });
  });

  it('names a fake’s or proxy’s own origin', () => {
    expect(photoHosts({ placesBaseUrl: 'http://127.0.0.1:4722/x', npsBaseUrl: 'http://127.0.0.1:4721' })).toEqual({
      google: ['http://127.0.0.1:4722'],
      nps: ['http://127.0.0.1:4721'],
      partner: [],
    });
  });

  it('is exactly what the CSP’s img-src adds, next to the map host', () => {
    const settings = { placesBaseUrl: 'https://places.googleapis.com', npsBaseUrl: 'https://developer.nps.gov' };
    expect(photoImageHosts(settings)).toEqual([GOOGLE_PHOTO_HOST, NPS_PHOTO_HOST]);
    const img = astroCsp({ photoHosts: photoImageHosts(settings) }).directives.find((d) => d.startsWith('img-src '));
    // Partner photos are ours ('self'): Supabase Storage never appears in a page.
    expect(img).toBe(`img-src 'self' https://tiles.openfreemap.org blob: data: ${GOOGLE_PHOTO_HOST} ${NPS_PHOTO_HOST}`);
  });
});

describe('isOnHost', () => {
  it('accepts our own paths and the listed origins only', () => {
    expect(isOnHost('/api/photos/a.webp', [])).toBe(true);
    expect(isOnHost('//evil.example/a.jpg', [])).toBe(false);
    expect(isOnHost('https://lh3.googleusercontent.com/p/x=s4800-w960', [GOOGLE_PHOTO_HOST])).toBe(true);
    expect(isOnHost('https://lh3.googleusercontent.com.evil.example/p', [GOOGLE_PHOTO_HOST])).toBe(false);
    expect(isOnHost('http://lh3.googleusercontent.com/p', [GOOGLE_PHOTO_HOST])).toBe(false);
    expect(isOnHost('not a url', [GOOGLE_PHOTO_HOST])).toBe(false);
  });
});

describe('credits and srcset', () => {
  it('says whose photo it is and through which service', () => {
    expect(
      creditLine({
        source: 'google',
        credits: [
          { text: 'Ana P.', url: null },
          { text: 'Bo', url: null },
        ],
      }),
    ).toBe('Photo: Ana P., Bo · Google');
    expect(creditLine({ source: 'google', credits: [] })).toBe('Photo: Google');
    expect(creditLine({ source: 'nps', credits: [{ text: 'NPS/Neal Herbert', url: null }] })).toBe('Photo: NPS/Neal Herbert · National Park Service');
    expect(creditLine({ source: 'partner', credits: [{ text: 'Red Rock Tours', url: null }] })).toBe('Photo: Red Rock Tours');
  });

  it('says it in a French or Spanish page’s words, the services’ names as they are (decision 105)', () => {
    const fr = { ...photosEn, 'photos.by': 'Photo : {names}', 'photos.fromPlace': 'Photo fournie par le lieu' };
    expect(creditLine({ source: 'nps', credits: [] }, fr)).toBe('Photo : National Park Service');
    expect(creditLine({ source: 'partner', credits: [] }, fr)).toBe('Photo fournie par le lieu');
  });

  it('lists every size with its width', () => {
    expect(
      srcsetOf({
        sizes: [
          { url: '/a-480.webp', width: 480 },
          { url: '/a-960.webp', width: 960 },
        ],
      }),
    ).toBe('/a-480.webp 480w, /a-960.webp 960w');
  });
});
