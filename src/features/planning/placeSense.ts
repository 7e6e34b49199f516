/**
 * Clock and place sense for every plan (docs/decisions/053-clock-and-place-sense.md): what kind
 * of place a stop is (a venue seen from outside, an empty site, a night-sky place, a staffed
 * attraction), when in the day it can be visited (its structured hours, daylight outdoors),
 * and whether the date is in its best season. search.ts asks this module; the rules live here.
 */
import { addDays } from '../../lib/calendar.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { OUTDOOR, outdoors as inOpenAir, sunTimesOn } from './daylight.ts';
import { type Calendar, openOn, parseHours } from '../destinations/hours.ts';
import { bestMonths, waterMonths } from './bestMonths.ts';
import type { PlaceKind, PlannerPlace } from './planning.ts';
import type { LiveClosures } from '../roads/day.ts';
import { openedLive, seasonClosed } from './parkRules.ts';
import { heatLimited, heatStart } from './rightHour.ts';
import { type Said, say } from '../../lib/messages/said.ts';

/** A stage, arena or stadium without an event (the planner knows of none) is a look from outside. */
export const VENUE_MAX_MINUTES = 45;
/** A place out of its best season keeps this share of its value: it can still be planned, lower. */
export const OUT_OF_SEASON_FACTOR = 0.3;
/** A venue seen from outside is worth this share of its rating (the rating is for the show or the game). */
export const VENUE_VALUE_FACTOR = 0.5;
/** Staffed attractions whose hours the catalogue lacks are planned inside these Utah clock times. */
export const USUAL_DAYTIME = { open: 10 * 60, close: 17 * 60 } as const;
/**
 * Malls and shopping centres whose hours the catalogue lacks are planned inside shop hours
 * (decision 062): their shops open at 10 AM (The Gateway keeps shoppers out before 10: Utah
 * Stories, May 2016, https://utahstories.com/2016/05/gateway-changes) and close in the evening,
 * never three hours from 8 AM.
 */
export const USUAL_SHOP_HOURS = { open: 10 * 60, close: 21 * 60 } as const;
/**
 * Ski areas whose lift hours the catalogue lacks are skied inside these Utah clock times in the ski
 * months (issue 48: Powder Mountain was skied to 5:25 PM): the lift hours the catalogue has, each
 * sourced, run from 9 or 9:30 AM to 4 or 4:30 PM (Solitude, Brighton, Park City Mountain, Cherry
 * Peak 9–4; Alta 9:15–4:30; Brian Head 9:30–4:30).
 */
export const USUAL_LIFT_HOURS = { open: 9 * 60, close: 16 * 60 } as const;
export const LIFT_MONTHS: readonly number[] = [11, 12, 1, 2, 3, 4];
/**
 * Issue 48 (decision 114): a place that serves food or drink (a saloon, a distillery, an ice-cream
 * stand) whose hours the catalogue lacks is planned inside these Utah clock times, not at 8:17 AM on
 * a Sunday. Estimated: no hours for High West's saloon or distillery, the catalogue's examples, were
 * published in what we searched (2026-12-07); most such places serve from late morning to evening.
 */
export const USUAL_SERVING_HOURS = { open: 11 * 60, close: 21 * 60 } as const;
/** The kinds planned inside usual hours when the catalogue has none: a wait before them is for an opening. */
export const USUAL_HOURS_KINDS: readonly string[] = ['daytime', 'shops', 'serves', 'ski-area'];
/** Any other place whose hours are unknown is not planned in the small hours (before 6 AM). */
export const NIGHT_END = 6 * 60;

/** Venues the words below miss (name and tags say nothing of a stage or a stand). */
export const VENUE_IDS: readonly string[] = [
  'delta-center',
  'abravanel-hall',
  'america-first-field',
  'lindquist-field-ogden',
  'salt-palace-convention-center',
  'wasatch-county-event-center',
  // Music venues and a fairground: a show or a fair is the visit.
  'kilby-court',
  'dejoria-center',
  'the-great-saltair',
  'utah-state-fairpark',
];
/** Sites with nothing to see today: an open block awaiting its 2034 plaza. */
export const EMPTY_SITE_IDS: readonly string[] = ['block-85-big-air-site'];

