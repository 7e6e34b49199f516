// What a ready-made trip page shows (decision 052): the first plan's days as plain data, for a
// day plan (a layover) and a multi-day trip alike. Build-time only.
import type { Itinerary } from '../planner/planner.ts';
import type { PlanResponse } from '../planner/planRun.ts';
import type { TripNight } from '../planner/multiDay.ts';

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
    return plan ? [{ plan, night: null, sunrise: null, sunset: plan.sunset }] : [];
  }
  return response.result.days.map((plan) => ({ plan, night: null, sunrise: null, sunset: plan.sunset }));
}

/** "2 h 05", "45 min". */
export function hm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}
