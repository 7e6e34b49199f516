/**
 * The words of /conditions' frame in English (issue 53, decision 107), the English page's texts
 * character for character. What its script draws (UDOT's, the NPS's, the USGS's and the Utah
 * Avalanche Center's answers, worded by closures/todayView.ts) stays English, marked `lang="en"` on a
 * French or Spanish page. French and Spanish in conditions.fr.ts and conditions.es.ts.
 */
export const conditionsEn = {
  'conditionsPage.title': 'Road and park conditions today',
  'conditionsPage.description':
    "Today's UDOT road closures and chain restrictions, the Cottonwood canyons, the seasonal roads and byways with their usual windows, and the national parks' alerts, each with the places it touches.",
  'conditionsPage.lede':
    'What closes or slows the roads of our guide today, from the Utah Department of Transportation (UDOT) and the National Park Service (NPS), and which places each one touches. Times are Utah time.',
  'conditionsPage.udot': 'Closures and restrictions now',
  'conditionsPage.udotAsking': 'Asking UDOT… (this needs JavaScript and a connection)',
  'conditionsPage.showMap': 'Show today’s closures on a map',
  'conditionsPage.mapLabel': 'Map of today’s closures (the list above says the same)',
  'conditionsPage.mapLoading': 'Loading the map…',
  'conditionsPage.mapFailed': 'The map could not be loaded: the list above has every closure. Try the map again',
  'conditionsPage.everyRoad': 'Every road in the state, with cameras: {link}.',
  'conditionsPage.canyons': 'Cottonwood canyons',
  'conditionsPage.tractionSources': 'Sources: {udot}, checked {checked}; the season: {season}, checked {seasonChecked}',
  'conditionsPage.tractionSeasonSource': 'UDOT as ABC4 quoted it',
  'conditionsPage.colon': ': ',
  'conditionsPage.notKnownYet': 'Not known yet',
  'conditionsPage.upTheCanyon': ', and up the canyon: ',
  'conditionsPage.seasonal': 'Seasonal roads, passes and byways',
  'conditionsPage.seasonalIntro':
    'Their gates close with the first lasting snow and open once the road is cleared: the windows are the usual ones, a given year can be weeks either side.',
  'conditionsPage.closedWhen': ': closed {when}.',
  'conditionsPage.usually': 'usually {from} to {to}',
  'conditionsPage.closes': 'Closes: ',
  'conditionsPage.longWay': 'The long way round to: ',
  'conditionsPage.gate': 'Gate: {gates}',
  'conditionsPage.closedBy': 'Closed by {agency}',
  'conditionsPage.usualDates': '; usual dates as reported by {source}',
  'conditionsPage.checked': ', checked {checked}',
  'conditionsPage.nps': 'National parks and monuments',
  'conditionsPage.npsAsking': 'Asking the National Park Service…',
  'conditionsPage.notKnownYetLine': 'Not known yet.',
  'conditionsPage.rivers': 'Rivers',
  'conditionsPage.riversIntro':
    "Places that open and close with a river's flow, by the latest reading of the U.S. Geological Survey's gauge and the rule of the agency that closes them.",
  'conditionsPage.riversAsking': 'Asking the USGS river gauges…',
  'conditionsPage.avalanche': 'Avalanche danger in the backcountry',
  'conditionsPage.avalancheIntro':
    "For travel off the groomed runs and the plowed roads: the Utah Avalanche Center's rating for each region's mountains today, on the five-level danger scale.",
  'conditionsPage.avalancheAsking': 'Asking the Utah Avalanche Center…',
  'conditionsPage.checkAgain': 'Chain laws, storms and avalanche work change the canyons within the hour: check again before you drive up.',
  'conditionsPage.liveEnglish': 'What the services answer below is in English, as they write it.',
} as const;
