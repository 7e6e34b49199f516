import type { APIRoute, GetStaticPaths } from 'astro';
import { buildFeed } from '../../features/transit/gtfsFeed.server';
import { encodeTimetable, type TimetableFile } from '../../features/transit/timetableFile';

/**
 * /transit-timetable/<feed hash>.json (issues 36 and 50, decisions 064 and 089): the configured GTFS
 * feed's trips on the network's lines and its calendar, which /plan's car-free worker plans on.
 * Written only when TRANSIT_GTFS_URL names a feed; the name changes with the feed's content, so a
 * browser never plans on a stale one.
 */
export const getStaticPaths = (async () => {
  const feed = buildFeed();
  if (!feed) return [];
  const { table, hash } = await feed;
  return [{ params: { feed: hash }, props: { file: encodeTimetable(table, hash) } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: TimetableFile }> = ({ props }) =>
  new Response(JSON.stringify(props.file), { headers: { 'content-type': 'application/json' } });
