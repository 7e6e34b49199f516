import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, ROOT, sourceFiles } from './sources.ts';

/*
 * One folder owns each table (issue 14): the SQL in the code that writes a table (INSERT INTO,
 * UPDATE, DELETE FROM, TRUNCATE, MERGE INTO) is read from every module of src/, functions/ and
 * scripts/ (tests left out), and each table of the migrations must be written by exactly one
 * folder: a feature (src/features/<folder>), the infrastructure (src/server: rate_limits,
 * request_budgets), or, for tables only triggers write, the database itself. Another feature
 * that needs to change a table calls the owner's function.
 *
 * SQL keywords are upper case in this code base (lower-case "update favorites" in an island is
 * prose, not SQL); a table name built at run time (`sql.unsafe` with a variable) is not seen.
 */

const MIGRATIONS = path.join(ROOT, 'supabase/migrations');
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/g;

/**
 * Known exceptions, each a table and the one extra folder that writes it. The test fails for a
 * new exception, and also when a listed one is gone (then delete its entry).
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

/** The tables the migrations leave: each CREATE TABLE, and each ALTER TABLE … RENAME TO, in order. */
function migrationTables(): string[] {
  const tables = new Set<string>();
  const name = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
  const statement = new RegExp(
    String.raw`\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}|\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${name}\s+RENAME\s+TO\s+${name}`,
    'gi',
  );
  // File names start with their timestamp, so sorted names are the order the migrations run in.
  for (const file of fs
    .readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8').replace(/--.*$/gm, '');
    for (const match of text.matchAll(statement)) {
      if (match[1]) tables.add(match[1].toLowerCase());
      else {
        tables.delete(match[2]!.toLowerCase());
        tables.add(match[3]!.toLowerCase());
      }
    }
  }
  return [...tables].sort();
}

/** Tables a trigger function of the migrations writes (e.g. catalogue_version). */
function triggerWrittenTables(tables: readonly string[]): Set<string> {
  const written = new Set<string>();
  for (const file of fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'))) {
    const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8').replace(/--.*$/gm, '');
    // Only statements inside function bodies ($$ … $$) run again after the migration.
    for (const body of text.matchAll(/\$\$([\s\S]*?)\$\$/g)) {
      for (const match of body[1]!.matchAll(WRITE)) if (tables.includes(match[1]!)) written.add(match[1]!);
    }
  }
  return written;
}

/** src/features/<folder>, or the first two segments of the path (src/server, functions/x.mts → functions). */
function ownerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  if (parts[0] === 'src') return parts.slice(0, 2).join('/');
  return parts[0]!;
}

/** table → folder → the files in it that write the table. */
function writersByTable(tables: readonly string[]): Map<string, Map<string, Set<string>>> {
  const writers = new Map<string, Map<string, Set<string>>>(tables.map((t) => [t, new Map()]));
  for (const file of sourceFiles('src', 'functions', 'scripts')) {
    for (const match of read(file).matchAll(WRITE)) {
      const folders = writers.get(match[1]!);
      if (!folders) continue;
      const owner = ownerOf(file);
      if (!folders.has(owner)) folders.set(owner, new Set());
      folders.get(owner)!.add(file);
    }
  }
  return writers;
}

describe('table ownership', () => {
  const tables = migrationTables();
  const writers = writersByTable(tables);
  const byTriggers = triggerWrittenTables(tables);

  it('reads the tables of the migrations and the writes of the code', () => {
    expect(tables).toEqual(expect.arrayContaining(['destinations', 'profiles', 'rate_limits', 'submissions', 'trips']));
    // Renamed by a later migration (decision 032): the old names are gone.
    expect(tables).toEqual(expect.arrayContaining(['reddit_scans', 'reddit_discoveries']));
    expect(tables.filter((t) => t.startsWith('forum_'))).toEqual([]);
    expect([...writers.get('trips')!.keys()]).toEqual(['src/features/trips']);
    expect([...byTriggers].sort()).toEqual(['catalogue_version', 'destination_removals']);
  });

  it('gives each table exactly one writing folder (or only the database’s own triggers)', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const folders = [...writers.get(table)!.keys()].sort();
      const extra = KNOWN_EXCEPTIONS[table];
      const counted = folders.filter((f) => f !== extra);
      if (extra && !folders.includes(extra)) problems.push(`${table}: the known exception ${extra} no longer writes it; delete its KNOWN_EXCEPTIONS entry`);
      if (counted.length === 0 && !byTriggers.has(table)) problems.push(`${table}: no code and no trigger writes it`);
      if (counted.length > 1) {
        const where = counted.map((f) => `${f} (${[...writers.get(table)!.get(f)!].sort().join(', ')})`).join('; ');
        problems.push(`${table}: written by ${counted.length} folders: ${where}. Let one own it; the others call its functions`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the owner of every table (the table the README and the decision record describe)', () => {
    const owners = Object.fromEntries(
      tables.map((t) => [t, [...writers.get(t)!.keys()].filter((f) => f !== KNOWN_EXCEPTIONS[t]).join(', ') || 'database triggers']),
    );
    expect(owners).toEqual({
      auth_tokens: 'src/features/accounts',
      catalogue_version: 'database triggers',
      destination_history: 'src/features/destinations',
      destination_removals: 'database triggers',
      destinations: 'src/features/destinations',
      favorites: 'src/features/accounts',
      interactions: 'src/features/interactions',
      kit_interest: 'src/features/kits',
      newsletter_issues: 'src/features/newsletter',
      newsletter_subscribers: 'src/features/newsletter',
      hidden_photos: 'src/features/photos',
      partner_photos: 'src/features/photos',
      place_text_history: 'src/features/places',
      place_texts: 'src/features/places',
      profiles: 'src/features/accounts',
      rate_limits: 'src/server',
      reddit_discoveries: 'src/features/reddit',
      reddit_scans: 'src/features/reddit',
      request_budgets: 'src/server',
      road_closure_checks: 'src/features/closures',
      river_readings: 'src/features/conditions',
      road_closures: 'src/features/closures',
      schedule_runs: 'src/features/health',
      service_probes: 'src/features/health',
      seed_state: 'src/features/destinations',
      sessions: 'src/features/accounts',
      site_builds: 'src/features/publishing',
      social_settings: 'src/features/reddit',
      submissions: 'src/features/submissions',
      trips: 'src/features/trips',
    });
  });
});
