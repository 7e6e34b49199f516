/**
 * A destination card's words from a small vocabulary (issue 53, decisions 094 and 109): the page
 * in French or Spanish makes the vocabulary where it is built (`cardVocabulary` in cardWords.ts)
 * and words its own cards with it, or hands it to an island (/search) that words the cards of the
 * index it loads. No dictionary and no message layer here: the island's bundle carries only this.
 */
import { formatDuration } from '../../lib/duration.ts';
import { fillPlaceholders } from '../../lib/count.ts';
import type { GamesRole } from './categories.ts';
import { timeNeededHours } from './curated.ts';
import type { CardData, CardWords } from './DestinationCard.tsx';
import { cardBadges } from './labels.ts';

/** What a card says in a language: its sentences (keys of en.ts's `card.*`), the open vocabularies' names, the language's formats. */
export interface CardVocabulary {
  /** Intl's locale ("fr", "es-419"); `prefix` the language's address prefix ("/fr"). */
  intl: string;
  prefix: string;
  text: {
    drive: string;
    winter: string;
    gamesRole: string;
    gamesSite: string;
    premium: string;
    olympicTier: string;
    timeNeeded: string;
    hoursRange: string;
    under: string;
    legacy: string;
  };
  /** "{count} more" by plural form ("one", "other"…). */
  more: Readonly<Record<string, string>>;
  /** English word → the language's, where the dictionary has it (else the card shows the English word marked). */
  sport: Readonly<Record<string, string>>;
  role: Readonly<Record<string, string>>;
  category: Readonly<Record<string, string>>;
}

/** "2034 : ski alpin, para ski alpin" or "héritage de 2002 : site du curling"; `max` shortens a long list. */
export function gamesRoleWith(v: CardVocabulary, role: GamesRole, max = Number.POSITIVE_INFINITY): string {
  const items = [...(role.sports ?? []).map((s) => v.sport[s] ?? s), ...(role.roles ?? []).map((r) => v.role[r] ?? r)];
  const rest = items.length - max;
  const more = () => v.more[new Intl.PluralRules(v.intl).select(rest)] ?? v.more.other ?? '';
  const shown = rest > 0 ? [...items.slice(0, max), fillPlaceholders(more(), { count: rest }, v.intl)] : items;
  return fillPlaceholders(v.text.gamesRole, { games: role.games === '2034' ? '2034' : v.text.legacy, items: shown.join(', ') }, v.intl);
}

/** The words of one card in the vocabulary's language. */
export function cardWordsWith(v: CardVocabulary, d: CardData & { driveTimeMinutes: number }): CardWords {
  const badges = cardBadges(d).map((b) => {
    if (b.tone === 'category') {
      const word = v.category[b.text];
      return word ? { ...b, text: word } : { ...b, lang: 'en' };
    }
    if (b.tone === 'olympic') return { ...b, text: d.gamesRole ? gamesRoleWith(v, d.gamesRole, 3) : d.isOlympicVenue ? v.text.gamesSite : v.text.olympicTier };
    if (b.tone === 'premium') return { ...b, text: v.text.premium };
    return { ...b, lang: 'en' };
  });
  const hours = d.timeNeeded ? timeNeededHours(d.timeNeeded) : null;
  const long = (h: number) => formatDuration(Math.round(h * 60), 'long', v.intl);
  const time =
    hours &&
    (hours.min === hours.max
      ? long(hours.min)
      : hours.min === 0
        ? fillPlaceholders(v.text.under, { time: long(hours.max) }, v.intl)
        : fillPlaceholders(v.text.hoursRange, { min: hours.min, max: hours.max }, v.intl));
  return {
    badges,
    drive: fillPlaceholders(v.text.drive, { time: formatDuration(d.driveTimeMinutes, 'short', v.intl) }, v.intl),
    winter: v.text.winter,
    timeNeeded: time ? fillPlaceholders(v.text.timeNeeded, { time }, v.intl) : null,
    href: `${v.prefix}/destinations/${d.id}/`,
  };
}
