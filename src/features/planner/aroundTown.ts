/**
 * A day from a town explores around it (issue 48, decision 100): on a day that starts and ends in
 * the same town with no park chosen, a place's value halves for every {@link AROUND_HALF_LIFE}
 * minutes its drive from the town lies beyond {@link AROUND} minutes, so Cedar City's day is Cedar
 * Breaks and the festival rather than Bryce Canyon, and Price's days are its own canyons rather than Canyonlands.
 * A trip from a town back to it measures from that town, beyond the nights' free radius
 * (multiDay.ts): its days stay in the region the nights stay in. "A day in" a park asks for that
 * park, and a day between two towns for the road between them: neither decays.
 * Decision 106: a park's marked sights keep that reach only from the park's gateway; a region's
 * half-day highlight may be visited for a third of the day; a town's center is no end but a place to see.
 */
import { haversineMiles } from '../../lib/geo.ts';
import { NIGHT_TOWNS } from '../planning/nights.ts';
import { AIRPORT_LABEL, type PlanInput, type PlannerPlace } from '../planning/planning.ts';
import { dayStopMinutes } from '../planning/placeSense.ts';
import { SIGHTS, type Sight, sightOf } from '../planning/signature.ts';
import { regionWeight } from '../planning/tiers.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';

/** Minutes from the town within which a place keeps its whole value. */
export const AROUND = 60;
/** Minutes beyond {@link AROUND} over which a place's value halves. */
export const AROUND_HALF_LIFE = 30;

/** The share of its value a place `out` minutes from the town keeps on a day around it (`free`: minutes more it keeps it all). */
export const aroundFactor = (out: number, free = 0): number => (out <= AROUND + free ? 1 : 0.5 ** ((out - AROUND - free) / AROUND_HALF_LIFE));

/**
 * Decision 106: a town is a park's gateway when the park's nearest marked sight lies within this
 * many minutes (Springdale, Tropic, Torrey, Moab for Arches and Island in the Sky). From a town
 * farther off, the park's marked sights keep their whole value only within {@link OFF_GATEWAY_REACH}
 * minutes, not {@link AROUND}: Kanab's day is Moqui Cave and the Coral Pink dunes, not Zion an hour away.
 */
export const GATEWAY_MINUTES = 45;
export const OFF_GATEWAY_REACH = 30;

/** How a day weighs a place by where it lies: from its id and its drive out from the day's start (minutes), a share of its value. */
export type AroundRule = (placeId: string, out: number) => number;

/**
 * How a day weighs places: around a town (a day that starts and ends in one town, no park chosen,
 * or a day of a trip based in a town: `rule`), by where they lie and by their notability tiers
 * (planning/tiers.ts), or, between two places, by the park marks alone. The airport is an arrival, not
 * a town to explore (decision 092): a layover's day is not a day around it. `sight`: a place's mark
 * by id, staff's corrections with the file's (signature.ts sightById, decision 118).
 */
export function dayAround(
  input: Pick<PlanInput, 'from' | 'park'>,
  loop: boolean,
  rule?: AroundRule,
  nearest: (park: string) => number = () => 0,
  elsewhere: (placeId: string) => boolean = () => false,
  sight: (placeId: string) => Sight | undefined = (id) => SIGHTS[id],
): { around: AroundRule; tiers: boolean } {
  if (rule) return { around: rule, tiers: true };
  if (loop && input.park === undefined && input.from !== AIRPORT_LABEL) {
    const free = reachBeyond(nearest, elsewhere, sight);
    return { around: (id, out) => aroundFactor(out, free(id)), tiers: true };
  }
  return { around: () => 1, tiers: false };
}

/**
 * The minutes a place's whole value reaches beyond (or, negative, short of) {@link AROUND} from a town, by id:
 * a park's marked sights away from its gateway (decision 106) and another base's places (decision 108) keep
 * only {@link OFF_GATEWAY_REACH}. `nearest`: the drive to a park's nearest marked sight, asked once per park.
 */
export function reachBeyond(
  nearest: (park: string) => number,
  elsewhere: (placeId: string) => boolean,
  sight: (placeId: string) => Sight | undefined = (id) => SIGHTS[id],
): (placeId: string) => number {
  const near = new Map<string, number>();
  return (id) => {
    const park = sight(id)?.park;
    if (park === undefined) return elsewhere(id) ? OFF_GATEWAY_REACH - AROUND : 0;
    if (!near.has(park)) near.set(park, nearest(park));
    return near.get(park)! <= GATEWAY_MINUTES ? 0 : OFF_GATEWAY_REACH - AROUND;
  };
}

