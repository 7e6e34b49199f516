import { describe, expect, it } from 'vitest';
import { modelTrips } from './service.ts';

const lines = (date: string) => new Set(modelTrips(date).map((t) => t.line.id));
const firstFrom = (date: string, line: string, stop: string) =>
  Math.min(
    ...modelTrips(date)
      .filter((t) => t.line.id === line && t.stops[0] === stop)
      .map((t) => t.times[0]!),
  );

describe('the model’s trips on a date', () => {
  it('runs FrontRunner on Saturday’s timetable and TRAX on the weekday’s on Memorial Day (UTA, Holiday Service)', () => {
    expect(lines('2026-05-25').has('frontrunner')).toBe(true);
    expect(firstFrom('2026-05-25', 'frontrunner', 'ogden')).toBe(firstFrom('2026-05-23', 'frontrunner', 'ogden'));
    expect(firstFrom('2026-05-25', 'green', 'airport')).toBe(firstFrom('2026-05-26', 'green', 'airport'));
  });

  it('runs no FrontRunner on Christmas, a Saturday in 2027 included (Wikipedia, FrontRunner)', () => {
    expect(lines('2026-12-25').has('frontrunner')).toBe(false);
    expect(lines('2027-12-25').has('frontrunner')).toBe(false);
    expect(lines('2027-12-24').has('frontrunner')).toBe(true);
  });

  it('runs the ski buses from the Winter Change Day, 6 Dec 2026 (UTA, Change Day)', () => {
    expect(lines('2026-12-05').has('skibus994')).toBe(false);
    expect(lines('2026-12-06').has('skibus994')).toBe(true);
    expect(lines('2027-12-15').has('skibus994')).toBe(false);
  });
});

describe('TRAX on a Sunday evening', () => {
  it('still has a train from the airport after 22:00, the last at 11:37 PM (UTA, December 2021 change day, via ABC4)', () => {
    const sunday = modelTrips('2026-12-06').filter((t) => t.line.id === 'green' && t.stops[0] === 'airport');
    const late = sunday.filter((t) => t.times[0]! > 22 * 60).map((t) => t.times[0]!);
    expect(late.length).toBeGreaterThan(0);
    expect(Math.max(...late)).toBe(23 * 60 + 37);
  });

  it('stops at 600 South between Courthouse and 900 South (opened 26 July 2022)', () => {
    const red = modelTrips('2026-12-07').find((t) => t.line.id === 'red')!;
    expect(red.stops.indexOf('600s')).toBe(red.stops.indexOf('courthouse') + (red.stops[0] === 'medcenter' ? 1 : -1));
  });
});
