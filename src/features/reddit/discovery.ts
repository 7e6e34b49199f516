import type { Category } from '../destinations/categories.ts';

/*
 * Community discoveries as the browser shows them (docs/product.md §2.20 /reddit and §2.15
 * /content, §4.10, §9): the API's shapes, the display constants and the display rules, shared by
 * the staff page, the Media Hub and the scan. The Media Hub ships this file to every visitor, so
 * the scan's own rules (the keyword stoplist, the topic patterns, the scoring) live in
 * discoveryRules.server.ts, and Reddit's wire format in reddit.schema.ts, both on the server.
 */

// ---------------------------------------------------------------------------------------------
// API shapes

/** One discovery as GET /api/reddit/latest serves it: public post fields only. */
export interface Discovery {
  id: string;
  title: string;
  /** The post's text, trimmed to at most SELFTEXT_MAX characters. */
  selftext: string;
  subreddit: string;
  score: number;
  num_comments: number;
  /** ISO 8601 time the post was created. */
  created_utc: string;
  /** The creation time in Utah time, e.g. "Nov 22, 2026, 9:15 AM MST". */
  created_readable: string;
  /** The post's page on Reddit. */
  url: string;
  content_potential: number;
  matching_keywords: string[];
  /** Media Hub category, derived by deriveCategoryAndLocation. */
  category: Category;
  /** Media Hub location, derived by deriveCategoryAndLocation. */
  location: string;
}

export interface LatestResponse {
  summary: { total: number; highPotential: number } | null;
  /** When the latest finished scan ended (ISO), or null before the first scan. */
  scannedAt: string | null;
  /** The latest scan's posts, highest content potential first (at most LATEST_LIMIT). */
  discoveries: Discovery[];
  /**
   * The Media Hub's list (docs/product.md §2.15): the latest scan's top MEDIA_HUB_LIMIT posts by
   * score (then comments), chosen from all of its posts, not only those in `discoveries`.
   */
  trending: Discovery[];
}

export interface StatusResponse {
  status: { systemActive: boolean; redditRunning: boolean };
  /** When the last scan finished (ISO), or null. */
  lastScanAt: string | null;
}

/** docs/product.md §9 display constants. */
export const DISCOVERY_PAGE_LIMIT = 10;
export const MEDIA_HUB_LIMIT = 5;
export const EXCERPT_LENGTH = 150;
export const KEYWORD_LIMIT = 5;
export const HIGH_POTENTIAL = 4;
export const MEDIUM_POTENTIAL = 2;
/** Longest post text kept and served; the pages show 150 characters. */
export const SELFTEXT_MAX = 1000;
/** Most discoveries one latest answer carries. */
export const LATEST_LIMIT = 100;

// ---------------------------------------------------------------------------------------------
// Potential levels

export type PotentialLevel = 'High' | 'Medium' | 'Low';

/** docs/product.md §4.10: 4 or above is High Potential; 2 up to below 4 is Medium; below 2 is Low. */
export function potentialLevel(potential: number): PotentialLevel {
  if (potential >= HIGH_POTENTIAL) return 'High';
  if (potential >= MEDIUM_POTENTIAL) return 'Medium';
  return 'Low';
}

/** The "TikTok Content Opportunity" callout shows at 4 or more. */
export const isContentOpportunity = (potential: number) => potential >= HIGH_POTENTIAL;

// ---------------------------------------------------------------------------------------------
// Display

/** docs/product.md §2.20, §9: 1000 or more in thousands with one decimal, never rounded up: 1234 → "1.2k", 15000 → "15k". */
export function formatUpvotes(count: number): string {
  if (Math.abs(count) < 1000) return String(count);
  const tenths = Math.trunc(count / 100) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}k`;
}

/** The first `length` characters of a post's text, whitespace collapsed, with "…" when cut. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

export { readableTime } from '../../lib/format.ts';
