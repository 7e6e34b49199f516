import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Sql, Stored } from '../../server/db.ts';
import { limitWrite, rateLimit } from '../../server/rateLimit.ts';
import { MAX_TRIPS, TRIP_SAVES, type Trip, tripIdSchema } from './trips.ts';

type Row = Stored<Trip, 'createdAt'>;
const toTrip = (r: Row): Trip => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Saves a trip for its owner (rate-limited; at most {@link MAX_TRIPS} each). */
export async function saveTrip(sql: Sql, profileId: string, input: { name: string; query: string; plan: number }): Promise<Trip> {
  await rateLimit(sql, `trips:${profileId}`, TRIP_SAVES.limit, TRIP_SAVES.windowSeconds);
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`trips:${profileId}`}))`;
    const [count] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM trips WHERE profile_id = ${profileId}`;
    if ((count?.n ?? 0) >= MAX_TRIPS) throw new ConflictError(`You have ${MAX_TRIPS} saved trips: delete one first`);
    const [row] = await tx<Row[]>`
      INSERT INTO trips (profile_id, name, query, plan) VALUES (${profileId}, ${input.name}, ${input.query}, ${input.plan})
      RETURNING id, name, query, plan, created_at`;
    return toTrip(row!);
  });
}

/** A person's trips, newest first. */
export async function listTrips(sql: Sql, profileId: string): Promise<Trip[]> {
  const rows = await sql<Row[]>`SELECT id, name, query, plan, created_at FROM trips WHERE profile_id = ${profileId} ORDER BY created_at DESC, id`;
  return rows.map(toTrip);
}

/** One trip of its owner; anyone else's (or an unknown id) is not found. */
export async function getTrip(sql: Sql, profileId: string, id: string): Promise<Trip> {
  if (!tripIdSchema.safeParse(id).success) throw new NotFoundError('Trip not found');
  const [row] = await sql<Row[]>`SELECT id, name, query, plan, created_at FROM trips WHERE id = ${id} AND profile_id = ${profileId}`;
  if (!row) throw new NotFoundError('Trip not found');
  return toTrip(row);
}

/** Deletes one trip of its owner; another person's trip is not found and stays. */
export async function deleteTrip(sql: Sql, profileId: string, id: string): Promise<void> {
  await limitWrite(sql, 'tripDeletes', profileId);
  if (!tripIdSchema.safeParse(id).success) throw new NotFoundError('Trip not found');
  const rows = await sql`DELETE FROM trips WHERE id = ${id} AND profile_id = ${profileId} RETURNING id`;
  if (rows.length === 0) throw new NotFoundError('Trip not found');
}
