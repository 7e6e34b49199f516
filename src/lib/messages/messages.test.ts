import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { DICTIONARIES, TRANSLATED_LOCALES, asLocale, dictionaryGaps, pieces, sliceIn, t, term } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message layer', () => {
  it.each(TRANSLATED_LOCALES)('%s has every English key and no key English has dropped', (locale) => {
    expect(dictionaryGaps(locale)).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATED_LOCALES)('%s fills the same placeholders as English', (locale) => {
    const dict = DICTIONARIES[locale];
    const en = DICTIONARIES.en as Record<string, string>;
    const wrong = Object.entries(dict).filter(([key, text]) => {
      const english = en[key] ?? en[key.replace(/\.\w+$/, '.other')];
      return english !== undefined && placeholders(english).join() !== placeholders(text).join();
    });
    expect(wrong).toEqual([]);
  });

  it('finds a key missing from a language (the dictionary test bites)', () => {
    const fr = DICTIONARIES.fr as Record<string, string>;
    const kept = fr['nav.map'];
    delete fr['nav.map'];
    fr['nav.gone'] = 'Disparu';
    try {
      expect(dictionaryGaps('fr')).toEqual({ missing: ['nav.map'], extra: ['nav.gone'] });
      // Meanwhile a page asking for it reads English rather than a raw key.
      expect(t('fr', 'nav.map')).toBe('Map');
    } finally {
      fr['nav.map'] = kept!;
      delete fr['nav.gone'];
    }
  });

  it('holds the destination page’s words in English’s reference, not in en.ts, which the plan page’s script carries (decision 105)', () => {
    expect(t('en', 'placePage.about')).toBe('About');
    expect(t('es', 'photos.none')).toBe('Todavía no hay fotos de este lugar.');
    expect(Object.keys(DICTIONARIES.en)).toContain('member.favorite.add');
    expect(Object.keys(en).filter((k) => /^(placePage|photos|member)\./.test(k))).toEqual([]);
  });

  it('holds the visitor pages’ and their islands’ words beside en.ts, each language with all of them (decision 107)', () => {
    for (const key of ['loginPage.h1', 'account.favorites.none', 'submitForm.error.email', 'kits.title']) {
      expect(Object.keys(DICTIONARIES.en)).toContain(key);
      expect(Object.keys(DICTIONARIES.fr)).toContain(key);
      expect(Object.keys(DICTIONARIES.es)).toContain(key);
    }
    expect(Object.keys(en).filter((k) => /^(loginPage|favoritesPage|submitPage|kitsPage|account|submitForm|kits)\./.test(k))).toEqual([]);
    expect(sliceIn('fr', { 'kits.close': 'Close' })).toEqual({ 'kits.close': 'Fermer' });
    expect(t('es', 'account.favorites.line', { category: 'Ski e invierno', time: '45 min' })).toBe('Ski e invierno · a 45 min de SLC');
  });

  it('holds /search’s words beside en.ts, its count a plural in French and Spanish, English as it was (decision 109)', () => {
    expect(Object.keys(en).filter((k) => /^search(Page)?\./.test(k))).toEqual([]);
    expect(t('en', 'search.found', { count: 1, total: 702 })).toBe('1 destinations found (filtered from 702)');
    expect(t('fr', 'search.found', { count: 1, total: 702 })).toBe('1 destination trouvée (sur 702)');
    expect(t('fr', 'search.found', { count: 12, total: 702 })).toBe('12 destinations trouvées (sur 702)');
    expect(t('es', 'search.found', { count: 1204, total: 1204 })).toBe('1,204 destinos encontrados (de 1,204)');
    for (const locale of TRANSLATED_LOCALES) expect(t(locale, 'searchPage.tier.olympic')).not.toBe('VIP Olympic');
  });

  it('fills placeholders, numbers in the language’s grouping', () => {
    expect(t('en', 'footer.places', { count: 1204 })).toBe('1,204 destinations within driving distance of Salt Lake City International Airport.');
    expect(t('fr', 'footer.places', { count: 1204 })).toBe('1\u202f204 destinations à portée de voiture de l’aéroport international de Salt Lake City.');
    expect(t('es', 'drive.fromSlc', { time: '45 min' })).toBe('a 45 min de SLC');
  });

  it('chooses plural forms by the language’s rules', () => {
    expect(t('en', 'places.count', { count: 1 })).toBe('1 destination');
    expect(t('en', 'places.count', { count: 0 })).toBe('0 destinations');
    // French counts 0 and 1 as singular; English and Spanish do not count 0 so.
    expect(t('fr', 'games.more', { count: 0 })).toBe('0 autre');
    expect(t('fr', 'games.more', { count: 2 })).toBe('2 autres');
    expect(t('es', 'places.count', { count: 0 })).toBe('0 destinos');
  });

  it('cuts a sentence around its markup slots', () => {
    expect(pieces('fr', 'footer.media', {})).toEqual([{ text: 'Sorties du moment, vidéos et nos réseaux sociaux : ' }, { slot: 'link' }, { text: '.' }]);
    expect(pieces('en', 'games.lead', { venues: 13 })).toEqual([
      { text: 'The Games come back to Salt Lake City from ' },
      { slot: 'start' },
      { text: ' to ' },
      { slot: 'end' },
      { text: '. The published venue plan has 13 sites, ' },
      { slot: 'within' },
      { text: " of them within an hour's drive of the airport." },
    ]);
  });

  it('names an open vocabulary’s word, or null for the caller to show the English one marked', () => {
    expect(term('fr', 'sport', 'alpine skiing')).toBe('ski alpin');
    expect(term('es', 'sport', 'underwater hockey')).toBeNull();
    expect(term('en', 'sport', 'underwater hockey')).toBe('underwater hockey');
  });

  it('reads Astro’s locale, English for anything else', () => {
    expect(asLocale('fr')).toBe('fr');
    expect(asLocale(undefined)).toBe('en');
    expect(asLocale('de')).toBe('en');
  });
});
