// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../lib/messages/en.ts';
import { DICTIONARIES, INTL_LOCALE, TRANSLATED_LOCALES, wordsFor } from '../../lib/messages/messages.ts';
import { asWritten, say } from '../../lib/messages/said.ts';
import { AIRPORT_LABEL } from '../planning/planning.ts';
import {
  clockText,
  dayRoute,
  HTML_ONLY_KEYS,
  HTML_ONLY_PREFIXES,
  durationText,
  pageHref,
  langOf,
  placeHref,
  PLAN_KEY_PREFIXES,
  PLAN_WORDS,
  pageWords,
  setPlanWords,
  w,
  word,
  wordsForScript,
} from './words.ts';

const planKeys = Object.keys(en).filter((k) => PLAN_KEY_PREFIXES.some((p) => k.startsWith(p)) || k.startsWith('tripPage.'));

describe('the plan page’s words (decision 102)', () => {
  afterEach(() => setPlanWords(PLAN_WORDS));

  it.each(TRANSLATED_LOCALES)('%s has every key the plan and trip pages ask for, none left to English', (locale) => {
    const dict = DICTIONARIES[locale];
    const plural = (k: string) => k.replace(/\.(one|other)$/, '.other');
    expect(planKeys.filter((k) => !(k in dict) && !(plural(k) in dict))).toEqual([]);
  });

  it('hands the script its language’s plan keys only, safe inside a script element', () => {
    const text = wordsForScript(wordsFor('fr'));
    expect(text).not.toContain('<');
    const { lang, intl, words } = JSON.parse(text) as { lang: string; intl: string; words: Record<string, string> };
    expect([lang, intl]).toEqual(['fr', INTL_LOCALE.fr]);
    expect(Object.keys(words).every((k) => PLAN_KEY_PREFIXES.some((p) => k.startsWith(p)))).toBe(true);
    expect(words['planPage.leftOut']).toBe('Laissé de côté');
    expect(words['nav.map']).toBeUndefined();
  });

  it('leaves out the words only the page’s HTML says (the form, the title, the lead), and no script names them', () => {
    const { words } = JSON.parse(wordsForScript(wordsFor('fr'))) as { words: Record<string, string> };
    expect(words['planPage.form.from']).toBeUndefined();
    expect(words['planPage.form.hour.other']).toBeUndefined();
    expect(words['planPage.title']).toBeUndefined();
    expect(words['plan.who.hikers']).toBeUndefined();
    expect(words['planPage.wait.opening']).toBe(DICTIONARIES.fr['planPage.wait.opening']);
    const left = Object.keys(en).filter((k) => HTML_ONLY_PREFIXES.some((p) => k.startsWith(p)) || HTML_ONLY_KEYS.includes(k));
    expect(left.length).toBeGreaterThan(50);
    // Every module a page's script may load: src/**/*.ts(x) but the dictionaries, the server's, the tests and this list's own.
    const root = path.resolve(import.meta.dirname, '../..');
    const scripts = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.(test|server)\.tsx?$/.test(f) &&
        !f.startsWith(path.join('lib', 'messages')) &&
        f !== path.join('features', 'trips', 'words.ts'),
    );
    const naming = scripts.filter((f) => {
      const code = fs.readFileSync(path.join(root, f), 'utf8');
      return HTML_ONLY_PREFIXES.some((p) => code.includes(p)) || HTML_ONLY_KEYS.some((k) => new RegExp(`['"\`]${k.replace('.', '\\.')}['"\`.]`).test(code));
    });
    expect(naming).toEqual([]);
  });

  it('speaks the page’s language once handed its words, English without them', () => {
    const leave = Date.parse('2026-12-15T22:00:00Z'); // 15:00 in Utah
    expect(pageWords(document)).toBe(PLAN_WORDS);
    expect([w('planPage.leave', { place: 'Moab' }), clockText(leave), durationText(95), word(say('plan.driveBackAfterSunset'))]).toEqual([
      'Leave Moab',
      '3:00 PM',
      '1 hr 35 min',
      'You drive back after sunset',
    ]);
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'plan-words', textContent: wordsForScript(wordsFor('fr')) });
    document.body.replaceChildren(script);
    setPlanWords(pageWords(document));
    expect([w('planPage.leave', { place: 'Moab' }), clockText(leave), durationText(95), word(say('plan.driveBackAfterSunset'))]).toEqual([
      'Départ de Moab',
      '15:00',
      '1 h 35 min',
      'Vous rentrez en voiture après le coucher du soleil',
    ]);
    expect(dayRoute(AIRPORT_LABEL, AIRPORT_LABEL)).toBe('à l’aéroport et alentour');
    expect(clockText(leave, wordsFor('es'))).toBe('3:00 p.m.');
  });

  it('marks a text the data holds in English on a French or Spanish page, and nothing on the English one', () => {
    expect(langOf(asWritten('Fiery Furnace needs its own permit'), wordsFor('es'))).toEqual({ lang: 'en' });
    expect(langOf(say('plan.driveBackAfterSunset'), wordsFor('es'))).toEqual({});
    expect(langOf(asWritten('Fiery Furnace needs its own permit'))).toEqual({});
  });

  it('links a stop to its place’s page and the pages built in every language in the page’s language', () => {
    expect(placeHref('delicate-arch')).toEqual({ href: '/destinations/delicate-arch/' });
    expect(placeHref('delicate-arch', wordsFor('fr'))).toEqual({ href: '/fr/destinations/delicate-arch/' });
    expect(pageHref('/conditions', wordsFor('es'))).toEqual({ href: '/es/conditions/' });
    expect(pageHref('/favorites#my-trips', wordsFor('fr'))).toEqual({ href: '/fr/favorites/#my-trips' });
    expect(pageHref('/login')).toEqual({ href: '/login' });
  });
});
