// The catalogue's fixed vocabularies, without zod, so browser code can import them cheaply.

/** The eight destination categories of docs/product.md §3.1, in the order the filters list them. */
export const CATEGORIES = [
  'Urban & Downtown',
  'Activities & Recreation',
  'Natural Wonders',
  'Skiing & Winter',
  'Olympic Venues',
  'Entertainment',
  'Family Fun',
  'Cultural & Historic',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TIERS = ['free', 'premium', 'olympic'] as const;
export type Tier = (typeof TIERS)[number];

export const DIFFICULTIES = ['Easy', 'Moderate', 'Challenging', 'Strenuous'] as const;

/** US states a catalogue place can lie in: Utah and the neighbors within a day's drive. */
export const STATES = ['UT', 'AZ', 'CO', 'NM', 'NV', 'ID', 'WY'] as const;
export type State = (typeof STATES)[number];

/** A flagged Games site's role (catalogue field `gamesRole`, docs/decisions/008). */
export interface GamesRole {
  games: '2034' | '2002';
  sports?: string[];
  roles?: string[];
  /** Where the role was read (required for 2034 roles, issue 29). */
  source?: string;
  /** The day the role was last checked against its source, YYYY-MM-DD. */
  checkedOn?: string;
}
