// "Today at this place" (issue 19, decision 024): the answer of
// GET /api/destinations/{id}/conditions and the texts the destination page's island shows.
// Browser-safe and dependency-free: the island ships on every destination page (20 KB budget).
import { type ClosureWindow, closureInForce, type SeasonalClosure } from '../roads/winter.ts';
import type { Part } from '../../lib/api.ts';
import { calendarDateText, fillPlaceholders, formatTemperature, monthDayText, utahTime12, utahWeekdayTime12 } from '../../lib/format.ts';
import { type PlaceRoadsWords, type PlaceTodayWords, placeRoadsEn, placeTodayEn } from '../../lib/messages/today.en.ts';

/**
 * Why a part is missing when the server has no key for the source: not set up, which is not "could
 * not be reached". Said as a visitor's fact (issue 51): the setting's name is for the status page.
 */
export const NPS_NOT_SET_UP = 'Park alerts are not available right now.';

/** A day or night period of the National Weather Service's forecast for the place's point. */
export interface ForecastPeriod {
  /** NWS's own name: "This Afternoon", "Tonight", "Thursday", "Thursday Night". */
  name: string;
  startTime: string;
  endTime: string;
  isDaytime: boolean;
  temperature: number;
  temperatureUnit: string;
  shortForecast: string;
  /** "5 to 10 mph NW", or null when NWS gave none. */
  wind: string | null;
  /** Chance of precipitation in percent, when given. */
  precipitationChance: number | null;
}

export type AlertSeverity = 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';

/** An active NWS alert (watch, warning, advisory) for the place's point. */
export interface WeatherAlert {
  id: string;
  event: string;
  headline: string | null;
  severity: AlertSeverity;
  urgency: string;
  onset: string | null;
  ends: string | null;
  expires: string | null;
  description: string;
  instruction: string | null;
  /** Flash flood warnings and watches: slot canyons and washes turn deadly in minutes. */
  prominent: boolean;
}

/** A current alert of the National Park Service unit the place lies in. */
export interface ParkAlert {
  id: string;
  title: string;
  /** NPS categories: "Park Closure", "Danger", "Caution", "Information". */
  category: string;
  description: string;
  url: string | null;
  lastIndexedDate: string | null;
}

export interface Conditions {
  destinationId: string;
  /** The day in Utah (YYYY-MM-DD) the answer is for. */
  date: string;
  forecast: Part<{ periods: ForecastPeriod[]; updated: string | null }>;
  alerts: Part<{ alerts: WeatherAlert[] }>;
  sun: Part<{ sunrise: string | null; sunset: string | null }>;
  /** null for places outside the park system. */
  park: Part<{ parkCode: string; parkName: string; alerts: ParkAlert[] }> | null;
}

/** One NPS unit's alerts on /conditions (GET /api/park-alerts), with when the NPS answered. */
export interface UnitAlerts {
  parkCode: string;
  parkName: string;
  part: Part<{ alerts: ParkAlert[]; answeredAt: string }>;
}

/** What the island says for a part that could not be loaded, in English (the words live in today.en.ts). */
export const UNAVAILABLE = /* @__PURE__ */ unavailableIn(placeTodayEn);

// A call marked pure, so that a script importing this module without UNAVAILABLE does not carry the words.
function unavailableIn(w: PlaceTodayWords) {
  return {
    forecast: w['placeToday.forecastDown'],
    alerts: w['placeToday.alertsDown'],
    sun: w['placeToday.sunDown'],
    park: w['placeToday.parkDown'],
    all: w['placeToday.allDown'],
  } as const;
}

/** Flash flood warnings, watches and emergencies are shown first and loudest. */
export function isProminentAlert(event: string): boolean {
  return /\bflash flood (warning|watch|emergency)\b/i.test(event);
}

const SEVERITY_RANK: Record<AlertSeverity, number> = { Extreme: 0, Severe: 1, Moderate: 2, Minor: 3, Unknown: 4 };

/** Prominent alerts first, then by severity. */
export function compareAlerts(a: WeatherAlert, b: WeatherAlert): number {
  return Number(b.prominent) - Number(a.prominent) || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
}

const PARK_RANK: Record<string, number> = { 'Park Closure': 0, Danger: 1, Caution: 2, Information: 3 };

/** Closures first, then danger, caution, information. */
export function compareParkAlerts(a: ParkAlert, b: ParkAlert): number {
  return (PARK_RANK[a.category] ?? 4) - (PARK_RANK[b.category] ?? 4);
}

/** "7:12 PM" in Utah ("19:12" in French), or null for a missing or unreadable instant. */
export function utahClock(iso: string | null | undefined, intl = 'en-US'): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? utahTime12(t, intl) : null;
}

/** "Thu 6:00 PM" in Utah ("jeu. 18:00"), for alert times. */
export function utahDayClock(iso: string | null | undefined, intl = 'en-US'): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? utahWeekdayTime12(t, intl) : null;
}

/** "Nov 15" for a "MM-DD" (a closure window's end) in English's own month names, "15 nov." by Intl in another language. */
export function monthDayTextIn(md: string, intl = 'en-US'): string {
  const date = `2001-${md.slice(-5)}`;
  return intl.startsWith('en') || !Number.isFinite(Date.parse(`${date}T12:00:00Z`)) ? monthDayText(md) : calendarDateText(date, 'monthDay', intl);
}

/** "Nov 15 – May 25" for a window of month-days. */
export function windowText(window: ClosureWindow): string {
  return `${monthDayText(window.from)} – ${monthDayText(window.to)}`;
}

/** A seasonal road's closure as the destination carries it (winter.ts, the seasonal-roads part of issue 19). */
export type { SeasonalClosure };

/**
 * The seasonal-road line for `now` (read in Utah): "Winter closure in effect today: …" inside the window,
 * "Seasonal road open today (usually closed Nov 15 – May 25)." outside it, null without a
 * closure or with an unreadable window.
 */
export function seasonalLine(
  closure: SeasonalClosure | null | undefined,
  now: Date,
  words: Pick<PlaceTodayWords, 'placeToday.seasonalClosed' | 'placeToday.seasonalOpen'> & Pick<PlaceRoadsWords, 'placeToday.road.window'> = {
    ...placeTodayEn,
    ...placeRoadsEn,
  },
  intl = 'en-US',
): { closed: boolean; text: string } | null {
  if (!closure) return null;
  try {
    const closed = closureInForce(closure, now);
    const window = fillPlaceholders(words['placeToday.road.window'], { from: monthDayTextIn(closure.from, intl), to: monthDayTextIn(closure.to, intl) }, intl);
    // The catalogue's text is English: another language says the usual window from its months instead.
    const text = intl.startsWith('en') ? closure.text : window;
    return { closed, text: fillPlaceholders(words[closed ? 'placeToday.seasonalClosed' : 'placeToday.seasonalOpen'], { text, window }, intl) };
  } catch {
    return null;
  }
}

/** "45°F" ("45 °F (7 °C)" in French and Spanish): a forecast period's temperature. */
export function temperatureText(period: Pick<ForecastPeriod, 'temperature' | 'temperatureUnit'>, intl = 'en-US'): string {
  return formatTemperature(period.temperature, period.temperatureUnit, intl);
}
