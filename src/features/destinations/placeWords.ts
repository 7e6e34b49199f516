/**
 * How a destination's header and sections speak (issue 53, decision 105): the page's words and the
 * catalogue's values worded for its language. `ENGLISH_PLACE_WORDS` is the English page's, the
 * words the page always had; placeWordsIn.ts makes the French and Spanish ones where the page is
 * built. Light on purpose: the client fallback for a place added after the build
 * (fallbackPage.tsx) draws the same sections with these English words and carries no dictionary
 * but the sections' own slice.
 */
import { checkedText, type Checked } from '../../lib/checked.ts';
import { placeSectionsEn } from '../../lib/messages/place.en.ts';
import { fillPlaceholders, type Params } from '../../lib/format.ts';
import { winterDriveLine } from '../roads/winter.ts';
import type { Destination, FactCheck, Tier } from './destinations.ts';
import { accessLabel, gamesRoleText, stateLabel } from './labels.ts';

export type PlaceKey = keyof typeof placeSectionsEn;

/** A text, with `lang: 'en'` when it is the catalogue's English on another language's page. */
export interface Term {
  text: string;
  lang?: 'en';
}

type Place = Pick<Destination, 'driveTimeText' | 'driveTimeMinutes' | 'distance' | 'isOlympicVenue'> &
  Partial<Pick<Destination, 'gamesRole' | 'states' | 'winterDriveTimeMinutes' | 'winterDriveTimeText' | 'winterVia' | 'seasonalClosure'>>;

export interface PlaceWords {
  /** A sentence of the sections' slice (place.en.ts), in the page's language. */
  say(key: PlaceKey, params?: Params): string;
  /** The `lang` of the catalogue's own texts (description, tips, visit texts, hours): 'en' on a French or Spanish page. */
  catalogue: 'en' | undefined;
  category(category: string): Term;
  /** The Games badge: the role, or "Games site" for a flagged place; null for the rest. */
  gamesRole(d: Place): string | null;
  /** The states of a place not wholly in Utah; null for Utah's. */
  state(d: Place): string | null;
  access(tier: Tier | null | undefined): string;
  rating(rating: number): string;
  /** The drive from the airport ("1 hr 35 min"), or null when the catalogue has none. */
  driveTime(d: Place): string | null;
  distance(d: Place): Term | null;
  timeNeeded(text: string): Term;
  difficulty(text: string): Term;
  /** The winter line beside the drive (roads/winter.ts), or null. */
  winterLine(d: Place): string | null;
  /** "Checked Nov 2026 · nps.gov". */
  checked(check: Checked): string;
  /** What lapsedFacts.ts writes once the fact's `until` has passed, when it is not its English. */
  lapsed(check: FactCheck): string | undefined;
}

/** An English sentence of the slice, filled as the message layer fills one (format.ts's `fillPlaceholders`; this slice has no plurals). */
const english = (key: PlaceKey, params: Params = {}): string => fillPlaceholders(placeSectionsEn[key], params, 'en-US');
const plain = (text: string): Term => ({ text });

/** The English page's words: the catalogue's texts as written, the labels of labels.ts. */
export const ENGLISH_PLACE_WORDS: PlaceWords = {
  say: english,
  catalogue: undefined,
  category: plain,
  gamesRole: (d) => (d.gamesRole ? gamesRoleText(d.gamesRole) : d.isOlympicVenue ? 'Games site' : null),
  state: stateLabel,
  access: accessLabel,
  rating: (rating) => english('placePage.rating', { rating: rating.toFixed(1) }),
  driveTime: (d) => d.driveTimeText || null,
  distance: (d) => (d.distance ? plain(d.distance) : null),
  timeNeeded: plain,
  difficulty: plain,
  winterLine: winterDriveLine,
  checked: checkedText,
  lapsed: () => undefined,
};
