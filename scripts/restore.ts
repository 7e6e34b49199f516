// `npm run restore -- FILE [--force]`: brings back a backup of `npm run backup` (docs/decisions/046).
// Refuses a database that holds rows unless --force. Stop the site first: a restore replaces
// every table, and a running server would go on answering from its caches.
import fs from 'node:fs';
import path from 'node:path';
import { isOurBackup, refuseNonEmpty, restoreBackup, RestoreRefused } from '../src/server/backup.ts';
import { db, resolveDatabaseUrl } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { migrate } from '../src/server/migrate.ts';
import { runWithDatabase } from './cli.ts';
import { runPgTool } from './pgTools.ts';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('-')) {
    console.error('usage: npm run restore -- FILE [--force]');
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`restore: no such file: ${file}`);
    return 2;
  }
  const { DATABASE_URL, dataDir } = env();
  const photosDir = path.join(dataDir, 'photos');
  const sql = await db();
  // The schema first (an empty data folder has none): the backup holds rows, not tables.
  await migrate((await resolveDatabaseUrl()).url);
  try {
    if (isOurBackup(file)) {
      const manifest = await restoreBackup(sql, file, photosDir, { force });
      const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`restore: ${rows} rows of ${manifest.tables.length} tables and ${manifest.photos.length} photos from ${file} (taken ${manifest.takenAt})`);
      return 0;
    }
    if (!DATABASE_URL) throw new RestoreRefused(`${file} is not an SLC Trips backup (a pg_dump archive restores with DATABASE_URL set)`);
    await refuseNonEmpty(sql, force);
    runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--dbname', DATABASE_URL, file]);
    if (fs.existsSync(`${file}.photos`)) {
      fs.rmSync(photosDir, { recursive: true, force: true });
      fs.cpSync(`${file}.photos`, photosDir, { recursive: true });
    }
    console.log(`restore: pg_dump archive ${file} restored`);
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`restore refused: ${error.message}`);
    return 1;
  }
}

runWithDatabase(main(process.argv.slice(2)));
