/**
 * The words of the signed-in visitor's islands on /favorites (issue 53, decision 107): the list of
 * favorites and of saved trips, in English. A French or Spanish page hands its language's slice over
 * as a prop, never a dictionary; the same keys in visitor.fr.ts and visitor.es.ts.
 */
export const accountEn = {
  'account.loading': 'Loading…',
  'account.favorites.signIn': '{link} to keep a list of your favorite destinations.',
  'account.favorites.signInLink': 'Sign in',
  'account.favorites.failed': 'Could not load your favorites. Please try again.',
  'account.favorites.loading': 'Loading your favorites…',
  'account.favorites.none': 'No favorites yet. Open any destination and choose “Add to favorites”.',
  'account.favorites.plan': 'Plan a day with my favorites →',
  'account.favorites.line': '{category} · {time} from SLC',
  'account.trips.failed': 'Could not load your trips. Please try again.',
  'account.trips.deleted': 'Deleted “{name}”.',
  'account.trips.deleteFailed': 'Could not delete “{name}”. Please try again.',
  'account.trips.loading': 'Loading your trips…',
  'account.trips.none': 'No saved trips yet. {link} and choose “Save trip”.',
  'account.trips.planLink': 'Plan a day',
  'account.trips.saved': 'Saved {date}',
  'account.trips.delete': 'Delete',
  'account.trips.deleteLabel': 'Delete trip {name}',
} as const;

export type AccountWords = { readonly [K in keyof typeof accountEn]: string };

/** What a French or Spanish /favorites hands its islands: the words, the address prefix, Intl's locale, the category names. */
export interface AccountPage {
  words: AccountWords;
  /** "/fr", "/es": the language's address prefix for the page's links. */
  prefix: string;
  intl: string;
  categories: Readonly<Record<string, string>>;
}
