import { describe, expect, it } from 'vitest';
import { closedInWinter, reachableOn, windowMonths, winterDriveLine } from './winter.ts';

const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' };

describe('winter lines', () => {
  it('names the months of a window', () => {
    expect(windowMonths({ from: '11-15', to: '05-25' })).toBe('Nov–May');
    expect(windowMonths({ from: '12-01', to: '05-14' })).toBe('Dec–May');
  });

  it('says a detour with its months and road, a closed place with the closure, and nothing for the rest', () => {
    expect(
      winterDriveLine({
        winterDriveTimeMinutes: 211,
        winterDriveTimeText: '3 hr 31 min',
        winterVia: 'US-40',
        seasonalClosure: { ...closure, from: '11-01', text: 'SR-35 closed in winter, usually Nov to late May' },
      }),
    ).toBe('Nov–May via US-40: 3 hr 31 min');
    expect(winterDriveLine({ winterDriveTimeMinutes: 70, winterDriveTimeText: '1 hr 10 min', winterVia: null, seasonalClosure: closure })).toBe(
      'Nov–May: 1 hr 10 min',
    );
    expect(winterDriveLine({ winterDriveTimeMinutes: null, winterDriveTimeText: null, winterVia: null, seasonalClosure: closure })).toBe(
      'Road closed in winter, usually mid-Nov to late May',
    );
    expect(winterDriveLine({ winterDriveTimeMinutes: 40, seasonalClosure: null })).toBeNull();
    expect(winterDriveLine({})).toBeNull();
  });

  it('is reachable on a date unless no open road reaches it and the date (in Utah) is inside the window', () => {
    const closed = { winterDriveTimeMinutes: null, seasonalClosure: closure };
    expect(closedInWinter(closed)).toBe(true);
    expect(closedInWinter({ winterDriveTimeMinutes: 211, seasonalClosure: closure })).toBe(false);
    expect(reachableOn(closed, new Date('2027-01-15T19:00:00Z'))).toBe(false);
    expect(reachableOn(closed, new Date('2027-07-15T19:00:00Z'))).toBe(true);
    expect(reachableOn({ winterDriveTimeMinutes: 211, seasonalClosure: closure }, new Date('2027-01-15T19:00:00Z'))).toBe(true);
    expect(reachableOn({}, new Date('2027-01-15T19:00:00Z'))).toBe(true);
  });
});
