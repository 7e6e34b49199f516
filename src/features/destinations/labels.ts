// What the site says *about* a place, written once so cards, pages and counts agree
// (issue 16, docs/decisions/019). Pure and light: islands import it.
import type { GamesRole, State, Tier } from './categories.ts';

/** The tiers' short names (the Access Level filter of docs/product.md §2.7, the premium gate): written once here. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  free: 'Free',
  premium: 'Premium',
  olympic: 'VIP Olympic',
};

/**
 * The access badge. The tier is about our guide (which signed-in members may open the full
 * page), never about the place's entry fee, so no wording says "free".
 */
export const ACCESS_LABELS: Readonly<Record<Tier, string>> = {
  free: 'Guide open to all',
  premium: `${TIER_NAMES.premium} guide`,
  olympic: `${TIER_NAMES.olympic} guide`,
};

export function accessLabel(tier: Tier | null | undefined): string {
  return ACCESS_LABELS[tier ?? 'free'];
}

const STATE_NAMES: Readonly<Record<State, string>> = {
  UT: 'Utah',
  AZ: 'Arizona',
  CO: 'Colorado',
  NM: 'New Mexico',
  NV: 'Nevada',
  ID: 'Idaho',
  WY: 'Wyoming',
};

type Located = { states?: readonly State[] | null };
const statesOf = (d: Located): readonly State[] => (d.states && d.states.length > 0 ? d.states : ['UT']);

/** True when the place lies wholly in Utah; Four Corners (four states) and Arizona's rims are not. */
export function inUtah(d: Located): boolean {
  const states = statesOf(d);
  return states.length === 1 && states[0] === 'UT';
}

/** "Arizona", or "Arizona, Colorado, New Mexico and Utah" for the Four Corners; null for Utah. */
export function stateLabel(d: Located): string | null {
  if (inUtah(d)) return null;
  const names = statesOf(d).map((s) => STATE_NAMES[s]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "87 destinations", or "87 destinations (2 outside Utah)" when some are not in Utah: copy that
 * counts places never calls an Arizona rim a Utah destination.
 */
export function placesPhrase(list: ReadonlyArray<Located>, noun = 'destinations'): string {
  return countPhrase(list.length, list.filter((d) => !inUtah(d)).length, noun);
}

/** placesPhrase from its two numbers (the late merge adds to a build's numbers, decision 030). */
export function countPhrase(count: number, outside: number, noun = 'destinations'): string {
  return outside > 0 ? `${count} ${noun} (${outside} outside Utah)` : `${count} ${noun}`;
}

/** "2034: alpine skiing, para alpine skiing" or "2002 legacy: curling venue"; `max` shortens a long list for cards. */
export function gamesRoleText(role: GamesRole, max = Number.POSITIVE_INFINITY): string {
  const items = [...(role.sports ?? []), ...(role.roles ?? [])];
  const shown = items.length > max ? [...items.slice(0, max), `${items.length - max} more`] : items;
  return `${role.games === '2034' ? '2034' : '2002 legacy'}: ${shown.join(', ')}`;
}

/**
 * The one Olympic badge of a card: the venue's real role when known, else "Games site" for a
 * flagged place from elsewhere; null for every other place.
 */
export function olympicBadge(d: { isOlympicVenue?: boolean | null; gamesRole?: GamesRole | null }, max = 3): string | null {
  if (d.gamesRole) return gamesRoleText(d.gamesRole, max);
  return d.isOlympicVenue ? 'Games site' : null;
}

/** The badges a card shows, in order, with at most one that mentions the Games. */
export function cardBadges(d: {
  category?: string | null;
  subscriptionTier?: Tier | null;
  isOlympicVenue?: boolean | null;
  gamesRole?: GamesRole | null;
  states?: readonly State[] | null;
}): Array<{ text: string; tone: 'category' | 'olympic' | 'premium' | 'state' }> {
  const olympic = olympicBadge(d);
  const badges: Array<{ text: string; tone: 'category' | 'olympic' | 'premium' | 'state' }> = [];
  // The category "Olympic Venues" says what the role badge already says.
  if (d.category && !(olympic && d.category === 'Olympic Venues')) badges.push({ text: d.category, tone: 'category' });
  if (olympic) badges.push({ text: olympic, tone: 'olympic' });
  const tier = d.subscriptionTier ?? 'free';
  if (tier === 'premium') badges.push({ text: ACCESS_LABELS.premium, tone: 'premium' });
  else if (tier === 'olympic' && !olympic) badges.push({ text: ACCESS_LABELS.olympic, tone: 'olympic' });
  const state = stateLabel(d);
  if (state) badges.push({ text: state, tone: 'state' });
  return badges;
}

/** The entry fee line a page shows beside the access badge: the place's own pricing, when known. */
export function entryFeeText(pricing: string | Record<string, string> | null | undefined): string | null {
  if (!pricing) return null;
  if (typeof pricing === 'string') return pricing;
  // Postgres's jsonb keeps an object's keys shortest first, so the order they were written in is
  // lost on the way through the database: the fee a visitor pays at the gate leads, the rules after.
  const rows = Object.entries(pricing).sort(([a], [b]) => feeRank(a) - feeRank(b));
  return rows.length > 0 ? rows.map(([k, v]) => `${k}: ${v}`).join(' · ') : null;
}

const FEE_ORDER = [/vehicle/i, /motorcycle/i, /person|foot|bicycle|adult|child|senior/i, /pass/i];

/** Where a fee row goes: the gate's fees by vehicle, then per person, passes, then the rest (residency, notes). */
function feeRank(key: string): number {
  const at = FEE_ORDER.findIndex((re) => re.test(key));
  return at === -1 ? FEE_ORDER.length : at;
}
