import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { StartupError } from '../lib/errors.ts';
import { isAlive } from './instanceLock.ts';
import { servePglite } from './pgliteServer.ts';

/**
 * The embedded database: PGlite (Postgres in WASM) stored in `$DATA_DIR/db` and served on
 * loopback, so every reader — the server, the seed, the users CLI, psql — talks to it over the
 * ordinary Postgres wire protocol through the one client in db.ts. Only one process may own the
 * data directory; others find the owner through `$DATA_DIR/db.url` and connect to it.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const URL_FILE = 'db.url';
const LOCK_FILE = 'db.lock';

function canConnect(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The URL of a running embedded database owned by a live process, if there is one. */
export async function findRunningEmbedded(dataDir: string): Promise<string | undefined> {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; url?: string };
    // The owner may be this very process (a second module instance, e.g. inside Astro's build).
    if (isAlive(lock.pid) && lock.url && (await canConnect(lock.url))) return lock.url;
  } catch {
    // no lock file, or a half-written one: nobody is serving
  }
  return undefined;
}

function takeLock(dataDir: string): void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid }), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = (JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number }).pid;
      } catch {
        owner = 0;
      }
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new StartupError(
          `The embedded database in ${dataDir} is locked by process ${owner} (another npm start, or a command such as npm run restore). Stop that process first; if none is running, remove ${lockPath}.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner died (kill -9, crash)
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}

/**
 * Opens the folder, or says what to do when it cannot be opened (issue 37): a damaged database
 * is a message naming the folder and `npm run restore`, not a WASM stack trace.
 */
async function openPglite(dbDir: string, lockPath: string): Promise<PGlite> {
  try {
    return await PGlite.create({ dataDir: dbDir });
  } catch (error) {
    fs.rmSync(lockPath, { force: true });
    throw new StartupError(
      `The embedded database in ${dbDir} could not be opened (${(error as Error).message}). It may be damaged. Nothing was changed: move the folder aside (keep it), then run \`npm run restore -- BACKUP_FILE\` to restore your last backup into a fresh one (README, "Backup and restore").`,
    );
  }
}

/** Opens PGlite in `$DATA_DIR/db` and serves it on a loopback port chosen by the OS. */
export async function startEmbedded(dataDir: string): Promise<EmbeddedDatabase> {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `The data folder ${dataDir} cannot be created or written (${(error as NodeJS.ErrnoException).code}). Set DATA_DIR to a folder this user may write.`,
    );
  }
  takeLock(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const db = await openPglite(path.join(dataDir, 'db'), lockPath);
  const server = await servePglite(db);
  const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
  fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, url }));
  fs.writeFileSync(path.join(dataDir, URL_FILE), `${url}\n`);
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      fs.rmSync(path.join(dataDir, URL_FILE), { force: true });
      fs.rmSync(lockPath, { force: true });
    },
  };
}
