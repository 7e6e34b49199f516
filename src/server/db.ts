import postgres from 'postgres';
import { env } from './env.ts';
import type { EmbeddedDatabase } from './embedded.ts';

export type Sql = postgres.Sql;
/** What both a connection and a transaction can run: functions that may join a caller's transaction take this. */
export type Queryable = postgres.ISql;
/**
 * A domain type as its row arrives: the client already renames the columns (decision 034), but
 * the timestamps named in K are still Dates, before a mapper turns them into the API's ISO strings.
 */
export type Stored<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | Extract<T[P], null> };

let connection: Promise<{ sql: Sql; embedded?: EmbeddedDatabase }> | undefined;

/**
 * Where the database is: `DATABASE_URL` when set; otherwise the embedded PGlite of `$DATA_DIR`,
 * joined if another process (the running server) already serves it, else started here.
 */
export async function resolveDatabaseUrl(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const { DATABASE_URL, dataDir } = env();
  if (DATABASE_URL) return { url: DATABASE_URL };
  // Loaded only here, so a deployed function with DATABASE_URL never loads PGlite's WASM.
  const { findRunningEmbedded, startEmbedded } = await import('./embedded.ts');
  const running = await findRunningEmbedded(dataDir);
  if (running) return { url: running };
  const embedded = await startEmbedded(dataDir);
  return { url: embedded.url, embedded };
}

/** Supabase's transaction pooler (port 6543) cannot keep prepared statements between requests. */
function usesTransactionPooler(url: string): boolean {
  const parsed = new URL(url);
  return parsed.port === '6543' || parsed.searchParams.get('pgbouncer') === 'true';
}

/** Opens a postgres.js client for a URL with the project's settings. */
export function connect(url: string, options: { max?: number; connectTimeoutS?: number } = {}): Sql {
  const clean = new URL(url);
  clean.searchParams.delete('pgbouncer');
  return postgres(clean.toString(), {
    max: options.max ?? 8,
    // Named statements keep concurrent clients of the embedded server from overwriting each
    // other's unnamed statement; the transaction pooler needs them off.
    prepare: !usesTransactionPooler(url),
    onnotice: () => {},
    idle_timeout: 30,
    // While the database is down (a restart, a failover) each request fails fast and the API
    // answers 503 (http.ts): reconnect attempts at most 0.5 s apart (postgres.js's default backoff
    // grows to 20 s, and queued requests waited that long), and a connect that hangs gives up
    // after connectTimeoutS (issue 37).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    connect_timeout: options.connectTimeoutS ?? 30,
    // Columns arrive camelCase (created_at → createdAt) and object keys given to sql(...) go out
    // snake_case, so rows are the domain types without renaming mappers. Only column names:
    // postgres.camel would also rewrite the keys inside json values (decision 034).
    transform: { undefined: null, column: { from: postgres.toCamel, to: postgres.fromCamel } },
  });
}

/** The one database client of this process. Server only. */
export function db(): Promise<Sql> {
  // An outside server gets 2 s to accept a connection (503 within the 2 s promised, issue 37);
  // the embedded one answers on loopback from this process, where a busy event loop must not count as down.
  connection ??= resolveDatabaseUrl().then(({ url, embedded }) => ({ sql: connect(url, { connectTimeoutS: embedded ? undefined : 2 }), embedded }));
  return connection.then((c) => c.sql);
}

/** Closes the client and, if this process started the embedded database, stops it. */
export async function closeDb(): Promise<void> {
  if (!connection) return;
  const current = connection;
  connection = undefined;
  const { sql, embedded } = await current;
  await sql.end({ timeout: 5 });
  await embedded?.stop();
}
