import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { etagMatches, negotiateEncoding } from '../../src/features/destinations/catalogueCache.server.ts';
import type { Submission } from '../../src/features/submissions/submissions.ts';
import { localContext } from '../../src/server/functions.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import adminSubmission from '../../functions/admin-submission.mts';
import adminSubmissions from '../../functions/admin-submissions.mts';
import destination from '../../functions/destination.mts';
import destinations from '../../functions/destinations.mts';
import searchIndex from '../../functions/search-index.mts';
import submitDestination from '../../functions/submit-destination.mts';

let database: TestDatabase;
let staff: string;
withStaffDatabase('catalogue-cache', (d, s) => {
  database = d;
  staff = s;
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

/** The body of an answer decoded as its Content-Encoding says (the functions' own bytes, as a client would read them). */
async function decoded(response: Response): Promise<string> {
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  expect(encoding).toBeNull();
  return raw.toString('utf8');
}

const getList = (headers: Record<string, string> = {}) => call(destinations, '/api/destinations', { headers });
const getOne = (id: string, headers: Record<string, string> = {}) => call(destination, `/api/destinations/${id}`, { headers, params: { id } });
const getIndex = (headers: Record<string, string> = {}) => call(searchIndex, '/api/search-index', { headers });

let client = 0;
async function submitPlace(name: string): Promise<string> {
  const request = new Request('http://127.0.0.1:4321/api/submit-destination', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321' },
    body: JSON.stringify({
      name,
      category: 'family',
      address: '1500 Kearns Blvd, Park City, UT 84060',
      website: '',
      phone: '(435) 555-0142',
      email: 'owner@example.com',
      description: 'Sleds and snowshoes by the day.',
      highlights: '',
      hours: '',
      pricing: '',
      seasonality: '',
      contactName: 'Sam',
      businessRole: 'owner',
      promoCode: '',
    }),
  });
  expect((await submitDestination(request, localContext(request, {}, `203.0.113.${++client}`))).status).toBe(201);
  const all = (await (await call(adminSubmissions, '/api/admin/submissions', { headers: { cookie: staff } })).json()) as Submission[];
  return all.find((s) => s.name === name)!.id;
}
const review = (id: string, status: 'approved' | 'rejected') =>
  call(adminSubmission, `/api/admin/submissions/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: staff },
    body: JSON.stringify({ status }),
    params: { id },
  });

beforeEach(async () => {
  await database.sql`DELETE FROM submissions`;
  await database.sql`DELETE FROM destinations WHERE origin = 'submission'`;
});

describe('content negotiation helpers', () => {
  it('prefer brotli, then gzip, honour q=0 and wildcards, else send the body as it is', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(null)).toBe('identity');
  });

  it('compare ETags weakly in If-None-Match lists', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(null, '"b"')).toBe(false);
  });
});

describe('cached catalogue answers', () => {
  it('carry a strong ETag of the body, cache headers for browsers and the CDN, and the encoding the client accepts', async () => {
    const plain = await getList();
    expect(plain.status).toBe(200);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const text = await decoded(plain);
    expect(etag).toBe(`"${sha(Buffer.from(text))}"`);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(plain.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=\d+/);
    expect(plain.headers.get('netlify-cache-tag')).toBe('catalogue');
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await getList({ 'accept-encoding': accept });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('etag')).toBe(etag);
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
      expect(await decoded(response)).toBe(text);
    }
    const br = await getList({ 'accept-encoding': 'br' });
    expect(Number(br.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 2);

    const one = await getOne('temple-square', { 'accept-encoding': 'gzip' });
    expect(one.headers.get('content-encoding')).toBe('gzip');
    expect(one.headers.get('netlify-cache-tag')).toBe('catalogue,destination-temple-square');
    expect(JSON.parse(await decoded(one))).toMatchObject({ id: 'temple-square', name: 'Temple Square' });
  });

  it('answer 304 without a body when If-None-Match names the current ETag, 200 otherwise', async () => {
    const etag = (await getList()).headers.get('etag')!;
    const again = await getList({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await getList({ 'if-none-match': `"stale", ${etag}` })).status).toBe(304);
    expect((await getList({ 'if-none-match': '"something-else"' })).status).toBe(200);

    const oneTag = (await getOne('delicate-arch')).headers.get('etag')!;
    expect((await getOne('delicate-arch', { 'if-none-match': oneTag })).status).toBe(304);
    expect(oneTag).not.toBe(etag);
  });

  it('filtered lists are cached per query and still answer 400 for a bad one; unknown ids stay 404', async () => {
    const near = await getList({ 'accept-encoding': 'gzip' });
    const filtered = await call(destinations, '/api/destinations?driveTime=40');
    expect((JSON.parse(await decoded(filtered)) as Array<{ id: string }>).map((d) => d.id)).toEqual(['temple-square', 'utah-olympic-park']);
    expect(filtered.headers.get('etag')).not.toBe(near.headers.get('etag'));
    expect((await call(destinations, '/api/destinations?driveTime=soon')).status).toBe(400);
    const missing = await getOne('no-such-place');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Destination not found' });
  });

  it('are never stale: an approved submission is in the very next list, its own answer and the search index; withdrawing it removes it', async () => {
    const before = await getList();
    const beforeTag = before.headers.get('etag')!;
    const indexTag = (await getIndex()).headers.get('etag')!;
    expect((await getOne('cache-sled-rentals')).status).toBe(404);

    const id = await submitPlace('Cache Sled Rentals');
    expect((await review(id, 'approved')).status).toBe(200);

    const after = await getList({ 'if-none-match': beforeTag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(beforeTag);
    expect((JSON.parse(await decoded(after)) as Array<{ id: string }>).map((d) => d.id)).toContain('cache-sled-rentals');
    const one = await getOne('cache-sled-rentals');
    expect(one.status).toBe(200);
    expect(JSON.parse(await decoded(one))).toMatchObject({ id: 'cache-sled-rentals', name: 'Cache Sled Rentals' });
    const index = await getIndex({ 'if-none-match': indexTag });
    expect(index.status).toBe(200);
    expect((JSON.parse(await decoded(index)) as Array<{ id: string }>).map((d) => d.id)).toContain('cache-sled-rentals');

    expect((await review(id, 'rejected')).status).toBe(200);
    const withdrawn = await getList();
    expect(withdrawn.headers.get('etag')).toBe(beforeTag);
    expect((await getOne('cache-sled-rentals')).status).toBe(404);
  });

  it('follow edits made directly in the database, which the app never saw', async () => {
    const before = await getOne('delicate-arch');
    const tag = before.headers.get('etag')!;
    const listTag = (await getList()).headers.get('etag')!;
    await database.sql`UPDATE destinations SET name = 'Delicate Arch (edited)' WHERE id = 'delicate-arch'`;
    try {
      const after = await getOne('delicate-arch', { 'if-none-match': tag });
      expect(after.status).toBe(200);
      expect(JSON.parse(await decoded(after))).toMatchObject({ name: 'Delicate Arch (edited)' });
      const list = await getList({ 'if-none-match': listTag });
      expect(list.status).toBe(200);
      expect(await decoded(list)).toContain('Delicate Arch (edited)');
    } finally {
      await database.sql`UPDATE destinations SET name = 'Delicate Arch' WHERE id = 'delicate-arch'`;
    }
    expect((await getOne('delicate-arch', { 'if-none-match': tag })).status).toBe(304);
  });

  it('the search index carries only the fields /search (its text search: tags and region too, decision 075) and the /deck shuffle read', async () => {
    const entries = JSON.parse(await decoded(await getIndex())) as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.id)).toEqual(['temple-square', 'utah-olympic-park', 'delicate-arch']);
    expect(Object.keys(entries[0]!).sort()).toEqual(
      [
        'address',
        'category',
        'description',
        'driveTimeMinutes',
        'driveTimeText',
        'familyFriendly',
        'gamesRole',
        'id',
        'isOlympicVenue',
        'name',
        'photoUrl',
        'region',
        'states',
        'subscriptionTier',
        'tags',
        'timeNeeded',
      ].sort(),
    );
  });
});

describe('the shared cache under concurrent load', () => {
  it('answers hundreds of mixed concurrent requests, with an approval in the middle, only with bodies and ETags that are right', async () => {
    const listBefore = await decoded(await getList());
    const oneBefore = await decoded(await getOne('temple-square'));
    const listTagBefore = `"${sha(Buffer.from(listBefore))}"`;
    const oneTag = `"${sha(Buffer.from(oneBefore))}"`;
    const id = await submitPlace('Concurrent Sled Rentals');

    const encodings = [undefined, 'gzip', 'br', 'gzip, br', 'identity'];
    type Kind = 'list' | 'one' | 'new';
    const requests: Array<{ kind: Kind; headers: Record<string, string>; started: number }> = [];
    const answers: Array<Promise<Response>> = [];
    let approvedAt = Number.POSITIVE_INFINITY;
    let i = 0;
    const send = () => {
      const kind: Kind = (['list', 'one', 'new'] as const)[i % 3]!;
      const headers: Record<string, string> = {};
      const encoding = encodings[i % encodings.length];
      if (encoding) headers['accept-encoding'] = encoding;
      if (i % 4 === 1) headers['if-none-match'] = kind === 'one' ? oneTag : listTagBefore;
      requests.push({ kind, headers, started: performance.now() });
      answers.push(kind === 'list' ? getList(headers) : kind === 'one' ? getOne('temple-square', headers) : getOne('concurrent-sled-rentals', headers));
      i++;
    };
    const yieldOnce = () => new Promise((resolve) => setImmediate(resolve));
    // Before: 200 requests in waves. During: waves while the approval runs. After: 150 more at once.
    for (let n = 0; n < 200; n++) {
      send();
      if (n % 50 === 49) await yieldOnce();
    }
    let done = false;
    const approval = review(id, 'approved').then((r) => {
      expect(r.status).toBe(200);
      approvedAt = performance.now();
      done = true;
    });
    for (let wave = 0; !done && wave < 200; wave++) {
      for (let n = 0; n < 5; n++) send();
      await yieldOnce();
    }
    await approval;
    for (let n = 0; n < 150; n++) send();
    await approval;
    const responses = await Promise.all(answers);

    const listAfter = await decoded(await getList());
    expect(listAfter).not.toBe(listBefore);
    const newOne = await decoded(await getOne('concurrent-sled-rentals'));
    const validList = new Map([listBefore, listAfter].map((b) => [`"${sha(Buffer.from(b))}"`, b]));

    let sawNew = 0;
    for (const [i, response] of responses.entries()) {
      const { kind, headers, started } = requests[i]!;
      const afterApproval = started > approvedAt;
      if (response.status === 304) {
        // A 304 only when the client's tag is the current body's tag.
        expect(headers['if-none-match']).toBe(response.headers.get('etag'));
        if (kind === 'list') expect(afterApproval).toBe(false);
        continue;
      }
      if (kind === 'new' && response.status === 404) {
        expect(afterApproval).toBe(false);
        continue;
      }
      expect(response.status).toBe(200);
      const body = await decoded(response);
      const etag = response.headers.get('etag')!;
      expect(etag).toBe(`"${sha(Buffer.from(body))}"`);
      const accept = headers['accept-encoding'];
      expect(response.headers.get('content-encoding')).toBe(accept === undefined || accept === 'identity' ? null : accept.includes('br') ? 'br' : 'gzip');
      if (kind === 'list') {
        expect(validList.get(etag)).toBe(body);
        if (afterApproval) expect(body).toBe(listAfter);
      } else if (kind === 'one') {
        expect(body).toBe(oneBefore);
      } else {
        expect(body).toBe(newOne);
        sawNew++;
      }
    }
    expect(sawNew).toBeGreaterThan(0);
  });
});
