// The home page's curated sections: each promise written as a rule over the place's own
// fields (drive time, time needed, difficulty, family flag, Games role), so a test can hold
// every member of every section to it on the real catalogue (docs/product.md, "Curated lists").
import { AIRPORT, type Destination } from './destinations.ts';
import { inUtah } from './labels.ts';
import { landscapeOf } from './landscape.ts';

/** The hours a visit takes, from the catalogue's "1-2 hours", "Half day", "2-3 days"… text. */
export function timeNeededHours(text: string): { min: number; max: number } | null {
  const t = text.toLowerCase().trim();
  // A day of sightseeing counts as 8 hours; a half day as 4.
  const unit = (u: string) => (u.startsWith('min') ? 1 / 60 : u.startsWith('day') ? 8 : 1);
  const words: Record<string, number> = { 'half day': 4, 'full day': 8 };
  const phrase = /^(half day|full day)(?: to (half day|full day|(\d+(?:\.\d+)?) (days?|hours?)))?$/.exec(t);
  if (phrase) {
    const min = words[phrase[1]!]!;
    const max = phrase[2] ? (phrase[3] ? Number(phrase[3]) * unit(phrase[4]!) : words[phrase[2]]!) : min;
    return { min, max };
  }
  const under = /^under (\d+(?:\.\d+)?) (minutes?|hours?|days?)$/.exec(t);
  if (under) return { min: 0, max: Number(under[1]) * unit(under[2]!) };
  const range = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? (minutes?|hours?|days?)$/.exec(t);
  if (!range) return null;
  const k = unit(range[3]!);
  return { min: Number(range[1]) * k, max: Number(range[2] ?? range[1]) * k };
}

/** The airport is where every drive starts, never a destination to drive to. */
export function isAirport(d: Pick<Destination, 'name'>): boolean {
  return d.name.toLowerCase().includes(AIRPORT.name.toLowerCase());
}

export type Curated = Pick<
  Destination,
  | 'id'
  | 'name'
  | 'category'
  | 'driveTimeMinutes'
  | 'timeNeeded'
  | 'difficulty'
  | 'familyFriendly'
  | 'rating'
  | 'isOlympicVenue'
  | 'gamesRole'
  | 'states'
  | 'tags'
  | 'coordinates'
>;

export interface CuratedSection {
  /** Its title and line are the messages `home.section.<id>.title` and `.text` (decision 094). */
  id: 'olympic' | 'close' | 'family' | 'wonders';
  /** The rule in words, as docs/product.md states it. */
  rule: string;
  fits: (d: Curated) => boolean;
  order: (a: Curated, b: Curated) => number;
}

const byRating = (a: Curated, b: Curated) => (b.rating ?? 0) - (a.rating ?? 0) || a.driveTimeMinutes - b.driveTimeMinutes || a.name.localeCompare(b.name);
const byDrive = (a: Curated, b: Curated) => a.driveTimeMinutes - b.driveTimeMinutes || a.name.localeCompare(b.name);
const maxHours = (d: Curated) => timeNeededHours(d.timeNeeded)?.max ?? Number.POSITIVE_INFINITY;

/** A 2034 venue in the mountains (alpine artwork class) rather than in town. */
export const isMountainVenue = (d: Curated) => d.gamesRole?.games === '2034' && landscapeOf(d) === 'alpine';

export const CURATED_SECTIONS: readonly CuratedSection[] = [
  {
    id: 'olympic',
    rule: 'A site of the published 2034 plan (gamesRole 2034); three mountain venues and three in town, closest first.',
    fits: (d) => d.gamesRole?.games === '2034',
    order: byDrive,
  },
  {
    id: 'close',
    rule: 'At most 30 minutes’ drive, difficulty Easy, time needed at most 2 hours, not the airport; best rated first.',
    fits: (d) => !isAirport(d) && d.driveTimeMinutes <= 30 && d.difficulty === 'Easy' && maxHours(d) <= 2,
    order: byRating,
  },
  {
    id: 'family',
    rule: 'Family friendly, difficulty Easy, at most 60 minutes’ drive, time needed at most 4 hours, not the airport; best rated first.',
    fits: (d) => !isAirport(d) && d.familyFriendly && d.difficulty === 'Easy' && d.driveTimeMinutes <= 60 && maxHours(d) <= 4,
    order: byRating,
  },
  {
    id: 'wonders',
    rule: 'Natural Wonders in Utah with a red-rock or slot-canyon landscape, 3 to 5 hours’ drive (181–300 minutes); best rated first.',
    fits: (d) =>
      d.category === 'Natural Wonders' &&
      inUtah(d) &&
      d.driveTimeMinutes > 180 &&
      d.driveTimeMinutes <= 300 &&
      ['red-rock', 'slot-canyon'].includes(landscapeOf(d)),
    order: byRating,
  },
];

/** The members of one section: the six first by its order (the Games section balances mountain and town). */
export function curate<T extends Curated>(section: CuratedSection, all: readonly T[], size = 6, shown: ReadonlySet<string> = new Set()): T[] {
  const members = all.filter((d) => !shown.has(d.id) && section.fits(d)).sort(section.order);
  if (section.id !== 'olympic') return members.slice(0, size);
  const half = Math.ceil(size / 2);
  const mountain = members.filter(isMountainVenue).slice(0, half);
  const town = members.filter((d) => !isMountainVenue(d)).slice(0, size - mountain.length);
  return [...mountain, ...town].sort(section.order);
}

/** The home page's sections in order; a place shown in one section is not repeated in a later one. */
export function curateHome<T extends Curated>(all: readonly T[], size = 6): Array<CuratedSection & { items: T[] }> {
  const shown = new Set<string>();
  return CURATED_SECTIONS.map((section) => {
    const items = curate(section, all, size, shown);
    for (const d of items) shown.add(d.id);
    return { ...section, items };
  }).filter((section) => section.items.length > 0);
}
