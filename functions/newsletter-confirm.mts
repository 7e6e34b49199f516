import type { Config } from '@netlify/functions';
import { newsletterLinkSchema } from '../src/features/newsletter/newsletter.schema.ts';
import { confirmSubscription } from '../src/features/newsletter/newsletter.server.ts';
import { confirmPage } from '../src/features/newsletter/newsletterPages.server.ts';
import { db } from '../src/server/db.ts';
import { handler } from '../src/server/http.ts';

/** GET /api/newsletter/confirm?token=: the confirmation link of a sign-up mail; answers a page. */
export default handler(async (request) => {
  const link = newsletterLinkSchema.safeParse({ token: new URL(request.url).searchParams.get('token') ?? '' });
  if (!link.success) return confirmPage('unknown', 400);
  return confirmPage(await confirmSubscription(await db(), link.data.token));
});

export const config: Config = { path: '/api/newsletter/confirm', method: 'GET' };
