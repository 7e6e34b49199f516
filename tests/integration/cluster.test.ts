import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAlive } from '../../src/server/instanceLock.ts';
import { swapFolder } from '../../src/server/siteRebuild.ts';
import { FIXTURE_CATALOGUE } from '../helpers/database.ts';
import { LARGE_FILE_BYTES, PAGES, startOnGeneratedSite, writeSite } from '../helpers/generatedSite.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * WEB_CONCURRENCY=2 on the real `npm start` (scripts/start.ts → servePrimary.ts → two
 * serveWorker.ts processes sharing the port through node:cluster, decision 067), with the
 * embedded database in the primary. Which worker answered a request is read from the access log:
 * each line carries the request's id (also sent as x-request-id) and, in a worker, its number.
 * Each request goes on a connection of its own, so the primary hands them to the workers in turn.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-cluster-'));
const dataDir = path.join(root, 'data');
const dist = path.join(root, 'dist');
const env = { DATA_DIR: dataDir, DIST_DIR: dist, SEED_DIR: FIXTURE_CATALOGUE, SITE_REBUILD: 'off', WEB_CONCURRENCY: '2', ACCESS_LOG: 'on' };
const FIXTURE_IDS = ['temple-square', 'utah-olympic-park'];
let server: RunningServer;

beforeAll(async () => {
  server = await startOnGeneratedSite(dist, dataDir, env);
}, 120_000);

afterAll(async () => {
  // The workers end with their primary (its IPC channel closes), however it ends.
  if (server?.process.exitCode === null) await server.stop('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  id: string;
  body: string;
}

/** One request on a connection of its own (no keep-alive); a br or gzip body is decoded. */
function ask(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, id: String(res.headers['x-request-id']), body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const postJson = (pathname: string, body: string) =>
  ask(pathname, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body });

/** The worker that answered each request id, from the access log lines of the server's output. */
function workersById(): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of server.output().split('\n')) {
    if (!line.includes('"at":"access"')) continue;
    const entry = JSON.parse(line) as { requestId: string; worker?: number };
    if (entry.worker !== undefined) found.set(entry.requestId, entry.worker);
  }
  return found;
}

/** The workers that answered `answers` (waiting for the access log, written once per turn of a worker's event loop). */
async function workersOf(answers: Answer[]): Promise<number[]> {
  let byId = workersById();
  await vi.waitFor(
    () => {
      byId = workersById();
      expect(answers.filter((a) => !byId.has(a.id)).map((a) => a.id)).toEqual([]);
    },
    { timeout: 5_000, interval: 20 },
  );
  return answers.map((a) => byId.get(a.id)!);
}

