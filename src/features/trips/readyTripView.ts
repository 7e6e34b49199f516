// What a ready-made trip page shows (decision 052): the first plan's days as plain data, for a
// day plan (a layover) and a multi-day trip alike. Build-time only.
import { formatDuration } from '../../lib/format.ts';
import type { Itinerary, PlannerData, PlannerPlace, PlanResponse, TripNight } from '../planning/planning.ts';
import { type ReadyCarFreePlan, readyCarFreePlans } from '../transit/readyCarFree.ts';
import type { TripSource } from '../transit/transitAccess.ts';
import { planReadyTrip, type ReadyTrip } from './readyTrips.ts';

export interface SheetDay {
  plan: Itinerary;
  night: TripNight | null;
  sunrise: number | null;
  sunset: number | null;
}

/** The days of the response's first plan; empty when it planned nothing. */
export function sheetDays(response: PlanResponse): SheetDay[] {
  if (!response.ok) return [];
  if (response.kind === 'trip') return response.result.trips[0]?.days.map(({ plan, night, sunrise, sunset }) => ({ plan, night, sunrise, sunset })) ?? [];
  if (response.kind === 'day') {
    const plan = response.result.itineraries[0];
    return plan ? [{ plan, night: null, sunrise: plan.sunrise ?? null, sunset: plan.sunset }] : [];
  }
  return response.result.days.map((plan) => ({ plan, night: null, sunrise: plan.sunrise ?? null, sunset: plan.sunset }));
}

/** "2 hr 5 min", "45 min": the site's one duration style (decision 082). */
export const hm = (minutes: number): string => formatDuration(minutes);

const planned = new Map<string, SheetDay[]>();

/**
 * A ready-made trip's days, planned once a build for its three pages (English, French, Spanish:
 * decision 102); the catalogue does not change within a build.
 */
export function readyTripDays(trip: ReadyTrip, data: PlannerData): SheetDay[] {
  let days = planned.get(trip.slug);
  if (!days) {
    days = sheetDays(planReadyTrip(trip, data));
    planned.set(trip.slug, days);
  }
  return days;
}

const carFreePlanned = new Map<string, ReadyCarFreePlan[]>();

/** A ready-made trip's days without a car (issue 36), planned once a build for its three pages as its days are. */
export function readyCarFreeDays(slug: string, places: readonly PlannerPlace[], source: TripSource): ReadyCarFreePlan[] {
  let plans = carFreePlanned.get(slug);
  if (!plans) {
    plans = readyCarFreePlans(slug, places, source);
    carFreePlanned.set(slug, plans);
  }
  return plans;
}
