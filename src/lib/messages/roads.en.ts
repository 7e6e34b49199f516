// The road lines' words in English (issue 53, decision 122); French and Spanish in today.fr.ts and today.es.ts.
/**
 * The road lines (closures.ts): a live UDOT closure that touches a place, a Cottonwood canyon's state,
 * the usual rule when live closures cannot be had. In a module apart from the section's slice
 * (today.en.ts) so that the plan page's script, which writes the closure line too, does
 * not carry the section's words: a bundle keeps a module's words whole.
 */
export const placeRoadsEn = {
  'placeToday.road.closed': 'closed',
  'placeToday.road.restricted': 'restricted',
  'placeToday.road.at': ' at ',
  'placeToday.road.since': ' since {time}',
  'placeToday.road.checked': ', checked {time}',
  'placeToday.road.canyon': '{name} ({road}): {state}{since} — UDOT{checked}',
  'placeToday.road.open': 'open',
  'placeToday.road.canyonClosed': 'closed',
  'placeToday.road.traction': 'traction restrictions',
  'placeToday.road.window': 'usually closed {from} – {to}',
  'placeToday.road.usual': 'Live closures unavailable: showing the usual winter window, {usually}.',
  'placeToday.road.usualCanyon': 'Live closures unavailable: canyon status from UDOT cannot be shown right now.',
} as const;

/** The road lines' words in a language: placeRoadsEn's keys. */
export type PlaceRoadsWords = { readonly [K in keyof typeof placeRoadsEn]: string };
