/**
 * The shared planning core's types and constants (decision 093): the request and result types both
 * planners answer with, the car engine (src/features/planner, "I have N hours", decision 022) and the
 * car-free one (src/features/transit, decision 060), so the page draws and exports one shape. The core
 * imports neither engine, and the engines never import each other (dependency-cruiser rules).
 *
 * Beside it, one job per file (issue 26): `graphJoin.ts` joins points to the road graph,
 * `stopValue.ts` weighs a stop and its visit, `placeSense.ts` and `rightHour.ts` know a place's
 * clock, `daylight.ts` the sun, `nights.ts` the night towns, `planning.schema.ts` reads the plan
 * URL; the catalogue's prose (time needed, hours) is read by `destinations/hours.ts`.
 * Deterministic: every choice breaks ties by destination id, nothing depends on the clock but the
 * `leave` instant passed in.
 */
import type { LiveClosures, Season } from '../roads/day.ts';
import { type Calendar, visitMinutes } from '../destinations/hours.ts';
import { type Said, say } from '../../lib/messages/said.ts';

export const AIRPORT_LABEL = 'Salt Lake City International Airport';
export const MY_LOCATION_LABEL = 'My location';
export const PACES = ['relaxed', 'normal', 'packed'] as const;
export type Pace = (typeof PACES)[number];
/** A visit's "time needed" is multiplied by this for each pace. */
export const PACE_FACTOR: Readonly<Record<Pace, number>> = { relaxed: 1.25, normal: 1, packed: 0.75 };
/** "A whole day": ten hours out, e.g. 8:00 to 18:00. */
export const WHOLE_DAY_HOURS = 10;
/** Issue 48's bars, one for both planners: a day's moving share (at the wheel, or riding) and the stops two choices may share. */
export const MOVING_SHARE = 0.45;
export const CHOICES_SHARED = 0.7;
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
export const AT_SAME_PLACE_MILES = 0.25;

/** What a stop's wait is for ({@link PlanStop.waitFor}). */
export type WaitFor = 'opening' | 'daylight' | 'evening-light' | 'cooler-hours' | 'morning';

/** What kind of place a stop is, where that changes the plan (placeSense.ts, decision 053). */
export type PlaceKind = 'venue' | 'empty-site' | 'night-sky' | 'daytime' | 'shops' | 'arrival' | 'ski-area' | 'serves';

/**
 * A place's signature mark as staff corrected it (decision 118): a mark with the park it is a sight
 * of and the line a plan shows, or `'none'` (not a marked sight, whatever the file says).
 */
export type PlaceMark = { mark: 'signature' | 'notable'; park: string; why: string } | 'none';

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
  /**
   * Access points [road-node id, minutes from the place to that node] (nearby.ts's rule), with the
   * index of the edge the way in runs along when it is a point on an edge (closed with it).
   */
  access: Array<[string, number] | [string, number, number]>;
  /** Extra minutes of an unpaved last stretch, at each arrival and departure. */
  extra: number;
  /** No open road reaches the place in winter: its usual window and sentence [from, to, text]. */
  winter?: [string, string, string];
  /** The kind of place, when it matters (absent: an ordinary stop). */
  kind?: PlaceKind | undefined;
  /** The catalogue's "best time to visit" text. */
  best?: string | null | undefined;
  /**
   * Build-time readings of the texts above (decision 068): the best months of `best`
   * (placeSense.ts bestMonths) and the calendar of `hours` (placeSense.ts placeCalendar), the same
   * for every request. Absent (a place built by hand): the planner reads the text itself.
   */
  months?: number[] | null;
  calendar?: Calendar | null;
  /** Street address, for the calendar file and the printed day sheet. */
  address?: string;
  /** Staff's sourced notability tier (decision 111), over data/tiers.json; absent where the file's stands. */
  tier?: 1 | 2 | 3 | 4;
  /** Staff's sourced signature mark (decision 118), over data/signature.json; absent where the file's stands. */
  mark?: PlaceMark;
  /** The National Park Service unit it lies in (its park code), if any. */
  park?: string;
  /** What kind of outing it is, from the catalogue's fields (travelerKinds.ts, issue 39). */
  traits?: string[];
  /**
   * Decision 139: a scenic byway or canyon drive, from the catalogue's route (byways.ts): how it is
   * driven, its minutes one way, and the places on it in the order the road reaches them.
   */
  drive?: {
    kind: 'through' | 'out-and-back' | 'loop';
    minutes: number;
    along: string[];
    /** Decision 142: a ski area lies on it (Big and Little Cottonwood): in the lift months it is the road to the lifts, no scenic drive. */
    skiRoad?: true;
  };
}

