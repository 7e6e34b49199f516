// Serves the built site and the API: `npm run serve` (npm start builds first). One process, or
// with WEB_CONCURRENCY > 1 a primary and that many HTTP workers on the one port (decision 067).
import { setLocalRebuild } from '../src/features/publishing/siteBuild.server.ts';
import { StartupError } from '../src/lib/errors.ts';
import { env } from '../src/server/env.ts';
import { loadFunctions, setInternalOrigin } from '../src/server/functions.ts';
import { createSiteRebuilder } from '../src/server/siteRebuild.ts';
import { prepareDatabase } from './prepare-database.ts';
import {
  buildInChild,
  DRAIN_MS,
  describeDatabase,
  drainer,
  exitOnStop,
  httpServer,
  listen,
  loopbackOrigin,
  rebuildMode,
  servedFolder,
  startSchedules,
  watchWithdrawn,
} from './serveParts.ts';

export async function serve(): Promise<void> {
  const { PORT, HOST, WEB_CONCURRENCY } = env();
  if (WEB_CONCURRENCY > 1) {
    const { servePrimary } = await import('./servePrimary.ts');
    return servePrimary(WEB_CONCURRENCY);
  }
  await prepareDatabase((line) => console.log(line));
  const functions = await loadFunctions();
  const server = httpServer(functions);
  // Approvals rebuild the site here unless told otherwise (SITE_REBUILD, decision 027).
  if (rebuildMode() === 'local') setLocalRebuild(createSiteRebuilder({ distDir: servedFolder(), build: buildInChild, onSwap: () => server.reloadStatic() }));

  let internalOrigin = loopbackOrigin(HOST, PORT);
  const jobs = startSchedules(functions, () => internalOrigin);
  await watchWithdrawn(server);
  const port = await listen(server, PORT, HOST);
  // Server-to-server calls (a scan's background function) go straight to this process on loopback.
  internalOrigin = loopbackOrigin(HOST, port);
  setInternalOrigin(internalOrigin);
  console.log(`SLC Trips ready at http://${HOST}:${port}/ (database: ${describeDatabase()}; ${functions.length} functions, ${jobs.length} schedules)`);

  const drain = drainer(server);
  exitOnStop(async (reason) => {
    console.log(`${reason}: shutting down (requests in flight get up to ${DRAIN_MS / 1000} s)`);
    for (const job of jobs) job.stop();
    await drain();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(error instanceof StartupError ? `npm run serve: ${error.message}` : error);
    process.exit(1);
  });
}
