/**
 * The value of a stop (decision 054): the one rule by which the day search ranks its stops and
 * the night search weighs what a day between two towns can hold, so a trip is chosen and planned
 * by the same judgement. Pure.
 */
import { kindVisit } from './placeSense.ts';
import { CATEGORY_BONUS, DEFAULT_RATING, type Pace, type PlannerPlace, pacedMinutes } from './planner.ts';
import { expertFactor, signatureWeight } from './signature.ts';
import { focusWeight } from './travelerKinds.ts';

/** What a stop's value depends on besides the place. */
export interface StopContext {
  /** Minutes of the visit ({@link stopVisit}). */
  visit: number;
  /** The categories asked for: a stop in one of them is worth {@link CATEGORY_BONUS} times more. */
  categories: readonly string[];
  /** The month (1–12) of the visit; absent for favourites, which the visitor chose whatever the season. */
  month?: number | undefined;
  /** What the travellers came for ("I'm here for", travelerKinds.ts); none: every kind alike. */
  focus?: readonly string[] | undefined;
}

/** A stop's minutes at the pace, capped for its kind (a venue seen from outside), or null when the catalogue says nothing usable. */
export function stopVisit(place: Pick<PlannerPlace, 'timeNeeded' | 'kind'>, pace: Pace): number | null {
  const paced = pacedMinutes(place.timeNeeded, pace);
  return paced === null ? null : kindVisit(place, paced);
}

/**
 * A stop's value: rating × category match × √(visit hours), times its mark (a signature sight
 * weighs most, decision 057) and its share in the month (placeSense.ts valueFactor, which never
 * demotes a marked sight: signature.ts expertFactor), times what the travellers came for.
 */
export function stopValue(place: Pick<PlannerPlace, 'id' | 'rating' | 'category' | 'best' | 'kind' | 'traits'>, ctx: StopContext): number {
  const match = ctx.categories.length > 0 && ctx.categories.includes(place.category) ? CATEGORY_BONUS : 1;
  const value = (place.rating ?? DEFAULT_RATING) * match * Math.sqrt(ctx.visit / 60);
  const marked = ctx.month === undefined ? signatureWeight(place, ctx.categories) : expertFactor(place, ctx.month, ctx.categories);
  return value * marked * focusWeight(place, ctx.focus);
}
