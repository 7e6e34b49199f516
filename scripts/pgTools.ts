import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The PostgreSQL client tools for a DATABASE_URL backup (docs/decisions/046): the system's
 * pg_dump and pg_restore, found on PATH or in Debian's /usr/lib/postgresql/<version>/bin (the
 * newest first: pg_dump reads servers of its own major version and older).
 */

/** The path of `tool`, or undefined when it is not installed. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string | undefined {
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join('/usr/lib/postgresql', v, 'bin', tool))
    : [];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, tool));
  return [...debian, ...onPath].find((candidate) => fs.existsSync(candidate));
}

/** Runs a PostgreSQL client tool; throws its own message when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const found = findPgTool(tool);
  if (!found) {
    throw new Error(
      `${tool} is not installed: with DATABASE_URL the backup is a pg_dump archive. Install the PostgreSQL client tools (apt-get install postgresql-client, the server's major version or newer), or use your provider's backups (Supabase: Database → Backups).`,
    );
  }
  const result = spawnSync(found, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${(result.stderr ?? '').trim() || `exit ${result.status}`}`);
}
