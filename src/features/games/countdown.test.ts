import { describe, expect, it } from 'vitest';
import { GAMES_START, remaining } from './countdown.ts';

describe('remaining', () => {
  it('targets the opening of the 2034 Games', () => {
    expect(new Date(GAMES_START).toISOString()).toBe('2034-02-10T00:00:00.000Z');
  });

  it('splits the time left into whole days, hours, minutes and seconds', () => {
    const now = Date.parse('2034-02-08T21:58:30.400Z');
    expect(remaining(GAMES_START, now)).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 29, done: false });
  });

  it('counts down to a last second and is all zeros once the target is reached or past', () => {
    expect(remaining(GAMES_START, Date.parse(GAMES_START) - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
    expect(remaining(GAMES_START, Date.parse(GAMES_START))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(GAMES_START, Date.parse('2035-01-01T00:00:00Z')).done).toBe(true);
  });
});
