import type { APIRoute } from 'astro';
import { siteOf } from '../../lib/siteConfig';
import { renderAirportGuide } from '../../features/kits/airportGuide';
import { siteDestinations } from '../../features/destinations/destinations.server';

/** The airport planning guide, rendered once at build time from the catalogue. */
export const GET: APIRoute = async ({ site }) => {
  const destinations = await siteDestinations();
  const origin = siteOf(site).origin;
  const bytes = await renderAirportGuide(destinations, { generatedAt: new Date(), siteUrl: origin });
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'application/pdf' } });
};
