/** Category chips of the downloads page (docs/product.md §2.14); "all" shows every kit. */
export const DOWNLOAD_CATEGORIES = ['all', 'Winter Sports', 'Urban', 'Nature', 'National Parks', 'Family', 'Itineraries'] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

export interface DownloadKit {
  id: string;
  name: string;
  category: Exclude<DownloadCategory, 'all'>;
  description: string;
  format: string;
  includes: readonly string[];
}

/** The six downloadable guides, all coming soon (their buttons stay disabled until launch). */
export const DOWNLOAD_KITS: readonly DownloadKit[] = [
  {
    id: 'wasatch-powder-guide',
    name: 'Wasatch Powder Guide',
    category: 'Winter Sports',
    description: 'Ten resorts within an hour of the terminal, canyon-road tips, ski-bus routes and the 2034 Olympic venues you can ski yourself.',
    format: 'PDF · 32 pages',
    includes: ['Resort-by-resort drive times', 'Canyon traction-law checklist', 'Ski bus and parking notes'],
  },
  {
    id: 'downtown-slc-guide',
    name: 'Downtown Salt Lake City Guide',
    category: 'Urban',
    description: 'Walkable blocks from Temple Square to the Granary District, with TRAX stops, coffee, galleries and late-night food.',
    format: 'PDF · 24 pages',
    includes: ['Free-fare zone map', 'Neighborhood walks', 'Where to eat after a show'],
  },
  {
    id: 'great-salt-lake-shores',
    name: 'Great Salt Lake Shores & Wetlands',
    category: 'Nature',
    description: 'Antelope Island bison, sunset beaches, Spiral Jetty and the bird refuges of the lake’s eastern shore.',
    format: 'PDF · 20 pages',
    includes: ['Migration calendar', 'Bug-season advice', 'Road conditions to the Jetty'],
  },
  {
    id: 'mighty-5-handbook',
    name: 'Mighty 5 National Parks Handbook',
    category: 'National Parks',
    description: 'Zion, Bryce Canyon, Capitol Reef, Arches and Canyonlands: timed-entry rules, fuel stops and the best short hikes.',
    format: 'PDF · 48 pages',
    includes: ['Permit and reservation timeline', 'Drive times between parks', 'Heat and flash-flood safety'],
  },
  {
    id: 'family-adventures',
    name: 'Family Adventures Near SLC',
    category: 'Family',
    description: 'Museums, zoos, splash pads and short trails that suit small legs, with rest stops and rainy-day backups.',
    format: 'PDF · 28 pages',
    includes: ['Ages-and-stages ratings', 'Stroller-friendly trails', 'Snack and restroom stops'],
  },
  {
    id: 'utah-road-trip-7-days',
    name: '7-Day Utah Road Trip Itinerary',
    category: 'Itineraries',
    description: 'A one-week loop from the airport through the canyons and parks and back, planned hour by hour with honest drive times.',
    format: 'PDF · 36 pages',
    includes: ['Day-by-day plan', 'Lodging areas for each night', 'Shorter 4-day variant'],
  },
];

/** The words a kit is found by: name, category, description and what it includes. */
export function downloadSearchText(kit: DownloadKit): string {
  return [kit.name, kit.category, kit.description, ...kit.includes].join(' ').toLowerCase();
}

/**
 * Whether a kit passes the chip and the text search: the chip matches its category ("all"
 * matches every kit), and every word of the query appears in its search text (case-insensitive).
 */
export function matchesDownload(kit: { category: string; searchText: string }, category: string, query: string): boolean {
  if (category !== 'all' && kit.category !== category) return false;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => kit.searchText.includes(w));
}
