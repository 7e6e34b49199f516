import { describe, expect, it } from 'vitest';
import { checkedText, lastChecked, monthYear, sourceSite } from './checked.ts';

describe('checked facts', () => {
  it('say the month the fact was checked and the site it was read on', () => {
    expect(checkedText({ source: 'https://www.deseret.com/utah/2024/10/09/x/', checkedOn: '2026-11-27' })).toBe('Checked Nov 2026 · deseret.com');
    expect(sourceSite('https://static.ksl.com/article/1')).toBe('static.ksl.com');
  });

  it('read the day as a calendar date: the first and last day of a month stay in it', () => {
    expect(monthYear('2026-11-01')).toBe('Nov 2026');
    expect(monthYear('2026-12-31')).toBe('Dec 2026');
  });

  it('find the latest checked day among facts, skipping undated ones', () => {
    expect(lastChecked([{ checkedOn: '2026-01-05' }, null, {}, { checkedOn: '2026-11-27' }, { checkedOn: '2025-12-31' }])).toBe('2026-11-27');
    expect(lastChecked([null, {}])).toBeNull();
  });
});
