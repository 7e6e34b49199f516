import path from 'node:path';
import { runner } from 'node-pg-migrate';

export const MIGRATIONS_DIR = path.resolve('supabase/migrations');

/**
 * Applies pending SQL migrations with node-pg-migrate (tracked in `pgmigrations`; a re-run is a
 * no-op). The same files are what `supabase db push` applies in production.
 */
export async function migrate(databaseUrl: string, log: (msg: string) => void = () => {}): Promise<string[]> {
  const ran = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: 'pgmigrations',
    direction: 'up',
    count: Infinity,
    checkOrder: true,
    singleTransaction: true,
    advisoryLockMode: 'wait',
    log,
    logger: { debug: () => {}, info: log, warn: log, error: log },
  });
  return ran.map((m) => m.name);
}
