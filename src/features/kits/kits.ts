/** The nine trip kits visitors can rank (docs/product.md §3.5), in catalogue order. */
export const KIT_IDS = [
  'hip-young-single',
  'family-fun',
  'budget-travel',
  'foodie-tour',
  'outdoor-adventure',
  'romantic-getaway',
  'local-insider',
  'wellness-spa',
  'olympic-complete',
] as const;
export type KitId = (typeof KIT_IDS)[number];

export interface Kit {
  id: KitId;
  name: string;
  summary: string;
}

/** Display names and one-line pitches; the dashboard's bar chart drops the word "Kit". */
export const KITS: readonly Kit[] = [
  { id: 'hip-young-single', name: 'Hip Young Single Kit', summary: 'Rooftop bars, live music, climbing gyms and weekend ski days for solo travelers.' },
  { id: 'family-fun', name: 'Family Fun Kit', summary: 'Kid-tested museums, easy trails, pools and rest stops with the drive times that matter.' },
  { id: 'budget-travel', name: 'Budget Travel Kit', summary: 'Free viewpoints, cheap eats, transit passes and the campgrounds worth booking early.' },
  { id: 'foodie-tour', name: 'Foodie Tour Kit', summary: 'Fry sauce to fine dining: neighborhood food crawls, farmers markets and local makers.' },
  { id: 'outdoor-adventure', name: 'Outdoor Adventure Kit', summary: 'Canyons, peaks and slot hikes graded by effort, with permits and seasons spelled out.' },
  { id: 'romantic-getaway', name: 'Romantic Getaway Kit', summary: 'Hot springs, quiet lodges, sunset drives and dinners worth dressing up for.' },
  { id: 'local-insider', name: 'Local Insider Kit', summary: 'The places Salt Lakers keep to themselves, from hidden trailheads to late-night diners.' },
  { id: 'wellness-spa', name: 'Wellness & Spa Kit', summary: 'Mineral pools, yoga with a view and slow mountain mornings to recover from the flight.' },
  {
    id: 'olympic-complete',
    name: '2034 Winter Olympics Kit',
    summary: 'Every 2034 venue, transit to the events, ticket timelines and where to stay during the Games.',
  },
];

const byId = new Map<string, Kit>(KITS.map((k) => [k.id, k]));

/** A kit's display name (the id itself for an id no longer in the catalogue). */
export function kitName(id: string): string {
  return byId.get(id)?.name ?? id;
}

