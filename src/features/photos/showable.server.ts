// "Has Photos" means photos we can show (issue 29, decision 050): a place's approved partner
// photos that staff have not hidden, its park's NPS images when the build could read them, and
// Google Places photos when a key is set. Computed once per build from the same sources as
// GET /api/destinations/{id}/photos; the generated illustration never counts.
import type { Queryable } from '../../server/db.ts';
import type { Destination } from '../destinations/destinations.ts';
import { destinationPhotos } from './photos.server.ts';

type Place = Pick<Destination, 'id' | 'name' | 'address' | 'coordinates'>;

/** Places per batch of outside lookups (NPS answers are cached per park; Places only with a key). */
const BATCH = 8;

/** The ids of the places with at least one photo we can show, in the order given. */
export async function placesWithPhotos(sql: Queryable, places: readonly Place[]): Promise<string[]> {
  const partnerRows = await sql<{ destinationId: string }[]>`
    SELECT DISTINCT s.destination_id FROM partner_photos p JOIN submissions s ON s.id = p.submission_id
    WHERE p.status = 'approved' AND s.destination_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM hidden_photos h WHERE h.destination_id = s.destination_id AND h.photo_id = 'partner:' || p.id)`;
  const hiddenRows = await sql<{ destinationId: string; photoId: string }[]>`SELECT destination_id, photo_id FROM hidden_photos`;
  const withPartner = new Set(partnerRows.map((r) => r.destinationId));
  const hidden = new Map<string, Set<string>>();
  for (const r of hiddenRows) hidden.set(r.destinationId, (hidden.get(r.destinationId) ?? new Set()).add(r.photoId));
  const found = new Set(withPartner);
  const rest = places.filter((p) => !withPartner.has(p.id));
  for (let i = 0; i < rest.length; i += BATCH) {
    const answers = await Promise.all(rest.slice(i, i + BATCH).map(async (p) => [p.id, await destinationPhotos(p, { hidden: hidden.get(p.id) })] as const));
    for (const [id, answer] of answers) if (answer.photos.length > 0) found.add(id);
  }
  return places.filter((p) => found.has(p.id)).map((p) => p.id);
}

let buildPhotoIds: Promise<string[]> | undefined;

/** The build's answer, read once for every page that needs it (like siteDestinations). */
export function sitePhotoIds(places: readonly Place[]): Promise<string[]> {
  buildPhotoIds ??= import('../../server/db.ts').then(async ({ db }) => placesWithPhotos(await db(), places));
  return buildPhotoIds;
}
