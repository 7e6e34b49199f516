// `npm run backup -- FILE`: a consistent copy of the database and the local photos, also while the
// site runs (docs/decisions/046). Embedded PGlite: our own file (src/server/backup.ts); with
// DATABASE_URL: a pg_dump archive (custom format), the local photos in FILE.photos/ beside it.
import fs from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../src/server/backup.ts';
import { db } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { runWithDatabase } from './cli.ts';
import { runPgTool } from './pgTools.ts';

async function main(args: string[]): Promise<number> {
  const [file] = args;
  if (!file || args.length !== 1 || file.startsWith('-')) {
    console.error('usage: npm run backup -- FILE');
    return 2;
  }
  const { DATABASE_URL, dataDir } = env();
  const photosDir = path.join(dataDir, 'photos');
  if (DATABASE_URL) {
    runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, DATABASE_URL]);
    fs.chmodSync(file, 0o600); // every table, sessions among them: the owner's alone
    if (fs.existsSync(photosDir)) fs.cpSync(photosDir, `${file}.photos`, { recursive: true });
    console.log(`backup: pg_dump archive written to ${file}${fs.existsSync(photosDir) ? ` (photos in ${file}.photos/)` : ''}`);
    return 0;
  }
  const manifest = await writeBackup(await db(), file, photosDir);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`backup: ${rows} rows of ${manifest.tables.length} tables and ${manifest.photos.length} photos written to ${file}`);
  return 0;
}

runWithDatabase(main(process.argv.slice(2)));