const VENUE_WORDS = /\b(arena|stadium|ballpark|theat(?:er|re)s?|amphitheat(?:er|re)|concert hall|performing[- ]arts|opera house|rodeo|live[- ]music)\b/;
/**
 * Places where the venue word is not the point: public skating. Decision 062: a cinema, a music
 * venue and a festival are venues like a stage (their visit is a film, a show or a play at its own
 * hour, mostly in the evening or in the festival's season): without one known that day, a look from
 * outside, never a guessed 10 AM–5 PM (Velour Live Music Gallery matched "gallery" as a museum).
 */
const NOT_VENUE_TAGS = /^(ice-skating|skating)$/;
const FESTIVAL_NAME = /\bfestival\b/i;
/** Malls and shopping centres (decision 062): a shopping tag and a centre's name, not a shopping street. */
const SHOP_TAGS = /^(shopping|outlets)$/;
const SHOP_NAME = /\b(cent(?:er|re)|mall|outlets|gateway|trolley square|station park|village)\b/i;
const NIGHT_SKY_TAGS = /^(dark-sky|stargazing)$/;
/** What a place that serves is tagged with (decision 114); a town's district of cafes is a district, not a counter. */
const SERVES_TAGS = /^(whiskey|distillery|saloon|brewery|brewpub|winery|ice-cream|burgers)$/;
const DAYTIME_WORDS =
  /\b(museum|gallery|galleries|visitor cent(?:er|re)|zoo|aquarium|library|children['’]?s|planetarium|aviary|botanical|arboretum|conservatory)\b/;

/** The kind of a catalogue place, from its id, name, tags and description (build time). */
export function placeKind(d: { id: string; name: string; category?: string; tags?: readonly string[]; description?: string }): PlaceKind | undefined {
  const tags = d.tags ?? [];
  const words = `${d.name} ${tags.join(' ')}`.toLowerCase();
  if (EMPTY_SITE_IDS.includes(d.id)) return 'empty-site';
  if (tags.includes('airport')) return 'arrival';
  // A ski area with lifts: skiing among its tags, not a canyon road or a base village.
  if (tags.includes('skiing') && !tags.some((t) => t === 'canyon' || t === 'village')) return 'ski-area';
  if (tags.some((t) => NIGHT_SKY_TAGS.test(t))) return 'night-sky';
  if (VENUE_IDS.includes(d.id) || FESTIVAL_NAME.test(d.name) || (VENUE_WORDS.test(words) && !tags.some((t) => NOT_VENUE_TAGS.test(t)))) return 'venue';
  if (tags.some((t) => SHOP_TAGS.test(t)) && SHOP_NAME.test(d.name)) return 'shops';
  if (tags.some((t) => SERVES_TAGS.test(t)) && d.category !== 'Urban & Downtown') return 'serves';
  if (DAYTIME_WORDS.test(d.name.toLowerCase()) || tags.some((t) => DAYTIME_WORDS.test(t.replace(/-/g, ' ')))) return 'daytime';
  return undefined;
}

/**
 * Kinds that are never a stop (issue 48): a site with nothing to see yet, and the airport, where a
 * trip starts and ends (a plan from a town offered it for an hour and a half).
 */
export const notAStop = (place: Pick<PlannerPlace, 'kind'>): boolean => place.kind === 'empty-site' || place.kind === 'arrival';

/**
 * A stage, a cinema or an arena without a show the planner knows of (decision 114): "a look from
 * outside" for 45 minutes at 8 AM is no visit, so the car planner plans none. A festival is its
 * season's show: it stays. The car-free planner plans none either (decision 128).
 */
export const stageWithoutShow = (place: Pick<PlannerPlace, 'kind' | 'name'>): boolean => place.kind === 'venue' && !FESTIVAL_NAME.test(place.name);

/**
 * Decision 120 (issue 48, "what a visit is"): on a day, a district, a main street or a plaza is a
 * short walk, at most {@link WALK_MINUTES}, not two hours at one point. (A scenic drive capped the same
 * way lowered the held-out benchmark: tried and dropped, see the decision.)
 */
export const WALK_MINUTES = 60;
export function dayStopMinutes(place: Pick<PlannerPlace, 'traits'>, minutes: number | null): number | null {
  return minutes !== null && place.traits?.includes('walk') ? Math.min(minutes, WALK_MINUTES) : minutes;
}

/**
 * A walk's share of its district's worth (decisions 120, 130): its share of the time to the power {@link WALK_SHARE_POWER}, an hour of three
 * 44 % (its best block first). A plain cap made 25th Street beat Antelope Island (114); a third left it passed for lesser stops (130).
 */
export const WALK_SHARE_POWER = 0.75;
export function shapedShare(place: Pick<PlannerPlace, 'traits'>, full: number, visit: number): number {
  return full > 0 && visit < full && place.traits?.includes('walk') ? (visit / full) ** WALK_SHARE_POWER : 1;
}

/** A visit's minutes for the kind of place: a venue is a short stop. */
export function kindVisit(place: Pick<PlannerPlace, 'kind'>, minutes: number): number {
  return place.kind === 'venue' ? Math.min(minutes, VENUE_MAX_MINUTES) : minutes;
}

/** A place's best months: the build's reading when the data carries it (plannerData.ts, decision 068), else its text's. */
export const placeMonths = (place: Pick<PlannerPlace, 'best' | 'months' | 'traits'>): number[] | null =>
  place.months !== undefined ? place.months : place.traits?.includes('water') ? waterMonths(place.best) : bestMonths(place.best);

/** What the windows read of a place's hours ({@link windowsOn}), or null without hours: computed at build time into the data (decision 068). */
export function placeCalendar(hours: string | null): Calendar | null {
  const open = parseHours(hours);
  return open && { rules: open.rules, closedOutsideRules: open.closedOutsideRules, time: open.time, season: open.notes.season };
}
/** A place's calendar: the build's when the data carries it, else read from its text. */
export const calendarOf = (place: Pick<PlannerPlace, 'hours' | 'calendar'>): Calendar | null =>
  place.calendar !== undefined ? place.calendar : placeCalendar(place.hours);

/**
 * Why a place is demoted in `month` (1–12), in the catalogue's words, or null in season: "Best
 * July-October; out of season in November". `months`: the text's best months, when already read.
 */
export function seasonNote(best: string | null | undefined, month: number, months = bestMonths(best)): Said | null {
  if (!months || months.includes(month)) return null;
  return say('plan.note.outOfSeason', { best: best!.trim().replace(/[.;]$/, ''), month: { month } });
}

/**
 * Whether a place has a season (issue 48, decision 114): what it is for comes and goes (travelerKinds.ts
 * `season`: snow, a river, blossoms, a festival), or it is a ski area. Only such a place is said to be
 * "out of season"; another's best months are a time of comfort, and a road's closing is the roads' rule.
 */
export const hasSeason = (place: Pick<PlannerPlace, 'kind' | 'traits'>): boolean => place.kind === 'ski-area' || (place.traits?.includes('season') ?? false);

/** An open interval of instants [from, to]. */
export type Window = readonly [number, number];

// Reading Utah's clock goes through Intl and is slow: the few clock times and dates a search
// needs are computed once (a plan asks for the same dozen for 700 places). Bounded caches.
const clocks = new Map<string, number>();
const clockOf = (date: string, minutes: number): number => {
  const key = `${date}|${minutes}`;
  let t = clocks.get(key);
  if (t === undefined) {
    const hhmm = `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    t = utahToInstant(minutes >= 1440 ? addDays(date, 1) : date, hhmm);
    if (clocks.size > 10_000) clocks.clear();
    clocks.set(key, t);
  }
  return t;
};
const dayParts = new Map<string, { weekday: number; month: number }>();
const partsOf = (date: string) => {
  let p = dayParts.get(date);
  if (!p) {
    p = utahParts(clockOf(date, 720));
    if (dayParts.size > 10_000) dayParts.clear();
    dayParts.set(date, p);
  }
  return p;
};

/**
 * The hours of one Utah date when a stop at this place may run, or [] on a closed day; `live`, the
 * day's readings, may open a place its season closes (issue 49).
 */
export function windowsOn(place: PlannerPlace, open: Calendar | null, date: string, live?: LiveClosures | null): Window[] {
  const { weekday, month } = partsOf(date);
  if (open && openOn(open, weekday, month) === false) return [];
  // Issue 39: closed for its season (The Narrows in the spring runoff, parkRules.ts).
  if (seasonClosed(place.id, date, live)) return [];
  const time = open?.time ?? null;
  const outdoors = inOpenAir(place);
  // The sun only where it bounds the visit (indoors it does not): it is most of this function's cost.
  const sun = time === 'daylight' || outdoors ? sunTimesOn(date, place.lat, place.lng) : null;
  const daylight: Window | null = sun && sun.sunrise !== null && sun.sunset !== null ? [sun.sunrise, sun.sunset] : null;
  let w: Window;
  if (time === 'all-day') w = [clockOf(date, 0), clockOf(date, 1440)];
  else if (time === 'daylight') {
    if (!daylight) return [];
    w = daylight;
  } else if (time !== null) w = [clockOf(date, time.open ?? 0), clockOf(date, time.close ?? 1440)];
  else if (place.kind === 'daytime') w = [clockOf(date, USUAL_DAYTIME.open), clockOf(date, USUAL_DAYTIME.close)];
  else if (place.kind === 'shops') w = [clockOf(date, USUAL_SHOP_HOURS.open), clockOf(date, USUAL_SHOP_HOURS.close)];
  else if (place.kind === 'serves') w = [clockOf(date, USUAL_SERVING_HOURS.open), clockOf(date, USUAL_SERVING_HOURS.close)];
  else if (place.kind === 'ski-area' && LIFT_MONTHS.includes(month)) w = [clockOf(date, USUAL_LIFT_HOURS.open), clockOf(date, USUAL_LIFT_HOURS.close)];
  else w = [clockOf(date, NIGHT_END), clockOf(date, 1440)];
  // Outdoors ends by sunset (and starts after sunrise), except where the night sky is the point.
  if (outdoors) {
    if (!daylight) return [];
    w = [Math.max(w[0], daylight[0]), Math.min(w[1], daylight[1])];
  }
  // Decision 114: a night-sky place is seen by day or under the evening's stars, not before dawn
  // (Bryce's visitor center at 6:48 AM "still dark" was neither).
  if (place.kind === 'night-sky' && time === null && OUTDOOR.has(place.category)) {
    const sky = sunTimesOn(date, place.lat, place.lng);
    if (sky.sunrise !== null && sky.sunset !== null) {
      const day: Window = [Math.max(w[0], sky.sunrise), Math.min(w[1], sky.sunset)];
      const night: Window = [Math.max(w[0], sky.sunset), w[1]];
      return [day, night].filter(([a, b]) => b > a);
    }
  }
  return w[1] > w[0] ? [w] : [];
}

// The windows of a place on a date depend on nothing else, so they are kept for the worker's life
// (issue 38): a trip plans each of its dates up to three times, and every trip and day plan of the
// session asks for the same places. Per date (a plan has one, a trip a few), per place object (the
// data's), so a place costs no map of its own; bounded in dates.
const windowMemo = new Map<string, WeakMap<PlannerPlace, Window[]>>();
const hoursMemo = new WeakMap<PlannerPlace, Calendar | null>();
const following = new Map<string, string>();
const nextDateOf = (date: string): string => {
  let next = following.get(date);
  if (next === undefined) {
    next = addDays(date, 1);
    if (following.size > 10_000) following.clear();
    following.set(date, next);
  }
  return next;
};

/** {@link windowsOn} for a place and date, computed once (a place the day's readings open, each time: it is one). */
function placeWindows(place: PlannerPlace, date: string, live: LiveClosures | null): Window[] {
  if (live && openedLive(place.id, date, live)) return windowsOn(place, calendarOf(place), date, live);
  let byPlace = windowMemo.get(date);
  if (!byPlace) {
    if (windowMemo.size > 400) windowMemo.clear();
    byPlace = new WeakMap();
    windowMemo.set(date, byPlace);
  }
  let w = byPlace.get(place);
  if (!w) {
    let open = hoursMemo.get(place);
    if (open === undefined) {
      open = calendarOf(place);
      hoursMemo.set(place, open);
    }
    w = windowsOn(place, open, date);
    byPlace.set(place, w);
  }
  return w;
}

/**
 * The clock of one plan: the windows of each place over the plan's dates (computed once per
 * place and date), and the earliest start of each visit inside them.
 */
export function planClock(live: LiveClosures | null = null) {
  const windows = (place: PlannerPlace, date: string) => placeWindows(place, date, live);
  const dates = new Map<number, string>();
  const dateOf = (instant: number): string => {
    let d = dates.get(instant);
    if (d === undefined) {
      d = utahParts(instant).date;
      dates.set(instant, d);
    }
    return d;
  };
  /** The earliest start inside one day's windows, or null. */
  const startIn = (ws: readonly Window[], place: PlannerPlace, arrive: number, visitMinutes: number, date: string): number | null => {
    for (let k = 0; k < ws.length; k++) {
      const from = ws[k]![0];
      const to = ws[k]![1];
      // Whole minutes of waiting, so the timeline stays on the minute like its drives.
      const open = arrive + Math.ceil(Math.max(0, from - arrive) / 60_000) * 60_000;
      // Issue 39: a strenuous desert hike in summer waits out the midday heat (rightHour.ts).
      // The plan's own date: a visit starting after midnight is no midday hike (and reading the clock again is slow).
      const start = heatLimited(place) ? heatStart(place, open, date, partsOf(date).month, visitMinutes) : open;
      if (start + visitMinutes * 60_000 <= to) return start;
    }
    return null;
  };
  /**
   * When a visit arriving at `arrive` can start (waiting for opening), or null when no window of
   * the plan's days holds it. A plan lasts at most 16 hours: its leaving date's windows, then the
   * next date's, which are read only when the first date's hold none.
   */
  const startOf = (place: PlannerPlace, arrive: number, visitMinutes: number, date = dateOf(arrive)): number | null =>
    startIn(windows(place, date), place, arrive, visitMinutes, date) ?? startIn(windows(place, nextDateOf(date)), place, arrive, visitMinutes, date);
  /** The waits (minutes) before each visit of a route leaving at `leave`, or null when a stop cannot be visited open. */
  const waits = (leave: number, stops: ReadonlyArray<{ place: PlannerPlace; visit: number }>, legs: readonly number[]): number[] | null => {
    const date = dateOf(leave);
    const out: number[] = [];
    let clock = leave;
    for (let k = 0; k < stops.length; k++) {
      const arrive = clock + legs[k]! * 60_000;
      const start = startOf(stops[k]!.place, arrive, stops[k]!.visit, date);
      if (start === null) return null;
      out.push(Math.round((start - arrive) / 60_000));
      clock = start + stops[k]!.visit * 60_000;
    }
    return out;
  };
  return { windows, startOf, waits };
}

/** The notes a stop carries: out of season, hours the catalogue lacks, a venue seen from outside. */
export function placeNotes(place: PlannerPlace, arrive: number): Said[] {
  const notes: Said[] = [];
  const season = hasSeason(place) ? seasonNote(place.best, utahParts(arrive).month, placeMonths(place)) : null;
  if (season) notes.push(season);
  if (place.kind === 'venue') notes.push(say('plan.note.venue'));
  const open = calendarOf(place);
  if (place.kind === 'daytime' && (open?.time ?? null) === null) notes.push(say('plan.note.hoursUnknown'));
  if (place.kind === 'shops' && (open?.time ?? null) === null) notes.push(say('plan.note.shopHoursUnknown'));
  if (place.kind === 'serves' && (open?.time ?? null) === null) notes.push(say('plan.note.servingHoursUnknown'));
  if (place.kind === 'ski-area' && (open?.time ?? null) === null && LIFT_MONTHS.includes(utahParts(arrive).month))
    notes.push(say('plan.note.liftHoursUnknown'));
  return notes;
}

/** The share of its value a place keeps in a month (1–12): less out of its best season, less for a venue seen from outside. */
export function valueFactor(place: Pick<PlannerPlace, 'best' | 'kind' | 'months' | 'traits'>, month: number): number {
  const months = placeMonths(place);
  const season = months && !months.includes(month) ? OUT_OF_SEASON_FACTOR : 1;
  return season * (place.kind === 'venue' ? VENUE_VALUE_FACTOR : 1);
}
