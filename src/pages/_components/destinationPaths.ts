/**
 * What each destination page is built from (issues 17, 27, 36; decision 105): the place, its
 * nearby places on summer's and a winter day's roads, its park and parts, and how to get there
 * without a car: the routes' one data call, beside their template. Worked out once per build and
 * shared by the three languages' routes (destinations/[id].astro, [lang]/destinations/[id].astro),
 * so a place's second and third pages cost their rendering only, not another pass over the roads.
 */
import { withNpsFacts } from '../../features/conditions/npsFacts.server';
import type { Destination } from '../../features/destinations/destinations';
import { siteCatalogue, siteDestinations } from '../../features/destinations/destinations.server';
import { partsAndParks, type PlaceLink } from '../../features/destinations/parts';
import { closestByRoad, nearbyByRoad } from '../../features/roads/nearby';
import { seasonDay } from '../../features/roads/day';
import { EVERY_ROAD_OPEN } from '../../features/roads/shortestPaths';
import { buildTripSource } from '../../features/transit/gtfsFeed.server';
import { transitAccess, type TransitAccess } from '../../features/transit/transitAccess';

type Nearby = Array<{ destination: Destination; minutes: number }>;

export interface DestinationPageProps {
  destination: Destination;
  nearby: Nearby;
  /** The nearby places on a winter day's roads (issue 27). */
  nearbyWinter: Nearby;
  closest: Nearby;
  /** The site's one destination count, for the footer. */
  total?: number;
  /** The build's catalogue stamp for the late merge (decision 030); null: none. */
  since?: string | null;
  /** The park this place lies in (decision 050), or null. */
  park?: PlaceLink | null;
  /** The catalogue's places inside this park, by name. */
  parts?: PlaceLink[];
  /** Issue 36: the place without a car (null: no coordinates). */
  transit?: TransitAccess | null;
}

async function build(): Promise<DestinationPageProps[]> {
  // With NPS_API_KEY the parks' fees and hours are read from the NPS API and dated today (decision 050).
  const all = await withNpsFacts(await siteDestinations());
  // "In summer, with every road open" (issue 47: named, not a default).
  const nearby = nearbyByRoad(all, EVERY_ROAD_OPEN);
  // Issue 27: the same drives on the roads of a winter day, shown where they differ.
  const winter = nearbyByRoad(all, seasonDay('winter').roads);
  // Issue 17: where nothing is within 30 minutes, the three closest by road instead.
  const closest = closestByRoad(all, new Set(all.filter((d) => (nearby.get(d.id) ?? []).length === 0).map((d) => d.id)), EVERY_ROAD_OPEN);
  const since = (await siteCatalogue()).newest;
  const { parkOf, partsOf } = partsAndParks(all);
  const trips = await buildTripSource();
  return all.map((destination) => ({
    destination,
    nearby: nearby.get(destination.id) ?? [],
    nearbyWinter: winter.get(destination.id) ?? [],
    closest: closest.get(destination.id) ?? [],
    total: all.length,
    since,
    park: parkOf(destination),
    parts: partsOf(destination),
    // Issue 36: how to get there without a car, prebuilt.
    transit: destination.coordinates
      ? transitAccess({ ...destination.coordinates, name: destination.name, id: destination.id }, destination.gamesRole?.games === '2034', trips)
      : null,
  }));
}

let made: Promise<DestinationPageProps[]> | null = null;

/** Every destination page's props, made on the first call of a build and kept for the others. */
export function destinationPageProps(): Promise<DestinationPageProps[]> {
  made ??= build();
  return made;
}
