import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { confirmedCsv } from '../src/features/newsletter/newsletter.server.ts';
import { cache } from '../src/server/http.ts';

/** GET /api/admin/newsletter.csv: the confirmed subscribers as a CSV download (staff only, never cached). */
export default staffHandler(
  async (_request, { sql }) =>
    new Response(await confirmedCsv(sql), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="newsletter-subscribers.csv"',
        'cache-control': cache.none,
      },
    }),
);

export const config: Config = { path: '/api/admin/newsletter.csv', method: 'GET' };
