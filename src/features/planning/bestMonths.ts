/**
 * The months a place is at its best, read from its "best time to visit" text as written
 * (decisions 053, 120, 144): month ranges, qualified months ("July to early October",
 * "mid-June to mid-October", "Late May through early September"), month lists and season words.
 * The build reads every text once into the planner data (plannerData.ts, decision 068); placeSense.ts
 * values and notes a place by them.
 */
import { MONTH_NAMES } from '../../lib/format.ts';
import { range, SEASONS } from '../destinations/hours.ts';

const MONTH = `(${MONTH_NAMES.join('|')})`;
/**
 * Decision 144: a qualifier before a month names a part of that month, so the month is in: "July to
 * early October" is July–October, not July and October. The catalogue's qualifiers are early, mid (as
 * "mid-June", "Mid July", "Mid-July") and late.
 */
const QUALIFIER = /(?:(?:early|mid|late)\s*-?\s*)?/.source;
/** A month, or a range of two ("May-October", "Late September-mid October", "Mid-December to early April"). */
const MONTHS = new RegExp(`\\b${QUALIFIER}${MONTH}\\b(?:\\s*(?:-|–|to|through)\\s*${QUALIFIER}${MONTH}\\b)?`, 'g');

/**
 * The best months of a "best time to visit" text ("May-October", "April to June, September to
 * October", "July to early October", "Spring and fall"), or null when it names none or says
 * year-round / any time. Months joined by "and" or a comma are each their own month, not a range.
 */
export function bestMonths(best: string | null | undefined): number[] | null {
  if (!best) return null;
  // Every stop's value reads its text in every plan: each text is parsed once (issue 38).
  const known = monthsOf.get(best);
  if (known !== undefined) return known;
  const months = parseBestMonths(best);
  if (monthsOf.size > 5_000) monthsOf.clear();
  monthsOf.set(best, months);
  return months;
}

const monthsOf = new Map<string, number[] | null>();

/**
 * Decision 120: the months a lake's or river's beach, marina or swim is for: summer, the months of
 * its best time within June–September, or those four. The season opens at Memorial Day (ABC4,
 * "Bear Lake getting new marina…", the marina's summer rush from Memorial Day) and Bear Lake's
 * Rendezvous Beach closed for the winter on 11 October 2021 (Cache Valley Daily, 2021-10-11); both
 * read 2026-12-07. Estimated for other lakes: no per-lake season was searched.
 */
export const WATER_MONTHS: readonly number[] = [6, 7, 8, 9];
export function waterMonths(best: string | null | undefined): number[] {
  const inSummer = (bestMonths(best) ?? []).filter((m) => WATER_MONTHS.includes(m));
  return inSummer.length > 0 ? inSummer : [...WATER_MONTHS];
}

function parseBestMonths(best: string): number[] | null {
  const t = best.toLowerCase();
  if (/year-round|any time|anytime|all year/.test(t)) return null;
  // The whole text: "Summer for aerial shows; winter for bobsled rides" names two seasons.
  const months = new Set<number>();
  for (const m of t.matchAll(MONTHS)) {
    const from = MONTH_NAMES.indexOf(m[1]!) + 1;
    const to = m[2] ? MONTH_NAMES.indexOf(m[2]) + 1 : from;
    for (const k of range(from, to)) months.add(k);
  }
  // A season word is its whole season, qualified or not ("late summer and early fall": June–November).
  for (const m of t.matchAll(/\b(spring|summer|fall|autumn|winter)\b/g)) for (const k of SEASONS[m[1]!]!) months.add(k);
  return months.size ? [...months].sort((a, b) => a - b) : null;
}
