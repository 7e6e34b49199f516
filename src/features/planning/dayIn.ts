/**
 * "A day in" an area beyond the five parks (issue 48, decision 129): the national monuments and
 * state parks, the towns a traveler bases a day in and the catalogue's regions, each with its places
 * and its signature sights (data/dayIn.json, with the pages they were read on). The five parks and
 * their districts stay signature.json's (a park's day is its marked sights, decision 057); this
 * module answers for both, so the day search asks one question whichever was chosen. Pure: the
 * planner's worker imports it.
 */
import data from './data/dayIn.json' with { type: 'json' };
import { haversineMiles } from '../../lib/geo.ts';
import type { PlannerPlace } from './planning.ts';
import { CHOSEN_PARK_WEIGHT, MARK_WEIGHT, type Marked, PARK_NAMES, parkDayWeight, signaturesOf, sightOf } from './signature.ts';

/** How the /plan form groups an area: a national monument or state park, a town (with its valley or canyon), a region. */
export type AreaGroup = 'monument' | 'town' | 'region';

/** A circle of an area: its center (a catalogue place or a town of roads/towns.ts), that center's point and its reach in miles. */
export interface AreaCircle {
  center: string;
  at: [number, number];
  miles: number;
}

export interface DayArea {
  /** The key of its words (dayIn.area.<id>). */
  id: string;
  /** Its English name: the value of /plan's `park=`. */
  name: string;
  group: AreaGroup;
  /** What its own pages name first (their addresses: data/dayInPlaces.json): each one of its places, of tier 1 or 2. */
  signature: string[];
  /** A town's or monument's circle (as the crow flies) and a second one where it has one (Logan's Bear Lake). */
  center?: string;
  at?: [number, number];
  miles?: number;
  also?: AreaCircle[];
  /** A region's places, by id. */
  places?: string[];
}

export const DAY_AREAS: readonly DayArea[] = data.areas as DayArea[];

/** Every area a day may be "in", by its URL name, beyond the parks of signature.json. */
export const AREA_NAMES: readonly string[] = DAY_AREAS.map((a) => a.name);

/** The values /plan's `park=` takes: the parks and districts of signature.json (today's URLs), then the areas. */
export const DAY_IN_NAMES: readonly [string, ...string[]] = [...PARK_NAMES, ...AREA_NAMES] as [string, ...string[]];

/** A place as an area reads it: its id, and its point where the area is a circle. */
export type AreaPlace = Pick<PlannerPlace, 'id'> & Partial<Pick<PlannerPlace, 'lat' | 'lng'>>;

const within = (c: Pick<AreaCircle, 'at' | 'miles'>, place: AreaPlace): boolean =>
  place.lat !== undefined && place.lng !== undefined && haversineMiles(c.at[0], c.at[1], place.lat, place.lng) <= c.miles;

/** Whether a place lies in an area: one of a region's places, or within one of a town's or monument's circles. */
export function inArea(area: DayArea, place: AreaPlace): boolean {
  if (area.places) return area.places.includes(place.id);
  return within({ at: area.at!, miles: area.miles! }, place) || (area.also ?? []).some((c) => within(c, place));
}

type AreaSets = { area: DayArea; has: (place: AreaPlace) => boolean; signature: ReadonlySet<string> };
const BY_NAME: ReadonlyMap<string, AreaSets> = new Map(
  DAY_AREAS.map((area) => {
    const places = area.places ? new Set(area.places) : null;
    const has = places ? (place: AreaPlace) => places.has(place.id) : (place: AreaPlace) => inArea(area, place);
    return [area.name, { area, has, signature: new Set(area.signature) }];
  }),
);

/** The area of a `park=` value, or undefined for a park of signature.json (or none). */
export const areaNamed = (name: string | undefined): DayArea | undefined => (name === undefined ? undefined : BY_NAME.get(name)?.area);

/**
 * The weight of a place on a day "in" `park` (none chosen: 1). A park of signature.json: its marked
 * sights weigh {@link CHOSEN_PARK_WEIGHT} (decision 057, unchanged). An area: each of its places weighs
 * {@link CHOSEN_PARK_WEIGHT}, and its signature sights a signature mark's weight more, so the day goes
 * there for what its pages name first.
 */
export function dayInWeight(place: Marked & AreaPlace, park: string | undefined): number {
  const sets = park === undefined ? undefined : BY_NAME.get(park);
  if (!sets) return parkDayWeight(place, park);
  if (!sets.has(place)) return 1;
  return sets.signature.has(place.id) ? CHOSEN_PARK_WEIGHT * MARK_WEIGHT.signature : CHOSEN_PARK_WEIGHT;
}

/** The signature sights of the park or area the day is in (none chosen: none). */
export function dayInSignatures(park: string | undefined, places: readonly Marked[]): ReadonlySet<string> {
  if (park === undefined) return new Set();
  return BY_NAME.get(park)?.signature ?? new Set(signaturesOf(park, places));
}

/**
 * Whether a place lies in the park or area chosen for the day: one of an area's places; for a park,
 * one of its marked sights or an unmarked place of the same National Park Service unit (Sand Dune
 * Arch's neighbors; not another park's sight). `ranked`: the day's candidates, which name the units.
 */
export function inDayOf(park: string | undefined, ranked: ReadonlyArray<{ place: PlannerPlace }>): (place: PlannerPlace) => boolean {
  if (!park) return () => false;
  const sets = BY_NAME.get(park);
  if (sets) return sets.has;
  const codes = new Set(ranked.flatMap((c) => (sightOf(c.place)?.park === park && c.place.park ? [c.place.park] : [])));
  return (place) => sightOf(place)?.park === park || (sightOf(place) === undefined && place.park !== undefined && codes.has(place.park));
}

/**
 * Whether a day keeps to the park or area chosen: a park's day spends at least half its visiting time
 * in the park (issue 48); an area's day stays in it, every stop one of its places (the drive there and
 * back is the day's own, asked for).
 */
export function keepsToDay(
  park: string | undefined,
  stops: ReadonlyArray<{ place: PlannerPlace; visit: number }>,
  visit: number,
  inDay: (place: PlannerPlace) => boolean,
): boolean {
  if (BY_NAME.has(park ?? '')) return stops.every((s) => inDay(s.place));
  return 2 * stops.reduce((t, s) => t + (inDay(s.place) ? s.visit : 0), 0) >= visit;
}

/** Within this many minutes of its nearest signature sight a day starts in the area: the page names no drive there. */
export const IN_AREA_MINUTES = 15;

/**
 * What a day plan says of the area it is in (PlanResult.dayIn): its name and the minutes one way to its
 * nearest signature sight (`toPark`: there and back), 0 from within it; nothing for a park of signature.json
 * or when none of its signature sights fits the day.
 */
export function dayInResult(park: string | undefined, toPark: number): { dayIn?: { name: string; driveThere: number } } {
  if (!areaNamed(park) || !Number.isFinite(toPark)) return {};
  const there = Math.round(toPark / 2);
  return { dayIn: { name: park!, driveThere: there < IN_AREA_MINUTES ? 0 : there } };
}
