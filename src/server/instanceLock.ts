import fs from 'node:fs';
import net from 'node:net';
import { StartupError } from '../lib/errors.ts';

/*
 * One `npm start` per served folder and port (issue 37). A second one on the same dist/ would
 * build and swap under the first, and one on the same port would fail only after its build; both
 * now say so at once and exit. A second start with its own DIST_DIR and PORT on the same data
 * folder stays allowed: it joins the running embedded database as the CLI does (decision 030's
 * rebuild test runs exactly that).
 */

/** Whether a process of this id is running (EPERM: it is, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number {
  try {
    return Number((JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: unknown }).pid) || 0;
  } catch {
    return 0;
  }
}

/**
 * Takes `<served>.lock` (beside the folder: the folder itself is swapped) for this process, or
 * throws a StartupError naming the process that holds it. A lock whose owner died is taken over.
 * Returns the release, also run when the process exits.
 */
export function claimServedFolder(served: string): () => void {
  const lockPath = `${served}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid }), { flag: 'wx' });
      const release = () => {
        if (ownerOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new StartupError(`Another npm start (process ${owner}) already serves ${served}. Stop it first, or give this one its own DIST_DIR and PORT.`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new StartupError(`Could not lock ${served} (${lockPath}).`);
}

/** Throws a StartupError when something already listens on host:port (port 0 always passes). */
export function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} on ${host} is already in use (another npm start?). Stop it, or set PORT.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
