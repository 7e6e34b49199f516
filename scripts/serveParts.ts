// The pieces of `npm run serve` that one process, the cluster's primary and its HTTP workers share
// (scripts/serve.ts, servePrimary.ts, serveWorker.ts; decision 067).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { Cron } from 'croner';
import { GONE_PAGE } from '../src/features/destinations/destinationPage.server.ts';
import { withdrawnPages } from '../src/features/destinations/withdrawnPages.server.ts';
import { bufferedLog } from '../src/server/accessLog.ts';
import { type AppServer, createServer } from '../src/server/app.ts';
import { closeDb } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { type LoadedFunction, localContext } from '../src/server/functions.ts';
import { installLastResort } from '../src/server/lastResort.ts';
import { errorText, log } from '../src/server/log.ts';

/** How long SIGTERM waits for the requests in flight before it closes their connections. */
export const DRAIN_MS = 10_000;

/** One `astro build` into outDir in a child process (the server keeps answering meanwhile). */
export function buildInChild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', outDir], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${error.message.split('\n')[0]}${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`));
      else resolve();
    });
  });
}

/** Who rebuilds the site after an approval (SITE_REBUILD, decision 027): here unless told otherwise. */
export const rebuildMode = (): 'local' | 'hook' | 'off' => env().SITE_REBUILD ?? (env().BUILD_HOOK_URL ? 'hook' : 'local');

export const servedFolder = (): string => path.resolve(env().DIST_DIR);

/**
 * The HTTP server of one process or of one worker, with its access log unless ACCESS_LOG=off. A
 * withdrawn place's page answers 410 from this process's set (decision 085).
 */
export function httpServer(functions: LoadedFunction[]): AppServer {
  const quiet = process.env.ACCESS_LOG === 'off';
  const gone = { isGone: (pathname: string) => withdrawnPages.isGone(pathname), page: GONE_PAGE };
  return createServer({ distDir: servedFolder(), functions, log: quiet ? undefined : bufferedLog(), gone });
}

/**
 * Reads the withdrawn places before the server listens (a place withdrawn before this start but
 * after the last build must not answer 200), then polls for changes made elsewhere until the
 * server closes. A failed first read is logged and the poll tries again.
 */
export async function watchWithdrawn(server: AppServer): Promise<void> {
  await withdrawnPages.refresh().catch((error) => log.warn('withdrawn', `the withdrawn places could not be read at start: ${errorText(error)}`));
  const stop = withdrawnPages.poll();
  server.on('close', stop);
}

/** Where this server answers itself on loopback (server-to-server calls, the schedules). */
export function loopbackOrigin(host: string, port: number): string {
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

export function describeDatabase(): string {
  const { DATABASE_URL, dataDir } = env();
  return DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${path.join(dataDir, 'db')}`;
}

/** Runs one scheduled function as Netlify runs it: a POST with `next_run`; a 503 skips this run. */
async function runScheduled(fn: LoadedFunction, origin: string): Promise<void> {
  const request = new Request(`${origin}/.netlify/functions/${fn.name}`, { method: 'POST', body: JSON.stringify({ next_run: new Date().toISOString() }) });
  const context = localContext(request, {});
  const fields = { requestId: context.requestId, schedule: fn.name };
  try {
    const response = await fn.handler(request, context);
    // The database down or the disk full (decision 055): this run is skipped, the next one tries again.
    if (response.status === 503) {
      const reason = ((await response.json().catch(() => ({}))) as { error?: string }).error ?? 'unavailable';
      log.warn('schedule', `${fn.name} skipped: ${reason}`, { ...fields, status: 503 });
    } else if (response.status >= 400) log.error('schedule', `${fn.name} answered ${response.status}`, { ...fields, status: response.status });
  } catch (error) {
    log.error('schedule', errorText(error), { ...fields, stack: (error as Error)?.stack });
  }
}

/** The scheduled functions on their own cron expressions, as Netlify runs them (one set per site: decision 067). */
export function startSchedules(functions: LoadedFunction[], origin: () => string): Cron[] {
  return functions
    .filter((fn) => typeof fn.config.schedule === 'string')
    .map((fn) => new Cron(fn.config.schedule as string, { protect: true, timezone: 'UTC' }, () => runScheduled(fn, origin())));
}

export function listen(server: AppServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });
}

/**
 * Stops taking connections and waits for the requests in flight (at most `ms`): idle kept-alive
 * connections close at once, busy ones after their answer (sent with `Connection: close`), and
 * whatever is still open after `ms` is closed.
 */
function drain(server: AppServer, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, ms);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The drain of `server` on a stop: from then on its answers close their connection, so a kept-alive client reconnects elsewhere. */
export function drainer(server: AppServer): () => Promise<void> {
  let draining = false;
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('connection', 'close');
  });
  return () => {
    draining = true;
    return drain(server, DRAIN_MS);
  };
}

/**
 * SIGINT, SIGTERM and the last resort (lastResort.ts) stop the process once: `shutdown` (drain,
 * stop the workers), then the database is closed and the process exits with the code. Whatever
 * hangs, the process ends after the drain and 10 s more (a supervisor restarts it).
 */
export function exitOnStop(shutdown: (reason: string) => Promise<void>): (reason: string, code: number) => Promise<void> {
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code || 1), DRAIN_MS + 10_000).unref();
    await shutdown(reason);
    try {
      await closeDb();
    } catch (error) {
      log.error('shutdown', `closing the database failed: ${errorText(error)}`);
      code ||= 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  installLastResort((code) => void stop('unhandled error', code));
  return stop;
}
