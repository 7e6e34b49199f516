/**
 * Two strings in code-unit order, for the planner's ties broken by id (issue 38, decision 071).
 * `localeCompare` loads the collation data on its first call, in a fresh worker once per plan page
 * (6 ms in Node, more in a browser's worker, the plan's whole share of ICU); the ids compared are
 * ASCII (lowercase letters, digits, hyphens), for which this is the order it gave, and a tie
 * broken either way is broken the same way every time.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
