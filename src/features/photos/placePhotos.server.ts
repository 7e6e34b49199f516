import type { Sql } from '../../server/db.ts';
import { getDestination } from '../destinations/destinations.server.ts';
import { approvedPartnerPhotos, hiddenPhotoIds } from './partnerPhotos.server.ts';
import { destinationPhotos } from './photos.server.ts';
import type { DestinationPhotos } from './photos.ts';

/** The answer of GET /api/destinations/{id}/photos (404 for an unknown place); `complete` false when an outside source failed. */
export async function photosOfPlace(sql: Sql, id: string | undefined): Promise<DestinationPhotos & { complete: boolean }> {
  const destination = await getDestination(sql, id);
  const [partner, hidden] = await Promise.all([approvedPartnerPhotos(sql, destination.id), hiddenPhotoIds(sql, destination.id)]);
  return destinationPhotos(destination, { partner, hidden });
}
