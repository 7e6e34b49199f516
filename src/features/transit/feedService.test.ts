import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { utahToInstant } from '../../lib/utahTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlanLeg, PlannerData, PlanResponse } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { feedNote, runCarFreePlan } from './carFreeRun.ts';
import { inWords } from '../../lib/messages/messages.ts';
import { feedOverModel, timetableBasis } from './feedService.ts';
import { readGtfs } from './gtfs.server.ts';
import type { TripSource } from './transitAccess.ts';
import { modelTrips, type VehicleTrip } from './service.ts';
import { encodeTimetable, type TimetableFile, tripSourceOf } from './timetableFile.ts';

// fixtures/gtfs-holiday: the Green Line's model service 09:00–12:00 as a UTA feed for 30 Nov–31 Dec
// 2026 (feed_info.txt): weekday, Saturday and Sunday services, Christmas Day (a Friday) run on the
// Sunday service by calendar_dates.txt, and from Monday 28 December a changed weekday service
// (stated in calendar_dates.txt alone: five minutes later, a third slower). fixtures/gtfs: the
// weekday service only.
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CHRISTMAS = '2026-12-25';
const CHANGE_DAY = '2026-12-28';
const ORDINARY = ['2026-12-03', '2026-12-05', '2026-12-06', '2026-12-21', '2026-12-24'];

let file: TimetableFile;
let feed: TripSource;
/** The same feed without calendar_dates.txt: its weekly services alone. */
let weeklyOnly: TripSource;
let data: PlannerData;

beforeAll(async () => {
  // Through the file /plan's car-free worker loads, as the site serves it.
  file = JSON.parse(JSON.stringify(encodeTimetable(await readGtfs(path.join(FIXTURES, 'gtfs-holiday')), 'holiday')));
  feed = tripSourceOf(file);
  weeklyOnly = tripSourceOf({ ...file, calendar: { ...file.calendar, exceptions: [] } });
  const catalogue = readCatalogue('supabase/seed/destinations');
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
}, 60_000);

const green = (trips: VehicleTrip[]) => trips.filter((t) => t.line.id === 'green');
const others = (trips: VehicleTrip[]) => trips.filter((t) => t.line.id !== 'green');
const firstFromAirport = (trips: VehicleTrip[]) =>
  Math.min(
    ...green(trips)
      .filter((t) => t.stops[0] === 'airport')
      .map((t) => t.times[0]!),
  );

describe('a GTFS feed over the model, per line and per date', () => {
  it('times the lines the feed carries by the feed, and every other line by the model', () => {
    for (const date of ORDINARY) {
      expect(others(feed(date)), date).toEqual(others(modelTrips(date)));
      expect(
        green(feed(date)).every((t) => t.times[0]! >= 540 && t.times[0]! <= 720),
        date,
      ).toBe(true);
    }
    expect(green(feed('2026-12-03'))).toHaveLength(26); // every 15 minutes, both ways
    expect(timetableBasis(feed, '2026-12-03')).toMatchObject({ covered: true, feedLines: ['green'] });
    expect(timetableBasis(feed, '2026-12-03')!.modelLines).toContain('frontrunner');
  });

  it('runs the feed’s Sunday service on the holiday and the changed service from the change day on', () => {
    expect(firstFromAirport(feed('2026-12-24'))).toBe(9 * 60); // 09:00, weekday
    expect(firstFromAirport(feed(CHRISTMAS))).toBe(9 * 60 + 7); // 09:07, Sunday
    expect(green(feed(CHRISTMAS))).toHaveLength(12); // every 30 minutes
    expect(firstFromAirport(feed(CHANGE_DAY))).toBe(9 * 60 + 5);
    expect(firstFromAirport(feed('2026-12-31'))).toBe(9 * 60 + 5);
    // Without calendar_dates.txt the same dates run the weekday service.
    expect(firstFromAirport(weeklyOnly(CHRISTMAS))).toBe(9 * 60);
    expect(firstFromAirport(weeklyOnly(CHANGE_DAY))).toBe(9 * 60);
  });

  it('runs none of a line the feed carries on a date it gives that line no service', async () => {
    const weekdaysOnly = feedOverModel(await readGtfs(path.join(FIXTURES, 'gtfs')));
    expect(green(weekdaysOnly('2026-12-05'))).toEqual([]); // a Saturday, inside the feed's dates
    expect(others(weekdaysOnly('2026-12-05'))).toEqual(others(modelTrips('2026-12-05')));
  });

  it('falls back to the model on a date the feed does not cover, and says so', () => {
    for (const date of ['2026-11-27', '2027-01-04']) {
      expect(feed(date), date).toEqual(modelTrips(date));
      expect(timetableBasis(feed, date)).toMatchObject({ covered: false, feedLines: [], feedFrom: '2026-11-30', feedTo: '2026-12-31' });
    }
    expect(inWords(feedNote(feed, '2027-01-04'), 'en')).toBe(
      "Timed by this guide's model of the transit service: the operator's timetable runs from Monday, November 30, 2026 to Thursday, December 31, 2026, not on this date.",
    );
    expect(feedNote(feed, CHRISTMAS)).toBeUndefined();
    expect(feedNote(modelTrips, '2027-01-04')).toBeUndefined(); // no feed configured: nothing to say
  });
});

