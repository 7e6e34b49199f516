import { describe, expect, it } from 'vitest';
import { isInWindow } from './usualClosures.ts';

describe('the usual closures’ window test (isInWindow)', () => {
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
    expect(() => isInWindow({ from: '13-01', to: '05-01' }, new Date())).toThrow(/Invalid month-day window/);
  });
});
