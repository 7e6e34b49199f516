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
    expect(linkIn('es', '/privacy')).toEqual({ href: '/privacy', lang: 'en' });
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

  it('count the planner, each ready-made trip and the trips’ list as translated', () => {
    expect(isTranslated('/plan')).toBe(true);
    expect(linkIn('es', '/plan')).toEqual({ href: '/es/plan/', lang: 'es' });
    expect(isTranslated('/fr/trips/salt-lake-layover/')).toBe(true);
    expect(localePath('es', '/fr/trips/salt-lake-layover/')).toBe('/es/trips/salt-lake-layover/');
    expect(isTranslated('/trips/')).toBe(true);
    expect(linkIn('fr', '/trips/')).toEqual({ href: '/fr/trips/', lang: 'fr' });
  });

  it('count each destination page as translated, not the pages for a place not built', () => {
    expect(isTranslated('/destinations/delicate-arch/')).toBe(true);
    expect(isTranslated('/destinations/delicate-arch')).toBe(true);
    expect(linkIn('fr', '/destinations/delicate-arch/')).toEqual({ href: '/fr/destinations/delicate-arch/', lang: 'fr' });
    expect(alternatesOf('/es/destinations/delicate-arch/').map((a) => a.path)).toEqual([
      '/destinations/delicate-arch/',
      '/fr/destinations/delicate-arch/',
      '/es/destinations/delicate-arch/',
      '/destinations/delicate-arch/',
    ]);
    for (const path of ['/destinations/fallback/', '/destinations/gone/', '/destinations/not-found/', '/destinations/arches/photo/'])
      expect(isTranslated(path), path).toBe(false);
  });

  it('count the list, its later pages, the zone pages and theirs as translated (decision 112), not what lies under them', () => {
    expect(linkIn('es', '/destinations')).toEqual({ href: '/es/destinations/', lang: 'es' });
    expect(isTranslated('/fr/destinations/page/2/')).toBe(true);
    expect(localePath('fr', '/drive-time/1-hour/')).toBe('/fr/drive-time/1-hour/');
    expect(isTranslated('/drive-time/3-5-hours/page/3/')).toBe(true);
    expect(alternatesOf('/es/drive-time/3-5-hours/page/3/').map((a) => a.path)).toEqual([
      '/drive-time/3-5-hours/page/3/',
      '/fr/drive-time/3-5-hours/page/3/',
      '/es/drive-time/3-5-hours/page/3/',
      '/drive-time/3-5-hours/page/3/',
    ]);
    for (const path of ['/drive-time/', '/drive-time/1-hour/page/', '/drive-time/1-hour/page/two/', '/drive-time/1-hour/map/2/', '/destinations/page/2/more/'])
      expect(isTranslated(path), path).toBe(false);
  });
});
