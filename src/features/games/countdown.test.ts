import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES_START, remaining, startCountdown } from './countdown.ts';

describe('remaining', () => {
  it('targets the opening day of the 2034 Games in Utah: midnight Mountain Standard Time, 07:00 UTC', () => {
    expect(new Date(GAMES_START).toISOString()).toBe('2034-02-10T07:00:00.000Z');
    const inUtah = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    expect(inUtah.format(new Date(GAMES_START))).toBe('2/10/34, 00:00');
  });

  it('is not done on the evening of 9 February in Utah, when it is already the 10th in UTC', () => {
    const eveningBefore = Date.parse('2034-02-09T20:00:00-07:00');
    expect(remaining(GAMES_START, eveningBefore)).toEqual({ days: 0, hours: 4, minutes: 0, seconds: 0, done: false });
  });

  it('splits the time left into whole days, hours, minutes and seconds', () => {
    const now = Date.parse('2034-02-09T04:58:30.400Z');
    expect(remaining(GAMES_START, now)).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 29, done: false });
  });

  it('counts down to a last second and is all zeros once the target is reached or past', () => {
    expect(remaining(GAMES_START, Date.parse(GAMES_START) - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false });
    expect(remaining(GAMES_START, Date.parse(GAMES_START))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(GAMES_START, Date.parse('2035-01-01T00:00:00Z')).done).toBe(true);
  });
});

describe('startCountdown on a fake clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second towards midnight in Utah and stops at zero', () => {
    vi.useFakeTimers({ now: Date.parse('2034-02-09T23:59:58-07:00') });
    const root = new Window().document.createElement('div') as unknown as HTMLElement;
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      const span = root.ownerDocument.createElement('span');
      span.dataset.unit = unit;
      root.append(span);
    }
    const shown = () => [...root.querySelectorAll('[data-unit]')].map((c) => c.textContent);
    const stop = startCountdown(root, GAMES_START);
    expect(shown()).toEqual(['0', '0', '0', '2']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['0', '0', '0', '1']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['0', '0', '0', '0']);
    expect(root.dataset.state).toBe('ended');
    stop();
  });
});
