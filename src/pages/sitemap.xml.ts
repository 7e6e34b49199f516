import type { APIRoute } from 'astro';
import { siteOf } from '../lib/siteConfig';
import { inZone } from '../features/browse/browse';
import { laterPages, listPagePath } from '../features/browse/pagination';
import { ZONES } from '../features/destinations/destinations';
import { siteDestinations } from '../features/destinations/destinations.server';
import { READY_TRIPS } from '../features/trips/readyTrips';
import { TRANSLATED_LOCALES } from '../lib/messages/messages';
import { localePath, TRANSLATED_PAGES } from '../lib/messages/pages';

// Public, indexable pages only (no staff screens, no sign-in or favourites). Every address is in
// the directory form the build writes and the pages declare as canonical (decision 013).
const STATIC_PAGES = [
  '/',
  '/destinations/',
  '/search/',
  '/deck/',
  '/content/',
  '/planning-kits/',
  '/tripkit/',
  '/olympic-kit-signup/',
  '/olympics/',
  '/submit-destination/',
  '/plan/',
  '/map/',
  '/trips/',
  '/privacy/',
];

export const GET: APIRoute = async ({ site }) => {
  const origin = siteOf(site);
  const destinations = await siteDestinations();
  // A zone's later pages are listed (decision 044); /destinations' are not: /destinations/ reaches every place.
  const zonePages = ZONES.flatMap((z) => {
    const base = `/drive-time/${z.slug}/`;
    return [base, ...laterPages(inZone(destinations, z).length).map((page) => listPagePath(base, page))];
  });
  const trips = READY_TRIPS.map((t) => `/trips/${t.slug}/`);
  // The French and Spanish pages (decision 094), each at its own address; like the English ones,
  // not sign-in nor favorites (decision 107).
  const indexable = TRANSLATED_PAGES.filter((page) => STATIC_PAGES.includes(page));
  const translated = TRANSLATED_LOCALES.flatMap((locale) => [...indexable, ...trips].map((page) => localePath(locale, page)));
  const places = destinations.map((d) => `/destinations/${d.id}/`);
  // Each place's page in French and Spanish (decision 105), after the English ones.
  const translatedPlaces = TRANSLATED_LOCALES.flatMap((locale) => places.map((page) => localePath(locale, page)));
  // The zone pages and their later pages in French and Spanish (decision 112); the lists' own
  // (/destinations/, /trips/) come with the indexable pages above.
  const translatedZones = TRANSLATED_LOCALES.flatMap((locale) => zonePages.map((page) => localePath(locale, page)));
  const paths = [...STATIC_PAGES, ...translated, ...trips, ...zonePages, ...translatedZones, ...places, ...translatedPlaces];
  const urls = paths.map((p) => `  <url><loc>${new URL(p, origin).href}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
