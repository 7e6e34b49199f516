import { driveMinutes } from '../destinations/destinations.ts';
import { utahParts } from '../../lib/utahTime.ts';
import type { Browsable } from './browse.ts';

/* /deck (docs/product.md §4.6 deck season, §9 deck size): the season, the deal and its stats. */

export const DECK_SIZE = 52;
export type Season = 'winter' | 'spring' | 'summer' | 'fall';

/** December to February winter, March to May spring, June to August summer, otherwise fall. */
export function seasonOf(month: number): Season {
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'fall';
}

/** The deck's season now, by the month of today's date in Utah (not the browser's time zone). */
export const seasonNow = (now: number = Date.now()): Season => seasonOf(utahParts(now).month - 1);

export const SEASON_LABELS: Record<Season, { label: string; icon: string }> = {
  winter: { label: 'Winter', icon: '❄️' },
  spring: { label: 'Spring', icon: '🌱' },
  summer: { label: 'Summer', icon: '☀️' },
  fall: { label: 'Fall', icon: '🍂' },
};

/** Up to `size` distinct destinations in random order (a partial Fisher-Yates shuffle). */
export function dealDeck<T>(pool: readonly T[], size = DECK_SIZE, random: () => number = Math.random): T[] {
  const cards = [...pool];
  const n = Math.min(size, cards.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (cards.length - i));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards.slice(0, n);
}

/** The deck's stats: how many cards, how many under 45 minutes (strictly), how many family friendly. */
export function deckStats(deck: ReadonlyArray<Pick<Browsable, 'driveTime' | 'driveTimeMinutes' | 'familyFriendly'>>) {
  return {
    count: deck.length,
    underFortyFive: deck.filter((d) => driveMinutes(d) < 45).length,
    familyFriendly: deck.filter((d) => d.familyFriendly === true).length,
  };
}
