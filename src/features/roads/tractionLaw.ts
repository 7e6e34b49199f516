// The Cottonwood canyons' traction law (issue 49): what UDOT requires of a car's tires when it
// puts the law in effect on SR-190 and SR-210, with its source and the day it was read. One home
// for the rule: /conditions shows it under each canyon and in the live state, and the canyons'
// pages carry it as a tip (the catalogue test holds any tip that states the rule to this text).
// The law applies when UDOT says so (signs, flashing lights, its app), within its season: UDOT
// may restrict the canyons from 1 October to 30 April (and at any time conditions call for it),
// as its Cottonwood Canyons site said when ABC4 quoted it; the rule (Utah Admin. Code R920-6) sets
// no dates of its own. Plans up the canyons in that season carry the rule (planner/timeline.ts).
import { inMonthDayWindow } from '../../lib/calendar.ts';
import { ROAD_EDGES } from './roadNetwork.ts';

/** The rule, its roads and its source. */
export const TRACTION_LAW = {
  roads: ['SR-190', 'SR-210'],
  fourWheel: '4WD or AWD: M+S (M/S) or three-peak mountain snowflake (3PMSF) tires on all four wheels, or chains or snow socks',
  twoWheel: '2WD: 3PMSF snow tires on all four wheels, or chains or snow socks on the drive wheels',
  source: 'https://cottonwoodcanyons.udot.utah.gov/traction-law',
  checkedOn: '2026-12-05',
  /** When UDOT may put it in effect: 1 October to 30 April, month-days. */
  season: { from: '10-01', to: '04-30' },
  seasonSource: 'https://www.abc4.com/news/local-news/multiple-slide-offs-in-the-cottonwood-canyons-traction-law-in-effect/',
  seasonCheckedOn: '2026-12-06',
} as const;

/** The season in words, as /conditions and plans say it (conditions.en.ts' `conditionsPage.tractionSeason` is this text, a test holds them equal). */
export const TRACTION_SEASON =
  'The traction-law season runs October 1 to April 30: UDOT can put the law in effect any day in it, with signs and flashing lights at the canyon mouths.';

/** The tire rule in one sentence, as /conditions and the canyons' pages say it (`conditionsPage.tractionRule` is this text, and French and Spanish say it in conditions.fr.ts and conditions.es.ts). */
export const TRACTION_RULE = `When UDOT puts the traction law in effect in Big and Little Cottonwood Canyons (${TRACTION_LAW.roads.join(', ')}), every car needs ${TRACTION_LAW.fourWheel}; ${TRACTION_LAW.twoWheel}.`;

/** The rule as a canyon page's tip (tips hold 240 characters): the catalogue's canyons carry it word for word. */
export const TRACTION_TIP =
  'Traction law (UDOT, when in effect): 4WD/AWD need M+S or 3PMSF tires on all four wheels, or chains; 2WD need 3PMSF tires on all four wheels, or chains on the drive wheels.';

/**
 * The road-graph nodes up the canyons (every node of SR-190 and SR-210 but their mouths, which
 * year-round roads reach too; Brighton's summer road over Guardsman Pass is shut in the season):
 * a place joined at one of them is reached only up a traction-law road.
 */
export const TRACTION_NODES: ReadonlySet<string> = (() => {
  const roads: readonly string[] = TRACTION_LAW.roads;
  const onOtherRoads = new Set(ROAD_EDGES.filter((e) => !roads.includes(e.road) && e.closure === null).flatMap((e) => [e.from, e.to]));
  return new Set(
    ROAD_EDGES.filter((e) => roads.includes(e.road))
      .flatMap((e) => [e.from, e.to])
      .filter((n) => !onOtherRoads.has(n)),
  );
})();

/** Whether a Utah date (YYYY-MM-DD) lies in the traction-law season. */
export const tractionSeason = (date: string): boolean => inMonthDayWindow(TRACTION_LAW.season, date);

/**
 * The note a plan's first stop up SR-190 or SR-210 carries in the season, or null: a place whose
 * every way in starts at a node up the canyons (its access, as the planner's data holds it).
 */
export function tractionNote(access: ReadonlyArray<readonly [string, ...unknown[]]>, date: string): string | null {
  if (access.length === 0 || !tractionSeason(date) || !access.every((way) => TRACTION_NODES.has(way[0]))) return null;
  return `Up a Cottonwood canyon in the traction-law season (October 1 to April 30): ${TRACTION_RULE} Check ${TRACTION_LAW.source} before you go up.`;
}
