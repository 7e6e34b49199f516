// Serves the built site and the API in one process: `npm run serve` (npm start builds first).
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Cron } from 'croner';
import { execFile } from 'node:child_process';
import { setLocalRebuild } from '../src/features/publishing/siteBuild.server.ts';
import { bufferedLog } from '../src/server/accessLog.ts';
import { errorText, log } from '../src/server/log.ts';
import { type AppServer, createServer } from '../src/server/app.ts';
import { installLastResort } from '../src/server/lastResort.ts';
import { StartupError } from '../src/lib/errors.ts';
import { closeDb } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { loadFunctions, localContext, setInternalOrigin } from '../src/server/functions.ts';
import { prepareDatabase } from './prepare-database.ts';
import { createSiteRebuilder } from '../src/server/siteRebuild.ts';

/** One `astro build` into outDir in a child process (the server keeps answering meanwhile). */
function buildInChild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', outDir], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${error.message.split('\n')[0]}${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`));
      else resolve();
    });
  });
}

/** How long SIGTERM waits for the requests in flight before it closes their connections. */
export const DRAIN_MS = 10_000;

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

export async function serve(): Promise<void> {
  const { PORT, HOST, DATABASE_URL, dataDir } = env();
  await prepareDatabase((line) => console.log(line));
  const functions = await loadFunctions();
  const quiet = process.env.ACCESS_LOG === 'off';
  const distDir = path.resolve(env().DIST_DIR);
  const server = createServer({ distDir, functions, log: quiet ? undefined : bufferedLog() });
  // Approvals rebuild the site here unless told otherwise (SITE_REBUILD, decision 027).
  const rebuildMode = env().SITE_REBUILD ?? (env().BUILD_HOOK_URL ? 'hook' : 'local');
  if (rebuildMode === 'local') setLocalRebuild(createSiteRebuilder({ distDir, build: buildInChild, onSwap: () => server.reloadStatic() }));

  let internalOrigin = `http://${HOST}:${PORT}`;
  // Scheduled functions run on their own cron expressions, as Netlify runs them.
  const jobs = functions
    .filter((fn) => typeof fn.config.schedule === 'string')
    .map(
      (fn) =>
        new Cron(fn.config.schedule as string, { protect: true, timezone: 'UTC' }, async () => {
          const request = new Request(`${internalOrigin}/.netlify/functions/${fn.name}`, {
            method: 'POST',
            body: JSON.stringify({ next_run: new Date().toISOString() }),
          });
          const context = localContext(request, {});
          try {
            const response = await fn.handler(request, context);
            // The database down or the disk full (decision 055): this run is skipped, the next one tries again.
            if (response.status === 503)
              log.warn('schedule', `${fn.name} skipped: ${((await response.json().catch(() => ({}))) as { error?: string }).error ?? 'unavailable'}`, {
                requestId: context.requestId,
                schedule: fn.name,
                status: 503,
              });
            else if (response.status >= 400)
              log.error('schedule', `${fn.name} answered ${response.status}`, { requestId: context.requestId, schedule: fn.name, status: response.status });
          } catch (error) {
            log.error('schedule', errorText(error), { requestId: context.requestId, schedule: fn.name, stack: (error as Error)?.stack });
          }
        }),
    );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Server-to-server calls (a scan's background function) go straight to this process on loopback.
  const loopback = HOST === '0.0.0.0' ? '127.0.0.1' : HOST === '::' ? '::1' : HOST;
  internalOrigin = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
  setInternalOrigin(internalOrigin);
  const where = DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${path.join(dataDir, 'db')}`;
  console.log(`SLC Trips ready at http://${HOST}:${port}/ (database: ${where}; ${functions.length} functions, ${jobs.length} schedules)`);

  let stopping = false;
  // Answers given while draining close their connection, so a kept-alive client reconnects elsewhere.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('connection', 'close');
  });
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: shutting down (requests in flight get up to ${DRAIN_MS / 1000} s)`);
    for (const job of jobs) job.stop();
    // Whatever hangs below, the process ends (a supervisor restarts it).
    setTimeout(() => process.exit(code || 1), DRAIN_MS + 10_000).unref();
    await drain(server, DRAIN_MS);
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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(error instanceof StartupError ? `npm run serve: ${error.message}` : error);
    process.exit(1);
  });
}
