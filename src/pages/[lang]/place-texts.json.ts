import type { APIRoute } from 'astro';
import { siteDestinations } from '../../features/destinations/destinations.server';
import { shownTexts } from '../../features/places/texts';
import { siteTexts } from '../../features/places/texts.server';
import { TRANSLATED_LOCALES } from '../../lib/messages/messages';

export const getStaticPaths = () => TRANSLATED_LOCALES.map((lang) => ({ params: { lang } }));

/**
 * /fr/place-texts.json and /es/place-texts.json (decision 116): place id → its description in the
 * language, as its page shows it (written and not stale), for the French and Spanish search and
 * lists' text search (textSearch.ts fetches it beside its chunk). Data, not script: no page's
 * first load carries it.
 */
export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as (typeof TRANSLATED_LOCALES)[number];
  const texts = (await siteTexts())[lang];
  const descriptions = Object.fromEntries(
    (await siteDestinations()).flatMap((d) => {
      const description = shownTexts(texts.get(d.id), d).description;
      return description ? [[d.id, description]] : [];
    }),
  );
  return new Response(JSON.stringify(descriptions), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
