import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { purgeCache } from '@netlify/functions';
import { LRUCache } from 'lru-cache';
import type { Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { errorText, log, stackOf } from '../../server/log.ts';

/**
 * The catalogue API's bodies, built once per catalogue version and kept precompressed
 * (decision 018). Every answer first reads the catalogue version (a one-row counter that a
 * statement-level trigger bumps on any change to destinations, see the 20261125040000
 * migration), so an instance never answers a body older than the catalogue, wherever the
 * change was made. The ETag is the body's own hash: every instance gives the same body the
 * same tag, and a 304 is only ever answered for the bytes the client already holds.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface EncodedBody {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The body in the three encodings, with its strong ETag (a hash of the uncompressed bytes). */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  // Quality 9 of gzip and 6 of brotli: close to their best on JSON, fast enough to rebuild on a change.
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { etag, identity, gzip: gz, br };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (RFC 9110 §12.5.3): brotli, then gzip, else none. q=0 refuses. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Browsers revalidate every time (a 304 is a few bytes); the CDN holds the body until a purge, or a minute for edits made outside the app. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CATALOGUE_CDN_CACHE_CONTROL = 'public, durable, s-maxage=60, must-revalidate';
export const CATALOGUE_CACHE_TAG = 'catalogue';

/** The answer for a cached body: 304 when the client holds it, else the body in the best accepted encoding. */
export function respondWith(request: Request, body: EncodedBody, tags: string[] = [CATALOGUE_CACHE_TAG]): Response {
  const headers = new Headers({
    etag: body.etag,
    vary: 'Accept-Encoding',
    'cache-control': CATALOGUE_CACHE_CONTROL,
    'netlify-cdn-cache-control': CATALOGUE_CDN_CACHE_CONTROL,
    'netlify-cache-tag': tags.join(','),
  });
  if (etagMatches(request.headers.get('if-none-match'), body.etag)) return new Response(null, { status: 304, headers });
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(bytes.length));
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), { status: 200, headers });
}

// ---------------------------------------------------------------------------------------------
// The catalogue version

/**
 * Reads the catalogue version with coalescing: requests that arrive while a read is under way
 * wait for the next read, which starts after they arrived, so each request sees a version read
 * no older than itself (a change committed before a request arrived is always seen), and a
 * burst of requests costs two queries instead of one each.
 */
class VersionReader {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;

  constructor(private readonly sql: Sql) {}

  read(): Promise<string> {
    if (!this.running) return this.start();
    if (!this.queued) {
      const after = this.running;
      this.queued = after.then(
        () => this.startQueued(),
        () => this.startQueued(),
      );
    }
    return this.queued;
  }

  private startQueued(): Promise<string> {
    this.queued = null;
    return this.start();
  }

  private start(): Promise<string> {
    const run = this.sql<{ version: string }[]>`SELECT version::text AS version FROM catalogue_version`.then((rows) => rows[0]?.version ?? '0');
    this.running = run;
    const clear = () => {
      if (this.running === run) this.running = null;
    };
    run.then(clear, clear);
    return run;
  }
}

const readers = new WeakMap<Sql, VersionReader>();

/** The catalogue's current version (a counter the database bumps on every change to destinations). */
export function catalogueVersion(sql: Sql): Promise<string> {
  let reader = readers.get(sql);
  if (!reader) {
    reader = new VersionReader(sql);
    readers.set(sql, reader);
  }
  return reader.read();
}

// ---------------------------------------------------------------------------------------------
// The cache

/** One cached answer: its body (or NOT_FOUND) and the catalogue version it was built at. */
interface Entry {
  version: string;
  body: EncodedBody | typeof NOT_FOUND;
}
const NOT_FOUND = Symbol('not found');

/**
 * Bodies by key (a list query, one id, the search index), on lru-cache: bounded (keys are
 * validated, but a stream of distinct drive times must not grow memory without end; the least
 * recently used go first), concurrent misses share one build, a failed build is not kept.
 */
const entries = new LRUCache<string, Entry, { version: string; build: () => Promise<string | null> }>({
  max: 512,
  fetchMethod: async (_key, _old, { context }) => {
    const text = await context.build();
    return { version: context.version, body: text === null ? NOT_FOUND : await encodeBody(text) };
  },
});
let lastSeenVersion: string | null = null;

/**
 * The cached body for `key` at the catalogue's current version, built by `build` (a JSON
 * string, or null for "not found") when missing or older. Concurrent requests for the same
 * key and version share one build.
 */
export async function cachedBody(sql: Sql, key: string, build: () => Promise<string | null>): Promise<EncodedBody | null> {
  const version = await catalogueVersion(sql);
  if (version !== lastSeenVersion) {
    // A change this instance did not make (psql, another instance): the CDN may hold old copies.
    if (lastSeenVersion !== null) void purgeCatalogueCdn();
    lastSeenVersion = version;
  }
  const held = entries.peek(key);
  let entry = await entries.fetch(key, { context: { version, build }, forceRefresh: held !== undefined && held.version !== version });
  // A build of an older version was still running when this request came: build this one.
  if (entry && entry.version !== version) entry = await entries.fetch(key, { context: { version, build }, forceRefresh: true });
  if (!entry) throw new Error(`The catalogue cache lost ${key}`);
  return entry.body === NOT_FOUND ? null : entry.body;
}

// Tests: resetProcessState() forgets every cached body (the version check already keeps answers fresh).
forgetOnReset(() => {
  entries.clear();
  lastSeenVersion = null;
});

/**
 * Tells Netlify's CDN to drop every catalogue answer. Only on Netlify (its runtime provides
 * NETLIFY_PURGE_API_TOKEN); locally there is no CDN and this does nothing. Never throws: a
 * failed purge leaves CDN copies that expire within a minute (CATALOGUE_CDN_CACHE_CONTROL).
 */
export async function purgeCatalogueCdn(): Promise<void> {
  if (!env().NETLIFY_PURGE_API_TOKEN) return;
  try {
    await purgeCache({ tags: [CATALOGUE_CACHE_TAG] });
  } catch (error) {
    log.error('catalogue', `CDN purge failed: ${errorText(error)}`, { stack: stackOf(error) });
  }
}
