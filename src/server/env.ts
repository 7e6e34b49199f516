import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  STAFF_EMAILS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  SITE_URL: optionalUrl,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('SLC Trips <hello@slctrips.com>'),
  PLACES_BASE_URL: z.url().default('https://places.googleapis.com'),
  GOOGLE_PLACES_API_KEY: optionalText,
  WEATHER_BASE_URL: z.url().default('https://api.weather.gov'),
  REDDIT_BASE_URL: z.url().default('https://www.reddit.com'),
  REDDIT_CLIENT_ID: optionalText,
  REDDIT_CLIENT_SECRET: optionalText,
  // The background map of /map: a MapLibre style of OpenStreetMap data (docs/decisions/021).
  MAP_STYLE_URL: z.url().default('https://tiles.openfreemap.org/styles/liberty'),
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalText,
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

/** Tests change the environment between cases; this forgets the cached copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
