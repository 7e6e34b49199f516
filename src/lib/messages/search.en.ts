/**
 * The words of /search in English (issue 53, decision 109), the English page's own texts character
 * for character. `searchPageEn` is the page's (read at build time), `searchEn` the island's: the
 * English island imports it, a French or Spanish page hands its language's slice over as a prop,
 * never a dictionary. Kept out of en.ts like the destination page's (decision 105). French and
 * Spanish in search.fr.ts and search.es.ts.
 */
export const searchPageEn = {
  'searchPage.title': 'Search Utah Destinations',
  'searchPage.description':
    'Search Utah destinations by name, category, access level, Olympic venues, family friendliness and maximum drive time from Salt Lake City.',
  'searchPage.noscript': 'Search needs JavaScript. Every destination is also listed on {link}.',
  'searchPage.allLink': 'All Destinations',
  // The access levels' names, handed to the island by a French or Spanish page (English's are TIER_NAMES).
  'searchPage.tier.free': 'Free',
  'searchPage.tier.premium': 'Premium',
  'searchPage.tier.olympic': 'VIP Olympic',
} as const;

export const searchEn = {
  'search.h1': 'Discover Utah Adventures',
  'search.total': '{total} destinations to discover across Utah, all within a drive of Salt Lake City International Airport',
  'search.label': 'Search destinations',
  'search.placeholder': 'Search by name, description, category or address',
  'search.results': 'Results',
  'search.filters': 'Filters',
  'search.active': ' active',
  'search.sortDrive': 'Sort by Drive Time',
  'search.sortName': 'Sort by Name',
  'search.categories': 'Categories',
  'search.access': 'Access Level',
  'search.features': 'Features',
  'search.olympicOnly': 'Olympic Venues Only',
  'search.hasPhotos': 'Has Photos ({count})',
  'search.family': 'Family Friendly',
  'search.maxDrive': 'Maximum Drive Time',
  'search.anyDrive': '5+ hours',
  'search.clearAll': 'Clear All',
  'search.chips': 'Active search and filters',
  'search.removeQuery': 'Remove search "{query}"',
  'search.remove': 'Remove {name}',
  'search.failed': 'Failed to fetch destinations',
  'search.loading': 'Loading destinations...',
  // One form, as the English page always said it ("1 destinations found"); French and Spanish have theirs.
  'search.found.other': '{count} destinations found (filtered from {total})',
  'search.none': 'No destinations found',
  'search.noneHint': 'Try adjusting your filters or search terms',
  'search.clearFilters': 'Clear All Filters',
} as const;

/** The island's words; a French or Spanish page adds its language's singular count. */
export type SearchWords = { readonly [K in keyof typeof searchEn]: string } & { readonly 'search.found.one'?: string };
