/**
 * What the script of a destination page's "Today at this place" writes around the services'
 * answers (issue 53, decision 122): headings, states, times and the road lines, the English page's
 * texts character for character. The English script imports these slices (its own words); a French
 * or Spanish page hands its language's to the script as a JSON element (TodayPageWords), never a
 * dictionary. The services' own words (NWS forecast texts, alert events, headlines and
 * instructions, the NPS's titles and descriptions, UDOT's locations, a failure's reason from our
 * server) stay English, marked `lang="en"`. French and Spanish in today.fr.ts and today.es.ts.
 */
export const placeTodayEn = {
  'placeToday.allDown': 'Today’s conditions could not be loaded right now.',
  'placeToday.tryLater': 'Please try again later.',
  'placeToday.alerts': 'Weather alerts',
  'placeToday.noAlerts': 'No active weather alerts for this spot.',
  'placeToday.alertsDown': 'Weather alerts could not be loaded right now.',
  'placeToday.until': 'Until {time}.',
  'placeToday.severityUntil': '{severity}. Until {time}.',
  'placeToday.severity.Extreme': 'Extreme',
  'placeToday.severity.Severe': 'Severe',
  'placeToday.severity.Moderate': 'Moderate',
  'placeToday.severity.Minor': 'Minor',
  'placeToday.nwsSays': 'What the National Weather Service says',
  'placeToday.forecast': 'Forecast',
  'placeToday.forecastDown': 'The forecast could not be loaded right now.',
  'placeToday.noPeriods': 'The National Weather Service gave no periods for today.',
  // A period's name on a French or Spanish page, from its start in Utah (the English page shows NWS's own: "This Afternoon", "Thursday Night").
  'placeToday.period.today': 'Today',
  'placeToday.period.afternoon': 'This Afternoon',
  'placeToday.period.tonight': 'Tonight',
  'placeToday.period.overnight': 'Overnight',
  'placeToday.period.day': '{day}',
  'placeToday.period.night': '{day} Night',
  'placeToday.wind': 'wind {wind}',
  'placeToday.precipitation': '{chance}% chance of precipitation',
  'placeToday.sun': 'Sunrise and sunset',
  'placeToday.sunrise': 'Sunrise',
  'placeToday.sunset': 'Sunset',
  'placeToday.noSun': 'none today',
  'placeToday.sunDown': 'Sunrise and sunset could not be worked out for this place.',
  'placeToday.river': 'The river today',
  'placeToday.parkAlerts': '{park}: alerts and closures',
  'placeToday.noParkAlerts': 'The park lists no current alerts or closures.',
  'placeToday.parkAlertsHead': 'Park alerts and closures',
  'placeToday.parkDown': 'Park alerts and closures could not be loaded right now.',
  'placeToday.category.closure': 'Park Closure',
  'placeToday.category.danger': 'Danger',
  'placeToday.category.caution': 'Caution',
  'placeToday.category.information': 'Information',
  'placeToday.moreFromPark': 'More from the park',
  'placeToday.seasonalClosed': 'Winter closure in effect today: {text}.',
  'placeToday.seasonalOpen': 'Seasonal road open today ({window}).',
} as const;

/** The section's words in a language: placeTodayEn's keys. */
export type PlaceTodayWords = { readonly [K in keyof typeof placeTodayEn]: string };

// The road lines' words live in roads.en.ts, a module apart (see there).
export { type PlaceRoadsWords, placeRoadsEn } from './roads.en.ts';