/** The name without the word "Kit", as the dashboard's bar chart labels it. */
export function shortKitName(name: string): string {
  return name
    .replace(/\s*\bKit\b\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const MAX_RANKED_KITS = 5;
export const FEEDBACK_MAX = 1000;

/**
 * The scoring rule of the kit analytics, written once: a kit earns points for each ranking that
 * names it, 5 for a first choice, 4 for a second, 3, 2 and 1 for a fifth
 * (points = MAX_RANKED_KITS + 1 − rank). A kit's popularityScore is the sum over all rankings.
 */
export function pointsForRank(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > MAX_RANKED_KITS) return 0;
  return MAX_RANKED_KITS + 1 - rank;
}

// The zod schemas and their types (KitInterest, KitInterestInput) live in kits.schema.ts, so the
// dialog loads zod only when it submits; the schema imports this module, never the reverse.

export { INTEREST_TEXT, interestFailureMessage, interestTextOf, missingForInterest } from './interestText.ts';

/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Adds a kit at the end of a ranking unless it is there already or the ranking is full. */
export function addKit(list: readonly KitId[], id: KitId): { list: KitId[]; full: boolean } {
  if (list.includes(id)) return { list: [...list], full: false };
  if (list.length >= MAX_RANKED_KITS) return { list: [...list], full: true };
  return { list: [...list, id], full: false };
}

// ---------------------------------------------------------------------------------------------
// Analytics

export interface KitStat {
  kitId: KitId;
  kitName: string;
  /** E-mail addresses whose current ranking names the kit: who will be notified about it. */
  signups: number;
  /** Ranked-choice preferences naming the kit (equal to signups, as a ranking names a kit once). */
  totalVotes: number;
  rank1_votes: number;
  rank2_votes: number;
  rank3_votes: number;
  popularityScore: number;
}

/** GET /api/kit-analytics (docs/product.md §3.5). */
export interface KitAnalytics {
  kitStats: KitStat[];
  /** Distinct e-mail addresses signed up for news of any kit. */
  totalSignups: number;
  /** Ranked-choice preferences submitted: the sum of every current ranking's length. */
  totalVotes: number;
}

/** How many rankings put one kit at one rank. */
export interface RankTally {
  kitId: string;
  rank: number;
  count: number;
}

/** Tallies rankings in memory (the server does the same in SQL); used by tests and fixtures. */
export function tallyRankings(rankings: ReadonlyArray<readonly string[]>): RankTally[] {
  const counts = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [i, kitId] of ranking.entries()) {
      const key = `${kitId}\n${i + 1}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, count]) => {
    const [kitId, rank] = key.split('\n') as [string, string];
    return { kitId, rank: Number(rank), count };
  });
}

/** Most popular first: score, then signups, then first choices, then catalogue order. */
export function compareKitStats(a: KitStat, b: KitStat): number {
  return b.popularityScore - a.popularityScore || b.signups - a.signups || b.rank1_votes - a.rank1_votes || KIT_IDS.indexOf(a.kitId) - KIT_IDS.indexOf(b.kitId);
}

/**
 * The dashboard's figures from per-rank tallies and the number of people: one row for each of
 * the nine kits (zeros included), sorted by popularityScore descending. Tallies for ids no
 * longer in the catalogue are left out.
 */
export function buildKitAnalytics(tallies: readonly RankTally[], people: number): KitAnalytics {
  const stats = new Map<string, KitStat>(
    KITS.map((k) => [k.id, { kitId: k.id, kitName: k.name, signups: 0, totalVotes: 0, rank1_votes: 0, rank2_votes: 0, rank3_votes: 0, popularityScore: 0 }]),
  );
  let totalVotes = 0;
  for (const { kitId, rank, count } of tallies) {
    const stat = stats.get(kitId);
    if (!stat || pointsForRank(rank) === 0) continue;
    stat.signups += count;
    stat.totalVotes += count;
    if (rank === 1) stat.rank1_votes += count;
    if (rank === 2) stat.rank2_votes += count;
    if (rank === 3) stat.rank3_votes += count;
    stat.popularityScore += count * pointsForRank(rank);
    totalVotes += count;
  }
  return { kitStats: [...stats.values()].sort(compareKitStats), totalSignups: people, totalVotes };
}

/** The "Most Popular" card: the top kit, or null when nobody has ranked anything. */
export function mostPopular(stats: readonly KitStat[]): KitStat | null {
  const top = [...stats].sort(compareKitStats)[0];
  return top && top.popularityScore > 0 ? top : null;
}

/**
 * Business Insights, "Bundle Opportunities": the top 3 kits by popularity score
 * (docs/product.md §2.19); unlike Development Priority it sets no minimum, so kits with
 * no points fill the list while fewer than three have any.
 */
export function bundleOpportunities(stats: readonly KitStat[]): KitStat[] {
  return [...stats].sort(compareKitStats).slice(0, 3);
}

/** Business Insights, "Development Priority": the three most popular kits with at least one signup. */
export function developmentPriority(stats: readonly KitStat[]): KitStat[] {
  return [...stats]
    .sort(compareKitStats)
    .filter((s) => s.signups >= 1)
    .slice(0, 3);
}

/** The pie chart: the top 5 kits by popularity score (kits without points left out). */
export function pieKits(stats: readonly KitStat[]): KitStat[] {
  return [...stats]
    .sort(compareKitStats)
    .filter((s) => s.popularityScore > 0)
    .slice(0, 5);
}

/** Query key of the analytics store; the interest dialog invalidates it after a submission. */
export const KIT_ANALYTICS_KEY = '/api/kit-analytics';

// ---------------------------------------------------------------------------------------------
// Storefront samples shown on /planning-kits (docs/product.md §2.13): exact names and prices.

export interface SampleKit {
  id: KitId;
  name: string;
  price: string;
  featured: boolean;
  blurb: string;
}

export const SAMPLE_KITS: readonly SampleKit[] = [
  {
    id: 'hip-young-single',
    name: 'Hip Young Single',
    price: '$29.99',
    featured: false,
    blurb: 'Nightlife, climbing gyms, concerts and solo-friendly day trips from the city.',
  },
  {
    id: 'family-fun',
    name: 'Family Fun',
    price: '$34.99',
    featured: false,
    blurb: 'Short drives, big payoffs: museums, easy hikes and snack stops the kids will approve.',
  },
  {
    id: 'budget-travel',
    name: 'Budget Travel',
    price: '$19.99',
    featured: false,
    blurb: 'See the best of Utah on a shoestring, with free sights and TRAX-friendly plans.',
  },
  {
    id: 'olympic-complete',
    name: '2034 Winter Olympics Kit',
    price: '$49.99',
    featured: true,
    blurb: 'Every venue, drive and transit time, the Games calendar and where to stay, in one kit.',
  },
];
