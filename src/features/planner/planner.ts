/**
 * "I have N hours": the trip planner (docs/decisions/022-trip-planner.md).
 *
 * Pure TypeScript over the drive-time model's own road graph: every drive is a Dijkstra on
 * `roadNetwork.ts` from the leg's start, joined to the graph at access points and local legs
 * by the same rules as the nearby-attractions drives (`nearby.ts`), never a straight line and
 * never a place's stored drive time from the airport. Deterministic: every choice breaks ties
 * by destination id, nothing depends on the clock but the `leave` instant passed in.
 *
 * Runs in a web worker on /plan and in the unit tests on the real catalogue.
 */
import { getTimes } from 'suncalc';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { LOCAL_DETOUR_FACTOR, localLegMinutes, shortestPaths } from '../roads/driveTime.ts';
import { type Access, accessPoints, DIRECT_HOP_MILES } from '../roads/nearby.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { AIRPORT_NODE_ID, ROAD_NODES } from '../roads/roadNetwork.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';

export const AIRPORT_LABEL = 'Salt Lake City International Airport';
export const MY_LOCATION_LABEL = 'My location';
export const PACES = ['relaxed', 'normal', 'packed'] as const;
export type Pace = (typeof PACES)[number];
/** A visit's "time needed" is multiplied by this for each pace. */
export const PACE_FACTOR: Readonly<Record<Pace, number>> = { relaxed: 1.25, normal: 1, packed: 0.75 };
/** "A whole day": ten hours out, e.g. 8:00 to 18:00. */
export const WHOLE_DAY_HOURS = 10;
/** At most this many stops in one plan (Google Maps directions take 9 waypoints). */
export const MAX_STOPS = 6;
/** How many of the best single stops are tried in multi-stop loops. */
export const POOL_SIZE = 36;
/** Points lost per hour at the wheel: driving is the price of a stop, not its value. */
export const DRIVE_PENALTY_PER_HOUR = 1;
/** A stop in one of the chosen categories is worth this much more. */
export const CATEGORY_BONUS = 2;
/** Each further stop of a category already in the plan is worth this fraction of the previous. */
export const REPEAT_FACTOR = 0.5;
/** Rating assumed for a place the catalogue has not rated. */
export const DEFAULT_RATING = 3.5;
/** A place this close to the start or end is where you already are, not a stop. */
const AT_SAME_PLACE_MILES = 0.25;
/** Categories spent outdoors, where darkness matters. */
const OUTDOOR = new Set(['Natural Wonders', 'Activities & Recreation', 'Skiing & Winter']);

/** One place as the planner needs it: the compact build-time JSON of /plan-data.json. */
export interface PlannerPlace {
  id: string;
  name: string;
  lat: number;
  lng: number;
  category: string;
  rating: number | null;
  timeNeeded: string;
  hours: string | null;
  /** Access points [road-node id, minutes from the place to that node] (nearby.ts's rule). */
  access: Array<[string, number]>;
  /** Extra minutes of an unpaved last stretch, at each arrival and departure. */
  extra: number;
}

export interface PlannerData {
  /** Road-graph fingerprint: the data file and the worker must come from the same build. */
  graph: string;
  places: PlannerPlace[];
}

export interface PlanInput {
  from: string;
  near?: { lat: number; lng: number } | undefined;
  /** Where the day ends; empty for back at the start. */
  to: string;
  /** Departure instant (ms since the epoch). */
  leave: number;
  hours: number | 'day';
  categories: readonly string[];
  pace: Pace;
}

export interface PlanPoint {
  name: string;
  lat: number;
  lng: number;
  /** The catalogue id when the point is a destination. */
  placeId?: string;
}

export interface PlanStop extends PlanPoint {
  placeId: string;
  category: string;
  rating: number | null;
  /** Minutes of driving from the previous point. */
  driveMinutes: number;
  arrive: number;
  depart: number;
  visitMinutes: number;
  hours: string | null;
  warnings: string[];
}

