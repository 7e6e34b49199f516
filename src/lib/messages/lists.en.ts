/**
 * The words of the lists in English (issue 53, decision 112): /destinations and its later pages,
 * the drive-time zone pages and theirs, the paged list's count and links, and the ready-made trips'
 * list; the English pages' own texts character for character. Kept out of en.ts like the other
 * pages' (decision 105): the plan page's script carries en.ts. `{n}` is a number the page writes
 * in its own element (a count the late merge updates), `count` picking the plural form. English
 * keeps one form where its page always said "destinations"; French and Spanish add their singular.
 * French and Spanish in lists.fr.ts and lists.es.ts.
 */
export const listsEn = {
  'listPage.title': 'All Destinations',
  'listPage.description':
    'All {count} destinations by drive time from Salt Lake City International Airport, in Utah and just across its borders: parks, canyons, ski resorts, museums and the 2034 Olympic venues.',
  'listPage.h1': 'All Destinations',
  'listPage.lead': '{n} places you can drive to from SLC International, closest first. Search, pick a category or set how far you want to drive.',
  'listPage.listHeading': 'Destinations',
  'listPage.zonesHeading': 'Browse by drive time',
  'listPage.zoneCount.other': '({n} destinations)',
  'listPage.buildTrip': 'Build My Trip',
  'listPage.pageTitle': 'All Destinations, page {page} of {last}',
  'listPage.pageDescription': 'Utah destinations by drive time from Salt Lake City International Airport, page {page} of {last}.',
  'listPage.pageOf': 'page {page} of {last}',
  'listPage.pageLead': 'Closest first, {n} destinations in all. {link}.',
  'listPage.searchLink': 'Search and filter all destinations',
  'listPage.moreLabel': 'More destinations',
  'list.showing.other': 'Showing {first}{shown} of {total} destinations',
  'list.previous': '← Previous page',
  'list.more': 'Show more',
  'zonePage.title': '{zone} from SLC Airport',
  'zonePage.intro': '{places} {range} by car from Salt Lake City International Airport, closest first.',
  'zonePage.back': '← All destinations',
  'zonePage.plan': 'Plan a day trip that fits your time →',
  'zonePage.measured': 'Drive times are measured on real roads from the terminal.',
  'zonePage.common': ' Most common here: {list}.',
  'zonePage.venues.one': ' {count} of them is a venue of the 2034 Winter Games.',
  'zonePage.venues.other': ' {count} of them are venues of the 2034 Winter Games.',
  'zonePage.legacy.one': ' {count} is a legacy site of the 2002 Games.',
  'zonePage.legacy.other': ' {count} are legacy sites of the 2002 Games.',
  'zonePage.within': 'All {n} destinations within {time}, closer ones included',
  'zonePage.listHeading.other': '{n} destinations {range} away',
  'zonePage.none': 'No destinations in this zone yet. {link}.',
  'zonePage.browseAll': 'Browse all destinations',
  'zonePage.more': 'More destinations {range} away',
  'zonePage.others': 'Other drive times',
  'zonePage.upTo': 'up to {time}',
  'zonePage.hours': '{from} to {to} hours',
  'zonePage.between': '{from} to {to}',
  'zonePage.pageTitle': '{zone} from SLC Airport, page {page} of {last}',
  'zonePage.pageDescription': 'Destinations {range} by car from Salt Lake City International Airport, closest first: page {page} of {last}.',
  'zonePage.pageLead': 'Destinations {range} by car from the airport, closest first. {link}.',
  'zonePage.firstPage': 'Back to the first page',
  'tripsPage.title': 'Ready-made Utah trips from Salt Lake City',
  'tripsPage.description':
    "Classic trips from Salt Lake City International Airport, planned on Utah's real roads: the national parks, a ski week, a layover, the 2034 venues. Make any of them yours.",
  'tripsPage.h1': 'Ready-made trips',
  'tripsPage.lead':
    'Classic Utah trips planned by our trip planner on real roads, day by day, with where to sleep. Open one, then “Make it mine” to change the dates or the pace.',
  'tripsPage.heading': 'The trips',
  'tripsPage.season': 'Season:',
  'tripsPage.own': 'Plan your own trip',
} as const;
