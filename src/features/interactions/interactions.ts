import type { SiteBuildStatus } from '../publishing/publishing.ts';

/** The interaction types of docs/product.md §3.8; the beacon endpoint accepts these and nothing else. */
export const INTERACTION_TYPES = [
  'destination_detail_view',
  'destinations_browse',
  'email_interaction',
  'analytics_event',
  'social_media_access',
  'other',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** One interaction as GET /api/admin/interactions serves it (docs/product.md §3.8). */
export interface Interaction {
  id: string;
  type: InteractionType;
  destinationName: string | null;
  timestamp: string;
  email: string | null;
  sessionId: string;
}

/** GET /api/admin/analytics (docs/product.md §2.21 Overview and Analytics tab figures). */
export interface AdminAnalytics {
  totalDestinations: number | null;
  activeSessions: number;
  todayInteractions: number;
  pendingInteractions: number;
  popularDestinations: Array<{ destination: string; name: string; count: number }>;
  interactionTypes: Array<{ type: InteractionType; count: number }>;
  /** The prebuilt site's rebuild after approvals (decision 027). */
  siteBuild: SiteBuildStatus;
}

/** docs/product.md §9: the admin screens' limits and refresh intervals. */
export const ADMIN = {
  liveListSize: 20,
  popularSize: 10,
  sessionIdShown: 8,
  analyticsRefreshMs: 30_000,
  interactionsRefreshMs: 10_000,
  digestEveryMinutes: 5,
  /** A session (one visit) ends after this many minutes without a beacon: the cookie's idle lifetime. */
  sessionIdleMinutes: 30,
} as const;

/** "destination_detail_view" → "destination detail view", for badges and mail. */
export function interactionLabel(type: string): string {
  return type.replace(/_/g, ' ');
}