/** The pids of a primary's HTTP workers (its children running serveWorker.ts; tsx's esbuild is a child too), from /proc. */
function workersOfPrimary(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('serveWorker.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Runs `tasks` with at most `width` at once. */
async function inParallel<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/** One kind of request of the mixed load and what its answer must be. */
interface Case {
  kind: string;
  run: () => Promise<Answer>;
  check: (answer: Answer) => void;
}

const pageCase = (page: string, encoding: string): Case => ({
  kind: `page ${encoding}`,
  run: () => ask(page, { headers: { 'accept-encoding': encoding } }),
  check: (a) => {
    expect(a.status).toBe(200);
    expect(a.body).toContain(`<p>${page} of build one</p>`);
  },
});

const MIXED: Case[] = [
  pageCase('/plan/', 'br'),
  pageCase('/', 'gzip'),
  {
    kind: 'list API',
    run: () => ask('/api/destinations'),
    check: (a) => {
      expect(a.status).toBe(200);
      expect((JSON.parse(a.body) as Array<{ id: string }>).map((d) => d.id)).toEqual(expect.arrayContaining(FIXTURE_IDS));
    },
  },
  {
    kind: 'one place API',
    run: () => ask('/api/destinations/temple-square', { headers: { 'accept-encoding': 'gzip' } }),
    check: (a) => {
      expect(a.status).toBe(200);
      expect(JSON.parse(a.body)).toMatchObject({ id: 'temple-square', name: expect.any(String) });
    },
  },
  {
    kind: 'no such page',
    run: () => ask('/no-such-page/'),
    check: (a) => {
      expect(a.status).toBe(404);
      expect(a.body).toBe('<h1>Page not found</h1>');
    },
  },
  {
    kind: 'malformed JSON',
    run: () => postJson('/api/login', '{"email":'),
    check: (a) => {
      expect(a.status).toBe(400);
      expect(JSON.parse(a.body)).toMatchObject({ error: 'Malformed JSON' });
    },
  },
];

describe('npm start with two HTTP workers (WEB_CONCURRENCY=2)', { timeout: 60_000 }, () => {
  it('answers hundreds of mixed concurrent requests correctly, from both workers', async () => {
    const email = `mixed-${Date.now()}@example.com`;
    const tasks = Array.from({ length: 300 }, (_, i) => MIXED[i % MIXED.length]!);
    // Eight sign-in mails for one address among them: five sent, three refused (5 per 15 minutes).
    const logins = Array.from({ length: 8 }, () => () => postJson('/api/login', JSON.stringify({ email })));
    const [answers, loginAnswers] = await Promise.all([
      inParallel(
        tasks.map((c) => c.run),
        24,
      ),
      inParallel(logins, 4),
    ]);
    for (const [i, answer] of answers.entries()) tasks[i]!.check(answer);
    expect(loginAnswers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (const a of loginAnswers) {
      const body = JSON.parse(a.body) as { ok?: boolean; message?: string; error?: string };
      if (a.status === 200) expect(body).toEqual({ ok: true, message: `Check ${email} for your sign-in link.` });
      else expect(body.error).toContain('Too many requests');
    }
    const workers = await workersOf([...answers, ...loginAnswers]);
    const share = (w: number) => workers.filter((x) => x === w).length;
    expect(new Set(workers)).toEqual(new Set([1, 2]));
    // Connections are handed out in turn: each worker answered a fair part of the 308.
    expect(Math.min(share(1), share(2))).toBeGreaterThan(60);
  });

  it('counts one rate limit for both workers: past the limit the answer is 429 whichever worker takes it', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const answers: Answer[] = [];
    const refusedBy = new Set<number>();
    // One at a time, each on a new connection: the workers take turns.
    while (answers.length < 5 || (refusedBy.size < 2 && answers.length < 12)) {
      answers.push(await postJson('/api/login', JSON.stringify({ email })));
      const workers = await workersOf(answers);
      for (const [i, a] of answers.entries()) if (a.status === 429) refusedBy.add(workers[i]!);
    }
    const workers = await workersOf(answers);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, ...answers.slice(5).map(() => 429)]);
    expect(new Set(workers.slice(0, 5))).toEqual(new Set([1, 2]));
    expect(refusedBy).toEqual(new Set([1, 2]));
  });

  it('serves a swapped dist/ from every worker at once', async () => {
    const fresh = `${dist}.build-test`;
    writeSite(fresh, 'two');
    // The swap of the site rebuild and of `npm run build` (siteRebuild.ts swapFolder).
    swapFolder(fresh, dist, `${dist}.old-test`);
    fs.rmSync(`${dist}.old-test`, { recursive: true, force: true });
    await vi.waitFor(
      async () => {
        const answers = await inParallel(
          PAGES.map((page) => () => ask(page, { headers: { 'accept-encoding': 'br' } })),
          2,
        );
        for (const [i, a] of answers.entries()) expect(a.body).toContain(`<p>${PAGES[i]} of build two</p>`);
        expect(new Set(await workersOf(answers))).toEqual(new Set([1, 2]));
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('replaces a worker that was killed, and the site keeps answering', async () => {
    const primary = server.process.pid!;
    const [victim, survivor] = workersOfPrimary(primary);
    expect(workersOfPrimary(primary)).toHaveLength(2);
    process.kill(victim!, 'SIGKILL');
    await vi.waitFor(() => expect(server.output()).toMatch(new RegExp(`HTTP worker \\d \\(process ${victim}\\) ended unexpectedly with signal SIGKILL`)), {
      timeout: 5_000,
      interval: 20,
    });
    // Every request from the moment the primary knew is answered, by the survivor or the new worker.
    const answers = await inParallel(
      Array.from({ length: 40 }, (_, i) => () => ask(PAGES[i % PAGES.length]!)),
      4,
    );
    for (const [i, a] of answers.entries()) expect(a.body).toContain(`<p>${PAGES[i % PAGES.length]} of build `);
    await vi.waitFor(
      () => {
        const now = workersOfPrimary(primary);
        expect(now).toHaveLength(2);
        expect(now).toContain(survivor);
        expect(now).not.toContain(victim);
      },
      { timeout: 20_000, interval: 50 },
    );
    await vi.waitFor(
      async () => {
        const batch = await inParallel(
          Array.from({ length: 6 }, () => () => ask('/api/destinations/utah-olympic-park')),
          2,
        );
        for (const a of batch) expect(JSON.parse(a.body)).toMatchObject({ id: 'utah-olympic-park' });
        // The replacement is worker 3 (cluster numbers never repeat); it answers too.
        expect(await workersOf(batch)).toContain(3);
      },
      { timeout: 30_000, interval: 100 },
    );
  });

  it('drains every worker on SIGTERM, then leaves no process on the port and the database closed', async () => {
    const primary = server.process.pid!;
    const workers = workersOfPrimary(primary);
    const port = Number(new URL(server.url).port);
    // Downloads held mid-body by clients that stop reading, on six connections: both workers have some.
    const downloads = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<http.IncomingMessage>((resolve, reject) => {
            http.get(`${server.url}/guide.pdf`, { agent: false }, (res) => resolve(res.pause())).on('error', reject);
          }),
      ),
    );
    const exited = server.stop('SIGTERM');
    await vi.waitFor(() => expect(server.output()).toContain('SIGTERM: shutting down 2 HTTP workers'), { timeout: 10_000, interval: 20 });
    const bodies = await Promise.all(
      downloads.map(
        (res) =>
          new Promise<number>((resolve) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve(bytes));
            res.on('error', () => resolve(-1));
            res.resume();
          }),
      ),
    );
    expect(bodies).toEqual(downloads.map(() => LARGE_FILE_BYTES));
    expect(await exited).toBe(0);
    // Both workers had downloads in flight (their access lines, written as each download ended).
    const heldBy = await workersOf(downloads.map((res) => ({ status: 200, id: String(res.headers['x-request-id']), body: '' })));
    expect(new Set(heldBy).size).toBe(2);
    expect(workers.filter(isAlive)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    expect(fs.existsSync(`${dist}.lock`)).toBe(false);
  });

  it('ends its workers when the primary dies, so none keeps the port (slow: starts npm start again)', async () => {
    server = await startServer(env, 90_000, 'scripts/start.ts');
    // The database the stopped server closed opens whole.
    expect((await ask('/api/health')).status).toBe(200);
    const primary = server.process.pid!;
    const workers = workersOfPrimary(primary);
    expect(workers).toHaveLength(2);
    await server.stop('SIGKILL');
    await vi.waitFor(() => expect(workers.filter(isAlive)).toEqual([]), { timeout: 10_000, interval: 50 });
    expect(await portIsFree(Number(new URL(server.url).port))).toBe(true);
  });
});
