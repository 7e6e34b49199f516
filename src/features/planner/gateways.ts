/**
 * Where the guides put the nights (issue 39, decision 057): each park's gateway towns rank first
 * for the nights near it; a town with few rooms is a night only when nothing else fits, and the
 * night says so. Every name is a key of NIGHT_TOWNS (nights.ts). The beam search of multiDay.ts
 * adds {@link nightWeight} to a sequence of nights for each night it spends.
 */

export type TownRank = 'gateway' | 'few-rooms';

interface Ranked {
  rank: TownRank;
  /** What it is the gateway to, or why it has few rooms (shown on the night). */
  note: string;
  sources: string[];
}

const CHECKED_ON = '2026-11-27';
const GUIDE_MIGHTY5 = 'https://rvadventure-usa.com/rv-adventure/';

/** Gateway and few-rooms towns, checked on {@link CHECKED_ON}. Other night towns are on-the-way towns. */
export const TOWN_RANKS: Readonly<Record<string, Ranked>> = {
  Moab: { rank: 'gateway', note: 'Gateway to Arches and Canyonlands', sources: [GUIDE_MIGHTY5, 'https://petergreenberg.com/?p=35047&page=8'] },
  Torrey: { rank: 'gateway', note: 'Gateway to Capitol Reef', sources: ['catalogue: torrey', 'https://buettner.to/blog/index.php/category/travel/'] },
  Tropic: {
    rank: 'gateway',
    note: 'Gateway to Bryce Canyon',
    sources: [
      'http://outpostusa.org/Expeditions/Bryce/Bryce%20Lodging.html',
      'https://www.worldatlas.com/cities/4-best-gateway-towns-to-bryce-canyon-national-park.html',
    ],
  },
  'Bryce Canyon City': {
    rank: 'gateway',
    note: 'At the Bryce Canyon entrance',
    sources: ['https://www.worldatlas.com/cities/4-best-gateway-towns-to-bryce-canyon-national-park.html'],
  },
  Springdale: {
    rank: 'gateway',
    note: 'Gateway to Zion, on the shuttle',
    sources: ['https://www.moon.com/travel/national-parks/zion-national-park-in-one-day/'],
  },
  Hurricane: {
    rank: 'gateway',
    note: 'Lower-priced beds 30 minutes from Zion, with La Verkin',
    sources: [
      'https://tisfortownsend.blogspot.com/2018/11/a-road-trip-you-need-to-take-utahs.html?m=1',
      'https://www.so-utah.com/zion/st-george-utah-east-loop/hurricane-valley/',
    ],
  },
  Kanab: { rank: 'gateway', note: 'Gateway to the Vermilion Cliffs, Grand Staircase and Zion’s east side', sources: ['catalogue: downtown-kanab'] },
  Escalante: { rank: 'gateway', note: 'Gateway to Grand Staircase-Escalante', sources: ['catalogue: escalante-petrified-forest-state-park'] },
  Boulder: { rank: 'gateway', note: 'On Scenic Byway 12 between Escalante and Capitol Reef', sources: ['catalogue: anasazi-state-park-museum'] },
  Bluff: { rank: 'gateway', note: 'Base for Bears Ears, Valley of the Gods and Monument Valley', sources: ['catalogue: bluff'] },
  'Green River': { rank: 'gateway', note: 'Gateway to Goblin Valley and the San Rafael Swell', sources: ['catalogue: downtown-green-river'] },
  Monticello: { rank: 'gateway', note: 'Nearest town to Canyonlands’ Needles district', sources: ['catalogue: monticello'] },
  Panguitch: { rank: 'gateway', note: 'Near Bryce Canyon and Red Canyon', sources: ['catalogue: panguitch-historic-district'] },
  Hanksville: {
    rank: 'few-rooms',
    note: 'A fuel stop with few rooms: chosen only because no gateway town fits the day’s driving; book ahead',
    sources: ['catalogue: hanksville ("Lodging is limited; reserve ahead in spring and fall")'],
  },
};
export const TOWN_RANKS_CHECKED_ON = CHECKED_ON;

/** Points a night in the town adds to a sequence of nights: a gateway a little, a few-rooms town a heavy minus. */
export const GATEWAY_POINTS = 2;
export const FEW_ROOMS_POINTS = -30;

/** A night in an on-the-way town (Beaver, Richfield, Provo…): allowed, below any gateway. */
export const ON_THE_WAY_POINTS = -4;

export function nightWeight(town: string): number {
  const r = TOWN_RANKS[town]?.rank;
  return r === 'gateway' ? GATEWAY_POINTS : r === 'few-rooms' ? FEW_ROOMS_POINTS : ON_THE_WAY_POINTS;
}

/**
 * The nights that may follow one day (decision 062): a few-rooms town only when no gateway town
 * fits the same day (the same start, driving limit and reach of the end). A weight alone did not
 * hold once the signature sights weighed more than its minus: Hanksville won a Moab trip's night.
 */
export function unlessAGatewayFits<T>(options: readonly T[], town: (o: T) => string): T[] {
  const gateway = options.some((o) => TOWN_RANKS[town(o)]?.rank === 'gateway');
  return gateway ? options.filter((o) => TOWN_RANKS[town(o)]?.rank !== 'few-rooms') : [...options];
}

/** The line a night shows about its town, or null for an on-the-way town. */
export function nightNote(town: string): string | null {
  return TOWN_RANKS[town]?.note ?? null;
}
