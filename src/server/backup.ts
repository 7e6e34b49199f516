import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './db.ts';

/*
 * Backup and restore of the embedded database (issue 30, docs/decisions/046-backup-and-restore.md).
 *
 * A logical copy taken over the ordinary connection, so it works while `npm start` owns PGlite:
 * every application table is read inside one REPEATABLE READ READ ONLY transaction (one
 * snapshot; on the embedded server the transaction also owns the one session, decision 015),
 * with the sequences and the photos of the local store, into one text file:
 *
 *   SLC-TRIPS-BACKUP 1
 *   {manifest: tables with their columns and row counts, sequences, photos, last migration}
 *   each table's rows as JSON (row_to_json, one line a row), then a line "\."
 *   each photo, base64 on one line
 *
 * Rows go back with INSERT … SELECT FROM json_populate_recordset, which gives every value to its
 * column type's own input (jsonb stays jsonb, arrays arrays). Not COPY: COPY … FROM STDIN does
 * not come back from PGlite's wire server (the copy-in sub-protocol hangs), COPY TO does.
 */

const HEADER = 'SLC-TRIPS-BACKUP 1';
const END_OF_TABLE = '\\.';
/** The migrations' own ledger: a restore runs the migrations first, so it is never copied. */
const LEDGER = 'pgmigrations';
/** One-row tables whose row the migrations themselves insert: they do not make a database "non-empty". */
const MIGRATION_ROWS = new Set(['catalogue_version', 'site_builds']);
/** Rows a statement: a few hundred kilobytes of JSON at most. */
const RESTORE_BATCH = 500;

export interface Manifest {
  takenAt: string;
  lastMigration: string | null;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  sequences: Array<{ name: string; lastValue: string | null }>;
  photos: Array<{ file: string; bytes: number }>;
}

/** The application's tables (schema public), by name, without the migration ledger. */
async function applicationTables(sql: Sql): Promise<Array<{ name: string; columns: string[] }>> {
  const rows = await sql<{ tableName: string; columns: string[] }[]>`
    SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> ${LEDGER}
      AND c.is_generated = 'NEVER'
    GROUP BY c.table_name ORDER BY c.table_name`;
  return rows.map((r) => ({ name: r.tableName, columns: r.columns }));
}

function photoFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/**
 * Writes a consistent copy of the database and of the photos in `photosDir` to `file` (written
 * beside it first and renamed, so a half-written backup never replaces a good one).
 */
export async function writeBackup(sql: Sql, file: string, photosDir: string): Promise<Manifest> {
  const sections: string[] = [];
  const [ready] = await sql<{ ledger: string | null }[]>`SELECT to_regclass('pgmigrations')::text AS ledger`;
  if (!ready?.ledger) throw new Error('nothing to back up: this database has never been set up (run npm start or npm run seed first)');
  const manifest = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const [ledger] = await tx<{ name: string | null }[]>`SELECT max(name) AS name FROM pgmigrations`;
    const tables: Manifest['tables'] = [];
    for (const table of await applicationTables(tx as unknown as Sql)) {
      const rows = await tx<{ row: string }[]>`SELECT row_to_json(t)::text AS row FROM ${tx(table.name)} t`;
      tables.push({ ...table, rows: rows.length });
      sections.push(`${rows.map((r) => `${r.row}\n`).join('')}${END_OF_TABLE}\n`);
    }
    const sequences = await tx<{ name: string; lastValue: string | null }[]>`
      SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`;
    return { takenAt: new Date().toISOString(), lastMigration: ledger?.name ?? null, tables, sequences: [...sequences], photos: [] as Manifest['photos'] };
  });
  // Photos are files, outside the transaction: one added meanwhile may be missing, never half a row.
  for (const photo of photoFiles(photosDir)) {
    const bytes = fs.readFileSync(path.join(photosDir, photo));
    manifest.photos.push({ file: photo, bytes: bytes.length });
    sections.push(`${bytes.toString('base64')}\n`);
  }
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // The file holds every table, sessions and sign-in tokens among them: readable by its owner only.
  try {
    fs.writeFileSync(partial, `${HEADER}\n${JSON.stringify(manifest)}\n${sections.join('')}`, { mode: 0o600 });
  } catch (error) {
    // A full disk (issue 37) leaves no half a backup that could be taken for one.
    fs.rmSync(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw new Error(`No space left for the backup in ${path.dirname(path.resolve(file))}: nothing was written.`);
    throw error;
  }
  fs.renameSync(partial, file);
  return manifest;
}

