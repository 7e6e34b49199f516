import path from 'node:path';
import { z } from 'zod';
import { BUILD_SETTINGS } from '../lib/siteConfig.ts';
import { forgetOnReset } from './processState.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
/** TRUSTED_PROXIES: how many proxies stand before the server (1–10), or their addresses and CIDR ranges. */
const trustedProxies = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
  z
    .union([
      z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(10)),
      z
        .string()
        .transform((s) => s.split(',').map((p) => p.trim()))
        .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1)),
    ])
    .optional(),
);

/** Reddit asks for `<platform>:<app id>:<version> (by /u/<username>)`. */
export const DEFAULT_REDDIT_USER_AGENT = 'web:com.slctrips.discovery:v1.0 (by /u/slctrips)';
export const DEFAULT_CONTACT_EMAIL = BUILD_SETTINGS.CONTACT_EMAIL;

/*
 * Every variable the code reads is declared here, and only this module reads `process.env`
 * (tests/structure/env.test.ts fails naming any other module that does). Tooling outside the
 * application (astro.config.mjs, scripts/, tests/) may still read it directly.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  // How many HTTP worker processes `npm start` / `npm run serve` runs on the one port (node:cluster,
  // decision 067): 1, the default, is one process as before; more serve pages and the API on more
  // cores, while the database, the schedules and the site rebuild stay in the primary process.
  WEB_CONCURRENCY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ error: 'WEB_CONCURRENCY must be a whole number of processes' }).int('WEB_CONCURRENCY must be a whole number').min(1).max(64).default(1),
  ),
  // Where the built site lives and is rebuilt (decision 030: a second `npm start` beside the browser tests' server).
  DIST_DIR: z.string().default('dist'),
  // The Brotli quality of the build's precompressed files (scripts/build.ts): 10 by default; `npm test`'s
  // build takes 5, whose answers are a few percent larger for a tenth of the CPU (decision 101's addendum).
  BROTLI_QUALITY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ error: 'BROTLI_QUALITY must be a whole number from 0 to 11' }).int('BROTLI_QUALITY must be a whole number').min(0).max(11).default(10),
  ),
  DATABASE_URL: optionalUrl,
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SITE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default(BUILD_SETTINGS.SITE_URL)),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('SLC Trips <hello@slctrips.com>'),
  PLACES_BASE_URL: z.url().default(BUILD_SETTINGS.PLACES_BASE_URL),
  GOOGLE_PLACES_API_KEY: optionalText,
  // The National Weather Service API: the airport chip and each place's point forecast and alerts.
  WEATHER_BASE_URL: z.url().default('https://api.weather.gov'),
  // The National Park Service API (park alerts of "Today at this place"); the key stays on the server.
  NPS_BASE_URL: z.url().default(BUILD_SETTINGS.NPS_BASE_URL),
  NPS_API_KEY: optionalText,
  // The Utah Department of Transportation's traffic API (live closures, decision 048); the key
  // (a free developer key, about 10 calls a minute) stays on the server.
  UDOT_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://www.udottraffic.utah.gov')),
  UDOT_API_KEY: optionalText,
  // The Utah Avalanche Center's daily forecast (issue 40, decision 061b): /conditions shows the
  // danger rating of the regions listed (salt-lake, provo, ogden, uintas, logan, skyline, moab,
  // abajos, southwest); none listed, none shown.
  // USGS Water Data's OGC API (issue 49): the latest river flow at the gauges whose reading opens or closes a place (The Narrows).
  USGS_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://api.waterdata.usgs.gov')),
  /** Optional: USGS serves without a key at a lower rate limit (api.waterdata.usgs.gov/signup). */
  USGS_API_KEY: optionalText,
  AVALANCHE_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://utahavalanchecenter.org')),
  AVALANCHE_REGIONS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  // A zipped GTFS feed whose timetable replaces the transit frequency model at build (issue 36,
  // decision 058a); unset: the model of src/features/transit/data/network.json.
  TRANSIT_GTFS_URL: optionalUrl,
  REDDIT_BASE_URL: z.url().default('https://www.reddit.com'),
  REDDIT_CLIENT_ID: optionalText,
  REDDIT_CLIENT_SECRET: optionalText,
  // Where listings are read once OAuth is on (a local fake in tests).
  REDDIT_OAUTH_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://oauth.reddit.com')),
  // Reddit asks for `<platform>:<app id>:<version> (by /u/<username>)`.
  REDDIT_USER_AGENT: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).max(200).default(DEFAULT_REDDIT_USER_AGENT)),
  // Reddit requests in any minute, shared by every instance. Tests against a local fake raise it;
  // against Reddit it must stay at or under 100.
  REDDIT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(100),
  // UDOT traffic API calls in any minute, shared by every instance: UDOT's documented limit is 10 a
  // minute per key. Tests against the local fake raise it (the browser tests' specs share one server).
  UDOT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // The background map of /map: a MapLibre style of OpenStreetMap data (docs/decisions/021).
  MAP_STYLE_URL: z.url().default(BUILD_SETTINGS.MAP_STYLE_URL),
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalText,
  // Server only: Supabase Storage for partner photos (decision 029); never sent to a browser.
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SUPABASE_PHOTO_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{1,62}$/)
      .default('place-photos'),
  ),
  // Where partner photos are kept: `supabase` (Storage) or `local` ($DATA_DIR/photos). Unset:
  // `supabase` when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else `local`.
  PHOTO_STORE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 'supabase']).optional()),
  // The secret that starts a Reddit scan in the background function (scanTrigger.server.ts).
  INTERNAL_SCAN_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'INTERNAL_SCAN_SECRET must be at least 32 characters').optional()),
  // A deploy's own URL (Netlify's read-only name), where server-to-server calls go when set.
  DEPLOY_URL: optionalUrl,
  TRUSTED_PROXIES: trustedProxies,
  // Set by Netlify's function runtime; with it the catalogue API purges the CDN on a change.
  NETLIFY_PURGE_API_TOKEN: optionalText,
  // The public contact address named in the submission failure toast; a value that is not an
  // e-mail address falls back to the default (the page must render either way).
  CONTACT_EMAIL: z.email().catch(DEFAULT_CONTACT_EMAIL),
  // The external store behind "Reserve Now!", read when the site is built; storefrontUrl()
  // (kits.server.ts) keeps only an http(s) address and falls back to the default otherwise.
  PUBLIC_STOREFRONT_URL: optionalText,
  // Netlify's build hook: approving a submission POSTs here (debounced) so the prebuilt pages
  // follow the catalogue (src/features/publishing/siteBuild.server.ts, decision 027). Server only.
  BUILD_HOOK_URL: optionalUrl,
  // Who rebuilds the site after an approval: `local` (npm start builds beside dist/ and swaps),
  // `hook` (BUILD_HOOK_URL), `off`. Unset: `hook` with BUILD_HOOK_URL, else `local` under npm start.
  SITE_REBUILD: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 'hook', 'off']).optional()),
  // How long after the first approval of a burst the rebuild is asked for (one build per burst).
  SITE_BUILD_DEBOUNCE_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3_600_000).default(60_000)),
  // Sentry's DSN: unexpected server errors are sent there (errorTracking.ts). Server only.
  SENTRY_DSN: optionalUrl,
  // The catalogue files to load (tests and the build benchmark point it at other folders).
  SEED_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('supabase/seed/destinations')),
  // The places' French and Spanish texts, <dir>/<lang>/<region>.json (decision 116; the browser tests point it at fixtures).
  PLACE_TEXTS_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default(BUILD_SETTINGS.PLACE_TEXTS_DIR)),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

let cached: Env | undefined;

/** The process environment, checked once. Server only: never import from an island. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  }
  return cached;
}

// Tests change the environment between cases: resetProcessState() makes the next call read it again.
forgetOnReset(() => {
  cached = undefined;
});