export interface PlannerData {
  /** Road-graph fingerprint: the data file and the worker must come from the same build. */
  graph: string;
  places: PlannerPlace[];
}

/** UDOT's closures in force on their day (decision 048): the roads room's one shape. */
export type { LiveClosures } from '../roads/day.ts';

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
  /** The plan's Utah date (YYYY-MM-DD): every leg drives the roads of that day (issue 27); default: the date of `leave`. */
  date?: string | undefined;
  /** UDOT's closures (decision 048): they hold on the day they were read only (dayOf decides). */
  liveClosures?: LiveClosures | undefined;
  /** Minutes available, when not whole hours (a flight's buffer, a multi-day trip's day); overrides `hours`. */
  budgetMinutes?: number | undefined;
  /** At most this many minutes at the wheel in the day (multi-day trips, decision 052). */
  maxDriveMinutes?: number | undefined;
  /** Who is coming and what they came for (travelerKinds.ts, issue 39). */
  who?: readonly string[] | undefined;
  focus?: readonly string[] | undefined;
  /** The park the day is for ("a day in Island in the Sky", signature.ts), if chosen. */
  park?: string | undefined;
}

export interface PlanPoint {
  name: string;
  lat: number;
  lng: number;
  /** The catalogue id when the point is a destination. */
  placeId?: string;
}

/**
 * One part of the way to a stop without a car (issue 36): a walk or a ride on a line, at the
 * times of the service running then. Instants in ms, as the rest of the plan.
 */
export interface PlanLeg {
  kind: 'walk' | 'ride';
  from: string;
  to: string;
  depart: number;
  arrive: number;
  /** Walks: the distance and the two ends (the .gpx file's walking parts). */
  km?: number;
  path?: Array<{ lat: number; lng: number }>;
  /** Rides: the line's name, id (its colour's class) and colour, stops ridden and minutes waited at the stop before it leaves. */
  line?: string;
  lineId?: string;
  colour?: string;
  stops?: number;
  wait?: number;
  /** Rides whose times rest on the transit model's estimates, not a published timetable (decision 110). */
  estimated?: boolean;
}

/**
 * Where a walk goes, for both planners' legs and the destination pages' (issue 51): "from Temple
 * Square to the Gateway", or "at Temple Square" when both ends bear one name.
 */
export const walkEnds = (from: string, to: string): Said => (from === to ? say('plan.walk.at', { place: from }) : say('plan.walk.fromTo', { from, to }));

export interface PlanStop extends PlanPoint {
  placeId: string;
  category: string;
  rating: number | null;
  /** Minutes of driving from the previous point. */
  driveMinutes: number;
  arrive: number;
  depart: number;
  visitMinutes: number;
  /** A short visit of a big place (decision 106): the catalogue's whole visit, longer than `visitMinutes`; the plan says so (decision 108). */
  wholeVisitMinutes?: number;
  /** Minutes waited on arrival for the place to open (or the sun to rise): the visit starts at arrive + wait. */
  waitMinutes?: number;
  hours: string | null;
  /** Street address, when the catalogue has one. */
  address?: string | undefined;
  /** Why the stop was chosen, in a line (signature.ts, issue 39). */
  why?: Said;
  /**
   * What a wait before the visit is for (issue 48: "wait to open" only where something opens): its
   * opening hour, the first light, the evening light of a sunset sight, the cooler hours after a
   * summer day's heat, or, where nothing opens, the morning (decision 114: no stop before 6 AM). Absent: an opening.
   */
  waitFor?: WaitFor;
  warnings: Said[];
  /** Without a car: the way here, walk + transit + walk (driveMinutes is then 0). */
  legs?: PlanLeg[];
  /**
   * On the Zion Canyon shuttle (issue 49): a Scenic Drive stop in the shuttle season or its holiday
   * service, where private cars may not drive; its way here is a ride (from the visitor center, or
   * from the previous shuttle stop), timed by the road.
   */
  shuttle?: true;
  /** Decision 139: a drive's stop (a byway, a canyon road): the places on it it stops at, in the road's order. */
  along?: Array<{ placeId: string; name: string }>;
}

/**
 * When a stop's visit starts: its arrival and the wait before it (an opening, the first light, the
 * cooler hours). A stop's shown times run from it to its departure, so they add up with the visit's
 * length (issue 48: "5:21 AM–8:00 AM … for 2 h" where the first 39 minutes waited for daylight).
 */
