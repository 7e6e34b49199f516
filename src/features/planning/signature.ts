/**
 * Signature sights (issue 39, docs/decisions/057-plans-an-expert-would-sign.md): what each park,
 * monument and region is known for, as the one-day lists of the guides name it (data/signature.json,
 * each mark with its sources and the date they were read). The stop value calls
 * {@link expertFactor}; the timeline shows {@link whyLine}; a plan that reaches a park names the
 * signature sights it leaves out ({@link missedSignatures}). Pure: the planner's worker imports it.
 */
import data from './data/signature.json' with { type: 'json' };
import { valueFactor } from './placeSense.ts';
import type { Itinerary, PlannerPlace } from './planning.ts';
import { asWritten, type Said, say } from '../../lib/messages/said.ts';

export type Mark = 'signature' | 'notable';
export type SightHour = 'sunrise' | 'sunset' | 'morning';

interface Sight {
  mark: Mark;
  park: string;
  why: string;
  when?: SightHour;
  /** The visit the guides give for the sight, where the catalogue's time covers a longer outing. */
  visit?: string;
  /** The park's one sight every list names first. */
  first?: boolean;
  sources: string[];
}

export const SIGHTS: Readonly<Record<string, Sight>> = data.sights as Record<string, Sight>;
/** The pages each mark was held against, by key. */
export const SIGHT_SOURCES: Readonly<Record<string, string>> = data.sources;
export const SIGHTS_CHECKED_ON: string = data.checkedOn;
/** Whole parks and districts: their stops are their sights (travelerKinds.ts keeps them out). */
export const AREA_IDS: ReadonlySet<string> = new Set(data.areas.ids);

/**
 * How much more a marked sight is worth than an unmarked place of the same rating: enough that a
 * signature sight an hour's detour away beats a good local one next door.
 */
export const MARK_WEIGHT: Readonly<Record<Mark, number>> = { signature: 3, notable: 1.6 };
/**
 * The weight of a park's first sight (decision 062): the one every list names first (Delicate
 * Arch, Mesa Arch) outweighs the park's other signature sights, so a short day or a hot one that
 * holds one long walk walks to it rather than to a longer trail beside it.
 */
export const FIRST_SIGHT_WEIGHT = 4;

export const markOf = (id: string): Mark | null => SIGHTS[id]?.mark ?? null;

/**
 * A marked sight outside the categories the traveler chose weighs at most this: less than the
 * category bonus, so a ski week skis and a museum day sees museums.
 */
export const OFF_CATEGORY_WEIGHT = 1.5;

/** The weight of a place's mark (1 for the rest) for a traveler who chose `categories`: what the shared stop value multiplies by. */
export function signatureWeight(place: Pick<PlannerPlace, 'id' | 'category'>, categories: readonly string[] = []): number {
  const mark = markOf(place.id);
  if (!mark) return 1;
  const asked = categories.length === 0 || categories.includes(place.category);
  const weight = SIGHTS[place.id]!.first ? FIRST_SIGHT_WEIGHT : MARK_WEIGHT[mark];
  return asked ? weight : Math.min(weight, OFF_CATEGORY_WEIGHT);
}

/**
 * The share of its value a place keeps in a month, times its mark's weight. A marked sight is
 * never demoted for its "best season" (that stays advice on the stop): the season is the reason
 * ordinary places rank lower, never the reason Delicate Arch is left out in June.
 */
export function expertFactor(place: Pick<PlannerPlace, 'id' | 'best' | 'kind' | 'category'>, month: number, categories: readonly string[] = []): number {
  if (!markOf(place.id)) return valueFactor(place, month);
  return valueFactor({ kind: place.kind, best: null }, month) * signatureWeight(place, categories);
}

/** The one line a stop shows on why it was chosen, or null for an unmarked place. */
export function whyLine(place: Pick<PlannerPlace, 'id'>): Said | null {
  const s = SIGHTS[place.id];
  if (!s) return null;
  // The guides' line is the data's English; the hour is ours (a line that names its hour keeps it).
  if (s.why.includes('sunset') || s.why.includes('sunrise') || (s.when !== 'sunset' && s.when !== 'sunrise')) return asWritten(s.why);
  return say(s.when === 'sunset' ? 'plan.why.sunset' : 'plan.why.sunrise', { why: s.why });
}

/** The "time needed" to plan for a place: the guides' visit of its sight where they give one, else the catalogue's. */
export const sightTime = (place: Pick<PlannerPlace, 'id' | 'timeNeeded'>): string => SIGHTS[place.id]?.visit ?? place.timeNeeded;

/** The hour the guides give for a sight, if any. */
export const sightHour = (id: string): SightHour | null => SIGHTS[id]?.when ?? null;

/** The parks, districts and regions the sights are grouped in ("a day in …" on /plan), by name. */
export const PARK_NAMES: readonly string[] = [...new Set(Object.values(SIGHTS).map((s) => s.park))].sort();

/**
 * A sight of the park the traveler chose for the day ("a day in Island in the Sky") weighs this
 * much more: from a base that serves two parks (Moab) the choice, not the ranking, says which.
 */
export const CHOSEN_PARK_WEIGHT = 2;

/** The weight of a place for a day in `park` (none chosen: 1). */
export const parkDayWeight = (place: Pick<PlannerPlace, 'id'>, park: string | undefined): number =>
  park !== undefined && SIGHTS[place.id]?.park === park ? CHOSEN_PARK_WEIGHT : 1;

/** The signature sights of a park (its display name in signature.json). */
export function signaturesOf(park: string): string[] {
  return Object.entries(SIGHTS)
    .filter(([, s]) => s.mark === 'signature' && s.park === park)
    .map(([id]) => id)
    .sort();
}

/**
 * The signature sights of the parks a plan reaches that it does not visit, with the reason:
 * `visited` the ids the plan visits, `places` the catalogue (for names), `why` the reason for a
 * sight (time, season, a closed road…), defaulting to the time.
 */
export function missedSignatures(
  visited: readonly string[],
  places: ReadonlyArray<Pick<PlannerPlace, 'id' | 'name'>>,
  reason: (id: string) => Said = () => say('plan.leftOut.noTimeInDays'),
): Said[] {
  const seen = new Set(visited);
  const parks = new Set(visited.flatMap((id) => (SIGHTS[id] ? [SIGHTS[id]!.park] : [])));
  // Most plans reach no park: no catalogue-wide lookup for them (issue 38).
  if (parks.size === 0) return [];
  const names = new Map(places.map((p) => [p.id, p.name]));
  const out: Said[] = [];
  for (const park of [...parks].sort())
    for (const id of signaturesOf(park)) {
      const name = names.get(id);
      if (!seen.has(id) && name)
        out.push(
          name.includes(park) ? say('plan.leftOut.sight', { name, reason: reason(id) }) : say('plan.leftOut.sightOfPark', { name, park, reason: reason(id) }),
        );
    }
  return out;
}

/** A day's plan with the signature sights of its parks that it leaves out (a trip shows its own list instead). */
export function withMissed(plan: Itinerary, places: ReadonlyArray<Pick<PlannerPlace, 'id' | 'name'>>): Itinerary {
  const leftOut = missedSignatures(
    plan.stops.map((s) => s.placeId),
    places,
    () => say('plan.leftOut.noTimeInDay'),
  );
  return leftOut.length ? { ...plan, leftOut } : plan;
}
