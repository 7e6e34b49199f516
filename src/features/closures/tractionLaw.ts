// The Cottonwood canyons' traction law (issue 49): what UDOT requires of a car's tires when it
// puts the law in effect on SR-190 and SR-210, with its source and the day it was read. One home
// for the rule: /conditions shows it under each canyon and in the live state, and the canyons'
// pages carry it as a tip (the catalogue test holds any tip that states the rule to this text).
// The law applies when UDOT says so (signs, flashing lights, its app), not on fixed dates: the
// season "1 October to 30 April" was not in the UDOT page read, so it is not stated here.

/** The rule, its roads and its source. */
export const TRACTION_LAW = {
  roads: ['SR-190', 'SR-210'],
  fourWheel: '4WD or AWD: M+S (M/S) or three-peak mountain snowflake (3PMSF) tires on all four wheels, or chains or snow socks',
  twoWheel: '2WD: 3PMSF snow tires on all four wheels, or chains or snow socks on the drive wheels',
  source: 'https://cottonwoodcanyons.udot.utah.gov/traction-law',
  checkedOn: '2026-12-05',
} as const;

/** The tire rule in one sentence, as /conditions and the canyons' pages say it. */
export const TRACTION_RULE = `When UDOT puts the traction law in effect in Big and Little Cottonwood Canyons (${TRACTION_LAW.roads.join(', ')}), every car needs ${TRACTION_LAW.fourWheel}; ${TRACTION_LAW.twoWheel}.`;

/** The short form beside a canyon's live state. */
export const TRACTION_SHORT = 'Traction law in effect: M+S or 3PMSF tires on all four wheels (4WD/AWD), 3PMSF tires or chains (2WD)';

/** The rule as a canyon page's tip (tips hold 240 characters): the catalogue's canyons carry it word for word. */
export const TRACTION_TIP =
  'Traction law (UDOT, when in effect): 4WD/AWD need M+S or 3PMSF tires on all four wheels, or chains; 2WD need 3PMSF tires on all four wheels, or chains on the drive wheels.';
