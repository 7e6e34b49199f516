import { describe, expect, it } from 'vitest';
import { inWords } from '../../lib/messages/messages.ts';
import type { Trip } from '../planning/planning.ts';
import { SHARED_LIMIT } from './search.ts';
import { chooseTrips, daysToKeep, differsFrom, otherDays, type Replan, sameDay, sharedShare, type TripOption, tripStops } from './tripChoices.ts';

/** A trip of these days (each a list of place ids), 60 visiting minutes a stop. */
function tripOf(days: string[][]): Trip {
  const visit = days.flat().length * 60;
  return {
    days: days.map((ids) => ({ plan: { stops: ids.map((id) => ({ placeId: id, name: id.toUpperCase() })), visitMinutes: ids.length * 60 } })),
    driveMinutes: 0,
    visitMinutes: visit,
    score: 0,
  } as unknown as Trip;
}
const option = (nights: string[], days: string[][], rank: number): TripOption => ({ trip: tripOf(days), nights, rank });
const worth = (id: string) => id.charCodeAt(0);

describe('the share two choices have in common', () => {
  it('is the share of the smaller set of stops the other holds too, as the property sweep measures it', () => {
    expect(sharedShare(['a', 'b', 'c'], ['b', 'c', 'd', 'e'])).toBeCloseTo(2 / 3);
    expect(sharedShare(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(1);
    expect(sharedShare(['a'], [])).toBe(0);
  });
});

describe('the days a choice may keep', () => {
  it('keeps the first days while their shared stops stay within the limit, and never the last day', () => {
    const first = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    // Days of 4, 4 and 2 stops, all of the first choice's: 4 shared stops of 10 may stay, 8 may not.
    const o = option(['X', 'Y'], [first.slice(0, 4), first.slice(4, 8), first.slice(8)], 1);
    expect(daysToKeep(o, [first])).toBe(1);
    // None of them the first's: all days but the last.
    expect(daysToKeep(option(['X', 'Y'], [['p'], ['q'], ['r']], 1), [first])).toBe(2);
    // Its first day alone over the limit: none.
    expect(daysToKeep(option(['X', 'Y'], [first.slice(0, 8), ['q'], ['r']], 1), [first])).toBe(0);
  });
});

describe('days two choices have in common (decision 121)', () => {
  it('a day is the same when over half the smaller day’s stops are; a day of driving alone is none', () => {
    const a = tripOf([['a', 'b'], ['c'], [], ['d']]);
    const b = tripOf([['a', 'x', 'y'], ['c', 'z'], [], ['e']]);
    expect(sameDay(a, b, 0)).toBe(false);
    expect(sameDay(a, b, 1)).toBe(true);
    expect(sameDay(a, b, 2)).toBe(false);
    expect(sameDay(tripOf([['a', 'b']]), tripOf([['b', 'a', 'c']]), 0)).toBe(true);
  });

  it('a later choice opens with another day and has at most half its days in common', () => {
    const first = tripOf([['a'], ['b'], ['c'], ['d'], ['e']]);
    expect(otherDays(tripOf([['a'], ['x'], ['y'], ['z'], ['w']]), first), 'the same first day').toBe(false);
    expect(otherDays(tripOf([['x'], ['b'], ['c'], ['z'], ['w']]), first), 'two of five in common').toBe(true);
    expect(otherDays(tripOf([['x'], ['b'], ['c'], ['d'], ['w']]), first), 'three of five').toBe(false);
  });

  it('keeps no day an earlier choice opens with, and no more days in common than allowed', () => {
    const first = tripOf([['a'], ['b'], ['c'], ['d']]);
    const stops = tripStops(first);
    // Its first day is the first choice's: none kept, though its stops alone are within the share.
    expect(daysToKeep(option(['X'], [['a'], ['p'], ['q'], ['r'], ['s']], 1), [stops], [first])).toBe(0);
    // Without the days, the share alone would keep it.
    expect(daysToKeep(option(['X'], [['a'], ['p'], ['q'], ['r'], ['s']], 1), [stops])).toBe(4);
    // Another first day, then days in common up to half the trip (two of four): three days stay, the last is planned again.
    expect(daysToKeep(option(['X'], [['p'], ['b'], ['c'], ['d']], 1), [['b', 'c', 'd', 'x', 'y', 'z', 'w', 'v']], [tripOf([['q'], ['b'], ['c'], ['d']])])).toBe(
      3,
    );
  });
});

describe('a trip’s three choices', () => {
  const firstDays = [
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
    ['g', 'h', 'i'],
  ];

  it('keeps the best option first as it is, and other options that differ as they are', () => {
    const best = option(['Moab', 'Moab'], firstDays, 10);
    const other = option(
      ['Torrey', 'Torrey'],
      [
        ['p', 'q', 'r'],
        ['s', 't', 'u'],
        ['a', 'b'],
      ],
      9,
    );
    const third = option(
      ['Bluff', 'Bluff'],
      [
        ['v', 'w'],
        ['x', 'y'],
        ['z', 'c'],
      ],
      8,
    );
    const replan: Replan<TripOption> = () => {
      throw new Error('nothing to replan');
    };
    const trips = chooseTrips([best, other, third], replan, worth);
    expect(trips[0]).toBe(best.trip);
    expect(trips.map(tripStops)).toEqual([best.trip, other.trip, third.trip].map(tripStops));
    expect(trips[0]!.differs).toBeUndefined();
    expect(inWords(trips[1]!.differs!, 'en')).toBe('Unlike trip 1: nights in Torrey; stops such as U, T, S');
  });

  it('replans a near-copy from its last day that may stay, without the stops of the choices kept, on other nights', () => {
    const best = option(['Moab', 'Green River'], firstDays, 10);
    // The same stops under other nights: a near-copy.
    const copy = option(
      ['Moab', 'Monticello'],
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'x'],
      ],
      9,
    );
    const asked: Array<{ keep: number; without: string[]; taken: number }> = [];
    let fresh = 0;
    const replan: Replan<TripOption> = (o, keep, without, taken) => {
      asked.push({ keep, without: [...without].sort(), taken: taken.length });
      const own = () => [1, 2, 3].map(() => `n${fresh++}`);
      const days = [...o.trip.days.slice(0, keep).map((d) => d.plan.stops.map((s) => s.placeId)), own(), own(), own()].slice(0, 3);
      return { trip: tripOf(days), nights: [...o.nights.slice(0, keep), 'Bluff'].slice(0, 2), rank: o.rank - 1 };
    };
    const trips = chooseTrips([best, copy], replan, worth);
    // Decision 121: its first day is the first's, so none of its days stay (6 of 9 stops alone would have kept two).
    expect(asked[0]).toEqual({ keep: 0, without: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], taken: 1 });
    expect(trips).toHaveLength(3);
    for (const [i, a] of trips.entries())
      for (const b of trips.slice(i + 1)) {
        expect(sharedShare(tripStops(a), tripStops(b))).toBeLessThanOrEqual(SHARED_LIMIT);
        expect(otherDays(b, a)).toBe(true);
      }
    // The first option's own nights come last, replanned the same way from no day kept.
    expect(asked.slice(1).map((a) => [a.keep, a.taken])).toEqual([[0, 2]]);
  });

  it('offers fewer choices rather than a near-copy or a thin trip', () => {
    const best = option(['Moab', 'Moab'], firstDays, 10);
    const copy = option(['Moab', 'Green River'], firstDays, 9);
    // Replans that still share too much, then one with less than half the first's visiting time.
    const replan: Replan<TripOption> = (o, keep) => (keep > 0 ? copy : option(o.nights as string[], [['z'], [], []], 1));
    const trips = chooseTrips([best, copy], replan, worth);
    expect(trips).toEqual([best.trip]);
    expect(chooseTrips([], replan, worth)).toEqual([]);
  });
});

describe('how a choice says it differs', () => {
  const first = option(['Moab', 'Green River'], [['a'], ['b'], ['c']], 10);

  it('names its towns the first does not sleep in, and its best stops the first does not visit', () => {
    const other = option(['Moab', 'Torrey'], [['a'], ['b', 'z'], ['y', 'x', 'w']], 9);
    expect(inWords(differsFrom(other, first, worth), 'en')).toBe('Unlike trip 1: nights in Torrey; stops such as Z, Y, X');
    expect(inWords(differsFrom(other, first, worth), 'fr')).toBe('Contrairement au voyage 1 : nuits à Torrey ; des arrêts comme Z, Y, X');
  });

  it('names all its nights when it sleeps in the first one’s towns in another way, and says when its nights are the same', () => {
    const twice = option(['Moab', 'Moab'], [['a'], ['z'], ['c']], 9);
    expect(inWords(differsFrom(twice, first, worth), 'en')).toBe('Unlike trip 1: nights in Moab; stops such as Z');
    const same = option(['Moab', 'Green River'], [['a'], ['z'], ['y']], 9);
    expect(inWords(differsFrom(same, first, worth), 'es')).toBe('A diferencia del viaje 1: las mismas noches, otras paradas como Z, Y');
  });
});