export interface Itinerary {
  start: PlanPoint;
  end: PlanPoint;
  leave: number;
  stops: PlanStop[];
  /** Minutes from the last stop to the end. */
  finalDriveMinutes: number;
  back: number;
  driveMinutes: number;
  visitMinutes: number;
  score: number;
  sunset: number | null;
  warnings: string[];
}

export interface PlanResult {
  start: PlanPoint;
  end: PlanPoint;
  budgetMinutes: number;
  sunset: number | null;
  itineraries: Itinerary[];
}

export class PlanInputError extends Error {}

// ---------------------------------------------------------------------------------------
// Time needed
// ---------------------------------------------------------------------------------------

/**
 * Minutes of a visit at normal pace from the catalogue's "time needed": the middle of a range
 * ("1-2 hours" → 90), a half day 4 hours, a full day 6; multi-day places ("2-3 days") are
 * planned as one full day. Null when the text says nothing usable.
 */
export function visitMinutes(timeNeeded: string): number | null {
  const t = timeNeeded.toLowerCase();
  if (t.startsWith('half day to full day')) return 300;
  if (t.startsWith('half day')) return 240;
  if (t.startsWith('full day') || /^\d+(?:\s*-\s*\d+)?\s*days?\b/.test(t)) return 360;
  if (t.startsWith('under 1 hour')) return 45;
  const m = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(hours?|minutes?)/.exec(t);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  const unit = m[3]!.startsWith('hour') ? 60 : 1;
  return Math.round(((lo + hi) / 2) * unit);
}

/** A visit's minutes at a pace, rounded to 5 minutes (at least 15). */
export function pacedMinutes(timeNeeded: string, pace: Pace): number | null {
  const base = visitMinutes(timeNeeded);
  if (base === null) return null;
  return Math.max(15, Math.round((base * PACE_FACTOR[pace]) / 5) * 5);
}

// ---------------------------------------------------------------------------------------
// Hours and daylight
// ---------------------------------------------------------------------------------------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

/**
 * Warnings from a place's published hours for a visit on a Utah weekday and month. The
 * catalogue's hours are free text; only the patterns it really uses are read (closed on
 * Sundays, a single market day, a seasonal month range), and anything else is shown as text.
 */
export function hoursWarnings(hours: string | null, weekday: number, month: number): string[] {
  if (!hours) return [];
  const h = hours.toLowerCase();
  const out: string[] = [];
  if (/closed sundays?/.test(h) && weekday === 0) out.push('Closed on Sundays');
  if (/^saturday/.test(h) && weekday !== 6) out.push('Open on Saturdays only');
  if (/^sundays?\b/.test(h) && weekday !== 0) out.push('Open on Sundays only');
  const season =
    /(?:seasonal|open)[^.;]*?\b(january|february|march|april|may|june|july|august|september|october|november|december)\s*(?:-|–|to)\s*(january|february|march|april|may|june|july|august|september|october|november|december)/.exec(
      h,
    );
  if (season) {
    const from = monthIndex(season[1]!) + 1;
    const to = monthIndex(season[2]!) + 1;
    const inSeason = from <= to ? month >= from && month <= to : month >= from || month <= to;
    if (!inSeason)
      out.push(
        `Seasonal: open ${MONTHS[from - 1]![0]!.toUpperCase()}${MONTHS[from - 1]!.slice(1)} to ${MONTHS[to - 1]![0]!.toUpperCase()}${MONTHS[to - 1]!.slice(1)}`,
      );
  }
  return out;
}

/** Sunrise and sunset (instants) of the Utah day of `instant` at a point. */
export function sunTimes(instant: number, lat: number, lng: number): { sunrise: number | null; sunset: number | null } {
  // suncalc takes the solar day of the date given: ask at local noon (19:00 UTC is noon in Utah).
  const { date } = utahParts(instant);
  const noon = new Date(`${date}T19:00:00Z`);
  const t = getTimes(noon, lat, lng);
  return { sunrise: t.sunrise?.getTime() ?? null, sunset: t.sunset?.getTime() ?? null };
}

// ---------------------------------------------------------------------------------------
// The road model between points
// ---------------------------------------------------------------------------------------

interface Node {
  point: PlanPoint;
  access: Access[];
  extra: number;
}

