import type { Config } from '@netlify/functions';
import { newsletterLinkSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { limitUnsubscribes, unsubscribe, unsubscribeTarget } from '../src/features/newsletter/newsletter.server.ts';
import { unknownUnsubscribePage, unsubscribedPage, unsubscribeFormPage } from '../src/features/newsletter/newsletterPages.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseQuery, problem, readBody } from '../src/server/http.ts';

/**
 * The unsubscribe link of every newsletter mail. GET shows a page with one button; POST (that
 * button, or a mail client's one-click "List-Unsubscribe=One-Click" of RFC 8058, whose small
 * form body is read and not needed) unsubscribes. Both idempotent; an unknown link is a 404. A
 * POST answers pages to a browser (Accept: text/html) and JSON to anything else, as the API does.
 */
export default handler(async (request, context) => {
  const sql = await db();
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (request.method === 'GET') {
    const link = newsletterLinkSchema.safeParse({ token });
    if (!link.success) return unknownUnsubscribePage(400);
    const target = await unsubscribeTarget(sql, link.data.token);
    return target ? unsubscribeFormPage(link.data.token, target) : unknownUnsubscribePage();
  }
  await limitUnsubscribes(sql, context.ip ?? 'unknown');
  await readBody(request, 1024);
  const page = /\btext\/html\b/.test(request.headers.get('accept') ?? '');
  if (page && !newsletterLinkSchema.safeParse({ token }).success) return unknownUnsubscribePage(400);
  const link = parseQuery(request, newsletterLinkSchema);
  const done = await unsubscribe(sql, link.token);
  if (!done) return page ? unknownUnsubscribePage() : problem(404, 'This unsubscribe link is not valid');
  return page ? unsubscribedPage(done.email) : json({ ok: true, unsubscribed: true });
});

export const config: Config = { path: '/api/newsletter/unsubscribe', method: ['GET', 'POST'] };