export const visitStart = (stop: Pick<PlanStop, 'arrive' | 'waitMinutes'>): number => stop.arrive + (stop.waitMinutes ?? 0) * 60_000;

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
  /** Minutes waited for openings, in all. */
  waitMinutes?: number;
  score: number;
  /** The sun that day where the plan starts (issue 48: a one-day plan says when it rises and sets). */
  sunrise?: number | null;
  sunset: number | null;
  warnings: Said[];
  /** Signature sights of the parks it reaches that it leaves out, with the reason (signature.ts, issue 39). */
  leftOut?: Said[];
  /** A plan without a car (issue 36): every stop has its legs, and these are the way back to the end. */
  carFree?: { back: PlanLeg[] };
}

/** How many places the day's closed roads kept out of the plans, and why. */
export interface LeftOutNote {
  count: number;
  text: Said;
  /** With today's road reports only: the places left out, so the plan shows the reports that closed them (issue 40). */
  placeIds?: string[];
}

export interface PlanResult {
  start: PlanPoint;
  end: PlanPoint;
  budgetMinutes: number;
  sunset: number | null;
  itineraries: Itinerary[];
  /** Places that would fit the hours with every road open but that no open road reaches on the plan's date. */
  leftOut?: LeftOutNote | undefined;
  /**
   * Decision 129: the monument, state park, town or region the day is "in" (dayIn.ts: not one of the five
   * parks), and the minutes one way from the start to its nearest signature sight (0 from within it): the page says so.
   */
  dayIn?: { name: string; driveThere: number } | undefined;
}

/** Favorites ordered into days, one day after another (the car planner's planFavoriteDays). */
export interface FavoriteDays {
  start: PlanPoint;
  end: PlanPoint;
  budgetMinutes: number;
  days: Itinerary[];
  /** Favorites no single day can hold (or unknown to the catalogue), with the reason. */
  unplaced: Array<{ id: string; name: string; reason: Said }>;
}

/** A trip of several days, by car (planner/multiDay.ts) or without one (transit/carFreeTrip.ts). */
export interface TripNight {
  town: string;
  /** What the town is the gateway to, or that it has few rooms (gateways.ts, issue 39). */
  note?: string;
  lat: number;
  lng: number;
  /** A map search of lodging in the town. */
  lodging: string;
}

export interface TripDay {
  /** Utah date, YYYY-MM-DD. */
  date: string;
  /** The road season of the day (roads/day.ts); the nights and the day drove the same roads (decision 054). */
  roads: Season;
  plan: Itinerary;
  budgetMinutes: number;
  /** Where the day ends for the night; null on the last day. */
  night: TripNight | null;
  /** Sunrise and sunset where the day ends. */
  sunrise: number | null;
  sunset: number | null;
}

export interface Trip {
  days: TripDay[];
  /** Signature sights of the parks the trip reaches that it leaves out, with the reason (signature.ts, issue 39). */
  leftOut?: Said[];
  driveMinutes: number;
  visitMinutes: number;
  score: number;
  /** How a later choice differs from the first: its nights, its own stops (issue 48, decision 104); absent on the first. */
  differs?: Said;
}

export interface TripResult {
  start: PlanPoint;
  end: PlanPoint;
  days: number;
  driveLimitMinutes: number;
  arriveBy: number | null;
  trips: Trip[];
}

/** What the page gets from either planner's worker (or from the page itself where workers are missing). */
export type PlanResponse =
  | { ok: true; kind: 'day'; result: PlanResult }
  | { ok: true; kind: 'favourites'; result: FavoriteDays }
  | { ok: true; kind: 'trip'; result: TripResult }
  | { ok: false; error: Said; fields: string[] };

/** A request the planners refuse, with what the visitor is told (its key is the error's message) and the fields at fault. */
export class PlanInputError extends Error {
  /** The query fields at fault, when not the start and end. */
  constructor(
    readonly said: Said,
    readonly fields?: string[],
  ) {
    super(said.say);
  }
}

/** The catalogue's visit texts, read once each: the planners ask for every place on every day they plan. */
const visits = new Map<string, number | null>();

/** A visit's minutes at a pace, rounded to 5 minutes (at least 15). */
export function pacedMinutes(timeNeeded: string, pace: Pace): number | null {
  let base = visits.get(timeNeeded);
  if (base === undefined) {
    base = visitMinutes(timeNeeded);
    visits.set(timeNeeded, base);
  }
  if (base === null) return null;
  return Math.max(15, Math.round((base * PACE_FACTOR[pace]) / 5) * 5);
}
