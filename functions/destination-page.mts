import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { destinationPage } from '../src/features/destinations/destinationPage.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, pathParam } from '../src/server/http.ts';

/**
 * GET /destinations/{id} when no prebuilt page exists (preferStatic: prebuilt pages win): a
 * destination approved since the build opens (200, loaded in the browser), a withdrawn one is
 * 410 with the "no longer in the guide" page (decision 085), an unknown id is a real 404 with the
 * "Destination not found" page (decision 020).
 */
export default handler(async (_request, context) => {
  // Any text: an id that could never exist gets the same HTML 404 page as an unknown one, from destinationPage.
  const page = await destinationPage(await db(), pathParam(context, 'id', z.string(), 'Destination not found'));
  return new Response(page.html, {
    status: page.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': page.status === 200 ? cache.short : cache.none,
      ...(page.status === 410 ? { 'x-robots-tag': 'noindex' } : {}),
    },
  });
});

export const config: Config = { path: ['/destinations/:id', '/destinations/:id/'], method: 'GET', preferStatic: true };
