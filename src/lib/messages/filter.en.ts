/**
 * The /destinations filter island's words in English (issue 53, decision 112), its texts character
 * for character: the English island imports this slice; a French or Spanish page hands its
 * language's slice over as a prop, never a dictionary (as /search's, decision 109). Kept out of
 * en.ts like the other pages' (decision 105). French and Spanish in lists.fr.ts and lists.es.ts.
 */
export const filterEn = {
  'filter.label': 'Filter destinations',
  'filter.search': 'Search destinations',
  'filter.placeholder': 'Name, place or idea',
  'filter.category': 'Category',
  'filter.allCategories': 'All categories',
  'filter.drive': 'Drive time',
  'filter.anyDrive': 'Any drive time',
  'filter.upTo': 'Up to {time}',
  'filter.openNow': 'Reachable now',
  'filter.openNowHint': 'Hides places whose road is closed today: for the winter, or by UDOT now',
  'filter.noCar': 'Without a car',
  'filter.noCarHint': 'Only places public transport reaches from the airport, with the time on each card',
  'filter.sort': 'Sort by',
  'filter.sort.driveTime': 'Drive time',
  'filter.sort.name': 'Name',
  'filter.sort.category': 'Category',
  'filter.loading': 'Loading destinations…',
  'filter.failed': 'Could not load every destination: the first page is shown, and "Show more" opens the next.',
  'filter.showing.one': 'Showing {shown} of {count} destination',
  'filter.showing.other': 'Showing {shown} of {count} destinations',
  'filter.inAll': '{showing} ({available} in all)',
  'filter.upsellTitle': 'Want to see all 700+ destinations?',
  'filter.upsellText': 'Your free plan shows the free destinations. Adventurer opens the premium collection too.',
  'filter.upgrade': 'Upgrade to Adventurer',
  'filter.upgradeSoon': 'Paid plans are coming soon. We will let you know when upgrades open.',
  'filter.none': 'No destinations found',
  'filter.noneHint': 'Nothing matches these filters. Try a longer drive time or another category.',
  'filter.beyond.one': '{count} destination matches more than {time} away.',
  'filter.beyond.other': '{count} destinations match more than {time} away.',
  'filter.showBeyond.one': 'Show it',
  'filter.showBeyond.other': 'Show all {count}',
  'filter.clear': 'Clear Filters',
} as const;

/** The island's words in a language: English's keys, each language's own plural forms beside them. */
export type FilterWords = { readonly [K in keyof typeof filterEn]: string } & Readonly<Record<string, string>>;
