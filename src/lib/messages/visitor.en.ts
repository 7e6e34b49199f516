/**
 * The words of the sign-in, favorites, submit and kits pages in English (issue 53, decision 107),
 * the English pages' own texts character for character. Kept out of en.ts like the destination
 * page's (decision 105): the plan page's script carries en.ts. The islands' words are in their own
 * slices (account.en.ts, submit.en.ts, kits.en.ts); French and Spanish in visitor.fr.ts and visitor.es.ts.
 */
export const visitorEn = {
  'loginPage.title': 'Sign in',
  'loginPage.description':
    'Sign in to SLC Trips to favorite destinations and open the content your plan includes. {count} destinations are waiting within driving distance of SLC.',
  'loginPage.h1': 'Welcome Back',
  'loginPage.lead': 'Sign in to save favorites and plan trips to {count} destinations within driving distance of Salt Lake City International.',
  'loginPage.email': 'Continue with SLC Trips',
  'loginPage.google': 'Continue with Google',
  'loginPage.facebook': 'Continue with Facebook',
  'loginPage.apple': 'Continue with Apple (coming soon)',
  'loginPage.note': 'We only use your e-mail address to sign you in. No password to remember.',
  'favoritesPage.title': 'My favorites',
  'favoritesPage.description': 'The Utah destinations you saved on SLC Trips, with their drive times from Salt Lake City International Airport.',
  'favoritesPage.h1': 'My favorites',
  'favoritesPage.trips': 'My trips',
  'submitPage.title': 'Submit Your Destination',
  'submitPage.description': 'List your Utah business or attraction on SLC Trips for free. Tell us about it and we will review it within 3-5 business days.',
  'submitPage.h1': 'Submit Your Destination',
  'submitPage.lead': 'Own or run a place worth the drive from Salt Lake City International? Tell us about it and we will consider it for the SLC Trips guide.',
  'submitPage.why': 'Why list with us',
  'submitPage.free': '100% Free Listing',
  'submitPage.noFees': 'No fees or commissions',
  'submitPage.seen': 'Seen by travelers landing at SLC',
  'submitPage.reviewed': 'Reviewed within 3-5 business days',
  'submitPage.noteLabel': 'Please note',
  'submitPage.noteStrong': 'Please note:',
  'submitPage.note': 'we do not accept franchise or chain restaurants. SLC Trips features locally owned, one-of-a-kind Utah places.',
  'kitsPage.title': 'Planning TripKits',
  'kitsPage.description':
    'Trip kits for Utah from SLC International: rank the kits you want, download the free airport planning guide and count down to the 2034 Winter Games.',
  'kitsPage.soon': 'Coming soon',
  'kitsPage.h1': 'Get Your Complete TripKit',
  'kitsPage.lead':
    'Curated, day-by-day Utah guides built around the drive from Salt Lake City International: honest drive times, maps, insider tips and what to pack.',
  'kitsPage.soonStrong': 'TripKits are coming soon.',
  'kitsPage.soonText':
    "They are still being written. Tell us which kits you want most and we'll e-mail you the day they launch; your ranking decides what we finish first.",
  'kitsPage.free': 'Free download',
  'kitsPage.airportH2': 'SLC Airport Planning Kit',
  'kitsPage.airportLead': 'Everything for the first hour after you land, in one printable guide.',
  'kitsPage.airportServices': 'Airport services: concourses, security, rental cars, rideshare and family facilities',
  'kitsPage.airportTransit': 'Getting around: TRAX Green Line, FrontRunner connections and the downtown Free Fare Zone',
  'kitsPage.airportWithin': "The {count} destinations within an hour's drive of the terminal, closest first",
  'kitsPage.airportButton': 'Download the Airport Guide (PDF)',
  'kitsPage.countdownLabel': 'Olympic countdown',
  'kitsPage.countdown': 'Countdown to the 2034 Winter Games',
  'kitsPage.countdownNote': 'Opening ceremony February 10, 2034. The Games run to February 26.',
  'kitsPage.samples': 'Sample TripKits',
  'kitsPage.samplesLead': 'Reserve a kit now and it arrives in your inbox the day it launches.',
  'kitsPage.featured': 'Featured',
  'kitsPage.reserve': 'Reserve Now!',
  'kitsPage.reserveHidden': ' {name} (opens the store in a new tab)',
} as const;
