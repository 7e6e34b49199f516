import { describe, expect, it } from 'vitest';
import { browsable } from './fixtures/browsable.ts';
import { dealDeck, deckStats, seasonNow, seasonOf } from './deck.ts';

const d = browsable;

describe('the deck', () => {
  it('names the season by month: Dec-Feb winter, Mar-May spring, Jun-Aug summer, else fall', () => {
    const seasons = Array.from({ length: 12 }, (_, m) => seasonOf(m));
    expect(seasons).toEqual(['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'fall', 'fall', 'fall', 'winter']);
  });

  it('reads the month of today in Utah: 1 March 05:00 UTC is still 28 February there', () => {
    expect(seasonNow(Date.parse('2027-03-01T05:00:00Z'))).toBe('winter');
    expect(seasonNow(Date.parse('2027-03-01T08:00:00Z'))).toBe('spring');
  });

  it('deals 52 distinct cards from a larger pool, and every card of a smaller one', () => {
    const pool = Array.from({ length: 700 }, (_, i) => i);
    const deck = dealDeck(pool);
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(dealDeck([1, 2, 3]).sort()).toEqual([1, 2, 3]);
    expect(dealDeck([])).toEqual([]);
    expect(pool[0]).toBe(0);
  });

  it('deals a different deck on a shuffle', () => {
    const pool = Array.from({ length: 700 }, (_, i) => i);
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    expect(dealDeck(pool, 52, random)).not.toEqual(dealDeck(pool, 52, random));
  });

  it('counts the cards, those strictly under 45 minutes and the family-friendly ones', () => {
    const deck = [d('a', { driveTimeMinutes: 44 }), d('b', { driveTimeMinutes: 45, familyFriendly: true }), d('c', { driveTimeMinutes: undefined })];
    expect(deckStats(deck)).toEqual({ count: 3, underFortyFive: 2, familyFriendly: 1 });
  });
});
