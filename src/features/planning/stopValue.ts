/**
 * The value of a stop (decision 054): the one rule by which the day search ranks its stops and
 * the night search weighs what a day between two towns can hold, so a trip is chosen and planned
 * by the same judgment. Pure.
 */
import { kindVisit } from './placeSense.ts';
import { regionWeight } from './tiers.ts';
import { CATEGORY_BONUS, DEFAULT_RATING, type Pace, type PlannerPlace, pacedMinutes, REPEAT_FACTOR } from './planning.ts';
import { CHOSEN_PARK_WEIGHT, expertFactor, MARK_WEIGHT, markOf, signatureWeight, sightOf, sightTime } from './signature.ts';
import { dayInWeight } from './dayIn.ts';
import { focusWeight } from './travelerKinds.ts';

/** What a stop's value depends on besides the place. */
export interface StopContext {
  /** Minutes of the visit ({@link stopVisit}). */
  visit: number;
  /** The categories asked for: a stop in one of them is worth {@link CATEGORY_BONUS} times more. */
  categories: readonly string[];
  /** The month (1–12) of the visit; absent for favourites, which the visitor chose whatever the season. */
  month?: number | undefined;
  /** What the travelers came for ("I'm here for", travelerKinds.ts); none: every kind alike. */
  focus?: readonly string[] | undefined;
  /** The park or area the day is for ("a day in", dayIn.ts DAY_IN_NAMES), if the traveler chose one. */
  park?: string | undefined;
  /** Whether the notability tiers weigh the stop (tiers.ts): on a day around a town, not on the road between two (decision 100). */
  tiers?: boolean | undefined;
}

/**
 * A stop's minutes at the pace, capped for its kind (a venue seen from outside), or null when the
 * catalogue says nothing usable. A marked sight takes the guides' visit where they give one
 * (signature.ts sightTime: Landscape Arch, not the whole Devils Garden loop).
 */
export function stopVisit(place: Pick<PlannerPlace, 'id' | 'timeNeeded' | 'kind' | 'mark'>, pace: Pace): number | null {
  const paced = pacedMinutes(sightTime(place), pace);
  return paced === null ? null : kindVisit(place, paced);
}

/**
 * A marked sight's value counts its visit up to this many minutes (decision 062): what makes it
 * worth the drive is the sight, not the length of the walk, so Devils Garden's 2–5 hour trail
 * does not outweigh Delicate Arch, the arch every Arches list names first, by its hours alone.
 */
export const MARKED_VISIT_CAP = 120;

/**
 * A day of doing one thing in a category the traveler chose (the catalogue's "Full day" at a ski
 * resort, an amusement park, a river trip) is the day they asked for (decision 062): it is worth
 * its hours as the same hours in two-hour stops would be (h/√2), not √h, so a ski week skis rather
 * than filling the day with a planetarium and a mall. Sights and history are not such days: their
 * "Full day" is the drive or the remoteness (a byway, the North Rim), so they keep √h.
 */
const FULL_DAY = /^full day/i;
const DAY_ACTIVITIES: readonly string[] = ['Skiing & Winter', 'Activities & Recreation', 'Family Fun'];
const fillsTheDay = (place: Pick<PlannerPlace, 'category' | 'timeNeeded'>) => DAY_ACTIVITIES.includes(place.category) && FULL_DAY.test(place.timeNeeded);

/**
 * A stop's value: rating × category match × √(visit hours), times its mark (a signature sight
 * weighs most, decision 057) and its share in the month (placeSense.ts valueFactor, which never
 * demotes a marked sight: signature.ts expertFactor), times what the travelers came for.
 */
export function stopValue(
  place: Pick<PlannerPlace, 'id' | 'rating' | 'category' | 'best' | 'kind' | 'traits' | 'timeNeeded' | 'park' | 'mark'>,
  ctx: StopContext,
): number {
  const match = ctx.categories.length > 0 && ctx.categories.includes(place.category) ? CATEGORY_BONUS : 1;
  const hours = (markOf(place) ? Math.min(ctx.visit, MARKED_VISIT_CAP) : ctx.visit) / 60;
  const value = (place.rating ?? DEFAULT_RATING) * match * (match > 1 && fillsTheDay(place) ? hours / Math.SQRT2 : Math.sqrt(hours));
  const region = ctx.tiers ? regionWeight(place, ctx.categories, ctx.month) : 1;
  // A region's highlight, like a park's sight, is never demoted for its best season (decision 100): Temple Square in September.
  // A summer outing on the water is (decision 120): Bear Lake's marina is no January highlight.
  // So is the signature sight of an area the day is in (decision 129, the only weight above CHOSEN_PARK_WEIGHT): Temple Square in July.
  const chosen = dayInWeight(place, ctx.park);
  const highlight = region > 1 || chosen > CHOSEN_PARK_WEIGHT;
  const seasonal = highlight && !place.traits?.includes('water') ? { ...place, best: null, months: null } : place;
  const marked = ctx.month === undefined ? signatureWeight(place, ctx.categories) : expertFactor(seasonal, ctx.month, ctx.categories);
  return value * marked * region * focusWeight(place, ctx.focus) * chosen;
}

/**
 * The variety rule of one day (decision 062), asked stop by stop in the order the day counts them
 * (best first): each further stop of a category keeps {@link REPEAT_FACTOR} of the one before, so
 * three museums make a dull day. The signature sights of the day's park (the park of its best
 * signature sight) are exempt, neither halved nor counted: a day in Arches is four natural wonders,
 * each a reason of its own to come. Another park's signature sight weighs that day as an ordinary
 * place (its mark divided out) and counts as a repeat: a day stays in one park, as the guides'
 * days do, rather than collecting the short sights of two with the drive between them.
 */
export function varietyRule(): (place: Pick<PlannerPlace, 'id' | 'category' | 'mark'>) => number {
  const seen = new Map<string, number>();
  let park: string | null = null;
  return (place) => {
    const sight = sightOf(place);
    let mark = 1;
    if (sight?.mark === 'signature') {
      park ??= sight.park;
      if (sight.park === park) return 1;
      mark = 1 / MARK_WEIGHT.signature;
    }
    const n = seen.get(place.category) ?? 0;
    seen.set(place.category, n + 1);
    return mark * REPEAT_FACTOR ** n;
  };
}
