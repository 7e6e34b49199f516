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

export interface Sight {
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

/** A place as the marks read it: its id, and staff's corrected mark where it carries one (decision 118). */
export type Marked = Pick<PlannerPlace, 'id' | 'mark'>;

/**
 * The sight a place is: staff's corrected mark (decision 118) over signature.json's, the one place the
 * two are merged. A corrected sight keeps the file's hour and visit; it stays its park's first sight
 * only as a signature sight of the same park. `'none'`: not a marked sight.
 */
export function sightOf(place: Marked): Sight | undefined {
  const m = place.mark;
  const file = SIGHTS[place.id];
  if (m === undefined) return file;
  if (m === 'none') return undefined;
  const first = file?.first === true && m.mark === 'signature' && file.park === m.park;
  return { ...file, mark: m.mark, park: m.park, why: m.why, sources: file?.sources ?? [], first };
}

/** The places of a data file that carry a correction, by id, with their sights: made once per array. */
const correctedIn = new WeakMap<readonly Marked[], ReadonlyMap<string, Sight | undefined>>();

/**
 * The sight of an id among `places` (the planner's data: a correction one of them carries wins over
 * the file), for the rules that hold an id rather than a place.
 */
export function sightById(places: readonly Marked[]): (id: string) => Sight | undefined {
  let corrected = correctedIn.get(places);
  if (!corrected) {
    corrected = new Map(places.flatMap((p) => (p.mark === undefined ? [] : [[p.id, sightOf(p)] as const])));
    correctedIn.set(places, corrected);
  }
  const map = corrected;
  return map.size === 0 ? (id) => SIGHTS[id] : (id) => (map.has(id) ? map.get(id) : SIGHTS[id]);
}

export const markOf = (place: Marked): Mark | null => sightOf(place)?.mark ?? null;

/** A place's mark as signature.json gives it, with the pages it was held against and the day they were read: what staff's correction overrides (decision 118). */
export function markOnFile(id: string): { mark: Mark | 'none'; park: string | null; why: string | null; sources: string[]; checkedOn: string } {
  const s = SIGHTS[id];
  const sources = (s?.sources ?? []).flatMap((key) => (SIGHT_SOURCES[key] ? [SIGHT_SOURCES[key]!] : []));
  return { mark: s?.mark ?? 'none', park: s?.park ?? null, why: s?.why ?? null, sources, checkedOn: SIGHTS_CHECKED_ON };
}

/**
 * A marked sight outside the categories the traveler chose weighs at most this: less than the
 * category bonus, so a ski week skis and a museum day sees museums.
 */
export const OFF_CATEGORY_WEIGHT = 1.5;

/** The weight of a place's mark (1 for the rest) for a traveler who chose `categories`: what the shared stop value multiplies by. */
export function signatureWeight(place: Pick<PlannerPlace, 'id' | 'category' | 'mark'>, categories: readonly string[] = []): number {
  const sight = sightOf(place);
  if (!sight) return 1;
  const asked = categories.length === 0 || categories.includes(place.category);
  const weight = sight.first ? FIRST_SIGHT_WEIGHT : MARK_WEIGHT[sight.mark];
  return asked ? weight : Math.min(weight, OFF_CATEGORY_WEIGHT);
}

/**
 * The share of its value a place keeps in a month, times its mark's weight. A marked sight is
 * never demoted for its "best season" (that stays advice on the stop): the season is the reason
 * ordinary places rank lower, never the reason Delicate Arch is left out in June.
 */
export function expertFactor(
  place: Pick<PlannerPlace, 'id' | 'best' | 'kind' | 'category' | 'mark'>,
  month: number,
  categories: readonly string[] = [],
): number {
  if (!markOf(place)) return valueFactor(place, month);
  return valueFactor({ kind: place.kind, best: null }, month) * signatureWeight(place, categories);
}

/** The one line a stop shows on why it was chosen, or null for an unmarked place. */
export function whyLine(place: Marked): Said | null {
  const s = sightOf(place);
  if (!s) return null;
  // The guides' line is the data's English; the hour is ours (a line that names its hour keeps it).
  if (s.why.includes('sunset') || s.why.includes('sunrise') || (s.when !== 'sunset' && s.when !== 'sunrise')) return asWritten(s.why);
  return say(s.when === 'sunset' ? 'plan.why.sunset' : 'plan.why.sunrise', { why: s.why });
}

/** The "time needed" to plan for a place: the guides' visit of its sight where they give one, else the catalogue's. */
export const sightTime = (place: Pick<PlannerPlace, 'id' | 'timeNeeded' | 'mark'>): string => sightOf(place)?.visit ?? place.timeNeeded;

/** The hour the guides give for a sight, if any. */
export const sightHour = (place: Marked): SightHour | null => sightOf(place)?.when ?? null;

/** The parks, districts and regions the sights are grouped in ("a day in …" on /plan), by name. */
export const PARK_NAMES: readonly string[] = [...new Set(Object.values(SIGHTS).map((s) => s.park))].sort();

/**
 * A sight of the park the traveler chose for the day ("a day in Island in the Sky") weighs this
 * much more: from a base that serves two parks (Moab) the choice, not the ranking, says which.
 */
export const CHOSEN_PARK_WEIGHT = 2;

/** The weight of a place for a day in `park` (none chosen: 1). */
export const parkDayWeight = (place: Marked, park: string | undefined): number =>
  park !== undefined && sightOf(place)?.park === park ? CHOSEN_PARK_WEIGHT : 1;

/** The signature sights of a park (its display name in signature.json), with the corrections `places` carry. */
export function signaturesOf(park: string, places: readonly Marked[] = []): string[] {
  const sight = sightById(places);
  const ids = new Set([...Object.keys(SIGHTS), ...places.flatMap((p) => (p.mark === undefined ? [] : [p.id]))]);
  return [...ids].filter((id) => sight(id)?.mark === 'signature' && sight(id)!.park === park).sort();
}

/**
 * The signature sights of the parks a plan reaches that it does not visit, with the reason:
 * `visited` the ids the plan visits, `places` the catalogue (for names), `why` the reason for a
 * sight (time, season, a closed road…), defaulting to the time.
 */
export function missedSignatures(
  visited: readonly string[],
  places: ReadonlyArray<Pick<PlannerPlace, 'id' | 'name' | 'mark'>>,
  reason: (id: string) => Said = () => say('plan.leftOut.noTimeInDays'),
): Said[] {
  const seen = new Set(visited);
  const sight = sightById(places);
  const parks = new Set(visited.flatMap((id) => (sight(id) ? [sight(id)!.park] : [])));
  // Most plans reach no park: no catalogue-wide lookup for them (issue 38).
  if (parks.size === 0) return [];
  const names = new Map(places.map((p) => [p.id, p.name]));
  const out: Said[] = [];
  for (const park of [...parks].sort())
    for (const id of signaturesOf(park, places)) {
      const name = names.get(id);
      if (!seen.has(id) && name)
        out.push(
          name.includes(park) ? say('plan.leftOut.sight', { name, reason: reason(id) }) : say('plan.leftOut.sightOfPark', { name, park, reason: reason(id) }),
        );
    }
  return out;
}

/** A day's plan with the signature sights of its parks that it leaves out (a trip shows its own list instead). */
export function withMissed(plan: Itinerary, places: ReadonlyArray<Pick<PlannerPlace, 'id' | 'name' | 'mark'>>): Itinerary {
  const leftOut = missedSignatures(
    plan.stops.map((s) => s.placeId),
    places,
    () => say('plan.leftOut.noTimeInDay'),
  );
  return leftOut.length ? { ...plan, leftOut } : plan;
}
