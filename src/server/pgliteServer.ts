import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

/**
 * PGlite is one Postgres session. pglite-socket's own multiplexer forwards each wire message
 * as it arrives, so two clients using the extended protocol (Parse/Bind/Execute/Sync, which
 * postgres.js always does) overwrite each other's unnamed statements. This queue keeps
 * pglite-socket's connection handling but runs a client's messages as one batch up to its
 * Sync (or simple Query), and lets a client that opened a transaction keep the database until
 * it commits or rolls back — the isolation a real server gives each connection.
 */
class BatchingQueue {
  private pending = new Map<number, Uint8Array[]>();
  private owner: number | null = null;
  private waiters: Array<() => void> = [];
  private locked = false;

  constructor(private readonly db: PGlite) {}

  private acquire(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private unlock(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }

  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const type = message[0];
    const isStartup = message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608;
    if (type === 0x58 /* X: Terminate */) return 0;
    const batch = this.pending.get(handlerId) ?? [];
    batch.push(message);
    // Sync, Query, Flush, or the startup packet end a batch; everything else waits for them.
    if (!isStartup && type !== 0x53 && type !== 0x51 && type !== 0x48) {
      this.pending.set(handlerId, batch);
      return 0;
    }
    this.pending.delete(handlerId);
    if (this.owner !== handlerId) await this.acquire();
    let bytes = 0;
    try {
      const data = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
      await this.db.execProtocolRawStream(data, {
        onRawData: (chunk: Uint8Array) => {
          bytes += chunk.length;
          onData(chunk);
        },
      });
    } finally {
      // A batch that ends in Flush (postgres.js sends Parse/Describe/Flush to learn parameter
      // types, then Bind/Execute/Sync) leaves an unnamed statement the client is about to use:
      // keep the database for it until its Sync, as inside a transaction.
      if (this.db.isInTransaction() || type === 0x48) {
        this.owner = handlerId;
      } else {
        this.owner = null;
        this.unlock();
      }
    }
    return bytes;
  }

  getQueueLength(): number {
    return this.waiters.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.pending.delete(handlerId);
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    try {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.owner = null;
      this.unlock();
    }
  }
}

export interface PgliteServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves one PGlite instance to any number of Postgres clients on loopback. */
export async function servePglite(db: PGlite, host = '127.0.0.1', port = 0): Promise<PgliteServer> {
  const queue = new BatchingQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    async stop() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
