import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedCalendarOf, feedCovers, servicesOn } from './feedCalendar.ts';

// GTFS's calendar rules (gtfs.org/schedule/reference: calendar.txt, calendar_dates.txt): a service
// runs on the weekdays its row marks between start_date and end_date; exception_type 1 adds it on
// a date, 2 removes it; a service may exist in calendar_dates.txt alone.
const csv = (text: string) => {
  const [head, ...lines] = text.trim().split('\n');
  const keys = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v])));
};
const fixture = (name: string) => csv(readFileSync(path.join(import.meta.dirname, 'fixtures/gtfs-holiday', `${name}.txt`), 'utf8'));
const HOLIDAY_FEED = feedCalendarOf(fixture('calendar'), fixture('calendar_dates'), fixture('feed_info'));

const WEEKLY = csv(`
service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
WKDY,1,1,1,1,1,0,0,20261130,20261231
SUN,0,0,0,0,0,0,1,20261201,20261231`);

describe('a GTFS feed’s services on a date', () => {
  it('runs a weekly service on the weekdays its row marks, only between its start and end dates', () => {
    const cal = feedCalendarOf(WEEKLY, []);
    expect(servicesOn(cal, '2026-12-03')).toEqual(new Set(['WKDY'])); // a Thursday
    expect(servicesOn(cal, '2026-12-05')).toEqual(new Set()); // a Saturday: neither
    expect(servicesOn(cal, '2026-12-06')).toEqual(new Set(['SUN']));
    expect(servicesOn(cal, '2026-11-29')).toEqual(new Set()); // a Sunday before SUN starts
    expect(servicesOn(cal, '2026-11-30')).toEqual(new Set(['WKDY'])); // the first day, a Monday
    expect(servicesOn(cal, '2027-01-04')).toEqual(new Set()); // after both end
  });

  it('removes a service on an exception_type 2 date and adds one on a type 1 date, that date only', () => {
    const cal = feedCalendarOf(
      WEEKLY,
      csv(`
service_id,date,exception_type
WKDY,20261225,2
SUN,20261225,1`),
    );
    expect(servicesOn(cal, '2026-12-25')).toEqual(new Set(['SUN']));
    expect(servicesOn(cal, '2026-12-24')).toEqual(new Set(['WKDY']));
    expect(servicesOn(cal, '2026-12-27')).toEqual(new Set(['SUN']));
  });

  it('runs a service stated only in calendar_dates.txt on its added dates, rows in any order', () => {
    const cal = feedCalendarOf(
      [],
      csv(`
service_id,date,exception_type
XMAS,20261225,1
NEWYEAR,20270101,1
XMAS,20261224,1`),
    );
    expect(servicesOn(cal, '2026-12-24')).toEqual(new Set(['XMAS']));
    expect(servicesOn(cal, '2027-01-01')).toEqual(new Set(['NEWYEAR']));
    expect(servicesOn(cal, '2026-12-26')).toEqual(new Set());
    expect(cal).toMatchObject({ from: '2026-12-24', to: '2027-01-01' });
  });

  it('speaks for feed_info.txt’s dates, else for its first to its last date of service', () => {
    expect(feedCalendarOf(WEEKLY, [])).toMatchObject({ from: '2026-11-30', to: '2026-12-31' });
    const info = csv(`
feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date,feed_end_date
UTA,https://www.rideuta.com/,en,20261201,20270315`);
    const cal = feedCalendarOf(WEEKLY, [], info);
    expect(cal).toMatchObject({ from: '2026-12-01', to: '2027-03-15' });
    expect([feedCovers(cal, '2026-11-30'), feedCovers(cal, '2026-12-01'), feedCovers(cal, '2027-03-15'), feedCovers(cal, '2027-03-16')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('refuses a calendar it cannot read, naming the file', () => {
    expect(() => feedCalendarOf([], [])).toThrow(/neither calendar.txt nor calendar_dates.txt/);
    expect(() => feedCalendarOf([], csv('service_id,date,exception_type\nX,20261225,3'))).toThrow(/exception_type "3"/);
    expect(() => feedCalendarOf(csv('service_id,monday,start_date,end_date\nX,1,2026-12-01,20261231'), [])).toThrow(/calendar.txt: "2026-12-01"/);
  });
});

describe('the holiday fixture’s calendar (fixtures/gtfs-holiday)', () => {
  it('runs Sunday service on Christmas Day, and from Monday 28 December the changed weekday service', () => {
    const on = (date: string) => [...servicesOn(HOLIDAY_FEED, date)];
    expect(on('2026-12-24')).toEqual(['WKDY']);
    expect(on('2026-12-25')).toEqual(['SUN']); // a Friday: weekday service removed, Sunday's added
    expect(on('2026-12-26')).toEqual(['SAT']);
    expect(on('2026-12-27')).toEqual(['SUN']);
    expect(on('2026-12-28')).toEqual(['DEC28']);
    expect(on('2026-12-31')).toEqual(['DEC28']);
    expect(HOLIDAY_FEED).toMatchObject({ from: '2026-11-30', to: '2026-12-31' });
  });
});
