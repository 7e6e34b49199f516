import { describe, expect, it } from 'vitest';
import { alternatesOf, englishPath, isTranslated, linkIn, localePath } from './pages.ts';

describe('translated pages', () => {
  it('find a page’s English address from any language’s address', () => {
    expect(englishPath('/fr/olympics')).toBe('/olympics/');
    expect(englishPath('/es/')).toBe('/');
    expect(englishPath('/es')).toBe('/');
    expect(englishPath('/olympics')).toBe('/olympics/');
    // A first segment that is no language of ours stays.
    expect(englishPath('/destinations/france-canyon/')).toBe('/destinations/france-canyon/');
  });

  it('give a page’s address in each language, English without a prefix', () => {
    expect(localePath('fr', '/olympics')).toBe('/fr/olympics/');
    expect(localePath('es', '/fr/olympics/')).toBe('/es/olympics/');
    expect(localePath('en', '/es/')).toBe('/');
  });

  it('send a link to the English page when the page has no translation, and say so', () => {
    expect(linkIn('fr', '/olympics')).toEqual({ href: '/fr/olympics/', lang: 'fr' });
    expect(linkIn('en', '/olympics')).toEqual({ href: '/olympics', lang: 'en' });
    expect(linkIn('es', '/destinations')).toEqual({ href: '/destinations', lang: 'en' });
    expect(isTranslated('/privacy')).toBe(false);
    expect(isTranslated('/es/map')).toBe(true);
  });

  it('list the hreflang alternates of a translated page, and none for an English-only page', () => {
    expect(alternatesOf('/fr/')).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'fr', path: '/fr/' },
      { hreflang: 'es', path: '/es/' },
      { hreflang: 'x-default', path: '/' },
    ]);
    expect(alternatesOf('/privacy/')).toEqual([]);
  });

  it('count the planner and each ready-made trip as translated, not the trips’ list', () => {
    expect(isTranslated('/plan')).toBe(true);
    expect(linkIn('es', '/plan')).toEqual({ href: '/es/plan/', lang: 'es' });
    expect(isTranslated('/fr/trips/salt-lake-layover/')).toBe(true);
    expect(localePath('es', '/fr/trips/salt-lake-layover/')).toBe('/es/trips/salt-lake-layover/');
    expect(isTranslated('/trips/')).toBe(false);
  });

  it('count each destination page as translated, not the list, its later pages or the pages for a place not built', () => {
    expect(isTranslated('/destinations/delicate-arch/')).toBe(true);
    expect(isTranslated('/destinations/delicate-arch')).toBe(true);
    expect(linkIn('fr', '/destinations/delicate-arch/')).toEqual({ href: '/fr/destinations/delicate-arch/', lang: 'fr' });
    expect(alternatesOf('/es/destinations/delicate-arch/').map((a) => a.path)).toEqual([
      '/destinations/delicate-arch/',
      '/fr/destinations/delicate-arch/',
      '/es/destinations/delicate-arch/',
      '/destinations/delicate-arch/',
    ]);
    for (const path of [
      '/destinations/',
      '/destinations/page/2/',
      '/destinations/fallback/',
      '/destinations/gone/',
      '/destinations/not-found/',
      '/destinations/arches/photo/',
    ])
      expect(isTranslated(path), path).toBe(false);
  });
});
