import type { Sql, Stored } from '../../server/db.ts';
import { type Handler, pathParam } from '../../server/http.ts';
import { limitWrite } from '../../server/rateLimit.ts';
import { destinationIdSchema } from '../destinations/destinations.schema.ts';
import { assertDestination } from '../destinations/destinations.server.ts';
import { type SessionUser, userHandler } from './auth.server.ts';

/**
 * The handler of a route about one favourite (/api/favorites/{id}…): the signed-in person and
 * the destination id of the path, 404 when the path cannot hold one.
 */
export function favoriteHandler(fn: (signedIn: { user: SessionUser; sql: Sql }, destinationId: string) => Promise<Response>): Handler {
  return userHandler(async (_request, signedIn, context) => {
    return fn(signedIn, pathParam(context, 'id', destinationIdSchema, 'Destination not found'));
  });
}

/**
 * Sets one favourite on or off, within the person's write limit (WRITE_LIMITS.favorites). Writes of one person are serialised by an advisory lock, so
 * concurrent toggles end in the state of the last one committed; the primary key keeps
 * adding idempotent (never a duplicate row).
 */
export async function setFavorite(sql: Sql, profileId: string, destinationId: string, on: boolean): Promise<{ isFavorite: boolean }> {
  await limitWrite(sql, 'favorites', profileId);
  await assertDestination(sql, destinationId);
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`favorites:${profileId}`}))`;
    if (on) await tx`INSERT INTO favorites (profile_id, destination_id) VALUES (${profileId}, ${destinationId}) ON CONFLICT DO NOTHING`;
    else await tx`DELETE FROM favorites WHERE profile_id = ${profileId} AND destination_id = ${destinationId}`;
  });
  return { isFavorite: on };
}

export async function isFavorite(sql: Sql, profileId: string, destinationId: string): Promise<boolean> {
  await assertDestination(sql, destinationId);
  const [row] = await sql`SELECT 1 FROM favorites WHERE profile_id = ${profileId} AND destination_id = ${destinationId}`;
  return Boolean(row);
}

export interface FavoriteEntry {
  destinationId: string;
  name: string;
  category: string;
  driveTimeMinutes: number;
  driveTimeText: string;
  subscriptionTier: string;
  createdAt: string;
}

/** A person's favourites, newest first, with what a list needs to show them; a withdrawn place is kept but not listed until restored (decision 049). */
export async function listFavorites(sql: Sql, profileId: string): Promise<FavoriteEntry[]> {
  const rows = await sql<Stored<FavoriteEntry, 'createdAt'>[]>`
    SELECT d.id AS destination_id, d.name, d.category, d.drive_time_minutes, coalesce(d.details->>'driveTimeText', '') AS drive_time_text,
           d.subscription_tier, f.created_at
    FROM favorites f JOIN destinations d ON d.id = f.destination_id
    WHERE f.profile_id = ${profileId} AND d.withdrawn_at IS NULL ORDER BY f.created_at DESC, d.name`;
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