const nodeIndex = new Map(ROAD_NODES.map((n, i) => [n.id, i]));

function placeNode(p: PlannerPlace): Node {
  const access: Access[] = [];
  for (const [id, minutes] of p.access) {
    const node = nodeIndex.get(id);
    if (node !== undefined) access.push({ node, minutes, chord: 0 });
  }
  return { point: { name: p.name, lat: p.lat, lng: p.lng, placeId: p.id }, access, extra: p.extra };
}

function pointNode(name: string, lat: number, lng: number): Node {
  return { point: { name, lat, lng }, access: accessPoints(lat, lng), extra: 0 };
}

/** Minutes from the node of a settled tree to another node, by road (nearby.ts's rule). */
function legFrom(tree: Float64Array, from: Node, to: Node): number {
  let minutes = Infinity;
  for (const a of to.access) minutes = Math.min(minutes, tree[a.node]! + a.minutes);
  const chord = haversineMiles(from.point.lat, from.point.lng, to.point.lat, to.point.lng);
  if (chord <= DIRECT_HOP_MILES) minutes = Math.min(minutes, localLegMinutes(chord * LOCAL_DETOUR_FACTOR));
  return minutes + from.extra + to.extra;
}

const treeOf = (n: Node): Float64Array => shortestPaths(n.access.map((a) => ({ node: a.node, minutes: a.minutes }))).minutes;

/** Resolves a start or end label: the airport, "My location", a Utah town or a catalogue place. */
export function resolvePoint(label: string, places: readonly PlannerPlace[], near?: { lat: number; lng: number }): { node: Node; place?: PlannerPlace } {
  const key = label.trim().toLowerCase();
  if (key === AIRPORT_LABEL.toLowerCase() || key === 'airport' || key === 'slc airport') {
    const airport = ROAD_NODES[nodeIndex.get(AIRPORT_NODE_ID)!]!;
    return {
      node: {
        point: { name: AIRPORT_LABEL, lat: airport.lat, lng: airport.lng },
        access: [{ node: nodeIndex.get(AIRPORT_NODE_ID)!, minutes: 0, chord: 0 }],
        extra: 0,
      },
    };
  }
  if (key === MY_LOCATION_LABEL.toLowerCase()) {
    if (!near || !Number.isFinite(near.lat) || !Number.isFinite(near.lng)) throw new PlanInputError('"My location" needs the browser’s location');
    if (near.lat < 35 || near.lat > 43 || near.lng < -116 || near.lng > -107)
      throw new PlanInputError('Your location is outside the area of our road map (Utah and its neighbours)');
    return { node: pointNode(MY_LOCATION_LABEL, near.lat, near.lng) };
  }
  const town = Object.keys(UTAH_TOWNS).find((t) => t.toLowerCase() === key);
  if (town) {
    const p = UTAH_TOWNS[town]!;
    return { node: pointNode(town, p.lat, p.lng) };
  }
  const place = places.find((p) => p.name.toLowerCase() === key || p.id === key);
  if (place) return { node: placeNode(place), place };
  throw new PlanInputError(`Unknown place "${label}": choose the airport, a Utah town or a destination from the list`);
}

// ---------------------------------------------------------------------------------------
// Scoring and search
// ---------------------------------------------------------------------------------------

interface Candidate {
  place: PlannerPlace;
  node: Node;
  visit: number;
  /** Value of the stop before the variety rule. */
  value: number;
  /** Rounded drives from the start and to the end. */
  out: number;
  back: number;
  tree?: Float64Array;
}

/** A stop's value: rating × category match × √(visit hours). */
export function stopValue(place: Pick<PlannerPlace, 'rating' | 'category'>, visit: number, categories: readonly string[]): number {
  const match = categories.length > 0 && categories.includes(place.category) ? CATEGORY_BONUS : 1;
  return (place.rating ?? DEFAULT_RATING) * match * Math.sqrt(visit / 60);
}