/** The catalogue's visits that may be shortened: a half day or less ("Full day" is an outing of its own: a byway, a ski hill). */
const HALF_DAY = 300;
/** A short visit of a big place lasts at least this many minutes. */
export const SHORT_VISIT = 120;
/** Categories whose visit is the doing (a ride, a ski day, a sanctuary tour): never shortened. */
const DOINGS: readonly string[] = ['Skiing & Winter', 'Activities & Recreation', 'Family Fun'];

/**
 * The minutes a day around a town plans for a place (decision 106): a region's highlight (its tier
 * weighs, in the categories asked for) whose catalogue visit is a half day is planned for a third of
 * the day, at least {@link SHORT_VISIT}, when that is shorter: a five-hour afternoon from St. George
 * drives Snow Canyon and walks one trail rather than skipping it for four stops in town. Not a
 * scenic drive (its visit is the road), a day's doing or a ski hill. Elsewhere: the visit as given.
 */
export function dayVisit(
  place: PlannerPlace,
  visit: number | null,
  budget: number,
  tiers: boolean,
  categories: readonly string[] = [],
  month?: number,
  walks = false,
): number | null {
  // Decision 120: on a one-day plan (`walks`), a district, a main street or a plaza is a short walk. A trip's days keep
  // the catalogue's visit until its night search weighs walks too (their shorter days moved the nights: the ski week lost Powder Mountain).
  const shaped = walks ? dayStopMinutes(place, visit) : visit;
  if (shaped !== visit) return shaped;
  if (visit === null || !tiers || visit > HALF_DAY || regionWeight(place, categories, month) <= 1) return visit;
  if (place.traits?.includes('drive') || place.kind === 'ski-area' || DOINGS.includes(place.category)) return visit;
  return Math.min(visit, Math.max(SHORT_VISIT, Math.round(budget / 3 / 15) * 15));
}

/** The drive from the start to each park's nearest marked sight, by park name, from `outOf` (minutes). */
export function parkNearest(places: readonly PlannerPlace[], outOf: (place: PlannerPlace) => number): (park: string) => number {
  return (park) => places.reduce((least, p) => (sightOf(p)?.park === park ? Math.min(least, outOf(p)) : least), Infinity);
}

/**
 * Decision 108: whether a place is another base's, {@link NEARER} times nearer (as the crow flies) to
 * another of the towns a trip sleeps in (nights.ts) than to the day's start `from`: on a day around a town it keeps
 * its whole value only within {@link OFF_GATEWAY_REACH}, as a park's sights do away from its gateway,
 * so Cedar City's day stays in Iron County rather than driving 48 minutes to St. George's museums.
 */
/** How many times nearer another base a place must lie to be its (a crow's line crosses mountains: Alta is nearer Park City than Sandy). */
export const NEARER = 2;
export function otherBase(places: readonly PlannerPlace[], from: { name: string; lat: number; lng: number }): (placeId: string) => boolean {
  // Built on first use: a trip's days and a day between two towns never ask (planDay makes one for every day it plans).
  let byId: Map<string, PlannerPlace> | null = null;
  let towns: Array<{ lat: number; lng: number }> = [];
  const memo = new Map<string, boolean>();
  return (id) => {
    if (byId === null) {
      byId = new Map(places.map((p) => [p.id, p]));
      towns = NIGHT_TOWNS.filter((t) => t !== from.name).map((t) => UTAH_TOWNS[t]!);
    }
    const p = byId.get(id);
    if (!p) return false;
    if (!memo.has(id)) {
      const here = haversineMiles(p.lat, p.lng, from.lat, from.lng);
      memo.set(
        id,
        towns.some((t) => NEARER * haversineMiles(p.lat, p.lng, t.lat, t.lng) < here),
      );
    }
    return memo.get(id)!;
  };
}

/** Whether a day's start or end is a town's center (its sights there are stops), not a place or the airport. */
export const isTownCenter = (name: string): boolean => Object.hasOwn(UTAH_TOWNS, name);
