/**
 * English, the reference dictionary (decision 094): with the destination page's slices
 * (messages.ts's `DICTIONARIES.en`), every key a page may ask for, and fr.ts and es.ts are tested against it. Flat keys, grouped by where they appear; `.one`/`.other`
 * are plural forms. Place names stay as Utahns say them in every language.
 */
import type { accountEn } from './account.en.ts';
import type { conditionsEn } from './conditions.en.ts';
import type { memberEn, photosEn } from './islands.en.ts';
import type { filterEn } from './filter.en.ts';
import type { kitsEn } from './kits.en.ts';
import type { listsEn } from './lists.en.ts';
import type { mapEn, mapPageEn } from './map.en.ts';
import type { placePageEn, placeSectionsEn } from './place.en.ts';
import type { searchEn, searchPageEn } from './search.en.ts';
import type { submitFormEn } from './submit.en.ts';
import type { visitorEn } from './visitor.en.ts';
import type { dayInEn } from './dayIn.en.ts';
import type { carFreeDaysEn, saveOfflineEn } from './trips.en.ts';
import { planEn } from './plan.en.ts';

export const en = {
  // The layout: skip link, header, footer, offline notices, language switcher.
  'layout.skip': 'Skip to main content',
  'layout.languages': 'Languages',
  'nav.label': 'Main',
  'nav.home': 'SLC Trips home',
  'nav.destinations': 'All Destinations',
  'nav.plan': 'Plan My Day',
  'nav.content': 'Media Hub',
  'nav.kits': 'Planning TripKits',
  'nav.kitsShort': 'Planning Kits',
  'nav.games': '2034 Games',
  'nav.map': 'Map',
  'nav.submit': 'Submit Destination',
  'nav.search': 'Search',
  'nav.conditions': 'Road Conditions',
  'nav.airport': 'SLC Airport',
  'nav.favorites': 'My favorites',
  'nav.signOut': 'Sign out',
  'nav.signIn': 'Sign in',
  'nav.menu': 'Menu',
  'footer.places': '{count} destinations within driving distance of Salt Lake City International Airport.',
  'footer.partner': 'Partner With Us',
  'footer.deck': 'Featured Deck',
  'footer.privacy': 'Privacy',
  'footer.media': 'Trending trips, videos and our social accounts: {link}.',
  'offline.banner': 'You are offline. Pages you saved or read still open; {link}.',
  'offline.saved': 'see what is saved',
  'offline.update': 'A new version is available — {button}',
  'offline.reload': 'reload',

  // Shared by the home page and the Games hub.
  'countdown.heading': 'Countdown to the opening ceremony',
  'countdown.days': 'Days',
  'countdown.hours': 'Hours',
  'countdown.minutes': 'Minutes',
  'countdown.seconds': 'Seconds',
  'cta.olympicKit': 'Get Olympic Kit',
  'cta.comingSoon': 'Coming soon',
  'drive.fromSlc': '{time} from SLC',
  'card.winterClosed': 'Winter: road closed',
  'card.gamesRole': '{games}: {items}',
  'card.gamesSite': 'Games site',
  'card.premium': 'Premium guide',
  'card.olympicTier': 'VIP Olympic guide',
  'card.timeNeeded': 'Time needed: {time}',
  'card.hoursRange': '{min}-{max} hours',
  'card.under': 'under {time}',
  'newsletter.close': 'Close',
  'newsletter.title': 'Get Utah trip ideas in your inbox',
  'newsletter.text': 'New destinations, drive-time guides and 2034 Games news. No spam. We mail you a link to confirm first; {link}.',
  'newsletter.keep': 'what we keep',
  'newsletter.email': 'E-mail address',
  'newsletter.submit': 'Sign Up',
  'newsletter.busy': 'Signing up...',
  'newsletter.failed': 'We could not sign you up just now. Please try again.',
  'newsletter.successTitle': 'Check your inbox',
  'newsletter.successText':
    'We sent a link to confirm your sign-up to {email}. You will get the newsletter only after you open it; every issue has a link to leave the list.',
  'punct.label': '{label}:',
  'places.count.one': '{count} destination',
  'places.count.other': '{count} destinations',
  'places.outside': '{places} ({outside} outside Utah)',
  'checked.text': 'Checked {month} · {site}',

  // The home page.
  'home.description':
    '700+ places, 1 airport: Utah destinations grouped by honest drive times from Salt Lake City International Airport, ready for the 2034 Winter Games.',
  'home.h1': '700+ places. 1 airport. Your Utah adventure starts at SLC.',
  'home.lead': 'Land at Salt Lake City International and pick how far you want to drive. Every drive time is measured on real roads.',
  'home.driveQuestion': 'How far will you drive?',
  'home.driveUpTo': 'Up to {time}',
  'home.driveAny': 'Any drive time',
  'home.begin': 'Begin My Adventure',
  'home.planDay': 'Only have a few hours? Plan my day →',
  'home.statsHeading': 'SLC Trips in numbers',
  'home.statDestinations': 'Destinations',
  'home.statGames': 'Games sites (2034 and 2002)',
  'home.statZones': 'Drive-time zones',
  'home.statWinter': 'Winter Games',
  'home.zonesHeading': 'Explore by drive time',
  'home.zoneOlympic': '2034 Olympics',
  'home.zoneUpTo': 'up to {time} from the airport',
  'home.zoneHours': '{from} to {to} hours from the airport',
  'home.zoneBetween': '{from} to {to} from the airport',
  'zone.30-minutes': '30 min',
  'zone.1-hour': '1 hour',
  'zone.2-hours': '2 hours',
  'zone.3-5-hours': '2-5 hrs',
  'zone.5-8-hours': '5-8 hrs',
  'zone.8-12-hours': '8-12 hrs',
  'home.gamesHeading': 'The 2034 Winter Games are coming back to Utah',
  'home.gamesText': 'February 10 to 26, 2034: {venues} venues in the published plan, {within} of them within an hour of the airport.',
  'home.gamesTextAll': 'February 10 to 26, 2034: {venues} venues in the published plan, every one of them within an hour of the airport.',
  'home.gamesPage': 'The 2034 Games page',
  'home.section.olympic.title': 'Venues of the 2034 Winter Games',
  'home.section.olympic.text': 'Where the world will compete, from the downtown arenas to the mountain courses.',
  'home.section.close.title': 'Within 30 minutes of the terminal',
  'home.section.close.text': 'Short layover or late arrival? These are closer than the rental-car line feels, easy, and done in two hours.',
  'home.section.family.title': 'Family favorites',
  'home.section.family.text': 'Easy outings within an hour of the airport that work for small legs and short attention spans.',
  'home.section.wonders.title': 'Worth the long drive',
  'home.section.wonders.text': 'The red-rock icons of southern Utah, three to five hours down the road.',
  'home.allVenues': 'All {venues} venues of 2034 and the {legacy} legacy sites of 2002',
  'home.moreHeading': 'Want More Content?',
  'home.moreText': "Trending trips from Utah's outdoor communities, short videos and fresh ideas every week in the Media Hub.",
  'home.moreButton': 'Visit the Media Hub',
  'home.tripkitHeading': 'Get Your Complete TripKit',
  'home.tripkitText': 'Curated day-by-day guides with drive times, maps and insider tips. Sign up and be first to know when they launch.',
  'home.tripkitSignUp': 'Sign Up for Access',
  'home.tripkitBrowse': 'Browse Downloads',

  // The Games hub (/olympics).
  'games.title': 'The 2034 Winter Games in Utah',
  'games.description':
    'The {venues} venues of the 2034 Winter Games by sport, with drive times from Salt Lake City International Airport, the {legacy} legacy sites of 2002 and a countdown to February 10, 2034.',
  'games.lead':
    "The Games come back to Salt Lake City from {start} to {end}. The published venue plan has {venues} sites, {within} of them within an hour's drive of the airport.",
  'games.leadAll':
    "The Games come back to Salt Lake City from {start} to {end}. The published venue plan has {venues} sites, every one of them within an hour's drive of the airport.",
  'games.startDay': 'February 10',
  'games.endDay': '26, 2034',
  'games.sportsHeading': 'The {venues} venues of 2034, by sport',
  'games.planNote':
    "Drive times are measured on real roads from the airport terminal. Roles follow the plan as it stands: the organizers' venue plan of April 2024 with the changes reported since (ice hockey moved to the Delta Center, figure skating and short track to the Maverik Center). Each role names its source{checked}. Roles may change again before the Games.",
  'games.planChecked': '; we last checked the plan in {month}',
  'games.rolesHeading': 'Ceremonies, village and media',
  'games.tableHeading': 'All {venues} venues, closest first',
  'games.colVenue': 'Venue',
  'games.colRole': '2034 role',
  'games.colDrive': 'Drive from SLC',
  'games.colTransit': 'Without a car (winter weekday, from 10 AM)',
  'games.colTransitShort': 'Without a car',
  'games.fromAirport': 'From the airport: {trip}',
  'games.fromDowntown': 'From downtown: {trip}',
  'games.transitTrip': '{time} ({lines})',
  'games.onFoot': 'on foot',
  'games.noTransit': 'not on the lines followed here',
  'games.legacyHeading': 'The {legacy} legacy sites of 2002',
  'games.legacyText': 'Places that remember the 2002 Games and have no role in the 2034 plan.',
  'games.kitName': '2034 Winter Olympics Kit',
  'games.kitPrice': '{price} at launch.',

  // The Games' sports and roles, as the catalogue names them (`term(locale, 'sport', name)`).
  'sport.alpine skiing': 'alpine skiing',
  'sport.para alpine skiing': 'para alpine skiing',
  'sport.long-track speed skating': 'long-track speed skating',
  'sport.ice hockey': 'ice hockey',
  'sport.para ice hockey': 'para ice hockey',
  'sport.figure skating': 'figure skating',
  'sport.short-track speed skating': 'short-track speed skating',
  'sport.curling': 'curling',
  'sport.wheelchair curling': 'wheelchair curling',
  'sport.big air': 'big air',
  'sport.ski jumping': 'ski jumping',
  'sport.Nordic combined (ski jumping)': 'Nordic combined (ski jumping)',
  'sport.bobsleigh': 'bobsleigh',
  'sport.luge': 'luge',
  'sport.skeleton': 'skeleton',
  'sport.snowboard parallel giant slalom': 'snowboard parallel giant slalom',
  'sport.snowboard cross': 'snowboard cross',
  'sport.ski cross': 'ski cross',
  'sport.cross-country skiing': 'cross-country skiing',
  'sport.biathlon': 'biathlon',
  'sport.Nordic combined (cross-country)': 'Nordic combined (cross-country)',
  'sport.para biathlon': 'para biathlon',
  'sport.para cross-country skiing': 'para cross-country skiing',
  'sport.halfpipe': 'halfpipe',
  'sport.slopestyle': 'slopestyle',
  'sport.moguls': 'moguls',
  'sport.aerials': 'aerials',
  'role.curling venue': 'curling venue',
  'role.main media center': 'main media center',
  'role.medals plaza': 'medals plaza',
  'role.opening and closing ceremonies': 'opening and closing ceremonies',
  'role.Olympic Village': 'Olympic Village',
  'role.the Games cauldron': 'the Games cauldron',
  'role.snowflake fountain plaza': 'snowflake fountain plaza',
  'role.Olympians welcome plaza': 'Olympians welcome plaza',
  'role.2002 Games museum gallery': '2002 Games museum gallery',
  'category.Urban & Downtown': 'Urban & Downtown',
  'category.Activities & Recreation': 'Activities & Recreation',
  'category.Natural Wonders': 'Natural Wonders',
  'category.Skiing & Winter': 'Skiing & Winter',
  'category.Olympic Venues': 'Olympic Venues',
  'category.Entertainment': 'Entertainment',
  'category.Family Fun': 'Family Fun',
  'category.Cultural & Historic': 'Cultural & Historic',
  'games.legacy2002': '2002 legacy',
  'games.more.one': '{count} more',
  'games.more.other': '{count} more',
  // What the planners say (decision 096): the engines return these keys with their values (said.ts).
  'said.asWritten': '{text}',
  'plan.who.hikers': 'Hikers',
  'plan.who.easy': 'Easy walking only',
  'plan.who.children': 'Young children',
  'plan.who.wheelchair': 'A wheelchair',
  'plan.for.sights': 'Sights',
  'plan.for.hikes': 'Hikes',
  'plan.for.offroad': 'Off-road',
  'plan.for.culture': 'Culture',
  'plan.progress.car': 'Fitting the places into your time…',
  'plan.progress.carFree': 'Fitting the places into the timetables…',
  'plan.note.outOfSeason': 'Best {best}; out of season in {month}',
  'plan.note.venue': 'A look from outside: shows, films and games need a ticket and their own time, mostly in the evening',
  'plan.note.hoursUnknown': 'Hours not in our catalogue: planned 10 AM–5 PM; check before you go',
  'plan.note.shopHoursUnknown': 'Hours not in our catalogue: shops usually open 10 AM–9 PM; check before you go',
  'plan.note.servingHoursUnknown': 'Hours not in our catalogue: planned 11 AM–9 PM, when most such places serve; check before you go',
  'plan.note.liftHoursUnknown': 'Lift hours not in our catalogue: planned 9 AM–4 PM, as most Utah ski areas run them; check before you go',
  'plan.hours.closedSundays': 'Closed on Sundays',
  'plan.hours.saturdaysOnly': 'Open on Saturdays only',
  'plan.hours.sundaysOnly': 'Open on Sundays only',
  'plan.hours.seasonal': 'Seasonal: open {from} to {to}',
  'plan.dark.afterDark': 'After dark: the sun has set before you arrive',
  'plan.dark.sunsetDuring': 'Darkness: the sun sets during this visit',
  'plan.dark.beforeSunrise': 'Before sunrise: it is still dark when you arrive',
  'plan.driveBackAfterSunset': 'You drive back after sunset',
  'plan.rule.permit': '{text} (apply: {apply}). {holder}. {alternative}.',
  'plan.rule.schedule': '{text} ({schedule})',
  'plan.why.sunset': '{why}; best at sunset',
  'plan.why.sunrise': '{why}; best at sunrise',
  'plan.leftOut.sight': '{name}: left out, {reason}',
  'plan.leftOut.sightOfPark': '{name} ({park}): left out, {reason}',
  'plan.leftOut.noTimeInDay': 'no time left in the day',
  'plan.leftOut.noTimeInDays': 'no time left in the days',
  'plan.roadClosed': 'Road closed',
  'plan.trip.differs.nights': 'Unlike trip 1: nights in {towns}; stops such as {stops}',
  'plan.trip.differs.stops': 'Unlike trip 1: the same nights, other stops such as {stops}',
  'plan.roadsClosed.one': '{count} place left out: roads closed on {day} ({why})',
  'plan.roadsClosed.other': '{count} places left out: roads closed on {day} ({why})',
  'plan.roadsClosed.usual': 'usual winter closure',
  'plan.roadsClosed.live': 'usual winter closures and today’s road reports',
  'plan.unplaced.gone': 'Not in the catalogue any more',
  'plan.unplaced.emptySite': 'An empty site for now: nothing to visit there yet',
  'plan.unplaced.endpoint': 'Where a trip starts and ends, not a stop: plan from or to it instead',
  'plan.unplaced.noRoad': 'No open road reaches it on the day',
  'plan.unplaced.tooLong': 'Needs {hours} hours with the drives: more than one day',
  'plan.unplaced.closedAllWeek': 'Closed, or dark outdoors, at those hours every day of a week',
  'plan.error.updated': 'The site was updated while this page was open: please reload it.',
  'plan.error.check': 'Please check: {fields}',
  'plan.error.dateTime': 'Please choose a date and time',
  'plan.error.load': 'Could not load the places. Check your connection and try again.',
  'plan.error.noStart': 'The planner could not start in this browser.',
  'plan.error.transitPlanner': 'Plans without a car are made by the transit planner',
  'plan.error.myLocation': '"My location" needs the browser’s location',
  'plan.error.outsideMap': 'Your location is outside the area of our road map (Utah and its neighbors)',
  'plan.error.unknownPlace': 'Unknown place "{label}": choose the airport, a Utah town or a destination from the list',
  'plan.error.tripDays': 'A trip has 2 to {max} days',
  'plan.error.flightTooSoon': 'The flight leaves too soon: there is not half an hour before it, less the time at the airport',
  'plan.error.flightAfterLastDay': 'The flight leaves too soon after the last day starts: choose a later flight or an earlier start',
  'plan.error.noTrip': 'No {days}-day trip keeps every day within {hours} hours of driving from {from} to {to}: allow more driving or more days',
  'plan.walk.at': 'at {place}',
  'plan.walk.fromTo': 'from {from} to {to}',
  'plan.carFree.nothingFits': 'No visit fits this day without a car: the lines and walks reach nothing more in the hours',
  'plan.carFree.startOutOfReach':
    '{name} is out of reach without a car: no stop of the lines this guide follows within a {walk}-minute walk. Start from the airport, downtown Salt Lake City, Park City, Ogden or Provo.',
  'plan.carFree.outOfReach':
    "{count} of the {total} places in this guide for you are out of reach without a car: no stop of TRAX, FrontRunner, the S-Line, the canyon ski buses or Park City's buses within a {walk}-minute walk; {within} are.",
  'plan.carFree.outOfReachOfKinds':
    "{count} of the {total} places of the kinds you chose are out of reach without a car: no stop of TRAX, FrontRunner, the S-Line, the canyon ski buses or Park City's buses within a {walk}-minute walk; {within} are.",
  'plan.carFree.modelTimetable': "Timed by this guide's model of the transit service: the operator's timetable runs from {from} to {to}, not on this date.",
  // Without a car outside the plan (issue 36): the destination pages' and the ready-made days' legs
  // (transit/transitAccess.ts legViews), and the lists' and the map's line (transit/carFree.ts).
  'transit.leg.walk': 'Walk {distance}, {time}, {ends}',
  'transit.leg.ride': '{line}: {from} {start} → {to} {end}',
  'transit.leg.rideStops': '{line}: {from} {start} → {to} {end} ({stops} stops)',
  'transit.leg.estimated': '{leg}, times estimated',
  'transit.fromAirport': 'By public transport from the airport: {time}',
  // The plan page and the ready-made trip pages (decision 102).
  ...planEn,
} as const satisfies Readonly<Record<string, string>>;

/**
 * Every English key: these, and the destination page's slices (place.en.ts, islands.en.ts), which
 * messages.ts adds to English's dictionary rather than this file, so that a script carrying `en`
 * as its fallback (the plan page's, decision 102) does not carry the destination page's words
 * (decision 105).
 */
export type EnglishKey =
  | keyof typeof en
  | keyof typeof placeSectionsEn
  | keyof typeof placePageEn
  | keyof typeof photosEn
  | keyof typeof memberEn
  | keyof typeof visitorEn
  | keyof typeof accountEn
  | keyof typeof submitFormEn
  | keyof typeof kitsEn
  | keyof typeof conditionsEn
  | keyof typeof searchPageEn
  | keyof typeof searchEn
  | keyof typeof listsEn
  | keyof typeof filterEn
  | keyof typeof mapPageEn
  | keyof typeof mapEn
  | keyof typeof carFreeDaysEn
  | keyof typeof saveOfflineEn
  | keyof typeof dayInEn;
