import type { APIRoute } from 'astro';
import { siteOf } from '../lib/siteConfig';

export const GET: APIRoute = ({ site }) => {
  const origin = siteOf(site);
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /analytics',
    'Disallow: /reddit',
    'Disallow: /favorites',
    'Disallow: /submissions',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
