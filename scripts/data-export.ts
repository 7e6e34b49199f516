// `npm run data:export`: writes the database's catalogue back into the catalogue files
// (SEED_DIR, by default supabase/seed/destinations), so the repository carries staff edits
// (issue 29, docs/decisions/049). Works against the database the server uses, also while it runs.
// The catalogue files are loaded first (as every start does), so a file changed in the
// repository since the last start is not undone by the export; rows staff edited win.
import { exportCatalogue } from '../src/features/destinations/catalogueExport.server.ts';
import { seedDir } from '../src/features/destinations/destinations.server.ts';
import { db } from '../src/server/db.ts';
import { prepareDatabase } from './prepare-database.ts';
import { runWithDatabase } from './cli.ts';

async function main(): Promise<number> {
  await prepareDatabase();
  const changed = await exportCatalogue(await db());
  console.log(
    changed.length ? `data:export: wrote ${changed.join(', ')} in ${seedDir()}` : `data:export: the catalogue files already match the database (${seedDir()})`,
  );
  return 0;
}

runWithDatabase(main());
