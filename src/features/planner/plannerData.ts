/**
 * The planner's build-time data (/plan-data.json): per place only what planning needs, with
 * its access points to the road graph precomputed by the nearby-attractions rule, so the
 * browser never runs the nearest-node search for 700 places.
 */
import type { Destination } from '../destinations/destinations.ts';
import { driveFromAirport } from '../roads/driveTime.ts';
import { accessPoints } from '../roads/nearby.ts';
import { ROAD_NODES } from '../roads/roadNetwork.ts';
import { graphFingerprint } from '../roads/fingerprint.ts';
import { closedInWinter } from '../roads/winter.ts';
import { npsParkCode } from '../conditions/parkCodes.ts';
import type { PlannerData, PlannerPlace } from './planner.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Opening hours as one line (a label → value table joined), or null. */
export function hoursText(hours: Destination['hours']): string | null {
  if (!hours) return null;
  if (typeof hours === 'string') return hours;
  return Object.entries(hours)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

type Source = Pick<Destination, 'id' | 'name' | 'coordinates' | 'category' | 'rating' | 'timeNeeded' | 'hours'> &
  Partial<Pick<Destination, 'address' | 'winterDriveTimeMinutes' | 'seasonalClosure'>> & { driveTimeMinutes?: number | null };

/** One place for the planner, or null without coordinates. */
export function plannerPlace(d: Source): PlannerPlace | null {
  if (!d.coordinates) return null;
  const { lat, lng } = d.coordinates;
  // Same unpaved-stretch rule as nearby.ts: the stored minutes beyond the paved estimate.
  const paved = driveFromAirport(d.coordinates).minutes;
  const extra = Math.max(0, (d.driveTimeMinutes ?? paved) - paved);
  const seen = new Map<string, number>();
  for (const a of accessPoints(lat, lng)) {
    const id = ROAD_NODES[a.node]!.id;
    seen.set(id, Math.min(seen.get(id) ?? Infinity, a.minutes));
  }
  return {
    id: d.id,
    name: d.name,
    lat,
    lng,
    category: d.category,
    rating: d.rating,
    timeNeeded: d.timeNeeded,
    hours: hoursText(d.hours),
    access: [...seen].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([id, m]) => [id, round1(m)]),
    extra: round1(extra),
    ...(d.address ? { address: d.address } : {}),
    ...(npsParkCode(d.id) ? { park: npsParkCode(d.id)! } : {}),
    // No open road reaches it in its closure window: a multi-day trip on those dates leaves it out (decision 052).
    ...(closedInWinter(d) && d.seasonalClosure ? { closed: { from: d.seasonalClosure.from, to: d.seasonalClosure.to } } : {}),
  };
}

/** The whole data file, places in id order. */
export function plannerData(destinations: readonly Source[]): PlannerData {
  const places = destinations
    .map(plannerPlace)
    .filter((p): p is PlannerPlace => p !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
  return { graph: graphFingerprint(), places };
}
