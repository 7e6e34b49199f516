import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

/*
 * PGlite is ONE Postgres session; every socket client of this server shares it. A real server
 * gives each connection its own backend, so protocol state (the unnamed statement and portal,
 * an error that skips messages until Sync, an open transaction) is private to a connection.
 * Here it is not, so the session is handed out by one rule (decision record 015):
 *
 *   A client owns the session from the first message it sends until the session answers it
 *   with ReadyForQuery in the idle state ('I').
 *
 * ReadyForQuery is the backend's own statement that it is between units of work: it follows a
 * Sync (end of an extended-protocol sequence) or a simple Query, and it carries the transaction
 * status. So the rule covers, with no special cases:
 * - postgres.js' two round trips, Parse/Describe/Flush and then Bind/Execute/Sync: the Flush is
 *   answered without ReadyForQuery, so nobody can Parse over the client's statement before its
 *   Bind (the cross-talk of issue 13, where pglite-socket's queue ended a turn at Flush);
 * - an error mid-sequence: Postgres discards the client's messages until its Sync, which the
 *   client still sends while it owns the session, so nobody else's messages are discarded;
 * - transactions: ReadyForQuery says 'T' or 'E' until COMMIT or ROLLBACK, so the owner keeps it;
 * - COPY and cursors (Execute with a row limit, then Flush): no ReadyForQuery until they end.
 * A client's batches run one after another in the order it sent them (pipelining), and a
 * client that goes away while owning the session has its sequence ended (Sync) and its
 * transaction rolled back before the session passes on, so nobody waits for it forever.
 */

const SYNC = 0x53; // S
const QUERY = 0x51; // Q
const FLUSH = 0x48; // H
const TERMINATE = 0x58; // X
const READY_FOR_QUERY = 0x5a; // Z
const IDLE = 0x49; // I
const PROTOCOL_3 = 196608;
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);
const ROLLBACK_MESSAGE = new Uint8Array([QUERY, 0, 0, 0, 13, ...Buffer.from('ROLLBACK'), 0]);

/**
 * Follows the message framing of the session's answers (type byte, int32 length) across the
 * chunks PGlite streams, and remembers the last whole message: whether it was ReadyForQuery,
 * and its status byte.
 */
class AnswerTracker {
  private header: number[] = [];
  private left = 0; // bytes of the current message body still to come
  private type = 0;
  private body0 = 0;
  lastType = 0;
  lastStatus = 0;

  /** Forgets the last message, so an answer without any message never reads as idle. */
  reset(): void {
    this.header = [];
    this.left = 0;
    this.lastType = 0;
    this.lastStatus = 0;
  }

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.left === 0) {
        this.header.push(chunk[i++]!);
        if (this.header.length < 5) continue;
        const [type, a, b, c, d] = this.header as [number, number, number, number, number];
        this.type = type;
        this.left = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        this.header = [];
        this.body0 = -1;
        if (this.left === 0) this.finish();
        continue;
      }
      if (this.body0 === -1) this.body0 = chunk[i]!;
      const take = Math.min(this.left, chunk.length - i);
      i += take;
      this.left -= take;
      if (this.left === 0) this.finish();
    }
  }

  private finish(): void {
    this.lastType = this.type;
    this.lastStatus = this.body0;
  }

  /** The session has answered ReadyForQuery, idle: no sequence, no transaction. */
  get idle(): boolean {
    return this.header.length === 0 && this.left === 0 && this.lastType === READY_FOR_QUERY && this.lastStatus === IDLE;
  }
}

class SessionQueue {
  /** The client that owns the session, or null when it is free. */
  private owner: number | null = null;
  private waiters: Array<{ id: number; grant: (granted: boolean) => void }> = [];
  /** Messages of a client not yet run: they run when a message that expects an answer arrives. */
  private pending = new Map<number, Uint8Array[]>();
  /** Each client's batches, chained so they run in the order the client sent them. */
  private chains = new Map<number, Promise<unknown>>();
  /** Clients that went away (kept, a number per closed connection, so a late message is ignored). */
  private closed = new Set<number>();
  private readonly tracker = new AnswerTracker();

  constructor(private readonly db: PGlite) {}

  private acquire(id: number): Promise<boolean> {
    if (this.owner === null) {
      this.owner = id;
      return Promise.resolve(true);
    }
    return new Promise((grant) => this.waiters.push({ id, grant }));
  }

  private release(): void {
    this.owner = null;
    const next = this.waiters.shift();
    if (next) {
      this.owner = next.id;
      next.grant(true);
    }
  }

  /** Runs bytes on the session (the caller owns it); true when the session is idle after it. */
  private async run(data: Uint8Array, onData: (chunk: Uint8Array) => void): Promise<boolean> {
    this.tracker.reset();
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(data, {
        onRawData: (chunk: Uint8Array) => {
          this.tracker.feed(chunk);
          onData(chunk);
        },
      }),
    );
    return this.tracker.idle;
  }

  private async runBatch(id: number, batch: Uint8Array[], onData: (chunk: Uint8Array) => void): Promise<number> {
    if (this.closed.has(id)) return 0;
    if (this.owner !== id && !(await this.acquire(id))) return 0;
    if (this.closed.has(id)) {
      // It went away while waiting; its cleanup did not see it as the owner.
      this.release();
      return 0;
    }
    let bytes = 0;
    const idle = await this.run(batch.length === 1 ? batch[0]! : Buffer.concat(batch), (chunk) => {
      bytes += chunk.length;
      onData(chunk);
    });
    if (idle) this.release();
    return bytes;
  }

  async enqueue(id: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (message[0] === TERMINATE || this.closed.has(id)) return 0; // the socket closes next; see clearTransactionIfNeeded
    const batch = this.pending.get(id) ?? [];
    batch.push(message);
    const isStartup = message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3;
    // Sync, Query, Flush and the startup packet ask for an answer; anything else waits for them.
    if (!isStartup && message[0] !== SYNC && message[0] !== QUERY && message[0] !== FLUSH) {
      this.pending.set(id, batch);
      return 0;
    }
    this.pending.delete(id);
    const result = (this.chains.get(id) ?? Promise.resolve()).then(() => this.runBatch(id, batch, onData));
    this.chains.set(
      id,
      result.catch(() => {}),
    );
    return result;
  }

  getQueueLength(): number {
    return this.waiters.length;
  }

  clearQueueForHandler(id: number): void {
    this.pending.delete(id);
  }

  /** The client is gone: drop what it queued, and if it owns the session, clean up and pass it on. */
  async clearTransactionIfNeeded(id: number): Promise<void> {
    if (this.closed.has(id)) return;
    this.closed.add(id);
    this.pending.delete(id);
    for (const waiter of this.waiters.filter((w) => w.id === id)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.grant(false);
    }
    await this.chains.get(id); // a batch already running finishes first
    this.chains.delete(id);
    if (this.owner === id) {
      try {
        // End any extended-protocol sequence it left open, then its transaction, if any.
        if (!(await this.run(SYNC_MESSAGE, () => {}))) await this.run(ROLLBACK_MESSAGE, () => {});
      } finally {
        this.release();
      }
    }
  }
}

export interface PgliteServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves one PGlite instance to any number of Postgres clients on loopback. */
export async function servePglite(db: PGlite, host = '127.0.0.1', port = 0): Promise<PgliteServer> {
  const queue = new SessionQueue(db);
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
