import type { APIRoute } from 'astro';
import { buildFeed } from '../features/transit/gtfsFeed.server';

/**
 * /transit-feed.json (issue 36, decision 064): the hash of the GTFS feed this build read (null
 * without one). The daily transit-feed check compares the feed's hash today with it and asks for a
 * rebuild when they differ. No page loads it.
 */
export const GET: APIRoute = async () => {
  const feed = buildFeed();
  return new Response(JSON.stringify({ feed: feed ? (await feed).hash : null }), { headers: { 'content-type': 'application/json' } });
};
