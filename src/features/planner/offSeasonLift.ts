/**
 * A ski hill out of its lift season (issue 48, "what a visit is"; decision 137): the catalogue's "Full day" at a ski
 * area is a day of skiing. Out of the lift season (placeSense.ts LIFT_MONTHS) nobody skis: the lifts carry hikers and
 * mountain bikers, or a scenic ride, for a few hours (the catalogue's own texts: Brian Head, Snowbird, Sundance, Park
 * City Mountain). A one-day plan then gives it a visit of at most {@link OFF_SEASON_LIFT_MINUTES}, and it is worth those
 * hours, not a ski day's: a July day from the airport had planned Snowbird for seven and a half hours. A trip's days
 * keep the catalogue's visit (their nights are chosen on it; decision 120 keeps its walks to one-day plans likewise).
 */
import { LIFT_MONTHS } from '../planning/placeSense.ts';
import type { PlannerPlace } from '../planning/planning.ts';

/**
 * The longest summer visit of a ski hill, in minutes: Brian Head's lift-served trail "can take up to 3 hours to
 * finish depending on hiking pace" (brianhead.com/summer/packing, read 2026-12-07); a scenic ride is shorter.
 */
export const OFF_SEASON_LIFT_MINUTES = 180;

/** The minutes a one-day plan gives a place in `month`: a ski area out of its lift season at most {@link OFF_SEASON_LIFT_MINUTES}; anything else its `visit`. */
export function offSeasonLift(place: Pick<PlannerPlace, 'kind'>, visit: number | null, month: number | undefined): number | null {
  if (visit === null || place.kind !== 'ski-area' || month === undefined || LIFT_MONTHS.includes(month)) return visit;
  return Math.min(visit, OFF_SEASON_LIFT_MINUTES);
}
