/**
 * The words of /map in English (issue 53), the English page's own texts character for character.
 * `mapPageEn` is the page's (read at build time), `mapEn` the script's: the English script imports
 * it, a French or Spanish page hands its language's slice to the script as a JSON element, never a
 * dictionary (as /search does, decision 109). French and Spanish in map.fr.ts and map.es.ts.
 */
export const mapPageEn = {
  'mapPage.title': 'Map',
  'mapPage.description':
    'Every one of our {count} on a map, colored by drive time from Salt Lake City International Airport, with the areas you can reach in 30 minutes to 5 hours.',
  'mapPage.utah.one': '{count} Utah destination',
  'mapPage.utah.other': '{count} Utah destinations',
  'mapPage.andBeyond': '{utah} and {beyond} just across the state line',
  'mapPage.h1': 'Map of every destination',
  'mapPage.intro': 'Every place we list, colored by its drive time from the airport. Choose a place for its card, or use the list.',
  'mapPage.googleMaps': 'Open the airport in Google Maps',
  'mapPage.category': 'Category',
  'mapPage.allCategories': 'All categories',
  'mapPage.driveTime': 'Drive time',
  'mapPage.anyDriveTime': 'Any drive time',
  'mapPage.openNow': 'Reachable now',
  'mapPage.openNowHint': 'Hides places whose road is closed today: for the winter, or by UDOT now',
  'mapPage.noCar': 'Without a car',
  'mapPage.noCarHint': 'Only places public transport reaches from the airport, with the time, and the lines on the map',
  'mapPage.overviewAlt': 'Every place as a dot colored by its drive time on a map of Utah; the list names them, closest first.',
  'mapPage.canvas': 'Map of the destinations',
  'mapPage.start': 'Explore the interactive map',
  'mapPage.noScript': 'The interactive map needs JavaScript; the list names every place, page by page.',
  'mapPage.reach': 'Reachable from the airport within',
  'mapPage.roadsOf': 'On the roads of',
  'mapPage.summer': 'Summer (every road open)',
  'mapPage.winter': 'Winter (usual closures)',
  'mapPage.legendNote':
    "Reach is drawn from the same road model as the drive times, with a paved last stretch; in winter with every usual closure in force (the list's “Reachable now” hides the places they close); {link}.",
  'mapPage.zonesLink': 'drive-time zones',
  'mapPage.legend': 'Marker colors by drive time',
  'mapPage.places': 'Places',
  'mapPage.showMore': 'Show more',
} as const;

export const mapEn = {
  'map.loading': 'Loading the map…',
  'map.noMap': 'The interactive map could not start in this browser; the list names every place.',
  'map.noBasemap': 'The background map is unavailable right now; the places, filters and list still work.',
  'map.show': 'Show on map',
  'map.showLabel': 'Show {name} on the map',
  'map.upTo': 'Up to {time}',
  'map.details': 'View details',
  'map.fromAirport': '{time} from the airport ({zone} zone)',
  'map.beyondZone': 'over 12 hrs',
  'map.cluster': '{count} places here: zoom in',
  'map.progress.one': 'Showing {shown} of {count} place',
  'map.progress.other': 'Showing {shown} of {count} places',
} as const;

/**
 * MapLibre's own control labels (its `locale` option), the same on /map and /conditions' map of the
 * closures: the English page gives none (MapLibre's English is these words), a French or Spanish page
 * hands its language's with the script's other words. Keys are ours; baseMap.ts maps them to MapLibre's.
 */
export const mapControlsEn = {
  'mapControls.map': 'Map',
  'mapControls.zoomIn': 'Zoom in',
  'mapControls.zoomOut': 'Zoom out',
  'mapControls.attribution': 'Toggle attribution',
  'mapControls.feedback': 'Map feedback',
  'mapControls.marker': 'Map marker',
  'mapControls.closePopup': 'Close popup',
} as const;

/** MapLibre's control labels in a language: mapControlsEn's keys. */
export type MapControlWords = { readonly [K in keyof typeof mapControlsEn]: string };

/** The script's words in a language: mapEn's keys, with Intl's locale and the names it shows. */
export type MapWords = { readonly [K in keyof typeof mapEn]: string };

/** What a French or Spanish /map hands its script (a JSON element): its words, Intl's locale, the categories' and zones' names. */
export interface MapPageWords {
  words: MapWords;
  intl: string;
  categories: Readonly<Record<string, string>>;
  zones: Readonly<Record<string, string>>;
  /** The language's prefix of the destination pages' addresses ("/fr"). */
  prefix: string;
  /** MapLibre's control labels in the language. */
  controls: MapControlWords;
}
