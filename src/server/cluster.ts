import cluster, { type Worker } from 'node:cluster';
import { log } from './log.ts';
import type { RebuildState, SiteRebuilder } from './siteRebuild.ts';

/*
 * WEB_CONCURRENCY > 1 (decision 067): `npm start` runs that many HTTP workers with node:cluster on
 * the one port, as nginx runs a worker per core. The primary process keeps what must exist once
 * (the embedded database, migrations, the schedules, the locks, the site rebuild) and talks to
 * its workers over the cluster's IPC channel with the few messages below. Workers reach the
 * database by the primary's URL, as a second instance would; rate limits and every other shared
 * state already live in the database (decision 045).
 */

/** From the primary to a worker. */
export type ToWorker =
  /** dist/ was swapped by the rebuild: list the new files (app.ts reloadStatic). */
  | { type: 'reload-static' }
  /** The rebuild's state changed (or the worker just started): the admin dashboard's copy. */
  | { type: 'rebuild-state'; state: RebuildState }
  /** The rebuild a worker asked for (`id`) has ended. */
  | { type: 'rebuild-done'; id: number }
  /** Another worker withdrew or restored a place: its page changes here at once (decision 085). */
  | { type: 'withdrawn'; id: string; withdrawn: boolean };

/** From a worker to the primary. */
export type ToPrimary =
  /** An approval's rebuild, for the one rebuilder. */
  | { type: 'rebuild-request'; id: number }
  /** This worker withdrew or restored a place: for its siblings (decision 085). */
  | { type: 'withdrawn'; id: string; withdrawn: boolean };

const isMessage = (m: unknown): m is { type: string } => typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string';

/** Replacements allowed in a minute: past them, workers die as fast as they start, and the primary stops. */
export const MAX_REPLACEMENTS_PER_MINUTE = 10;

export interface WorkerPoolOptions {
  count: number;
  /** The worker's script (scripts/serveWorker.ts), run with the primary's Node options (tsx). */
  exec: string;
  /** Variables every worker gets on top of the primary's environment. */
  env: Record<string, string>;
  onMessage(worker: Worker, message: ToPrimary): void;
  /** A worker listens (at start, or a replacement): what it must know from the primary now. */
  onListening(worker: Worker): void;
  /** Workers keep dying after the start: the primary should stop (the supervisor takes over). */
  onFatal(reason: string): void;
}

export interface WorkerPool {
  /** The address every worker listens on, once all have started; rejects if one exits first. */
  ready: Promise<{ address: string; port: number }>;
  /** To every living worker, or every one but `except` (the worker the news came from). */
  broadcast(message: ToWorker, except?: Worker): void;
  /** SIGTERM to each worker (each drains, as one process does), then waits for every exit; SIGKILL after `ms`. */
  stop(ms: number): Promise<void>;
}

const living = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

/** Forks the workers and keeps their number: a worker that dies unexpectedly is logged and replaced. */
export function startWorkers(options: WorkerPoolOptions): WorkerPool {
  cluster.setupPrimary({ exec: options.exec, execArgv: process.execArgv });
  let stopping = false;
  let started = false;
  const listening = new Set<number>();
  const replaced: number[] = [];
  let settle: { resolve(a: { address: string; port: number }): void; reject(e: Error): void } | undefined;
  const ready = new Promise<{ address: string; port: number }>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const fork = () => cluster.fork(options.env);

  cluster.on('message', (worker, message: unknown) => {
    if (isMessage(message) && (message.type === 'rebuild-request' || message.type === 'withdrawn')) options.onMessage(worker, message as ToPrimary);
  });
  cluster.on('listening', (worker, address) => {
    options.onListening(worker);
    listening.add(worker.id);
    if (!started && listening.size === options.count) {
      started = true;
      settle?.resolve({ address: address.address ?? '127.0.0.1', port: address.port });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!started) {
      // A worker that cannot start (a bad setting, a missing module) would fail again: say so once.
      settle?.reject(new Error(`HTTP worker ${worker.id} ended with ${how} before it listened (its error is above)`));
      return;
    }
    const now = Date.now();
    replaced.push(now);
    while (replaced.length && replaced[0]! < now - 60_000) replaced.shift();
    if (replaced.length > MAX_REPLACEMENTS_PER_MINUTE) {
      options.onFatal(`HTTP workers ended ${replaced.length} times in a minute (the last: worker ${worker.id}, ${how})`);
      return;
    }
    log.error('cluster', `HTTP worker ${worker.id} (process ${worker.process.pid}) ended unexpectedly with ${how}; starting another`, {
      exitedWorker: worker.id,
      code,
      signal,
    });
    fork();
  });
  for (let i = 0; i < options.count; i++) fork();

  return {
    ready,
    broadcast(message, except) {
      for (const worker of living()) if (worker !== except && worker.isConnected()) worker.send(message);
    },
    async stop(ms) {
      stopping = true;
      const workers = living();
      const exits = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
      for (const worker of workers) worker.process.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const worker of living()) worker.process.kill('SIGKILL');
      }, ms);
      await Promise.all(exits);
      clearTimeout(timer);
    },
  };
}

/** A worker: runs `handler` for each message the primary sends. */
export function onPrimaryMessage(handler: (message: ToWorker) => void): void {
  process.on('message', (message: unknown) => {
    if (isMessage(message)) handler(message as ToWorker);
  });
}

/**
 * A worker's side of the site rebuild: asking for a build asks the primary's one rebuilder (so
 * approvals handled by any worker build once, in one place), and its state is the copy the
 * primary sends whenever it changes. Shaped as the rebuilder itself (setLocalRebuild takes it).
 */
export function rebuildThroughPrimary(initial: RebuildState): SiteRebuilder {
  let state = { ...initial };
  const waiting = new Map<number, () => void>();
  let next = 0;
  onPrimaryMessage((message) => {
    if (message.type === 'rebuild-state') state = message.state;
    else if (message.type === 'rebuild-done') {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  });
  return {
    request: () =>
      new Promise<void>((resolve) => {
        const id = ++next;
        waiting.set(id, resolve);
        process.send?.({ type: 'rebuild-request', id } satisfies ToPrimary);
      }),
    state: () => ({ ...state }),
  };
}
