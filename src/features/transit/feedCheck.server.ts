// "Read by a schedule" (issue 36, decision 064): once a day the operator's GTFS feed is read again
// and, when its bytes changed since the build being served (the hash that build recorded in
// /transit-feed.json), a rebuild of the site is asked for the way an approval asks for one, so
// the pages and /plan's timetable follow the operator's timetable within a day. Without
// TRANSIT_GTFS_URL nothing is fetched and nothing rebuilt.
import { env } from '../../server/env.ts';
import { internalOrigin } from '../../server/functions.ts';
import { downloadGtfs, feedHash } from './gtfsFeed.server.ts';

export type FeedCheck = { checked: false; reason: string } | { checked: true; served: string | null; current: string; rebuild: boolean };

/** The feed hash the served build recorded, read from the site itself (DEPLOY_URL, else this server). */
export async function servedFeedHash(origin: string | undefined = env().DEPLOY_URL ?? internalOrigin()): Promise<string | null> {
  if (!origin) throw new Error('no site to read /transit-feed.json from: DEPLOY_URL is not set');
  const res = await fetch(new URL('/transit-feed.json', origin), { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`/transit-feed.json answered ${res.status}`);
  const { feed } = (await res.json()) as { feed?: unknown };
  return typeof feed === 'string' ? feed : null;
}

/** Compares today's feed with the served build's and asks for a rebuild (`requestBuild`) when they differ. */
export async function checkTransitFeed(requestBuild: () => Promise<void>, url: string | undefined = env().TRANSIT_GTFS_URL): Promise<FeedCheck> {
  if (!url) return { checked: false, reason: 'TRANSIT_GTFS_URL is not set: the site plans on the frequency model' };
  const [current, served] = await Promise.all([downloadGtfs(url).then(feedHash), servedFeedHash()]);
  const rebuild = current !== served;
  if (rebuild) await requestBuild();
  return { checked: true, served, current, rebuild };
}