/** Plan score: the stops' values, each further stop of a category halved, minus the driving. */
function scoreOf(route: readonly Candidate[], driveMinutes: number): number {
  const seen = new Map<string, number>();
  let total = 0;
  // The variety rule counts the best stops of a category first, so order does not matter.
  for (const c of [...route].sort((a, b) => b.value - a.value || a.place.id.localeCompare(b.place.id))) {
    const n = seen.get(c.place.category) ?? 0;
    seen.set(c.place.category, n + 1);
    total += c.value * REPEAT_FACTOR ** n;
  }
  return total - (driveMinutes / 60) * DRIVE_PENALTY_PER_HOUR;
}

interface Route {
  stops: Candidate[];
  legs: number[];
  drive: number;
  visit: number;
  score: number;
}

/** A route of these stops and drives (legs[0] from the start, the last to the end), totalled and scored. */
function routeOf(stops: Candidate[], legs: number[]): Route {
  const drive = legs.reduce((s, x) => s + x, 0);
  const visit = stops.reduce((s, c) => s + c.visit, 0);
  return { stops, legs, drive, visit, score: scoreOf(stops, drive) };
}

/** The day's time in minutes, where it starts and ends (the end is the start unless `to` is given), and the drives from each. */
function dayFrame(data: PlannerData, input: PlanInput) {
  const budget = (input.hours === 'day' ? WHOLE_DAY_HOURS : input.hours) * 60;
  const start = resolvePoint(input.from, data.places, input.near);
  const end = input.to.trim() === '' ? start : resolvePoint(input.to, data.places, input.near);
  const startTree = treeOf(start.node);
  const endTree = end === start ? startTree : treeOf(end.node);
  return { budget, start, end, startTree, endTree };
}

/**
 * Plans the day: up to three different itineraries that fit the time, best first.
 *
 * 1. One Dijkstra from the start (and one from the end when it differs) gives the drive to
 *    every place; a place fits alone when out + visit + back ≤ the hours.
 * 2. The {@link POOL_SIZE} best single stops by score seed loops; each loop grows by
 *    cheapest insertion (the stop and position adding the most score per extra minute) while
 *    it still fits, with drives between stops from a Dijkstra per pooled place.
 * 3. Loops and single stops are ranked by score; a plan is kept only if it shares at most a
 *    third of its stops with each plan already kept and its main stop is different.
 * Every drive is rounded to the minute before the totals, so the timeline adds up exactly.
 */
