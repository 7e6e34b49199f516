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
