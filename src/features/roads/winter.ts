// Winter drive times and seasonal closures as the pages and filters read them (issue 19). Pure
// and light, safe in islands: the road model that computes the fields (driveTime.ts) stays out.
import { MONTHS_SHORT } from '../../lib/months.ts';
import { type ClosureWindow, isInWindow } from './usualClosures.ts';

/** The road season of a Utah date, light enough for an island (the map's reach layers). */
export { seasonOn } from './usualClosures.ts';
/** The usual closure windows, for the pages that list them (/conditions); the windows are tested by this room only. */
export { CLOSURES as USUAL_CLOSURES } from './usualClosures.ts';
export type { Agency, ClosureWindow } from './usualClosures.ts';

/** The usual closure of the road(s) a place's summer route needs, and how it reads. */
export interface SeasonalClosure extends ClosureWindow {
  /** "Road closed in winter, usually mid-Nov to late May" (unreachable) or "SR-35 closed in winter, usually Nov to late May" (detour). */
  text: string;
}

/**
 * The winter fields of a destination. For a place winter does not affect, the winter minutes
 * are the summer ones and the rest is null; `winterDriveTimeMinutes: null` means no open road
 * reaches it in winter.
 */
export interface WinterDrive {
  winterDriveTimeMinutes: number | null;
  winterDriveTimeText: string | null;
  /** The road the winter route takes instead, e.g. "US-40"; null when unchanged or unreachable. */
  winterVia: string | null;
  seasonalClosure: SeasonalClosure | null;
}

/** "Nov–May": the months a closure window starts and ends in. */
export function windowMonths(w: ClosureWindow): string {
  const month = (md: string) => MONTHS_SHORT[Number(md.slice(0, 2)) - 1] ?? md;
  return `${month(w.from)}–${month(w.to)}`;
}

type WinterReadable = Partial<Pick<WinterDrive, 'winterDriveTimeMinutes' | 'winterDriveTimeText' | 'winterVia' | 'seasonalClosure'>>;

/** Whether no open road reaches the place in winter. */
export const closedInWinter = (d: WinterReadable): boolean => d.winterDriveTimeMinutes === null && Boolean(d.seasonalClosure);

/**
 * The winter line shown beside the drive time: "Nov–May via US-40: 3 hr 31 min" for a place with
 * a longer winter route, the closure text for a place no open road reaches, null for the rest.
 */
export function winterDriveLine(d: WinterReadable): string | null {
  const closure = d.seasonalClosure;
  if (!closure) return null;
  if (closedInWinter(d)) return closure.text;
  if (!d.winterDriveTimeText) return null;
  return `${windowMonths(closure)}${d.winterVia ? ` via ${d.winterVia}` : ''}: ${d.winterDriveTimeText}`;
}

/** Whether a seasonal closure is in force on a date (read in Utah): the pages' one window test. */
export const closureInForce = (closure: ClosureWindow, date: Date): boolean => isInWindow(closure, date);

/** "Reachable now": false only for a place no open road reaches in winter, on a date (read in Utah) inside its closure window. */
export function reachableOn(d: WinterReadable, date: Date): boolean {
  return !(closedInWinter(d) && d.seasonalClosure && closureInForce(d.seasonalClosure, date));
}
