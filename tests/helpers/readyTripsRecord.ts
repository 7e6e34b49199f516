/**
 * The ready-made trips' nights, stops and drives, as readyTrips.test.ts compares them with
 * src/features/trips/fixtures/ready-trips.json (decision 054). `node --import tsx
 * scripts/record-ready-trips.ts` records them; run it only when a change is meant to change the
 * trips, and say in the commit which trips changed and why.
 */
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import type { PlannerData, PlanResponse } from '../../src/features/planning/planning.ts';
import { plannerData } from '../../src/features/planning/plannerData.ts';
import { planReadyTrip, READY_TRIPS } from '../../src/features/trips/readyTrips.ts';

export const READY_TRIPS_FIXTURE = 'src/features/trips/fixtures/ready-trips.json';

export interface TripSummary {
  days: Array<{ date: string; night: string | null; drive: number; stops: string[] }>;
}

/** A multi-day response's trips as recorded; null for a day or favourites plan (not recorded). */
export function tripSummary(response: PlanResponse): TripSummary[] | null {
  if (!response.ok || response.kind !== 'trip') return null;
  return response.result.trips.map((t) => ({
    days: t.days.map((d) => ({ date: d.date, night: d.night?.town ?? null, drive: d.plan.driveMinutes, stops: d.plan.stops.map((s) => s.placeId) })),
  }));
}

/** The real catalogue as the planner reads it. */
export function catalogueData(): PlannerData {
  return plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
}

/** Every ready-made multi-day trip's summary, by slug. */
export function recordReadyTrips(data: PlannerData = catalogueData()): Record<string, TripSummary[]> {
  const trips: Record<string, TripSummary[]> = {};
  for (const trip of READY_TRIPS) {
    const summary = tripSummary(planReadyTrip(trip, data));
    if (summary) trips[trip.slug] = summary;
  }
  return trips;
}