/** Whether `file` is one of our backups (else, perhaps, a pg_dump archive). */
export function isOurBackup(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const start = Buffer.alloc(HEADER.length);
    fs.readSync(fd, start, 0, HEADER.length, 0);
    return start.toString('utf8') === HEADER;
  } finally {
    fs.closeSync(fd);
  }
}

/** The tables that hold rows the migrations did not put there (empty list: an empty database). */
async function tablesWithRows(sql: Sql): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await applicationTables(sql)) {
    if (MIGRATION_ROWS.has(name)) continue;
    const [row] = await sql<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM ${sql(name)}) AS any`;
    if (row?.any) found.push(name);
  }
  return found;
}

export class RestoreRefused extends Error {}

/** Refuses (RestoreRefused) a database that holds rows, unless `force`. */
export async function refuseNonEmpty(sql: Sql, force = false): Promise<void> {
  const occupied = await tablesWithRows(sql);
  if (occupied.length && !force) {
    throw new RestoreRefused(`the database is not empty (rows in ${occupied.join(', ')}); add --force to replace everything in it`);
  }
}

/**
 * Brings back every row, sequence and photo of a backup. The schema must already be migrated
 * (at least as far as the backup's); refuses a database with rows unless `force`. One
 * transaction: triggers and foreign keys are off for it (session_replication_role), every
 * table is emptied and refilled, so a failed restore leaves the database as it was.
 */
export async function restoreBackup(sql: Sql, file: string, photosDir: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  if (lines[0] !== HEADER) throw new RestoreRefused(`${file} is not an SLC Trips backup`);
  const manifest = JSON.parse(lines[1] ?? '') as Manifest;
  const current = new Map((await applicationTables(sql)).map((t) => [t.name, t.columns]));
  const unknown = manifest.tables.filter((t) => !t.columns.every((c) => current.get(t.name)?.includes(c)));
  if (unknown.length) throw new RestoreRefused(`the backup has tables or columns this version does not: ${unknown.map((t) => t.name).join(', ')}`);
  await refuseNonEmpty(sql, options.force);
  let at = 2;
  await sql.begin(async (tx) => {
    await tx`SET LOCAL session_replication_role = replica`;
    await tx`TRUNCATE ${tx([...current.keys()])} RESTART IDENTITY`;
    for (const table of manifest.tables) {
      const rows = lines.slice(at, at + table.rows);
      at += table.rows;
      if (lines[at++] !== END_OF_TABLE) throw new RestoreRefused(`the backup is damaged at table ${table.name}`);
      for (let i = 0; i < rows.length; i += RESTORE_BATCH) {
        const batch = `[${rows.slice(i, i + RESTORE_BATCH).join(',')}]`;
        await tx`
          INSERT INTO ${tx(table.name)} (${tx(table.columns)}) OVERRIDING SYSTEM VALUE
          SELECT ${tx(table.columns)} FROM json_populate_recordset(NULL::${tx(table.name)}, ${batch}::text::json)`;
      }
    }
    for (const s of manifest.sequences) {
      if (s.lastValue === null) await tx`SELECT setval(${s.name}::regclass, 1, false)`;
      else await tx`SELECT setval(${s.name}::regclass, ${s.lastValue}::bigint, true)`;
    }
  });
  fs.rmSync(photosDir, { recursive: true, force: true });
  for (const photo of manifest.photos) {
    const target = path.join(photosDir, photo.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(lines[at++] ?? '', 'base64'));
  }
  return manifest;
}
