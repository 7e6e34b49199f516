/**
 * `{name}` placeholders filled from values, numbers in the language's grouping (decision 094): the
 * message layer's one way to fill a sentence (said.ts's `fill`), in a module of its own so a light
 * slice of words (the destination sections' English, placeWords.ts) fills the same way without
 * bringing the layer into its bundle (decision 105).
 */
import { formatCount } from '../format.ts';

export type Params = Readonly<Record<string, string | number>>;

/** `text` with each `{name}` in `params` replaced; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, params: Params, intl: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return typeof value === 'number' ? formatCount(value, intl) : value;
  });
}
