import type { MapControlWords } from './map.en.ts';

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
  'conditionsPage.tractionRule':
    'When UDOT puts the traction law in effect in Big and Little Cottonwood Canyons (SR-190, SR-210), every car needs 4WD or AWD: M+S (M/S) or three-peak mountain snowflake (3PMSF) tires on all four wheels, or chains or snow socks; 2WD: 3PMSF snow tires on all four wheels, or chains or snow socks on the drive wheels.',
  'conditionsPage.tractionSeason':
    'The traction-law season runs October 1 to April 30: UDOT can put the law in effect any day in it, with signs and flashing lights at the canyon mouths.',
} as const;

/**
 * What /conditions' script writes around the services' answers (issue 53): states, times, links'
 * words. The English script imports this slice; a French or Spanish page hands its language's to
 * the script as a JSON element (ConditionsPageWords), never a dictionary. The services' own words
 * (UDOT's descriptions and locations, the NPS's alerts, the UAC's bottom lines, a source's failure)
 * stay English, marked `lang="en"`.
 */
export const conditionsLiveEn = {
  'conditionsLive.serverDown': 'Our server could not be reached: live closures are not shown.',
  'conditionsLive.offline': 'You are offline: live closures need a connection.',
  'conditionsLive.usualHold': 'The usual seasonal windows below still hold.',
  'conditionsLive.noLive': 'Live closures are unavailable.',
  'conditionsLive.udotAnswered': 'UDOT last answered at {time}.',
  'conditionsLive.udotAnsweredNoTime': 'UDOT answered.',
  'conditionsLive.npsServerDown': 'Our server could not be reached: park alerts are not shown.',
  'conditionsLive.npsOffline': 'You are offline: park alerts need a connection.',
  'conditionsLive.npsNotSetUp': 'Park alerts are not available right now.',
  'conditionsLive.npsDown': 'The National Park Service could not be reached.',
  'conditionsLive.npsAnswered': 'The National Park Service last answered at {time}.',
  'conditionsLive.closed': ' closed',
  'conditionsLive.restricted': ' restricted',
  'conditionsLive.at': ' at ',
  'conditionsLive.since': ' since {time}',
  'conditionsLive.cutsOff': 'Cuts off or closes: ',
  'conditionsLive.slows': 'Slows the way to: ',
  'conditionsLive.noPlace': 'On {road}: no place in our guide lies beyond it.',
  'conditionsLive.noneReported': 'UDOT reports no closure or chain restriction on the roads of our guide.',
  'conditionsLive.open': 'Open',
  'conditionsLive.closedState': 'Closed',
  'conditionsLive.traction': 'Traction law in effect: M+S or 3PMSF tires on all four wheels (4WD/AWD), 3PMSF tires or chains (2WD)',
  'conditionsLive.canyonUnknown': 'Not known right now (see UDOT above)',
  'conditionsLive.closedNow': 'Closed now — UDOT',
  'conditionsLive.closedNowSince': 'Closed now — UDOT, since {time}',
  'conditionsLive.usuallyClosed': 'Usually closed at this time of year',
  'conditionsLive.usuallyOpen': 'Usually open at this time of year',
  'conditionsLive.notKnown': 'Not known right now.',
  'conditionsLive.noAlerts': 'No current alerts — NPS, answered {time}',
  'conditionsLive.alertsAnswered': 'NPS, answered {time}',
  'conditionsLive.uacAnswered': 'The Utah Avalanche Center last answered at {time}.',
  'conditionsLive.uacDown': 'The Utah Avalanche Center could not be reached.',
  'conditionsLive.area': '{name} area mountains',
  'conditionsLive.danger': '{name} area mountains: {rating} avalanche danger',
  'conditionsLive.noRating': '{name} area mountains: no danger rating today',
  'conditionsLive.rating.Low': 'Low',
  'conditionsLive.rating.Moderate': 'Moderate',
  'conditionsLive.rating.Considerable': 'Considerable',
  'conditionsLive.rating.High': 'High',
  'conditionsLive.rating.Extreme': 'Extreme',
  'conditionsLive.issued': ', issued {time}',
  'conditionsLive.usgsAnswered': 'The USGS gauges last answered at {time}.',
  'conditionsLive.usgsDown': 'The USGS river gauges could not be read.',
  'conditionsLive.notAsked': 'Our server could not be asked.',
  'conditionsLive.flowOpen':
    '{place}: open by the river’s flow: {river} ran {cfs} cubic feet per second at {time} (USGS gauge); the park closes it above {limit}.',
  'conditionsLive.flowClosed':
    '{place}: closed by the river’s flow: {river} ran {cfs} cubic feet per second at {time} (USGS gauge); the park closes it above {limit}.',
  'conditionsLive.flowUnknown':
    '{place}: the river gauge cannot be read right now ({reason}). The park closes it whenever {river} runs above {limit} cubic feet per second, usually in the spring runoff.',
  'conditionsLive.river.USGS-09405500': 'the North Fork of the Virgin River',
  'conditionsLive.sources': 'Sources: ',
  'conditionsLive.and': ' and ',
  'conditionsLive.gaugeLink': 'the USGS gauge',
  'conditionsLive.ruleLink': 'the park’s rule',
} as const;

/** The script's words in a language: conditionsLiveEn's keys. */
export type ConditionsLiveWords = { readonly [K in keyof typeof conditionsLiveEn]: string };

/** What a French or Spanish /conditions hands its script (a JSON element): its words, Intl's locale and its pages' path prefix. */
export interface ConditionsPageWords {
  words: ConditionsLiveWords;
  intl: string;
  /** "/fr": a place's page in the page's language. */
  prefix: string;
  /** MapLibre's control labels on the map of the closures (map.en.ts' mapControlsEn), in the language. */
  controls?: MapControlWords;
}
