/**
 * The right hour (issue 39, decision 057): a strenuous desert hike in June, July or August starts
 * before 10 AM or as a sunset hike (from 4 PM), never in the midday heat. The park services of
 * Arches, Canyonlands, Capitol Reef and Zion all advise hiking early or late in summer heat; the
 * catalogue's own tips for these hikes say "avoid midday". planClock (placeSense.ts) asks
 * {@link heatStart} when a visit may start.
 */
import { utahToInstant } from '../../lib/utahTime.ts';

export const HEAT_MONTHS: readonly number[] = [6, 7, 8];
/** A heat-limited hike starts by this Utah clock time, or from {@link SUNSET_HIKE_FROM}. */
export const HOT_FROM = '10:00';
export const SUNSET_HIKE_FROM = '16:00';

/** Whether a place's visit is limited by summer heat: a strenuous hike in the desert, or a long exposed one. */
export function heatLimited(place: { traits?: readonly string[] | undefined }): boolean {
  const t = place.traits ?? [];
  return t.includes('desert') && t.includes('hike') && (t.includes('strenuous') || t.includes('exposed'));
}

const bounds = new Map<string, [number, number]>();
const boundsOf = (date: string): [number, number] => {
  let b = bounds.get(date);
  if (!b) {
    b = [utahToInstant(date, HOT_FROM), utahToInstant(date, SUNSET_HIKE_FROM)];
    if (bounds.size > 1000) bounds.clear();
    bounds.set(date, b);
  }
  return b;
};

/**
 * The earliest start at or after `start` (an instant on the Utah date `date`, month `month`) that
 * keeps a heat-limited hike out of the midday heat: after 10 AM it waits for 4 PM.
 */
export function heatStart(place: { traits?: readonly string[] | undefined }, start: number, date: string, month: number): number {
  if (!HEAT_MONTHS.includes(month) || !heatLimited(place)) return start;
  const [hot, cool] = boundsOf(date);
  return start > hot && start < cool ? cool : start;
}
