// WEB_CONCURRENCY > 1 (decision 067): the primary process of `npm start` / `npm run serve`. It owns
// what must exist once — the database (the embedded one's server, migrations and seed), the
// schedules, the site rebuild (the locks on dist/ and the port were taken by scripts/start.ts) —
// and runs the HTTP workers (scripts/serveWorker.ts) that share the port through node:cluster.
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:cluster';
import { setLocalRebuild } from '../src/features/publishing/siteBuild.server.ts';
import { internalScanSecret } from '../src/features/reddit/scanTrigger.server.ts';
import { startWorkers, type ToPrimary, type WorkerPool } from '../src/server/cluster.ts';
import { resolveDatabaseUrl } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { loadFunctions, setInternalOrigin } from '../src/server/functions.ts';
import { log } from '../src/server/log.ts';
import { createSiteRebuilder, type SiteRebuilder } from '../src/server/siteRebuild.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildInChild, DRAIN_MS, describeDatabase, exitOnStop, loopbackOrigin, rebuildMode, servedFolder, startSchedules } from './serveParts.ts';

const WORKER_SCRIPT = fileURLToPath(new URL('./serveWorker.ts', import.meta.url));

/**
 * What every worker gets besides the primary's environment: the database by the URL the primary
 * serves it on (a worker joins it as a second instance would, never opens it), and the secret of
 * the scans' internal call, made once here when unset, so a scan started by any worker or by a
 * schedule here is accepted by whichever worker the loopback call reaches.
 */
async function workerEnv(): Promise<Record<string, string>> {
  const { url } = await resolveDatabaseUrl();
  return { DATABASE_URL: url, INTERNAL_SCAN_SECRET: internalScanSecret() };
}

/** The one rebuilder: a swap makes every worker list the new files, and each change of its state reaches their copies. */
function rebuilderFor(pool: () => WorkerPool | undefined): SiteRebuilder | undefined {
  if (rebuildMode() !== 'local') return undefined;
  return createSiteRebuilder({
    distDir: servedFolder(),
    build: buildInChild,
    onSwap: () => pool()?.broadcast({ type: 'reload-static' }),
    onState: (state) => pool()?.broadcast({ type: 'rebuild-state', state }),
  });
}

export async function servePrimary(count: number): Promise<void> {
  const { PORT, HOST } = env();
  await prepareDatabase((line) => console.log(line));
  // The schedules run here, once for the site; the functions' modules are loaded for them.
  const functions = await loadFunctions();
  let pool: WorkerPool | undefined;
  const rebuilder = rebuilderFor(() => pool);
  // Approvals in any worker reach this rebuilder (rebuildThroughPrimary); schedules here use it directly.
  setLocalRebuild(rebuilder);
  const onListening = (worker: Worker) => {
    if (rebuilder) worker.send({ type: 'rebuild-state', state: rebuilder.state() });
  };
  const onMessage = (worker: Worker, message: ToPrimary) => {
    // A place withdrawn or restored in one worker: the others change its page at once too (decision 085).
    if (message.type === 'withdrawn') return pool?.broadcast({ type: 'withdrawn', id: message.id, withdrawn: message.withdrawn }, worker);
    void (rebuilder?.request() ?? Promise.resolve()).then(() => worker.isConnected() && worker.send({ type: 'rebuild-done', id: message.id }));
  };
  let internalOrigin = loopbackOrigin(HOST, PORT);
  const jobs = startSchedules(functions, () => internalOrigin);
  const stop = exitOnStop(async (reason) => {
    console.log(`${reason}: shutting down ${count} HTTP workers (requests in flight get up to ${DRAIN_MS / 1000} s)`);
    for (const job of jobs) job.stop();
    // Each worker drains as one process does, then the database closes (exitOnStop) after the last.
    await pool?.stop(DRAIN_MS + 6_000);
  });
  const fatal = (reason: string) => {
    log.error('cluster', `${reason}: stopping with exit code 1 for the supervisor to restart`);
    return stop('workers failing', 1);
  };
  pool = startWorkers({ count, exec: WORKER_SCRIPT, env: await workerEnv(), onMessage, onListening, onFatal: (reason) => void fatal(reason) });
  const { port } = await pool.ready.catch(async (error: Error) => {
    await fatal(error.message);
    throw error;
  });
  internalOrigin = loopbackOrigin(HOST, port);
  setInternalOrigin(internalOrigin);
  console.log(
    `SLC Trips ready at http://${HOST}:${port}/ (database: ${describeDatabase()}; ${functions.length} functions, ${jobs.length} schedules; ${count} HTTP workers)`,
  );
}
