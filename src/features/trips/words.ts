// Words that read naturally on a plan (issue 39): the airport is "the airport", and a day that
// starts and ends in the same town says it stays there. The plan page speaks its page's language
// (issue 53, decision 102): the words, clocks, dates and durations below are in `words`' language.
import { AIRPORT_LABEL } from '../planning/planning.ts';
import { en } from '../../lib/messages/en.ts';
// From said.ts, not messages.ts: the page's script carries the plan's words, never every dictionary.
import { fill, type Locale, type MessageKey, type Said, saidWith, type Words } from '../../lib/messages/said.ts';
import { DEFAULT_LOCALE, formatDuration, utahClock12, utahDay } from '../../lib/format.ts';

/**
 * The words the plan page and its exports speak (decision 096): English, unless the page handed
 * its language's words (`setPlanWords`, from the page's `#plan-words` element: decision 102).
 */
export const PLAN_WORDS: Words = { lang: 'en', intl: DEFAULT_LOCALE, own: en, english: en };

let current: Words = PLAN_WORDS;

/** The page's words from now on: the plan page's script sets them once, before drawing anything. */
export const setPlanWords = (words: Words): void => {
  current = words;
};

/** The words the page speaks now. */
export const planWords = (): Words => current;

/** Which dictionary keys a plan page hands its script: the page's words, the planners', the categories. */
export const PLAN_KEY_PREFIXES = ['planPage.', 'plan.', 'said.', 'category.'] as const;

/**
 * The words a translated plan page wrote into its `<script type="application/json" id="plan-words">`
 * ({ lang, intl, words }: only its language's plan keys), English falling back for any it lacks;
 * English when there is none (the English page writes none).
 */
export function pageWords(doc: Document): Words {
  const text = doc.getElementById('plan-words')?.textContent;
  if (!text) return PLAN_WORDS;
  const { lang, intl, words } = JSON.parse(text) as { lang: Locale; intl: string; words: Record<string, string> };
  return { lang, intl, own: words, english: en };
}

/**
 * The plan page's words that only its HTML says (PlanPage.astro writes them at build time: the
 * form with its traveler and focus chips, the title and the lead): its script never reads them, so
 * they are not handed to it (decision 140: the French page's HTML within the first round trip of a
 * slow connection). A test checks that no script names them.
 */
export const HTML_ONLY_PREFIXES = ['planPage.form.', 'plan.who.', 'plan.for.'] as const;
export const HTML_ONLY_KEYS: readonly string[] = [
  'planPage.title',
  'planPage.description',
  'planPage.h1',
  'planPage.lead',
  'planPage.several',
  'planPage.readyLink',
  'planPage.yourDay',
  'planPage.noscript',
];
const forScript = (key: string): boolean =>
  PLAN_KEY_PREFIXES.some((p) => key.startsWith(p)) && !HTML_ONLY_PREFIXES.some((p) => key.startsWith(p)) && !HTML_ONLY_KEYS.includes(key);

/** What a translated plan page writes into `#plan-words` for its script (build time): its language's plan keys the script reads. */
export function wordsForScript(words: Words): string {
  const own = Object.fromEntries(Object.entries(words.own).filter(([k]) => forScript(k)));
  return JSON.stringify({ lang: words.lang, intl: words.intl, words: own }).replace(/</g, '\\u003c');
}

/** What a planner said (a note, a reason, an error), worded for the page. */
export const word = (s: Said, words: Words = current): string => saidWith(words, s);

/** A sentence of the page's own in its language, `{name}` filled (a `count` picks the plural). */
export const w = (key: MessageKey, params: Readonly<Record<string, string | number>> = {}, words: Words = current): string => fill(words, key, params);

/** A clock on Utah's time in the page's language: "4:05 PM", "16:05", "4:05 p.m.". */
export const clockText = (instant: number, words: Words = current): string => utahClock12(instant, words.intl);

/** A duration in the site's style, in the page's language: "1 hr 35 min", "1 h 35 min". */
export const durationText = (minutes: number, words: Words = current): string => formatDuration(minutes, 'short', words.intl);

/** "Sat, Jul 4", "sam. 4 juil.": a plan's day in the page's language. */
export const dayText = (instant: number, words: Words = current): string => utahDay(instant, words.intl);

/** A category in the page's language, or the catalogue's word. */
export const categoryText = (category: string, words: Words = current): string => words.own[`category.${category}`] ?? category;

/** A point's name as a sentence says it: "the airport" for Salt Lake City International Airport. */
export const inWords = (name: string, words: Words = current): string => (name === AIRPORT_LABEL ? w('planPage.theAirport', {}, words) : name);

/** "Moab → Torrey", or "in and around Moab" for a day that stays in one town. */
export const dayRoute = (from: string, to: string, words: Words = current): string =>
  from === to ? w('planPage.inAndAround', { place: inWords(from, words) }, words) : `${inWords(from, words)} → ${inWords(to, words)}`;

/**
 * `{ lang: 'en' }` for a text the data holds in English (`asWritten`: a park rule, a sight's line)
 * on a French or Spanish page, so it is read as English; nothing on the English page.
 */
export const langOf = (s: Said, words: Words = current): { lang?: 'en' } => (words.lang !== 'en' && s.say === 'said.asWritten' ? { lang: 'en' } : {});

/** A link to a place's page in the words' language: /destinations/<id>/, /fr/destinations/<id>/ (decision 105). */
export const placeHref = (id: string, words: Words = current): { href: string } => ({
  href: words.lang === 'en' ? `/destinations/${id}/` : `/${words.lang}/destinations/${id}/`,
});

/**
 * A link to one of the pages built in every language (/conditions, sign-in, favorites): the page in
 * the words' language, "/fr/login/", "/es/favorites/#my-trips"; English's as written (decision 107).
 */
export function pageHref(href: string, words: Words = current): { href: string } {
  if (words.lang === 'en') return { href };
  const [path = '', hash] = href.split('#');
  return { href: `/${words.lang}${path.endsWith('/') ? path : `${path}/`}${hash === undefined ? '' : `#${hash}`}` };
}
