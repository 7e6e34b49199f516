import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../lib/errors.ts';
import { startEmbedded } from './embedded.ts';
import { assertPortFree, claimServedFolder } from './instanceLock.ts';

// Issue 37: what stops a start is one message an operator can act on, never a stack trace.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-startup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a start that cannot go on says why', () => {
  it('names a data folder locked by a live process', async () => {
    const dir = path.join(root, 'locked');
    fs.mkdirSync(dir);
    // The parent process (Vitest's) is alive and is not this one.
    fs.writeFileSync(path.join(dir, 'db.lock'), JSON.stringify({ pid: process.ppid }));
    const failure = await startEmbedded(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toContain(`The embedded database in ${dir} is locked by process ${process.ppid}`);
  });

  it('names a damaged database folder and npm run restore, and leaves no lock behind', async () => {
    const dir = path.join(root, 'damaged');
    fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'db', 'PG_VERSION'), 'garbage\n');
    const failure = await startEmbedded(dir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toContain(path.join(dir, 'db'));
    expect((failure as Error).message).toContain('npm run restore');
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('refuses a served folder another live process holds, and takes over a dead one’s lock', () => {
    const served = path.join(root, 'dist');
    fs.writeFileSync(`${served}.lock`, JSON.stringify({ pid: process.ppid }));
    expect(() => claimServedFolder(served)).toThrow(`Another npm start (process ${process.ppid}) already serves ${served}`);
    // A pid above Linux's pid_max (4,194,304) belongs to no process.
    fs.writeFileSync(`${served}.lock`, JSON.stringify({ pid: 9_999_999 }));
    const release = claimServedFolder(served);
    expect(JSON.parse(fs.readFileSync(`${served}.lock`, 'utf8'))).toEqual({ pid: process.pid });
    release();
    expect(fs.existsSync(`${served}.lock`)).toBe(false);
  });

  it('refuses a port something listens on', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
    await new Promise((resolve) => busy.close(resolve));
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
