import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueData, READY_TRIPS_FIXTURE, tripSummary } from '../../../tests/helpers/readyTripsRecord.ts';
import type { PlannerData, PlanResponse } from '../planning/planning.ts';
import { parsePlanQuery } from '../planning/planning.schema.ts';
import { utahClock12 } from '../../lib/format.ts';
import { planReadyTrip, READY_TRIPS, visitedIds } from './readyTrips.ts';

const lastDayBack = (r: PlanResponse): number | undefined =>
  !r.ok
    ? undefined
    : r.kind === 'trip'
      ? r.result.trips[0]?.days.at(-1)?.plan.back
      : r.kind === 'day'
        ? r.result.itineraries[0]?.back
        : r.result.days.at(-1)?.back;

// Every ready-made trip plans on the real catalogue and visits what its title promises, and plans
// the nights, stops and drives recorded in fixtures/ready-trips.json (decision 054 lists the
// trips the one day model and the one stop value changed, with their new answers). The fixture
// records: `node --import tsx scripts/record-ready-trips.ts "<why>"` rewrites it from the engine.
const RECORDED = JSON.parse(fs.readFileSync(READY_TRIPS_FIXTURE, 'utf8')).trips;
let data: PlannerData;
beforeAll(() => {
  data = catalogueData();
});

describe('ready-made trips', () => {
  it('are 10 to 12, with unique slugs and valid dated queries', () => {
    expect(READY_TRIPS.length).toBeGreaterThanOrEqual(10);
    expect(READY_TRIPS.length).toBeLessThanOrEqual(12);
    expect(new Set(READY_TRIPS.map((t) => t.slug)).size).toBe(READY_TRIPS.length);
    for (const t of READY_TRIPS) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const q = parsePlanQuery(t.query);
      expect(q.success, t.slug).toBe(true);
      expect(q.data?.date && q.data.time, t.slug).toBeTruthy();
    }
  });

  it.each(READY_TRIPS.map((t) => [t.slug, t] as const))('%s plans and visits what its title promises', (_slug, trip) => {
    const response = planReadyTrip(trip, data);
    expect(response.ok, JSON.stringify(response)).toBe(true);
    const ids = visitedIds(response);
    for (const id of trip.visits) expect(ids, id).toContain(id);
    // Its text matches its timeline (issue 39): a time back at the airport in the summary is the plan's.
    const back = /back at the airport at (\d{1,2}:\d{2} [AP]M)/.exec(trip.summary)?.[1];
    if (back) expect(utahClock12(lastDayBack(response)!), trip.slug).toBe(back);
    const summary = tripSummary(response);
    if (summary) expect(summary).toEqual(RECORDED[trip.slug]);
    else expect(RECORDED[trip.slug], trip.slug).toBeUndefined();
  });
});
