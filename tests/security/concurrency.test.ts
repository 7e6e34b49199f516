import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteServer, servePglite } from '../../src/server/pgliteServer.ts';
import { runConcurrency } from './concurrency.ts';

describe('the embedded database under concurrent requests (issue 13)', () => {
  it('answers 240 mixed concurrent operations from four clients, every one with its own right answer', async () => {
    const result = await runConcurrency({ requests: 240 });
    expect(result).toEqual({ requests: 240, failures: 0, wrongAnswers: 0, problems: [], operationsMs: expect.any(Number) });
    // Most of the time goes to creating the database, as in every database test; the operations take seconds.
  }, 300_000);
});

/** A bare Postgres wire-protocol client, so a test can stop exactly between two messages. */
class RawClient {
  private socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private messages: Array<{ type: string; body: Buffer }> = [];
  private wake: (() => void) | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (data) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      while (this.buffer.length >= 5 && this.buffer.length >= 1 + this.buffer.readInt32BE(1)) {
        const length = this.buffer.readInt32BE(1);
        this.messages.push({ type: String.fromCharCode(this.buffer[0]!), body: this.buffer.subarray(5, 1 + length) });
        this.buffer = this.buffer.subarray(1 + length);
      }
      this.wake?.();
    });
  }

  static async open(port: number): Promise<RawClient> {
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise((resolve) => socket.once('connect', resolve));
    const client = new RawClient(socket);
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length, 0);
    startup.writeInt32BE(196608, 4);
    socket.write(Buffer.concat([startup, params]));
    await client.until('Z');
    return client;
  }

  private static message(type: string, body: Buffer): Buffer {
    const head = Buffer.alloc(5);
    head.write(type, 0);
    head.writeInt32BE(4 + body.length, 1);
    return Buffer.concat([head, body]);
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  static query(text: string): Buffer {
    return RawClient.message('Q', Buffer.from(`${text}\0`));
  }
  static parse(text: string): Buffer {
    return RawClient.message('P', Buffer.concat([Buffer.from(`\0${text}\0`), Buffer.from([0, 0])]));
  }
  static describe(): Buffer {
    return RawClient.message('D', Buffer.from('S\0'));
  }
  static flush(): Buffer {
    return RawClient.message('H', Buffer.alloc(0));
  }

  /** Collects messages until one of `type` arrives; returns them all. */
  async until(type: string): Promise<Array<{ type: string; body: Buffer }>> {
    for (;;) {
      const at = this.messages.findIndex((m) => m.type === type);
      if (at >= 0) return this.messages.splice(0, at + 1);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** The text of every DataRow's first column. */
  static rows(messages: Array<{ type: string; body: Buffer }>): string[] {
    return messages.filter((m) => m.type === 'D').map((m) => m.body.subarray(6, 6 + m.body.readInt32BE(2)).toString());
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('a client that goes away while it owns the session', () => {
  let db: PGlite;
  let server: PgliteServer;
  beforeAll(async () => {
    db = await PGlite.create();
    server = await servePglite(db);
    await db.exec('CREATE TABLE notes (body text)');
  });
  afterAll(async () => {
    await server.stop();
    await db.close();
  });

  it('mid extended-protocol sequence (after Parse/Describe/Flush) hands it on, so the next client is answered', async () => {
    const leaver = await RawClient.open(server.port);
    const other = await RawClient.open(server.port);
    leaver.send(RawClient.parse('SELECT $1::uuid AS id'), RawClient.describe(), RawClient.flush());
    expect((await leaver.until('T')).map((m) => m.type)).toEqual(['1', 't', 'T']);
    other.send(RawClient.query("SELECT 'still here'"));
    leaver.destroy();
    expect(RawClient.rows(await other.until('Z'))).toEqual(['still here']);
    other.destroy();
  });

  it('inside a transaction rolls its writes back and hands the session on', async () => {
    const leaver = await RawClient.open(server.port);
    const other = await RawClient.open(server.port);
    leaver.send(RawClient.query("BEGIN; INSERT INTO notes VALUES ('uncommitted')"));
    const answer = await leaver.until('Z');
    expect(answer.at(-1)!.body.toString()).toBe('T'); // ReadyForQuery: in a transaction
    other.send(RawClient.query('SELECT count(*) FROM notes'));
    leaver.destroy();
    expect(RawClient.rows(await other.until('Z'))).toEqual(['0']);
    other.send(RawClient.query("INSERT INTO notes VALUES ('committed'); SELECT body FROM notes"));
    expect(RawClient.rows(await other.until('Z'))).toEqual(['committed']);
    other.destroy();
  });
});