export function planDay(data: PlannerData, input: PlanInput): PlanResult {
  const { budget, start, end, startTree, endTree } = dayFrame(data, input);
  const excluded = new Set([start.place?.id, end.place?.id].filter(Boolean));
  // A place where the day starts or ends (the catalogue lists the airport itself) is no stop.
  const atEnds = (p: PlannerPlace) => [start.node.point, end.node.point].some((q) => haversineMiles(p.lat, p.lng, q.lat, q.lng) < AT_SAME_PLACE_MILES);

  const fits: Array<Candidate & { single: number }> = [];
  for (const place of data.places) {
    if (excluded.has(place.id) || atEnds(place)) continue;
    const visit = pacedMinutes(place.timeNeeded, input.pace);
    if (visit === null || visit > budget) continue;
    const node = placeNode(place);
    if (node.access.length === 0) continue;
    const out = Math.round(legFrom(startTree, start.node, node));
    const back = Math.round(legFrom(endTree, end.node, node));
    if (out + visit + back > budget) continue;
    const value = stopValue(place, visit, input.categories);
    fits.push({ place, node, visit, value, out, back, single: value - ((out + back) / 60) * DRIVE_PENALTY_PER_HOUR });
  }
  fits.sort((a, b) => b.single - a.single || a.place.id.localeCompare(b.place.id));
  const pool = fits.slice(0, POOL_SIZE);
  for (const c of pool) c.tree = treeOf(c.node);
  const poolIndex = new Map(pool.map((c, i) => [c.place.id, i]));
  // Drives between pooled places, rounded: legs[i][j] from pool[i] to pool[j].
  const between = pool.map((a) => pool.map((b) => (a === b ? 0 : Math.round(legFrom(a.tree!, a.node, b.node)))));

  const evaluate = (stops: Candidate[]): Route => {
    const legs: number[] = [stops[0]!.out];
    for (let k = 1; k < stops.length; k++) legs.push(between[poolIndex.get(stops[k - 1]!.place.id)!]![poolIndex.get(stops[k]!.place.id)!]!);
    legs.push(stops.at(-1)!.back);
    return routeOf(stops, legs);
  };

  const routes: Route[] = fits.slice(0, POOL_SIZE * 2).map((c) => {
    const legs = [c.out, c.back];
    return { stops: [c], legs, drive: c.out + c.back, visit: c.visit, score: scoreOf([c], c.out + c.back) };
  });
  for (const seed of pool) {
    let route = evaluate([seed]);
    for (;;) {
      if (route.stops.length >= MAX_STOPS) break;
      let bestRoute: Route | null = null;
      let bestRate = 0;
      const used = new Set(route.stops.map((s) => s.place.id));
      for (const c of pool) {
        if (used.has(c.place.id)) continue;
        for (let pos = 0; pos <= route.stops.length; pos++) {
          const stops = [...route.stops.slice(0, pos), c, ...route.stops.slice(pos)];
          const next = evaluate(stops);
          if (next.drive + next.visit > budget) continue;
          const gain = next.score - route.score;
          if (gain <= 0) continue;
          const rate = gain / (next.drive + next.visit - route.drive - route.visit || 1);
          if (rate > bestRate || (rate === bestRate && bestRoute && next.stops.map((s) => s.place.id).join() < bestRoute.stops.map((s) => s.place.id).join())) {
            bestRate = rate;
            bestRoute = next;
          }
        }
      }
      if (!bestRoute) break;
      route = bestRoute;
    }
    routes.push(route);
  }

  const key = (r: Route) => r.stops.map((s) => s.place.id).join('>');
  routes.sort((a, b) => b.score - a.score || key(a).localeCompare(key(b)));
  const main = (r: Route) => [...r.stops].sort((a, b) => b.value - a.value || a.place.id.localeCompare(b.place.id))[0]!.place.id;
  const chosen: Route[] = [];
  for (const r of routes) {
    if (chosen.length === 3) break;
    const ids = new Set(r.stops.map((s) => s.place.id));
    const different = chosen.every((c) => {
      const shared = c.stops.filter((s) => ids.has(s.place.id)).length;
      return shared <= Math.floor(Math.max(c.stops.length, ids.size) / 3) && main(c) !== main(r);
    });
    if (different) chosen.push(r);
  }

  const sun = sunTimes(input.leave, start.node.point.lat, start.node.point.lng);
  return {
    start: start.node.point,
    end: end.node.point,
    budgetMinutes: budget,
    sunset: sun.sunset,
    itineraries: chosen.map((r) => timeline(r, start.node.point, end.node.point, input.leave, sun)),
  };
}

/** Lays a route out in time from `leave`, with its warnings. */
function timeline(route: Route, start: PlanPoint, end: PlanPoint, leave: number, sun: { sunrise: number | null; sunset: number | null }): Itinerary {
  const MIN = 60_000;
  let clock = leave;
  const stops: PlanStop[] = route.stops.map((c, k) => {
    const drive = route.legs[k]!;
    const arrive = clock + drive * MIN;
    const depart = arrive + c.visit * MIN;
    clock = depart;
    const { weekday, month } = utahParts(arrive);
    const warnings = hoursWarnings(c.place.hours, weekday, month);
    if (OUTDOOR.has(c.place.category)) {
      if (sun.sunset !== null && depart > sun.sunset)
        warnings.push(arrive >= sun.sunset ? 'After dark: the sun has set before you arrive' : 'Darkness: the sun sets during this visit');
      else if (sun.sunrise !== null && arrive < sun.sunrise) warnings.push('Before sunrise: it is still dark when you arrive');
    }
    return {
      name: c.place.name,
      lat: c.place.lat,
      lng: c.place.lng,
      placeId: c.place.id,
      category: c.place.category,
      rating: c.place.rating,
      driveMinutes: drive,
      arrive,
      depart,
      visitMinutes: c.visit,
      hours: c.place.hours,
      warnings,
    };
  });
  const finalDrive = route.legs.at(-1)!;
  const back = clock + finalDrive * MIN;
  const warnings: string[] = [];
  if (sun.sunset !== null && back > sun.sunset) warnings.push('You drive back after sunset');
  return {
    start,
    end,
    leave,
    stops,
    finalDriveMinutes: finalDrive,
    back,
    driveMinutes: route.drive,
    visitMinutes: route.visit,
    score: Math.round(route.score * 100) / 100,
    sunset: sun.sunset,
    warnings,
  };
}

