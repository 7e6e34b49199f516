import type { Config } from '@netlify/functions';
import { newsletterLinkSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { limitUnsubscribes, unsubscribe, unsubscribeTarget } from '../src/features/newsletter/newsletter.server.ts';
import { unknownUnsubscribePage, unsubscribedPage, unsubscribeFormPage } from '../src/features/newsletter/newsletterPages.server.ts';
import { db } from '../src/server/db.ts';
import { handler, readBody } from '../src/server/http.ts';

/**
 * The unsubscribe link of every newsletter mail. GET shows a page with one button; POST (that
 * button, or a mail client's one-click "List-Unsubscribe=One-Click" of RFC 8058, whose small
 * form body is read and not needed) unsubscribes. Both idempotent; an unknown link is a 404 page.
 */
export default handler(async (request, context) => {
  const sql = await db();
  if (request.method === 'POST') {
    await limitUnsubscribes(sql, context.ip ?? 'unknown');
    await readBody(request, 1024);
  }
  const link = newsletterLinkSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!link.success) return unknownUnsubscribePage(400);
  if (request.method === 'GET') {
    const target = await unsubscribeTarget(sql, link.data.token);
    return target ? unsubscribeFormPage(link.data.token, target) : unknownUnsubscribePage();
  }
  const done = await unsubscribe(sql, link.data.token);
  return done ? unsubscribedPage(done.email) : unknownUnsubscribePage();
});

export const config: Config = { path: '/api/newsletter/unsubscribe', method: ['GET', 'POST'] };
