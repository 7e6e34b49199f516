import { describe, expect, it } from 'vitest';
import { holidayOn, seasonOn, serviceDayOf } from './serviceDay.ts';

// Sources (checked 2026-12-05; data/serviceCalendar.json names them per holiday):
const HOLIDAY_PAGE = 'UTA, Holiday Service (en.rideuta.com/Rider-Info/Holiday-Service)';
const FRONTRUNNER = 'Wikipedia, FrontRunner: no FrontRunner on New Year’s Day, Thanksgiving and Christmas';
const HERALD_2021 = 'Daily Herald 2021-07-22: July 24 on a Saturday, Friday the holiday, buses on Saturday’s schedule';
const KSL_2011 = 'KSL, “UTA announces New Year’s holiday schedule”: Saturday 1 Jan 2011 ran the holiday on the day';
const CHANGE_DAY = 'UTA, Change Day (www2.rideuta.com/Rider-Info/Change-Day)';

const SUNDAY = { rail: 'sunday', commuter: 'sunday', bus: 'sunday' };
const ALTERNATE = { rail: 'weekday', commuter: 'saturday', bus: 'saturday' };

/** [date, holiday id or none, the service by group, the source]. */
const NAMED: Array<[string, string | undefined, object, string]> = [
  ['2026-01-01', 'new-year', SUNDAY, FRONTRUNNER],
  ['2026-01-19', 'mlk', ALTERNATE, HOLIDAY_PAGE],
  ['2026-02-16', 'presidents', ALTERNATE, HOLIDAY_PAGE],
  ['2026-05-25', 'memorial', ALTERNATE, HOLIDAY_PAGE],
  ['2026-07-03', 'independence', ALTERNATE, `${HOLIDAY_PAGE}; observed Friday: ${HERALD_2021}`],
  ['2026-07-04', undefined, { rail: 'saturday', commuter: 'saturday', bus: 'saturday' }, HERALD_2021],
  ['2026-07-24', 'pioneer', ALTERNATE, HERALD_2021],
  ['2026-09-07', 'labor', ALTERNATE, HOLIDAY_PAGE],
  ['2026-11-26', 'thanksgiving', SUNDAY, FRONTRUNNER],
  ['2026-12-25', 'christmas', SUNDAY, FRONTRUNNER],
  ['2027-01-01', 'new-year', SUNDAY, FRONTRUNNER],
  ['2027-01-18', 'mlk', ALTERNATE, HOLIDAY_PAGE],
  ['2027-02-15', 'presidents', ALTERNATE, HOLIDAY_PAGE],
  ['2027-05-31', 'memorial', ALTERNATE, HOLIDAY_PAGE],
  ['2027-07-04', undefined, SUNDAY, 'a Sunday: the holiday moves to Monday'],
  ['2027-07-05', 'independence', ALTERNATE, `${HOLIDAY_PAGE}; observed Monday`],
  ['2027-07-23', 'pioneer', ALTERNATE, HERALD_2021],
  ['2027-07-24', undefined, { rail: 'saturday', commuter: 'saturday', bus: 'saturday' }, HERALD_2021],
  ['2027-09-06', 'labor', ALTERNATE, HOLIDAY_PAGE],
  ['2027-11-25', 'thanksgiving', SUNDAY, FRONTRUNNER],
  ['2027-12-24', undefined, { rail: 'weekday', commuter: 'weekday', bus: 'weekday' }, KSL_2011],
  ['2027-12-25', 'christmas', SUNDAY, `${FRONTRUNNER}; on the Saturday itself: ${KSL_2011}`],
];

describe('the service UTA runs on a date', () => {
  it.each(NAMED)('%s runs %s (%j) — %s', (date, id, groups) => {
    const day = serviceDayOf(date);
    expect(day.holiday?.id).toBe(id);
    expect({ rail: day.rail, commuter: day.commuter, bus: day.bus }).toEqual(groups);
  });

  it('marks a holiday run on another day as observed, and the day itself as plain', () => {
    expect(holidayOn('2026-07-03')).toMatchObject({ holiday: { name: 'Independence Day' }, observed: true });
    expect(holidayOn('2026-07-24')).toMatchObject({ holiday: { name: 'Pioneer Day' }, observed: false });
    expect(holidayOn('2026-07-04')).toBeUndefined();
  });

  it('runs an ordinary day by the calendar', () => {
    expect(serviceDayOf('2026-12-07')).toMatchObject({ calendar: 'weekday', rail: 'weekday', commuter: 'weekday' });
    expect(serviceDayOf('2026-12-05')).toMatchObject({ calendar: 'saturday', commuter: 'saturday' });
    expect(serviceDayOf('2026-12-06')).toMatchObject({ calendar: 'sunday', commuter: 'sunday' });
    // Juneteenth, Columbus Day and Veterans Day run regular service (UTA, Holiday Service).
    for (const date of ['2026-06-19', '2026-10-12', '2026-11-11']) expect(serviceDayOf(date).holiday).toBeUndefined();
  });
});

describe('the ski bus season 2026–27', () => {
  it(`begins on the Winter Change Day, 6 Dec 2026, not Thanksgiving (${CHANGE_DAY})`, () => {
    expect(seasonOn('uta-ski', '2026-11-27')).toMatchObject({ runs: false, published: true });
    expect(seasonOn('uta-ski', '2026-12-05').runs).toBe(false);
    expect(seasonOn('uta-ski', '2026-12-06')).toMatchObject({ runs: true, published: true, source: 'https://www2.rideuta.com/Rider-Info/Change-Day' });
  });

  it('ends with the spring change day: 12 Apr 2026 published, 2027’s estimated', () => {
    expect(seasonOn('uta-ski', '2026-04-11').runs).toBe(true);
    expect(seasonOn('uta-ski', '2026-04-12').runs).toBe(false);
    expect(seasonOn('uta-ski', '2027-04-10')).toMatchObject({ runs: true, estimated: true });
    expect(seasonOn('uta-ski', '2027-04-11').runs).toBe(false);
  });

  it('says a season not yet published is not published rather than repeating last year’s', () => {
    expect(seasonOn('uta-ski', '2027-12-15')).toEqual({ runs: false, published: false, estimated: false });
    expect(seasonOn('uta-ski', '2027-07-15')).toEqual({ runs: false, published: true, estimated: false });
  });
});

describe('Park City Transit’s winter', () => {
  it('runs inside its published window, 11 Dec 2022 to 15 Apr 2023 (KPCW, 2022-12-07 and 2023-04-14)', () => {
    expect(seasonOn('pc-winter', '2022-12-10').runs).toBe(false);
    expect(seasonOn('pc-winter', '2022-12-11')).toMatchObject({ runs: true, published: true });
    expect(seasonOn('pc-winter', '2023-04-15').runs).toBe(true);
    expect(seasonOn('pc-winter', '2023-04-16').runs).toBe(false);
  });

  it('says the 2026-27 winter is not published, and summer is no winter at all', () => {
    expect(seasonOn('pc-winter', '2027-01-13')).toEqual({ runs: false, published: false, estimated: false });
    expect(seasonOn('pc-winter', '2026-07-15')).toEqual({ runs: false, published: true, estimated: false });
  });
});
