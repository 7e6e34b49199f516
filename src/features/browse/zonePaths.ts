/**
 * The zone pages' paths and props (issue 53, decision 112), made once per build for the English
 * routes and the French and Spanish ones: each zone's places (its band), how many lie within its
 * upper limit, and its later pages (decision 044).
 */
import { type Destination, driveMinutes, ZONES, type Zone } from '../destinations/destinations.ts';
import { inZone } from './browse.ts';
import { laterPages } from './pagination.ts';

export interface ZoneProps {
  zone: Zone;
  destinations: Destination[];
  /** How many lie at or under this zone's upper limit: what /destinations?driveTime= lists. */
  within: number;
  total: number;
}

/** Each zone's props, over the build's places. */
export const zoneProps = (all: readonly Destination[]): ZoneProps[] =>
  ZONES.map((zone) => ({ zone, destinations: inZone(all, zone), within: all.filter((d) => driveMinutes(d) <= zone.max).length, total: all.length }));

/** Each zone's later pages: `{ zone: slug, page: "2" }` and the zone's props. */
export const zoneLaterPages = (all: readonly Destination[]): Array<{ params: { zone: string; page: string }; props: ZoneProps }> =>
  zoneProps(all).flatMap((props) => laterPages(props.destinations.length).map((page) => ({ params: { zone: props.zone.slug, page: String(page) }, props })));
