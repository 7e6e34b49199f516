// Sunrise and sunset for the planner's darkness warnings, computed locally by suncalc's method
// (no network; sunRiseSet.ts): outdoor stops after sunset or before sunrise are flagged, not refused.
import { utahParts } from '../../lib/utahTime.ts';
import { sunRiseSet } from './sunRiseSet.ts';
import { type Said, say } from '../../lib/messages/said.ts';

/** Categories spent outdoors, where darkness matters. */
export const OUTDOOR: ReadonlySet<string> = new Set(['Natural Wonders', 'Activities & Recreation', 'Skiing & Winter']);

/**
 * Whether the sun bounds a place's visit: a category spent outdoors, or a sight in the open air of
 * another category (travelerKinds.ts `outdoors`: rock art, ruins, a garden; decision 114); never a
 * night-sky place, whose point is the dark.
 */
export function outdoors(place: { category: string; kind?: string | undefined; traits?: readonly string[] | undefined }): boolean {
  return place.kind !== 'night-sky' && (OUTDOOR.has(place.category) || (place.traits?.includes('outdoors') ?? false));
}

/** The sunrise and sunset instants of a day (null in polar day or night). */
export interface SunTimes {
  sunrise: number | null;
  sunset: number | null;
}

/** Sunrise and sunset (instants) of the Utah day of `instant` at a point. */
export function sunTimes(instant: number, lat: number, lng: number): SunTimes {
  return sunTimesOn(utahParts(instant).date, lat, lng);
}

/** Sunrise and sunset (instants) of a Utah date (YYYY-MM-DD) at a point. */
export function sunTimesOn(date: string, lat: number, lng: number): SunTimes {
  // suncalc takes the solar day of the date given: ask at local noon (19:00 UTC is noon in Utah).
  return sunRiseSet(Date.parse(`${date}T19:00:00Z`), lat, lng);
}

/** The darkness warning of a visit from `arrive` to `depart`, or null: only outdoor places are concerned ({@link outdoors}). */
export function darknessWarning(place: Parameters<typeof outdoors>[0], arrive: number, depart: number, sun: SunTimes): Said | null {
  if (!OUTDOOR.has(place.category) && !outdoors(place)) return null;
  if (sun.sunset !== null && depart > sun.sunset) return say(arrive >= sun.sunset ? 'plan.dark.afterDark' : 'plan.dark.sunsetDuring');
  if (sun.sunrise !== null && arrive < sun.sunrise) return say('plan.dark.beforeSunrise');
  return null;
}
