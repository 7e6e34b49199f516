/**
 * A destination card's words in French or Spanish (issue 53, decision 094), worked out where the
 * page is built so the card itself carries no dictionary: its category and Games role in the
 * language, its tier, its drive and time needed in the language's formats. What the catalogue only
 * has in English (a new sport, a state's name) is marked `lang="en"`. The wording itself is
 * cardWordsWith.ts's, over the vocabulary made here, which /search hands its island (decision 109).
 */
import { formatDuration } from '../../lib/duration.ts';
import { DICTIONARIES, INTL_LOCALE, t, type Locale } from '../../lib/messages/messages.ts';
import type { GamesRole } from './categories.ts';
import type { CardData, CardWords } from './DestinationCard.tsx';
import { type CardVocabulary, cardWordsWith, gamesRoleWith } from './cardWordsWith.ts';

/** A drive of some minutes in the language's short style: "1 h 35 min". */
export const driveIn = (locale: Locale, minutes: number): string => formatDuration(minutes, 'short', INTL_LOCALE[locale]);

/** The words under `group.` in the language's own dictionary, by their English word ("sport.luge" → "luge"). */
const group = (locale: Locale, name: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(DICTIONARIES[locale])
      .filter(([key]) => key.startsWith(`${name}.`))
      .map(([key, word]) => [key.slice(name.length + 1), word]),
  );

/** What a card says in `locale`: its sentences, the names of sports, Games roles and categories, the formats. */
export function cardVocabulary(locale: Locale): CardVocabulary {
  const more = group(locale, 'games.more');
  return {
    intl: INTL_LOCALE[locale],
    prefix: locale === 'en' ? '' : `/${locale}`,
    text: {
      drive: t(locale, 'drive.fromSlc'),
      winter: t(locale, 'card.winterClosed'),
      gamesRole: t(locale, 'card.gamesRole'),
      gamesSite: t(locale, 'card.gamesSite'),
      premium: t(locale, 'card.premium'),
      olympicTier: t(locale, 'card.olympicTier'),
      timeNeeded: t(locale, 'card.timeNeeded'),
      hoursRange: t(locale, 'card.hoursRange'),
      under: t(locale, 'card.under'),
      legacy: t(locale, 'games.legacy2002'),
    },
    more: Object.keys(more).length > 0 ? more : group('en', 'games.more'),
    sport: group(locale, 'sport'),
    role: group(locale, 'role'),
    category: group(locale, 'category'),
  };
}

const vocabularies = new Map<Locale, CardVocabulary>();
const vocabularyOf = (locale: Locale): CardVocabulary => {
  let v = vocabularies.get(locale);
  if (!v) {
    v = cardVocabulary(locale);
    vocabularies.set(locale, v);
  }
  return v;
};

/** "2034 : ski alpin, para ski alpin" or "héritage de 2002 : site du curling"; `max` shortens a long list. */
export const gamesRoleIn = (locale: Locale, role: GamesRole, max = Number.POSITIVE_INFINITY): string => gamesRoleWith(vocabularyOf(locale), role, max);

/** The words of one card in a language other than English. */
export const cardWords = (locale: Locale, d: CardData & { driveTimeMinutes: number }): CardWords => cardWordsWith(vocabularyOf(locale), d);
