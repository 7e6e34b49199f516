/**
 * The /destinations filter island's sentences (issue 53, decision 112): its words (filter.en.ts,
 * or the language's slice a French or Spanish page hands it), a plural by Intl's rules, numbers in
 * the language's grouping. No message layer and no dictionary here: the island's bundle carries this.
 */
import { fillPlaceholders, type Params } from '../../lib/count.ts';
import type { FilterWords } from '../../lib/messages/filter.en.ts';
import type { CardVocabulary } from '../destinations/cardWordsWith.ts';

/** What a French or Spanish /destinations hands the island: its words, Intl's locale, the categories' names, the cards' vocabulary. */
export interface FilterPage {
  words: FilterWords;
  intl: string;
  /** English category → the language's name. */
  categories: Readonly<Record<string, string>>;
  card: CardVocabulary;
}

/** The sentence `key` in the island's words, a `count` choosing its plural form (`key.one`, `key.other`). */
export function filterText(words: FilterWords, intl: string, key: string, params: Params = {}): string {
  const count = params.count;
  const text = typeof count === 'number' ? (words[`${key}.${new Intl.PluralRules(intl).select(count)}`] ?? words[`${key}.other`]) : words[key];
  return fillPlaceholders(text ?? key, params, intl);
}

/** "Showing 48 of 702 destinations", naming the whole catalogue when filters narrow the list ("(706 in all)"). */
export function filterShowing(words: FilterWords, intl: string, shown: number, matches: number, available: number): string {
  const showing = filterText(words, intl, 'filter.showing', { shown, count: matches });
  return matches === available ? showing : filterText(words, intl, 'filter.inAll', { showing, available });
}
