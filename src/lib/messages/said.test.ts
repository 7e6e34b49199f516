import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { inWords, said } from './messages.ts';
import { asWritten, isSaid, say, saidWith } from './said.ts';

describe('what an engine says, worded by the view (decision 096)', () => {
  it('words a sentence with its values in each language, months and dates by the formatting module', () => {
    const season = say('plan.note.outOfSeason', { best: 'July-October', month: { month: 11 } });
    expect(said('en', season)).toBe('Best July-October; out of season in November');
    expect(said('fr', season)).toBe('Idéal : July-October ; hors saison en novembre');
    expect(said('es', season)).toBe('Mejor época: July-October; fuera de temporada en noviembre');
    const closed = say('plan.roadsClosed', { count: 3, day: { date: '2027-01-15', as: 'monthDay' }, why: say('plan.roadsClosed.usual') });
    expect(said('en', closed)).toBe('3 places left out: roads closed on Jan 15 (usual winter closure)');
    expect(said('en', { ...closed, with: { ...closed.with, count: 1 } })).toBe('1 place left out: roads closed on Jan 15 (usual winter closure)');
    expect(said('fr', closed)).toBe('3 lieux laissés de côté : routes fermées le 15 janv. (fermeture hivernale habituelle)');
  });

  it('keeps a text of the data as it is written, in every language', () => {
    expect(said('fr', asWritten('Tickets are sold ahead.'))).toBe('Tickets are sold ahead.');
  });

  it('words every sentence of a result and leaves the rest, keys and order, as they are', () => {
    const result = {
      ok: false,
      error: say('plan.error.tripDays', { max: 7 }),
      fields: ['days'],
      stops: [{ warnings: [say('plan.hours.closedSundays')], n: 1 }],
    };
    const worded = inWords(result, 'en');
    expect(worded).toEqual({ ok: false, error: 'A trip has 2 to 7 days', fields: ['days'], stops: [{ warnings: ['Closed on Sundays'], n: 1 }] });
    expect(Object.keys(worded)).toEqual(Object.keys(result));
    expect(inWords(result, 'es').error).toBe('Un viaje tiene de 2 a 7 días');
  });

  it('speaks with the words it is given: a page that has only English says English', () => {
    const words = { lang: 'fr' as const, intl: 'fr', own: {}, english: en };
    expect(saidWith(words, say('plan.hours.closedSundays'))).toBe('Closed on Sundays');
  });

  it('tells a sentence from other data', () => {
    expect(isSaid(say('plan.driveBackAfterSunset'))).toBe(true);
    expect(isSaid({ say: 'plan.driveBackAfterSunset', count: 2 })).toBe(false);
    expect(isSaid('You drive back after sunset')).toBe(false);
  });
});
