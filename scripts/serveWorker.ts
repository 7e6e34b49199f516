// One HTTP worker of `npm start` when WEB_CONCURRENCY > 1 (decision 067): the site and the API on
// the port the primary (scripts/servePrimary.ts) shares through node:cluster. The database is the
// primary's (DATABASE_URL set by it), the schedules and the rebuild run there; a swap of dist/ by
// the rebuild reaches this worker as a message, an approval's rebuild goes to the primary.
import cluster from 'node:cluster';
import { withdrawnPages } from '../src/features/destinations/withdrawnPages.server.ts';
import { setLocalRebuild } from '../src/features/publishing/siteBuild.server.ts';
import { onPrimaryMessage, rebuildThroughPrimary, type ToPrimary } from '../src/server/cluster.ts';
import { env } from '../src/server/env.ts';
import { loadFunctions, setInternalOrigin } from '../src/server/functions.ts';
import { errorText, log } from '../src/server/log.ts';
import { readBuildInfo } from '../src/server/siteRebuild.ts';
import { drainer, exitOnStop, httpServer, listen, loopbackOrigin, rebuildMode, servedFolder, watchWithdrawn } from './serveParts.ts';

async function serveWorker(): Promise<void> {
  const { PORT, HOST } = env();
  const functions = await loadFunctions();
  const server = httpServer(functions);
  onPrimaryMessage((message) => {
    if (message.type === 'reload-static') server.reloadStatic();
    // Another worker withdrew or restored a place: its page changes here too, before any poll.
    else if (message.type === 'withdrawn') withdrawnPages.mark(message.id, message.withdrawn, { quiet: true });
  });
  withdrawnPages.onMark((id, withdrawn) => process.send?.({ type: 'withdrawn', id, withdrawn } satisfies ToPrimary));
  if (rebuildMode() === 'local') {
    const lastBuiltAt = readBuildInfo(servedFolder())?.builtAt ?? null;
    setLocalRebuild(rebuildThroughPrimary({ running: false, lastBuiltAt, lastError: null, lastErrorAt: null }));
  }
  const drain = drainer(server);
  // The primary stops its workers with SIGTERM; SIGINT reaches them too from a terminal's Ctrl-C.
  exitOnStop(() => drain());
  await watchWithdrawn(server);
  const port = await listen(server, PORT, HOST);
  // Server-to-server calls go to the shared port on loopback: any worker may answer them.
  setInternalOrigin(loopbackOrigin(HOST, port));
}

if (cluster.isWorker) {
  serveWorker().catch((error) => {
    log.error('cluster', `HTTP worker could not start: ${errorText(error)}`, { stack: (error as Error)?.stack });
    process.exit(1);
  });
}
