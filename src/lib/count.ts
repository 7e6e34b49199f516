/**
 * Counts, and sentences filled with them: a part of the one formatting module (format.ts, decision
 * 073, which re-exports both), apart so that an island needing only them loads no clock or date
 * formatter (the /search island, decision 109; as duration.ts for durations).
 */

/** "1,204": a whole count with the locale's grouping. */
export const formatCount = (n: number, locale = 'en-US'): string => n.toLocaleString(locale);

/** "4.2" ("4,2" in French), "1024": a size's figure, at most one decimal, never grouped. */
export const formatFigure = (n: number, locale = 'en-US'): string => n.toLocaleString(locale, { maximumFractionDigits: 1, useGrouping: false });

/** The values of a sentence's `{name}` placeholders. */
export type Params = Readonly<Record<string, string | number>>;

/**
 * `text` with each `{name}` in `params` replaced, numbers in the language's grouping (decision 094):
 * the message layer's one way to fill a sentence (said.ts's `fill`, placeWords.ts's sections). A
 * placeholder without a value stays as written.
 */
export function fillPlaceholders(text: string, params: Params, intl: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return typeof value === 'number' ? formatCount(value, intl) : value;
  });
}
