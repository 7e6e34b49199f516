// What /map draws, as pure rules safe in the browser: the compact place record, zone colours,
// the filters (the same URL parameters as /destinations) and the focus parameter.
import { fillPlaceholders } from '../../lib/count.ts';
import { formatDuration } from '../../lib/format.ts';
import { mapEn, type MapPageWords, type MapWords } from '../../lib/messages/map.en.ts';
import { type BrowseParams, parseBrowseParams, writeBrowseParams } from '../browse/browse.ts';
import { type Destination, driveMinutes, ZONES, zoneOf } from '../destinations/destinations.ts';
import { isDestinationId } from '../destinations/ids.ts';
import type { ClosureWindow } from '../roads/winter.ts';
import { closedInWinter, reachableOn } from '../roads/winter.ts';

/** One place on the map: only what the markers, the card and the list need. */
export interface MapPlace {
  id: string;
  name: string;
  category: string;
  lat: number;
  lng: number;
  /** Whole minutes from the airport. */
  minutes: number;
  /** Slug of the drive-time zone, e.g. "1-hour". */
  zone: string;
  /** Only for a place no open road reaches in winter: its closure window (issue 19). */
  closed?: ClosureWindow;
}

/** GET /api/map: the background map's style URL and every place with coordinates. */
export interface MapData {
  /** The background map's style, or null while its host does not answer (the places stand on a plain background). */
  style: string | null;
  places: MapPlace[];
}

/** A destination as a map place; places without coordinates cannot be drawn. */
export function toMapPlace(
  d: Pick<Destination, 'id' | 'name' | 'category' | 'coordinates' | 'driveTime' | 'driveTimeMinutes' | 'winterDriveTimeMinutes' | 'seasonalClosure'>,
): MapPlace | null {
  if (!d.coordinates) return null;
  const minutes = driveMinutes(d);
  const place: MapPlace = {
    id: d.id,
    name: d.name,
    category: d.category,
    lat: d.coordinates.lat,
    lng: d.coordinates.lng,
    minutes,
    zone: zoneOf(minutes)?.slug ?? 'beyond',
  };
  if (closedInWinter(d) && d.seasonalClosure) place.closed = { from: d.seasonalClosure.from, to: d.seasonalClosure.to };
  return place;
}

/**
 * Marker colours per drive-time zone, light to dark along one hue ramp so order reads without
 * colour names; every one holds 4.5:1 against white text (cluster counts) and 3:1 against the map.
 */
export const ZONE_COLOURS: Readonly<Record<string, string>> = {
  '30-minutes': '#1b6b3a',
  '1-hour': '#2c6e8f',
  '2-hours': '#3b4fa8',
  '3-5-hours': '#6b3fa0',
  '5-8-hours': '#9c2f6e',
  '8-12-hours': '#a3321e',
  beyond: '#5b5b5b',
};

/** The reach layers in minutes, as issue 17 asks: 30 min, 1 hr, 2 hr, 3 hr, 5 hr (drawn by reachLayers.ts). */
export const REACH_MINUTES = [30, 60, 120, 180, 300] as const;
export type ReachMinutes = (typeof REACH_MINUTES)[number];

/** "30 min", "1 hr", "5 hr": the site's one duration style (decision 082). */
export const reachLabel = (minutes: number): string => formatDuration(minutes);

/** The legend: each zone's label and colour, in order. */
export const ZONE_LEGEND = ZONES.map((z) => ({ slug: z.slug, label: z.label, colour: ZONE_COLOURS[z.slug]! }));

/** A place matches the map's filters: the category, a drive time at or under the chosen one, and with "Reachable now" a road open on `today` (in Utah). */
export function matchesMapFilters(
  p: Pick<MapPlace, 'category' | 'minutes' | 'closed'> & { id?: string },
  f: BrowseParams,
  today: Date = new Date(),
  /** Places a live UDOT closure cuts off now (decision 048). */
  liveClosed?: ReadonlySet<string>,
  /** Minutes by public transport from the airport of the places it reaches (issue 36). */
  carFree?: ReadonlyMap<string, number>,
): boolean {
  if (f.noCar && (p.id === undefined || !carFree?.has(p.id))) return false;
  if (f.category !== null && p.category !== f.category) return false;
  if (f.driveTime !== null && p.minutes > f.driveTime) return false;
  if (f.openNow && p.id !== undefined && liveClosed?.has(p.id)) return false;
  if (f.openNow && p.closed && !reachableOn({ winterDriveTimeMinutes: null, seasonalClosure: { ...p.closed, text: '' } }, today)) return false;
  return true;
}

/** The filters and the focused place from a query string (`?category=…&driveTime=…&focus=…`). */
export function parseMapParams(search: string): BrowseParams & { focus: string | null } {
  const focus = new URLSearchParams(search).get('focus')?.trim() ?? '';
  return { ...parseBrowseParams(search), focus: isDestinationId(focus) ? focus : null };
}

/** The query string with the filters written back (the focus and other parameters kept). */
export const writeMapParams = (search: string, f: BrowseParams): string => writeBrowseParams(search, f);

/** The link to the map around one place. */
export const mapFocusUrl = (id: string): string => `/map?focus=${encodeURIComponent(id)}`;

/** "25 min", "1 hr", "1 hr 35 min": the drive style of the formatting module (driveTime.ts carries the road network, which the map script must not download). */
export const driveText = (minutes: number, intl = 'en-US'): string => formatDuration(minutes, 'short', intl);

/** The list's order: closest first, then by name (the order of /destinations and its pages). */
export function mapListOrder<T extends Pick<MapPlace, 'minutes' | 'name'>>(places: readonly T[]): T[] {
  const names = new Intl.Collator('en', { sensitivity: 'base' });
  return [...places].sort((a, b) => a.minutes - b.minutes || names.compare(a.name, b.name));
}

/** "Showing 48 of 702 places": the progress line under /map's list, in the page's words (English's by default). */
export function mapListProgress(shown: number, matching: number, words: MapWords = mapEn, intl = 'en-US'): string {
  const form = new Intl.PluralRules(intl).select(matching) === 'one' ? 'map.progress.one' : 'map.progress.other';
  return fillPlaceholders(words[form], { shown, count: matching }, intl);
}

/** How the page's script says things: its words and Intl locale, the categories' and zones' names, the destination pages' prefix. */
export interface MapSay {
  words: MapWords;
  intl: string;
  category: (name: string) => string;
  zone: (slug: string) => string;
  /** "" in English, "/fr" on the French page: a place's page is `${prefix}/destinations/<id>/`. */
  prefix: string;
  /** MapLibre's control labels in the page's language; none on the English page (MapLibre's own English). */
  controls?: MapPageWords['controls'];
}

/** The script's way of saying things from what a French or Spanish page handed it, or English's own. */
export function mapSay(page: MapPageWords | null): MapSay {
  const words = page?.words ?? mapEn;
  return {
    words,
    intl: page?.intl ?? 'en-US',
    category: (name) => page?.categories[name] ?? name,
    zone: (slug) => page?.zones[slug] ?? ZONES.find((z) => z.slug === slug)?.label ?? words['map.beyondZone'],
    prefix: page?.prefix ?? '',
    ...(page?.controls && { controls: page.controls }),
  };
}
