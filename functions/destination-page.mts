import type { Config } from '@netlify/functions';
import { destinationPage } from '../src/features/destinations/destinationPage.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler } from '../src/server/http.ts';

/**
 * GET /destinations/{id} when no prebuilt page exists (preferStatic: prebuilt pages win): a
 * destination approved since the build opens (200, loaded in the browser), a withdrawn one is
 * 410 with the "no longer in the guide" page (decision 085), an unknown id is a real 404 with the
 * "Destination not found" page (decision 020).
 */
export default handler(async (_request, context) => {
  const page = await destinationPage(await db(), context.params.id ?? '');
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