// ---------------------------------------------------------------------------------------
// "Plan a day with my favourites"
// ---------------------------------------------------------------------------------------

export interface FavouriteDays {
  start: PlanPoint;
  end: PlanPoint;
  budgetMinutes: number;
  days: Itinerary[];
  /** Favourites no single day can hold (or unknown to the catalogue), with the reason. */
  unplaced: Array<{ id: string; name: string; reason: string }>;
}

/** The same Utah clock time `days` calendar days later (right across a daylight-saving change). */
function sameTimeLater(instant: number, days: number): number {
  const { date, time } = utahParts(instant);
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return utahToInstant(next.toISOString().slice(0, 10), time);
}

/**
 * Orders favourites into feasible days, one day after another at the same departure time:
 * each day starts from the farthest favourite left (the hardest to fit), then adds the others by
 * cheapest insertion (the fewest extra minutes) while the day still fits. A favourite that does
 * not fit even alone is listed, not forced in.
 */
export function planFavouriteDays(data: PlannerData, input: PlanInput, ids: readonly string[]): FavouriteDays {
  const { budget, start, end, startTree, endTree } = dayFrame(data, input);
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const unplaced: FavouriteDays['unplaced'] = [];
  const left: Candidate[] = [];
  for (const id of [...new Set(ids)].sort()) {
    const place = byId.get(id);
    if (!place) {
      unplaced.push({ id, name: id, reason: 'Not in the catalogue any more' });
      continue;
    }
    const node = placeNode(place);
    const visit = pacedMinutes(place.timeNeeded, input.pace) ?? 60;
    const out = Math.round(legFrom(startTree, start.node, node));
    const back = Math.round(legFrom(endTree, end.node, node));
    if (out + visit + back > budget) {
      unplaced.push({ id, name: place.name, reason: `Needs ${Math.ceil((out + visit + back) / 60)} hours with the drives: more than one day` });
      continue;
    }
    left.push({ place, node, visit, value: stopValue(place, visit, input.categories), out, back, tree: treeOf(node) });
  }
  const between = (a: Candidate, b: Candidate) => Math.round(legFrom(a.tree!, a.node, b.node));
  const evaluate = (stops: Candidate[]): Route => {
    const legs = [stops[0]!.out, ...stops.slice(1).map((s, k) => between(stops[k]!, s)), stops.at(-1)!.back];
    return routeOf(stops, legs);
  };
  const sun = (instant: number) => sunTimes(instant, start.node.point.lat, start.node.point.lng);
  const days: Itinerary[] = [];
  while (left.length > 0) {
    left.sort((a, b) => b.out + b.back - (a.out + a.back) || a.place.id.localeCompare(b.place.id));
    let route = evaluate([left.shift()!]);
    for (;;) {
      let best: { route: Route; k: number } | null = null;
      left.forEach((c, k) => {
        for (let pos = 0; pos <= route.stops.length; pos++) {
          const next = evaluate([...route.stops.slice(0, pos), c, ...route.stops.slice(pos)]);
          if (next.drive + next.visit > budget) continue;
          if (!best || next.drive + next.visit < best.route.drive + best.route.visit) best = { route: next, k };
        }
      });
      if (!best) break;
      const { route: next, k } = best as { route: Route; k: number };
      route = next;
      left.splice(k, 1);
    }
    const dayLeave = sameTimeLater(input.leave, days.length);
    days.push(timeline(route, start.node.point, end.node.point, dayLeave, sun(dayLeave)));
  }
  return { start: start.node.point, end: end.node.point, budgetMinutes: budget, days, unplaced };
}
