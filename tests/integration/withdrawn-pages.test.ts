import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GONE_PAGE } from '../../src/features/destinations/destinationPage.server.ts';
import { WithdrawnPages, withdrawnPages, withdrawnSource } from '../../src/features/destinations/withdrawnPages.server.ts';
import { type AppServer, createServer } from '../../src/server/app.ts';
import { loadFunctions } from '../../src/server/functions.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';

/*
 * Issue 49, decision 085: a withdrawn place's prebuilt page answers 410 with the "no longer in the
 * guide" page at once on the instance that withdrew it, and on another instance on the same
 * database after that instance's next poll of the catalogue version. Two servers in this process
 * on one database (PGlite by default, PostgreSQL with TEST_POSTGRES_URL): A serves with the
 * process's own set, which the editor marks; B with a set of its own on its own connection, which
 * only its poll can change, as another process's would. The poll is driven by calling it.
 */

const LIVE = ['temple-square', 'utah-olympic-park'];
const TARGET = 'delicate-arch';
const GONE_WORDS = 'This place is no longer in the guide';

let database: TestDatabase;
let staff: string;
let root: string;
let dist: string;
let bSql: postgres.Sql;
let bPages: WithdrawnPages;
const servers: AppServer[] = [];
let a: string;
let b: string;

withStaffDatabase(
  'withdrawn-pages',
  (d, s) => {
    database = d;
    staff = s;
  },
  () => ({ SITE_REBUILD: 'off' }),
);

async function listen(server: AppServer): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-withdrawn-'));
  dist = path.join(root, 'dist');
  for (const id of [...LIVE, TARGET]) {
    fs.mkdirSync(path.join(dist, 'destinations', id), { recursive: true });
    fs.writeFileSync(path.join(dist, 'destinations', id, 'index.html'), `<!doctype html><title>${id}</title><h1 data-page="${id}">${id}</h1>`);
  }
  fs.mkdirSync(path.join(dist, path.dirname(GONE_PAGE)), { recursive: true });
  fs.writeFileSync(path.join(dist, GONE_PAGE), `<!doctype html><meta name="robots" content="noindex"><h1>${GONE_WORDS}</h1>`);
  fs.writeFileSync(path.join(dist, '404.html'), '<h1>Page not found</h1>');
  const functions = await loadFunctions();
  await withdrawnPages.refresh();
  bSql = postgres(database.url, { max: 2, onnotice: () => {} });
  bPages = new WithdrawnPages(withdrawnSource(bSql));
  await bPages.refresh();
  const gone = (pages: WithdrawnPages) => ({ isGone: (p: string) => pages.isGone(p), page: GONE_PAGE });
  a = await listen(createServer({ distDir: dist, functions, headerRules: [], gone: gone(withdrawnPages) }));
  b = await listen(createServer({ distDir: dist, functions, headerRules: [], gone: gone(bPages) }));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await bSql?.end();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const setWithdrawn = async (server: string, id: string, withdrawn: boolean) => {
  const response = await fetch(`${server}/api/admin/destinations/${id}`, {
    method: 'PATCH',
    headers: { cookie: staff, origin: server, 'content-type': 'application/json' },
    body: JSON.stringify({ withdrawn }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(((await response.json()) as { withdrawn: boolean }).withdrawn).toBe(withdrawn);
};

/** A page's status and whether its body is the place's own page or the gone page (nothing else is right). */
async function page(server: string, pathname: string): Promise<{ status: number; body: 'place' | 'gone' | 'other'; headers: Headers }> {
  const response = await fetch(`${server}${pathname}`);
  const text = await response.text();
  const body = text.includes('data-page=') ? 'place' : text.includes(GONE_WORDS) ? 'gone' : 'other';
  return { status: response.status, body, headers: response.headers };
}

describe('a withdrawn place’s page on two instances', () => {
  it('answers 410 with the gone page on the withdrawing instance at once, on the other after its poll, and comes back the same way', async () => {
    expect(await page(a, `/destinations/${TARGET}/`)).toMatchObject({ status: 200, body: 'place' });
    expect(await page(b, `/destinations/${TARGET}/`)).toMatchObject({ status: 200, body: 'place' });

    await setWithdrawn(a, TARGET, true);
    for (const form of [`/destinations/${TARGET}/`, `/destinations/${TARGET}`, `/destinations/${TARGET}/index.html`]) {
      const gone = await page(a, form);
      expect(gone, form).toMatchObject({ status: 410, body: 'gone' });
      expect(gone.headers.get('cache-control')).toBe('no-store');
      expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    }
    // B has not polled yet: the prebuilt file still answers there, and nothing else changed.
    expect(await page(b, `/destinations/${TARGET}/`)).toMatchObject({ status: 200, body: 'place' });
    expect(await page(a, `/destinations/${LIVE[0]}/`)).toMatchObject({ status: 200, body: 'place' });

    expect(await bPages.refresh()).toBe(true);
    expect(await page(b, `/destinations/${TARGET}/`)).toMatchObject({ status: 410, body: 'gone' });
    expect(await page(b, `/destinations/${LIVE[0]}/`)).toMatchObject({ status: 200, body: 'place' });

    // Restored: A at once, B after its poll.
    await setWithdrawn(a, TARGET, false);
    expect(await page(a, `/destinations/${TARGET}/`)).toMatchObject({ status: 200, body: 'place' });
    expect(await page(b, `/destinations/${TARGET}/`)).toMatchObject({ status: 410, body: 'gone' });
    expect(await bPages.refresh()).toBe(true);
    expect(await page(b, `/destinations/${TARGET}/`)).toMatchObject({ status: 200, body: 'place' });
  });

  it('answers every one of hundreds of mixed requests rightly while a place is withdrawn', async () => {
    await setWithdrawn(a, LIVE[1]!, true);
    const results: Array<Promise<{ id: string; started: number; status: number; body: string }>> = [];
    let withdrawnAt = Number.POSITIVE_INFINITY;
    const ask = (id: string) => {
      const started = performance.now();
      results.push(page(a, `/destinations/${id}/`).then((r) => ({ id, started, status: r.status, body: r.body })));
    };
    for (let i = 0; i < 150; i++) ask([LIVE[0]!, LIVE[1]!, TARGET][i % 3]!);
    const withdraw = setWithdrawn(a, TARGET, true).then(() => (withdrawnAt = performance.now()));
    for (let i = 0; i < 150; i++) ask([LIVE[0]!, LIVE[1]!, TARGET][i % 3]!);
    await withdraw;
    for (let i = 0; i < 150; i++) ask([LIVE[0]!, LIVE[1]!, TARGET][i % 3]!);
    const answers = await Promise.all(results);
    expect(answers).toHaveLength(450);
    const wrong = answers.filter((r) => {
      if (r.status === 200 && r.body !== 'place') return true;
      if (r.status === 410 && r.body !== 'gone') return true;
      if (r.status !== 200 && r.status !== 410) return true;
      if (r.id === LIVE[0]) return r.status !== 200;
      if (r.id === LIVE[1]) return r.status !== 410;
      // The place being withdrawn: either answer while the withdrawal runs, only 410 once it has answered.
      return r.started > withdrawnAt && r.status !== 410;
    });
    expect(wrong).toEqual([]);
    expect(answers.filter((r) => r.id === TARGET && r.started > withdrawnAt).length).toBe(50);
    await setWithdrawn(a, TARGET, false);
    await setWithdrawn(a, LIVE[1]!, false);
  });
});