// A layover from Airport Station inside the fixture's hours: back by 12:30 for a 14:00 flight.
const layover = (date: string) => `?date=${date}&time=09:30&flight=14:00&car=0&walk=15&cat=Cultural+%26+Historic`;
const dayPlan = (r: PlanResponse) => {
  if (!r.ok || r.kind !== 'day') throw new Error(`expected a day plan, got ${JSON.stringify(r)}`);
  return r.result;
};
const rides = (r: PlanResponse): PlanLeg[] => {
  const it = dayPlan(r).itineraries[0]!;
  return [...it.stops.flatMap((s) => s.legs ?? []), ...(it.carFree?.back ?? [])].filter((l) => l.kind === 'ride');
};

describe('a car-free day on the feed’s calendar', () => {
  it('plans ordinary days as the feed’s weekly services do: calendar_dates.txt changes nothing there', () => {
    for (const date of ORDINARY) {
      const plan = runCarFreePlan(layover(date), data, feed);
      expect(rides(plan).length, date).toBeGreaterThan(0);
      expect(plan, date).toEqual(runCarFreePlan(layover(date), data, weeklyOnly));
    }
  });

  it('plans Christmas Day on the Sunday service: the first train at 09:37, not 09:30', () => {
    const plan = runCarFreePlan(layover(CHRISTMAS), data, feed);
    expect(plan).not.toEqual(runCarFreePlan(layover(CHRISTMAS), data, weeklyOnly));
    expect(rides(plan)[0]).toMatchObject({ from: 'Airport Station', depart: utahToInstant(CHRISTMAS, '09:37') });
    expect(rides(runCarFreePlan(layover(CHRISTMAS), data, weeklyOnly))[0]).toMatchObject({ depart: utahToInstant(CHRISTMAS, '09:30') });
  });

  it('plans the change day on the changed service: the first train at 09:35, and slower', () => {
    const plan = runCarFreePlan(layover(CHANGE_DAY), data, feed);
    const before = runCarFreePlan(layover(CHANGE_DAY), data, weeklyOnly);
    expect(plan).not.toEqual(before);
    const [first] = rides(plan);
    const [was] = rides(before);
    expect(first).toMatchObject({ from: 'Airport Station', depart: utahToInstant(CHANGE_DAY, '09:35') });
    expect(was).toMatchObject({ from: 'Airport Station', depart: utahToInstant(CHANGE_DAY, '09:30') });
    if (first!.to === was!.to) expect(first!.arrive - first!.depart).toBeGreaterThan(was!.arrive - was!.depart);
  });

  it('plans a date outside the feed on the model, saying so in the plan', () => {
    const date = '2027-01-04';
    const plan = dayPlan(runCarFreePlan(layover(date), data, feed));
    const model = dayPlan(runCarFreePlan(layover(date), data, modelTrips));
    expect(plan.itineraries[0]!.warnings).toEqual([...model.itineraries[0]!.warnings, feedNote(feed, date)]);
    expect({ ...plan, itineraries: plan.itineraries.map((it) => ({ ...it, warnings: [] })) }).toEqual({
      ...model,
      itineraries: model.itineraries.map((it) => ({ ...it, warnings: [] })),
    });
    expect(dayPlan(runCarFreePlan(layover('2026-12-03'), data, feed)).itineraries[0]!.warnings).toEqual([]);
  });
});
