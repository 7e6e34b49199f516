import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from '@netlify/functions';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../src/server/app.ts';
import { loadFunctions, localContext, type LoadedFunction } from '../../src/server/functions.ts';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { resetProcessState } from '../../src/server/processState.ts';

/*
 * What the security suite (tests/security/*.test.ts) and `npm run bench:security` share: the
 * write routes read from the functions' own config, how to reach each one as the role it is
 * for, and a fingerprint of every table to prove that a refused request wrote nothing.
 */

export const ORIGIN = 'http://127.0.0.1:4321';
export const STAFF_EMAIL = 'guard@slctrips.test';
export const VISITOR_EMAIL = 'visitor@slctrips.test';
export const KNOWN_DESTINATION = 'temple-square';

export type Role = 'anonymous' | 'visitor' | 'staff';
type Fn = (request: Request, context: Context) => Promise<Response> | Response;

/** The methods that change something. GET /api/email/test mails too; it is staff-only and limited. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How the suite reaches one write route: who may use it, a valid body, its path parameters. */
export interface WriteSpec {
  /** The role whose requests get as far as the body (the route's own audience). */
  role: Role;
  /** A valid body, or undefined for routes that read none. */
  valid?: () => Record<string, unknown>;
  /** The body limit of parseJsonBody for this route, in bytes. */
  maxBytes?: number;
  /** Path parameters: a real value (from the database) and an unknown one. */
  params?: (h: Harness) => { real: Record<string, string>; unknown: Record<string, string> };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** Keyed by "METHOD /config/path". A write route missing here fails the suite. */
export const WRITE_SPECS: Record<string, WriteSpec> = {
  'POST /api/favorites': { role: 'visitor', maxBytes: 1024, valid: () => ({ destinationId: KNOWN_DESTINATION }) },
  'DELETE /api/favorites/:id': {
    role: 'visitor',
    params: () => ({ real: { id: KNOWN_DESTINATION }, unknown: { id: 'no-such-place' } }),
  },
  'POST /api/interactions': { role: 'anonymous', maxBytes: 1024, valid: () => ({ type: 'destination_detail_view', destinationId: KNOWN_DESTINATION }) },
  'POST /api/kit-interest': {
    role: 'anonymous',
    maxBytes: 8 * 1024,
    valid: () => ({ email: `fan-${unique()}@example.com`, rankedKits: ['family-fun'], feedback: 'More winter kits, please.' }),
  },
  'POST /api/login': { role: 'anonymous', maxBytes: 4096, valid: () => ({ email: `someone-${unique()}@example.com` }) },
  'POST /api/logout': { role: 'anonymous' },
  'POST /api/newsletter': { role: 'anonymous', maxBytes: 2048, valid: () => ({ email: `reader-${unique()}@example.com`, source: '/destinations' }) },
  // The one-click unsubscribe (RFC 8058): the token is in the query and the suite sends none, so
  // its requests are counted and refused (400); tests/functions/newsletter.test.ts uses real links.
  'POST /api/newsletter/unsubscribe': { role: 'anonymous' },
  'POST /api/admin/newsletter/send': {
    role: 'staff',
    maxBytes: 64 * 1024,
    valid: () => ({ subject: `Canyon news ${unique()}`, body: 'The roads are open.\n\nSee you there.' }),
  },
  'POST /api/submit-destination': {
    role: 'anonymous',
    maxBytes: 16 * 1024,
    valid: () => ({
      name: `Summit Sled Rentals ${unique()}`,
      category: 'family',
      address: '1500 Kearns Blvd, Park City, UT 84060',
      website: 'https://summit-sleds.example.com',
      phone: '(435) 555-0142',
      email: 'hello@summit-sleds.example.com',
      description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
      highlights: 'Kids sleds\nGuided snowshoe walks',
      hours: '9am-5pm daily',
      pricing: '$15 per day',
      seasonality: 'December to March',
      contactName: 'Sam Summit',
      businessRole: 'owner',
    }),
  },
  // The submitter's corrections through a status link (decision 025): the form's own body. The
  // suite's requests carry no token, so they are checked, limited and refused (400/404); the
  // authorization matrix adds the harness's real token.
  'PATCH /api/submissions/status': {
    role: 'anonymous',
    maxBytes: 16 * 1024,
    valid: () => ({ ...WRITE_SPECS['POST /api/submit-destination']!.valid!(), name: `Corrected Sled Rentals ${unique()}` }),
  },
  'PUT /api/admin/submissions/:id': {
    role: 'staff',
    maxBytes: 8 * 1024,
    valid: () => ({ status: 'rejected', reviewNotes: 'Outside the area we cover.' }),
    params: (h) => ({ real: { id: h.submissionId }, unknown: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/email/test-interactions': { role: 'staff' },
  'POST /api/reddit/discover': { role: 'staff' },
  'POST /api/road-closures/scan': { role: 'staff' },
  'POST /api/river-flow/scan': { role: 'staff' },
  'POST /api/admin/status/probe': { role: 'staff' },
  'POST /api/trips': { role: 'visitor', maxBytes: 4096, valid: () => ({ name: `A day ${unique()}`, query: 'hours=4&date=2026-12-01&time=10:00' }) },
  'DELETE /api/trips/:id': {
    role: 'visitor',
    params: (h) => ({ real: { id: h.tripId }, unknown: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  // Partner photos (decision 029): the upload's body is an image, not JSON, and its query
  // carries the token; the suite's requests have none, so they are counted and refused (400).
  'POST /api/submissions/photos': { role: 'anonymous' },
  'PUT /api/admin/photos/:id': {
    role: 'staff',
    maxBytes: 1024,
    valid: () => ({ status: 'approved' }),
    params: () => ({ real: { id: '00000000-0000-4000-8000-000000000000' }, unknown: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'PUT /api/admin/hidden-photos': {
    role: 'staff',
    maxBytes: 2048,
    valid: () => ({ destinationId: KNOWN_DESTINATION, photoId: 'nps:0123456789abcdef0123', hidden: true }),
  },
  // The places' French and Spanish texts (decision 116): a real edit of the known place's French description.
  'PUT /api/admin/place-texts': {
    role: 'staff',
    maxBytes: 64 * 1024,
    valid: () => ({ placeId: KNOWN_DESTINATION, lang: 'fr', texts: { description: `Le cœur de Salt Lake City, ses jardins et ses bâtiments (${unique()}).` } }),
  },
  // The staff catalogue editor (decision 049): a real edit of the harness's known place.
  'PATCH /api/admin/destinations/:id': {
    role: 'staff',
    maxBytes: 16 * 1024,
    // The facts that age join the body (issue 40), so each is sent hostile in turn.
    valid: () => ({
      hours: `Daily, grounds open 9 am to 9 pm (${unique()})`,
      hoursChecked: { source: 'https://example.org/hours', checkedOn: '2026-11-27', until: '2026-12-31' },
      permits: [
        { text: `A free ticket for the garden tour (${unique()})`, season: 'April-October', source: 'https://example.org/permits', checkedOn: '2026-11-27' },
      ],
    }),
    params: () => ({ real: { id: KNOWN_DESTINATION }, unknown: { id: 'no-such-place' } }),
  },
  'PUT /api/admin/social-settings': {
    role: 'staff',
    maxBytes: 4096,
    valid: () => ({
      accounts: { tiktok: 'slctrips', instagram: null, facebook: null },
      videos: { 'bear-river': null, pyramid: null, 'underground-homes': null },
    }),
  },
};

export interface Route {
  key: string;
  fn: LoadedFunction;
  method: string;
  /** The config path pattern, e.g. /api/favorites/:id */
  pattern: string;
}

/** Every (path, method) pair the functions declare in their config. */
export async function allRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const fn of await loadFunctions()) {
    const paths = fn.config.path === undefined ? [] : Array.isArray(fn.config.path) ? fn.config.path : [fn.config.path];
    for (const pattern of paths) {
      for (const method of fn.methods ?? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) routes.push({ key: `${method} ${pattern}`, fn, method, pattern });
    }
  }
  return routes;
}

export async function writeRoutes(): Promise<Route[]> {
  return (await allRoutes()).filter((r) => WRITE_METHODS.has(r.method));
}

/**
 * The pattern with its parameters filled in (for the request's URL; the function reads the
 * parameters from the context, as on Netlify). A lone surrogate cannot be percent-encoded, so
 * it becomes U+FFFD in the URL only.
 */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent((params[name] ?? '').replace(/[\uD800-\uDFFF]/g, '\uFFFD')));
}

export interface SendOptions {
  role?: Role;
  params?: Record<string, string>;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  /** The client address the function sees (context.ip). */
  ip?: string;
}

export interface Harness {
  database: TestDatabase;
  cookies: Record<Role, string>;
  /** A pending submission for the review route. */
  submissionId: string;
  /** The status-link token of a second submission, one that staff asked to change. */
  statusToken: string;
  /** A saved trip of the visitor, for the trip routes. */
  tripId: string;
  /** Calls a route's default export as Netlify would, as a same-origin browser request by default. */
  send(route: Route, options?: SendOptions): Promise<Response>;
  /** Row count and row versions of every table except the rate-limit counters. */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database, a visitor and a staff member signed in through the real magic-link flow,
 * one pending submission. Outside services point at a closed loopback port: nothing leaves the
 * machine, and a scan started by the suite fails at once.
 */
export async function startHarness(): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-security-'));
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = STAFF_EMAIL;
  process.env.REDDIT_BASE_URL = 'http://127.0.0.1:1';
  process.env.REDDIT_OAUTH_BASE_URL = 'http://127.0.0.1:1';
  process.env.WEATHER_BASE_URL = 'http://127.0.0.1:1';
  process.env.NPS_BASE_URL = 'http://127.0.0.1:1';
  process.env.NPS_API_KEY = 'security-suite-nps-key';
  process.env.PLACES_BASE_URL = 'http://127.0.0.1:1';
  process.env.AVALANCHE_BASE_URL = 'http://127.0.0.1:1';
  process.env.MAP_STYLE_URL = 'http://127.0.0.1:1/style.json';
  process.env.USGS_BASE_URL = 'http://127.0.0.1:1';
  delete process.env.TRUSTED_PROXIES;
  resetProcessState();
  // Scans started by the suite fail at once (Reddit is a closed port) and log each community.
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('"at":"reddit"') ? true : write.call(process.stdout, chunk, ...rest)) as typeof process.stdout.write;
  const database = await freshDatabase();
  // The staff scan route hands the scan to the background function over HTTP (scanTrigger.server.ts):
  // a local server with every function answers it, as the deploy does on Netlify.
  const functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-security-dist-'));
  const functionsServer = createServer({ distDir: functionsDir, functions: await loadFunctions(), headerRules: [] });
  await new Promise<void>((resolve) => functionsServer.listen(0, '127.0.0.1', () => resolve()));
  process.env.DEPLOY_URL = `http://127.0.0.1:${(functionsServer.address() as AddressInfo).port}`;
  resetProcessState();
  const cookies: Record<Role, string> = { anonymous: '', visitor: await signIn(VISITOR_EMAIL), staff: await signIn(STAFF_EMAIL) };
  const [submission] = await database.sql<{ id: string }[]>`
    INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role, client_key)
    VALUES ('Moab Canyon Tours', 'outdoor', '1 Main St, Moab, UT 84532', '(435) 555-0100', 'tours@example.com',
            'Guided canyon walks.', 'Casey Canyon', 'owner', 'security-suite')
    RETURNING id`;
  // Staff asked for changes on this one; its submitter holds statusToken (only the hash is stored).
  const statusToken = 'SecuritySuiteStatusToken0123456789abcdefABC';
  await database.sql`
    INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role, client_key, status, review_notes, status_token_hash)
    VALUES ('Bluff Dinosaur Tours', 'education', '2 Main St, Bluff, UT 84512', '(435) 555-0101', 'dino@example.com',
            'Tracks and petroglyphs.', 'Dana Dino', 'owner', 'security-suite', 'needs_changes', 'Add your hours.',
            ${createHash('sha256').update(statusToken).digest('hex')})`;
  const [trip] = await database.sql<{ id: string }[]>`
    INSERT INTO trips (profile_id, name, query) SELECT id, 'Security suite day', 'hours=4&date=2026-12-01&time=10:00' FROM profiles WHERE email = ${VISITOR_EMAIL}
    RETURNING id`;
  const tables = (
    await database.sql<{ relname: string }[]>`
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'rate_limits' ORDER BY c.relname`
  ).map((t) => t.relname);
  // xmin changes with every insert, update or delete of a row; the count catches deletes.
  const fingerprintSql = `SELECT concat_ws('|', ${tables.map((t) => `(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "${t}")`).join(', ')}) AS f`;

  const harness: Harness = {
    database,
    cookies,
    submissionId: submission!.id,
    statusToken,
    tripId: trip!.id,
    async send(route, options = {}) {
      const { role = 'anonymous', params = {}, body = null, headers = {}, ip = '203.0.113.10' } = options;
      const init: RequestInit & { duplex?: 'half' } = {
        method: route.method,
        headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...(cookies[role] ? { cookie: cookies[role] } : {}), ...headers },
        body: route.method === 'GET' || route.method === 'HEAD' ? null : body,
        duplex: 'half',
      };
      const request = new Request(new URL(fillPath(route.pattern, params), ORIGIN), init);
      return (route.fn.handler as Fn)(request, localContext(request, params, ip));
    },
    async fingerprint() {
      const [row] = await database.sql.unsafe<{ f: string }[]>(fingerprintSql);
      return row!.f;
    },
    async close() {
      process.stdout.write = write;
      await new Promise<void>((resolve) => functionsServer.close(() => resolve()));
      fs.rmSync(functionsDir, { recursive: true, force: true });
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      for (const name of [
        'STAFF_EMAILS',
        'DEPLOY_URL',
        'REDDIT_BASE_URL',
        'REDDIT_OAUTH_BASE_URL',
        'WEATHER_BASE_URL',
        'NPS_BASE_URL',
        'NPS_API_KEY',
        'PLACES_BASE_URL',
        'AVALANCHE_BASE_URL',
        'MAP_STYLE_URL',
        'USGS_BASE_URL',
      ])
        delete process.env[name];
      resetProcessState();
    },
  };
  return harness;
}

/** What one answer broke, or null: a 5xx, or an error that is not `{"error": string}` JSON. */
export async function answerProblem(response: Response): Promise<'5xx' | 'non-json-error' | null> {
  if (response.status >= 500) return '5xx';
  if (response.status < 400) {
    await response.body?.cancel();
    return null;
  }
  const type = response.headers.get('content-type') ?? '';
  const textBody = await response.text();
  if (!/^application\/json\b/.test(type)) return 'non-json-error';
  try {
    const value = JSON.parse(textBody) as unknown;
    return value !== null && typeof value === 'object' && typeof (value as { error?: unknown }).error === 'string' ? null : 'non-json-error';
  } catch {
    return 'non-json-error';
  }
}
