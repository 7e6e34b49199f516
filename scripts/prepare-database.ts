import { seedDestinations } from '../src/features/destinations/destinations.server.ts';
import { db, resolveDatabaseUrl } from '../src/server/db.ts';
import { migrate } from '../src/server/migrate.ts';

/**
 * Makes the database ready: opens (or joins) it, applies migrations, loads the catalogue seed.
 * Safe to run on every start: each step is a no-op when there is nothing to do.
 */
export async function prepareDatabase(log: (line: string) => void = () => {}): Promise<void> {
  const sql = await db();
  // db() has resolved the URL (and started the embedded server if needed); this finds it again.
  const { url } = await resolveDatabaseUrl();
  const ran = await migrate(url);
  if (ran.length) log(`database: applied migrations ${ran.join(', ')}`);
  const seeded = await seedDestinations(sql);
  if (seeded.applied) log(`database: loaded ${seeded.count} catalogue destinations`);
}
