import { describe, expect, it } from 'vitest';
import { isInWindow, utahMonthDay } from './seasons.ts';

describe('utahMonthDay', () => {
  it('reads the date in Utah, not UTC', () => {
    // 02:00 UTC on 16 November is still 15 November in Utah (UTC−7).
    expect(utahMonthDay(new Date('2026-11-16T02:00:00Z'))).toBe('11-15');
    expect(utahMonthDay(new Date('2026-07-04T18:00:00Z'))).toBe('07-04');
  });
});

describe('isInWindow', () => {
  const winter = { from: '11-15', to: '05-25' };
  it('handles a window that wraps the new year, both ends included', () => {
    expect(isInWindow(winter, new Date('2026-11-15T19:00:00Z'))).toBe(true);
    expect(isInWindow(winter, new Date('2027-01-10T19:00:00Z'))).toBe(true);
    expect(isInWindow(winter, new Date('2027-05-25T19:00:00Z'))).toBe(true);
    expect(isInWindow(winter, new Date('2027-05-26T19:00:00Z'))).toBe(false);
    expect(isInWindow(winter, new Date('2026-11-14T19:00:00Z'))).toBe(false);
    expect(isInWindow(winter, new Date('2026-08-01T19:00:00Z'))).toBe(false);
  });
  it('handles a window inside one year', () => {
    const spring = { from: '03-01', to: '04-30' };
    expect(isInWindow(spring, new Date('2026-03-01T19:00:00Z'))).toBe(true);
    expect(isInWindow(spring, new Date('2026-05-01T19:00:00Z'))).toBe(false);
  });
  it('refuses a malformed window', () => {
    expect(() => isInWindow({ from: '13-01', to: '05-01' }, new Date())).toThrow(/Invalid closure window/);
  });
});
