import { beforeAll, describe, expect, it } from 'vitest';
import { utahToInstant } from '../../lib/utahTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import rules from './data/parkRules.json' with { type: 'json' };
import { ruleNotes, seasonClosed, shuttleHolidays, shuttleNote, shuttleSeason } from './parkRules.ts';
import type { PlannerData } from './planning.ts';
import { plannerData } from './plannerData.ts';
import { planFavoriteDays } from '../planner/favoriteDays.ts';
import { inWords } from '../../lib/messages/messages.ts';

describe('the Zion Canyon shuttle', () => {
  it('runs its season, stops in early December, and runs again for the holidays (about 22 December to 1 January)', () => {
    expect(shuttleSeason('2026-07-04')).toBe(true);
    expect(shuttleSeason('2026-12-10')).toBe(false);
    for (const day of ['2026-12-22', '2026-12-25', '2026-12-31', '2027-01-01']) expect(shuttleHolidays(day), day).toBe(true);
    expect(shuttleHolidays('2027-01-02')).toBe(false);
    expect(shuttleSeason('2027-01-10')).toBe(false);
  });

  it('tells a Christmas-week stop in Zion Canyon to ride, not drive, with the park’s schedule page', () => {
    const note = inWords(shuttleNote('riverside-walk-zion', '2026-12-26')!, 'en');
    expect(note).toMatch(/holiday shuttle/);
    expect(note).toMatch(/private cars may not drive the Scenic Drive/);
    expect(note).toContain('https://www.nps.gov/zion/planyourvisit/zion-canyon-shuttle-system.htm');
    expect(inWords(shuttleNote('riverside-walk-zion', '2026-12-10'), 'en')).toMatch(/you may drive/);
    expect(inWords(ruleNotes({ id: 'emerald-pools-trail', park: 'zion' }, '2026-12-30', false), 'en').join(' ')).not.toMatch(/you may drive/);
  });

  it('names the sources of the holiday service and the day they were checked', () => {
    const { holidays } = rules.shuttle;
    expect(holidays.sources.length).toBeGreaterThanOrEqual(2);
    for (const url of holidays.sources) expect(url).toMatch(/^https:\/\//);
    expect(holidays.checkedOn).toBe('2026-12-05');
  });
});

describe('The Narrows by the day’s river reading (issue 49)', () => {
  const narrows = 'the-narrows-zion';
  const note =
    'The Narrows: open by the river’s flow: the North Fork of the Virgin River ran 84 cubic feet per second at 9:00 AM MDT (USGS gauge); the park closes it above 150.';
  const open = { date: '2027-04-01', openPlaceIds: [narrows], placeNotes: { [narrows]: note } };
  let data: PlannerData;
  beforeAll(() => {
    data = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  });

  it('is usually closed in the runoff window, open on a day whose reading opens it, and only on that day', () => {
    expect(seasonClosed(narrows, '2027-04-01')).toMatch(/usually closed in the spring runoff/);
    expect(seasonClosed(narrows, '2027-04-01', open)).toBeNull();
    expect(seasonClosed(narrows, '2027-04-02', open)).toMatch(/usually closed/);
    expect(seasonClosed(narrows, '2027-04-01', { date: '2027-04-01', closedPlaceIds: [narrows] })).toMatch(/usually closed/);
  });

  it('says the reading under The Narrows, and the Riverside Walk no longer calls it closed that day', () => {
    expect(inWords(ruleNotes({ id: 'riverside-walk-zion', park: 'zion' }, '2027-04-01', false), 'en').join(' ')).toMatch(/usually closed in the spring runoff/);
    expect(inWords(ruleNotes({ id: 'riverside-walk-zion', park: 'zion' }, '2027-04-01', false, open), 'en').join(' ')).not.toMatch(/usually closed/);
    expect(inWords(ruleNotes({ id: narrows, park: 'zion' }, '2027-04-01', false, open), 'en')).toContain(note);
    expect(inWords(ruleNotes({ id: narrows, park: 'zion' }, '2027-04-02', false, open), 'en')).not.toContain(note);
  });

  it('a plan of 1 April at 84 cubic feet per second wades The Narrows; the same day without a reading does not', () => {
    const favourites = (live: typeof open | undefined) =>
      planFavoriteDays(
        data,
        {
          from: 'Springdale',
          to: '',
          leave: utahToInstant('2027-04-01', '08:00'),
          hours: 10,
          categories: [],
          pace: 'normal',
          date: '2027-04-01',
          liveClosures: live,
        },
        [narrows],
      );
    const opened = favourites(open);
    expect(opened.days[0]?.stops.map((s) => s.placeId)).toEqual([narrows]);
    expect(inWords(opened.days[0]?.stops[0]?.warnings, 'en')).toContain(note);
    const usual = favourites(undefined);
    expect(usual.days.flatMap((d) => d.stops.map((s) => s.placeId))).not.toContain(narrows);
    expect(inWords(usual.unplaced.find((u) => u.id === narrows)?.reason, 'en')).toMatch(/^The Narrows is usually closed in the spring runoff/);
  });

  it('a plan of a day above 150 leaves it out with the reading as the reason', () => {
    const reason =
      'The Narrows: closed by the river’s flow: the North Fork of the Virgin River ran 310 cubic feet per second at 8:45 AM MDT (USGS gauge); the park closes it above 150.';
    const result = planFavoriteDays(
      data,
      {
        from: 'Springdale',
        to: '',
        leave: utahToInstant('2027-06-20', '08:00'),
        hours: 10,
        categories: [],
        pace: 'normal',
        date: '2027-06-20',
        liveClosures: { date: '2027-06-20', closedPlaceIds: [narrows], placeReasons: { [narrows]: reason } },
      },
      [narrows],
    );
    expect(inWords(result.unplaced, 'en')).toEqual([{ id: narrows, name: 'The Narrows (Bottom-Up)', reason }]);
  });
});
