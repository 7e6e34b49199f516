/**
 * A day from a town explores around it (issue 48, decision 100): on a day that starts and ends in
 * the same town with no park chosen, a place's value halves for every {@link AROUND_HALF_LIFE}
 * minutes its drive from the town lies beyond {@link AROUND} minutes, so Cedar City's day is Cedar
 * Breaks and the festival rather than Bryce Canyon, and Price's days are its own canyons rather than Canyonlands.
 * A trip from a town back to it measures from that town, beyond the nights' free radius
 * (multiDay.ts): its days stay in the region the nights stay in. "A day in" a park asks for that
 * park, and a day between two towns for the road between them: neither decays.
 */
import { AIRPORT_LABEL, type PlanInput } from '../planning/planning.ts';

/** Minutes from the town within which a place keeps its whole value. */
export const AROUND = 60;
/** Minutes beyond {@link AROUND} over which a place's value halves. */
export const AROUND_HALF_LIFE = 30;

/** The share of its value a place `out` minutes from the town keeps on a day around it (`free`: minutes more it keeps it all). */
export const aroundFactor = (out: number, free = 0): number => (out <= AROUND + free ? 1 : 0.5 ** ((out - AROUND - free) / AROUND_HALF_LIFE));

/** How a day weighs a place by where it lies: from its id and its drive out from the day's start (minutes), a share of its value. */
export type AroundRule = (placeId: string, out: number) => number;

/**
 * How a day weighs places: around a town (a day that starts and ends in one town, no park chosen,
 * or a day of a trip based in a town: `rule`), by where they lie and by their notability tiers
 * (planning/tiers.ts), or, between two places, by the park marks alone. The airport is an arrival, not
 * a town to explore (decision 092): a layover's day is not a day around it.
 */
export function dayAround(input: Pick<PlanInput, 'from' | 'park'>, loop: boolean, rule?: AroundRule): { around: AroundRule; tiers: boolean } {
  if (rule) return { around: rule, tiers: true };
  if (loop && input.park === undefined && input.from !== AIRPORT_LABEL) return { around: (_id, out) => aroundFactor(out), tiers: true };
  return { around: () => 1, tiers: false };
}
