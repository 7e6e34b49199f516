/**
 * Which pages have a French and a Spanish version, and their addresses (decision 094). Astro's i18n
 * routing (astro.config.mjs) puts them under /fr/ and /es/, English staying at /; this list is the
 * one place that says which pages exist in every language, read by the layout (hreflang, the
 * switcher), the header's links and the sitemap. Addresses end with a slash, as the build writes
 * them and the pages declare them canonical (decision 013).
 */
import { DEFAULT_LANGUAGE, LOCALES, TRANSLATED_LOCALES, type Locale } from './messages.ts';

/** The English addresses of the pages built in every language. Keep it short: each is built thrice. */
export const TRANSLATED_PAGES: readonly string[] = [
  '/',
  '/olympics/',
  '/plan/',
  // The visitor's own pages and the kits (decision 107).
  '/login/',
  '/favorites/',
  '/submit-destination/',
  '/planning-kits/',
  '/olympic-kit-signup/',
  '/conditions/',
  // Search (decision 109).
  '/search/',
  // The lists (decision 112): /destinations and the ready-made trips' list.
  '/destinations/',
  '/trips/',
  // The map (issue 53).
  '/map/',
];

/**
 * Sections whose every page one level down (`/trips/<slug>/`, not the section's own index nor a
 * page named in `except`) is built in every language: the ready-made trips (decision 102) and the
 * destination pages (decision 105), less the three pages the server answers for a place not in the
 * build; the list's later pages (`/destinations/page/<n>/`) and the zone pages, with their later
 * pages (`paged`: `/drive-time/<zone>/page/<n>/`) since decision 112. The sitemap reads their
 * addresses from the trips and the catalogue.
 */
export const TRANSLATED_SECTIONS: ReadonlyArray<{ path: string; except?: readonly string[]; paged?: boolean }> = [
  { path: '/trips/' },
  { path: '/destinations/', except: ['page', 'fallback', 'gone', 'not-found'] },
  { path: '/destinations/page/' },
  { path: '/drive-time/', paged: true },
];

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Whether an English address is a page of a translated section: one segment below it (or a later page of it, when paged), not an exception. */
const inTranslatedSection = (path: string): boolean =>
  TRANSLATED_SECTIONS.some(({ path: section, except = [], paged = false }) => {
    if (!path.startsWith(section)) return false;
    const rest = path.slice(section.length).split('/');
    const later = paged && rest.length === 4 && rest[1] === 'page' && /^\d+$/.test(rest[2]!) && rest[3] === '';
    return (later || (rest.length === 2 && rest[1] === '')) && rest[0] !== '' && !except.includes(rest[0]!);
  });

/** A page's English address from any of its addresses: "/fr/olympics" → "/olympics/". */
export function englishPath(pathname: string): string {
  const [, first, ...rest] = withSlash(pathname).split('/');
  return (TRANSLATED_LOCALES as readonly string[]).includes(first ?? '') ? `/${rest.join('/')}` : withSlash(pathname);
}

/** Whether a page (by any of its addresses) exists in every language. */
export const isTranslated = (pathname: string): boolean => {
  const path = englishPath(pathname);
  return TRANSLATED_PAGES.includes(path) || inTranslatedSection(path);
};

/** A page's address in a language: "/fr/olympics/"; English pages at their own address. */
export const localePath = (locale: Locale, pathname: string): string => {
  const path = englishPath(pathname);
  return locale === DEFAULT_LANGUAGE ? path : `/${locale}${path}`;
};

/**
 * Where a link of a page in `locale` goes: the page in that language when it has one, else the
 * English page, with `lang: 'en'` so the link can say so (`hreflang`). English pages keep their
 * links as written ("/olympics"), as before the languages came.
 */
export function linkIn(locale: Locale, pathname: string): { href: string; lang: Locale } {
  if (locale === DEFAULT_LANGUAGE || !isTranslated(pathname)) return { href: pathname, lang: DEFAULT_LANGUAGE };
  return { href: localePath(locale, pathname), lang: locale };
}

/**
 * The `hreflang` alternates of a page: each language and x-default (English), or none for a page
 * that exists in English only.
 */
export function alternatesOf(pathname: string): Array<{ hreflang: string; path: string }> {
  if (!isTranslated(pathname)) return [];
  return [...LOCALES.map((locale) => ({ hreflang: locale, path: localePath(locale, pathname) })), { hreflang: 'x-default', path: englishPath(pathname) }];
}
