/**
 * A destination card's words in French or Spanish (issue 53, decision 094), worked out where the
 * page is built so the card itself carries no dictionary: its category and Games role in the
 * language, its tier, its drive and time needed in the language's formats. What the catalogue only
 * has in English (a new sport, a state's name) is marked `lang="en"`.
 */
import { formatDuration } from '../../lib/duration.ts';
import { INTL_LOCALE, t, term, type Locale } from '../../lib/messages/messages.ts';
import { localePath } from '../../lib/messages/pages.ts';
import type { GamesRole } from './categories.ts';
import { timeNeededHours } from './curated.ts';
import type { CardData, CardWords } from './DestinationCard.tsx';
import { cardBadges } from './labels.ts';

/** A drive of some minutes in the language's short style: "1 h 35 min". */
export const driveIn = (locale: Locale, minutes: number): string => formatDuration(minutes, 'short', INTL_LOCALE[locale]);

/** "2034 : ski alpin, para ski alpin" or "héritage de 2002 : site du curling"; `max` shortens a long list. */
export function gamesRoleIn(locale: Locale, role: GamesRole, max = Number.POSITIVE_INFINITY): string {
  const items = [...(role.sports ?? []).map((s) => term(locale, 'sport', s) ?? s), ...(role.roles ?? []).map((r) => term(locale, 'role', r) ?? r)];
  const shown = items.length > max ? [...items.slice(0, max), t(locale, 'games.more', { count: items.length - max })] : items;
  return t(locale, 'card.gamesRole', { games: role.games === '2034' ? '2034' : t(locale, 'games.legacy2002'), items: shown.join(', ') });
}

/** The words of one card in a language other than English. */
export function cardWords(locale: Locale, d: CardData & { driveTimeMinutes: number }): CardWords {
  const badges = cardBadges(d).map((b) => {
    if (b.tone === 'category') {
      const word = term(locale, 'category', b.text);
      return word ? { ...b, text: word } : { ...b, lang: 'en' };
    }
    if (b.tone === 'olympic')
      return { ...b, text: d.gamesRole ? gamesRoleIn(locale, d.gamesRole, 3) : t(locale, d.isOlympicVenue ? 'card.gamesSite' : 'card.olympicTier') };
    if (b.tone === 'premium') return { ...b, text: t(locale, 'card.premium') };
    return { ...b, lang: 'en' };
  });
  const hours = d.timeNeeded ? timeNeededHours(d.timeNeeded) : null;
  const long = (h: number) => formatDuration(Math.round(h * 60), 'long', INTL_LOCALE[locale]);
  const time =
    hours &&
    (hours.min === hours.max
      ? long(hours.min)
      : hours.min === 0
        ? t(locale, 'card.under', { time: long(hours.max) })
        : t(locale, 'card.hoursRange', { min: hours.min, max: hours.max }));
  return {
    badges,
    drive: t(locale, 'drive.fromSlc', { time: driveIn(locale, d.driveTimeMinutes) }),
    winter: t(locale, 'card.winterClosed'),
    timeNeeded: time ? t(locale, 'card.timeNeeded', { time }) : null,
    href: localePath(locale, `/destinations/${d.id}/`),
  };
}
