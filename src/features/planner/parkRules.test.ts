import { describe, expect, it } from 'vitest';
import rules from './data/parkRules.json' with { type: 'json' };
import { ruleNotes, shuttleHolidays, shuttleNote, shuttleSeason } from './parkRules.ts';

describe('the Zion Canyon shuttle', () => {
  it('runs its season, stops in early December, and runs again for the holidays (about 22 December to 1 January)', () => {
    expect(shuttleSeason('2026-07-04')).toBe(true);
    expect(shuttleSeason('2026-12-10')).toBe(false);
    for (const day of ['2026-12-22', '2026-12-25', '2026-12-31', '2027-01-01']) expect(shuttleHolidays(day), day).toBe(true);
    expect(shuttleHolidays('2027-01-02')).toBe(false);
    expect(shuttleSeason('2027-01-10')).toBe(false);
  });

  it('tells a Christmas-week stop in Zion Canyon to ride, not drive, with the park’s schedule page', () => {
    const note = shuttleNote('riverside-walk-zion', '2026-12-26')!;
    expect(note).toMatch(/holiday shuttle/);
    expect(note).toMatch(/private cars may not drive the Scenic Drive/);
    expect(note).toContain('https://www.nps.gov/zion/planyourvisit/zion-canyon-shuttle-system.htm');
    expect(shuttleNote('riverside-walk-zion', '2026-12-10')).toMatch(/you may drive/);
    expect(ruleNotes({ id: 'emerald-pools-trail', park: 'zion' }, '2026-12-30', false).join(' ')).not.toMatch(/you may drive/);
  });

  it('names the sources of the holiday service and the day they were checked', () => {
    const { holidays } = rules.shuttle;
    expect(holidays.sources.length).toBeGreaterThanOrEqual(2);
    for (const url of holidays.sources) expect(url).toMatch(/^https:\/\//);
    expect(holidays.checkedOn).toBe('2026-12-05');
  });
});
