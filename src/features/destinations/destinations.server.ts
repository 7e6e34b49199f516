import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable, Sql } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { catalogueEntrySchema, type CatalogueEntry, notabilitySchema, seasonsOfUseSchema, signatureMarkSchema, winterRuleSchema } from './catalogue.ts';
import { destinationIdSchema } from './destinations.schema.ts';
import { driveRouteSchema } from './driveRoute.schema.ts';
import { DEFAULT_TIME_NEEDED, matchesQuery, slugify, type Destination, type DestinationsQuery, type FactCheck, type Permit } from './destinations.ts';
import type { SeasonalClosure, WinterDrive } from '../roads/winter.ts';

/** A destination's row: its columns, and everything else about the place in `details` (jsonb, never renamed). */
export interface DestinationRow
  extends Pick<Destination, 'id' | 'name' | 'category' | 'subscriptionTier' | 'driveTimeMinutes' | 'isOlympicVenue' | 'familyFriendly'> {
  lat: number | null;
  lng: number | null;
  details: Record<string, unknown>;
}

/** Where the generated artwork of a destination lives (built by src/pages/images). */
export function photoUrlFor(id: string): string {
  return `/images/destinations/${id}.svg`;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The winter fields from the row's details (written by npm run data:drive-times, or staff's winter rule): a place
 * without them, or with a malformed closure, is one winter does not affect.
 */
function winterOf(d: Record<string, unknown>, minutes: number): WinterDrive {
  // Staff's winter rule (decision 111) is the place's closure wherever one is read: its page, cards, the map and plans.
  const rule = d.winterRule ? winterRuleSchema.safeParse(d.winterRule).data : undefined;
  if (rule)
    return { winterDriveTimeMinutes: null, winterDriveTimeText: null, winterVia: null, seasonalClosure: { from: rule.from, to: rule.to, text: rule.text } };
  const c = d.seasonalClosure as Partial<SeasonalClosure> | null | undefined;
  const closure =
    c && typeof c.from === 'string' && typeof c.to === 'string' && MONTH_DAY.test(c.from) && MONTH_DAY.test(c.to) && str(c.text)
      ? { from: c.from, to: c.to, text: c.text! }
      : null;
  if (!closure) return { winterDriveTimeMinutes: minutes, winterDriveTimeText: null, winterVia: null, seasonalClosure: null };
  const winter = typeof d.winterDriveTimeMinutes === 'number' ? d.winterDriveTimeMinutes : null;
  return {
    winterDriveTimeMinutes: winter,
    winterDriveTimeText: winter === null ? null : str(d.winterDriveTimeText),
    winterVia: winter === null ? null : str(d.winterVia),
    seasonalClosure: closure,
  };
}

/** Staff's corrections of a row that are whole by the catalogue's schemas; the others left out. */
function corrections(d: Record<string, unknown>): Pick<Destination, 'notability' | 'seasonsOfUse' | 'winterRule' | 'signatureMark'> {
  const notability = d.notability ? notabilitySchema.safeParse(d.notability).data : undefined;
  const signatureMark = d.signatureMark ? signatureMarkSchema.safeParse(d.signatureMark).data : undefined;
  const seasonsOfUse = d.seasonsOfUse ? seasonsOfUseSchema.safeParse(d.seasonsOfUse).data : undefined;
  const winterRule = d.winterRule ? winterRuleSchema.safeParse(d.winterRule).data : undefined;
  return {
    ...(notability && { notability }),
    ...(seasonsOfUse && { seasonsOfUse }),
    ...(winterRule && { winterRule }),
    ...(signatureMark && { signatureMark }),
  };
}

/** A fact's check when both halves are there and well formed; null otherwise. */
function checkOf(value: unknown): FactCheck | null {
  const c = value as Partial<FactCheck> | null | undefined;
  return c && str(c.source) && typeof c.checkedOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.checkedOn)
    ? { source: c.source!, checkedOn: c.checkedOn, ...(typeof c.until === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.until) ? { until: c.until } : {}) }
    : null;
}

export function toDestination(row: DestinationRow): Destination {
  const d = row.details;
  const photoUrl = str(d.photoUrl) ?? photoUrlFor(row.id);
  return {
    id: row.id,
    name: row.name,
    description: str(d.description) ?? '',
    category: row.category,
    region: str(d.region) ?? '',
    driveTime: row.driveTimeMinutes,
    driveTimeMinutes: row.driveTimeMinutes,
    driveTimeText: str(d.driveTimeText) ?? '',
    distance: str(d.distance) ?? '',
    ...winterOf(d, row.driveTimeMinutes),
    timeNeeded: str(d.timeNeeded) ?? DEFAULT_TIME_NEEDED,
    rating: typeof d.rating === 'number' ? d.rating : null,
    photoUrl,
    photos: [{ url: photoUrl }],
    subscriptionTier: row.subscriptionTier,
    isOlympicVenue: row.isOlympicVenue,
    familyFriendly: row.familyFriendly,
    tags: strings(d.tags),
    address: str(d.address) ?? '',
    states: Array.isArray(d.states) && d.states.length > 0 ? (strings(d.states) as Destination['states']) : ['UT'],
    gamesRole: (d.gamesRole as Destination['gamesRole']) ?? null,
    coordinates: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    phone: str(d.phone),
    website: str(d.website),
    hours: (d.hours as Destination['hours']) ?? null,
    pricing: (d.pricing as Destination['pricing']) ?? null,
    hoursChecked: checkOf(d.hoursChecked),
    pricingChecked: checkOf(d.pricingChecked),
    permits: Array.isArray(d.permits) ? (d.permits as Permit[]).filter((p) => str(p?.text) && checkOf(p)) : [],
    // Staff's sourced corrections (decision 111): read only when whole, as the catalogue's schema has them.
    // Absent when unset, so the 700 places' payloads do not grow.
    ...corrections(d),
    partOf: str(d.partOf),
    // Decision 139: a byway's route, read only when whole; absent elsewhere, so the payloads do not grow.
    ...(d.route && driveRouteSchema.safeParse(d.route).success ? { route: driveRouteSchema.parse(d.route) } : {}),
    highlights: strings(d.highlights),
    activities: strings(d.activities),
    localTips: strings(d.localTips),
    packingList: strings(d.packingList),
    difficulty: str(d.difficulty),
    accessibility: str(d.accessibility),
    bestTimeToVisit: str(d.bestTimeToVisit),
    tiktokVideoId: str(d.tiktokVideoId),
    videoFilename: str(d.videoFilename),
    publicTransit: (d.publicTransit as Destination['publicTransit']) ?? null,
  };
}

/** The keys of DestinationRow: sql(...) turns them into the column names (subscriptionTier → subscription_tier). */
export const COLUMNS = ['id', 'name', 'category', 'subscriptionTier', 'driveTimeMinutes', 'isOlympicVenue', 'familyFriendly', 'lat', 'lng', 'details'] as const;

/**
 * Every destination matching the query, closest first; `since` keeps the places approved after
 * that moment. Only approvals: catalogue rows are seeded before a build, and a database seeded
 * again after it (a fresh DATA_DIR, a new project) must not send the whole catalogue to every
 * page's late merge. `since` goes over as text: typed as a timestamp, postgres.js would turn it
 * into a JavaScript Date and drop its microseconds, and the build's own newest place would look
 * newer than the build (decision 030).
 */
export async function listDestinations(sql: Sql, query: DestinationsQuery = {}): Promise<Destination[]> {
  const rows = query.since
    ? await sql<DestinationRow[]>`
        SELECT ${sql(COLUMNS)} FROM destinations
        WHERE origin = 'submission' AND created_at > ${query.since}::text::timestamptz AND withdrawn_at IS NULL
        ORDER BY drive_time_minutes, name`
    : await sql<DestinationRow[]>`SELECT ${sql(COLUMNS)} FROM destinations WHERE withdrawn_at IS NULL ORDER BY drive_time_minutes, name`;
  return rows.map(toDestination).filter((d) => matchesQuery(d, query));
}

/** What a build contains: its count, and the newest place's created_at, the `since` of the late merge (decision 030). */
export interface SiteCatalogue {
  count: number;
  newest: string;
}

let buildCatalogue: Promise<SiteCatalogue> | undefined;
let buildDestinations: Promise<Destination[]> | undefined;

/**
 * Every destination as the prebuilt pages show them, read once per process (a build) and shared
 * by every page that lists, counts, maps or links them (issue 14: one read, not one per page).
 */
export function siteDestinations(): Promise<Destination[]> {
  buildDestinations ??= import('../../server/db.ts').then(async ({ db }) => listDestinations(await db()));
  return buildDestinations;
}

/**
 * The catalogue's count and newest stamp in one statement, so both describe the same rows. A
 * database that cannot answer, or an empty catalogue, throws a message naming the cause: the
 * pages state this count, and a build must fail rather than print a made-up one (issue 26,
 * docs/decisions/043).
 */
export async function readSiteCatalogue(sql: Queryable): Promise<SiteCatalogue> {
  let row: { n: number; newest: string | null } | undefined;
  try {
    // Microseconds kept: a Date's milliseconds would make the newest row itself look newer than the build.
    [row] = await sql<{ n: number; newest: string | null }[]>`
      SELECT count(*)::int AS n, to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS newest FROM destinations WHERE withdrawn_at IS NULL`;
  } catch (error) {
    throw new Error(
      `The build could not read the catalogue from the database (${(error as Error).message}); check DATABASE_URL. No page is built with a guessed count.`,
      {
        cause: error,
      },
    );
  }
  if (!row?.n || !row.newest) throw new Error('The catalogue in the database is empty; run `npm run seed` (or check SEED_DIR) before building.');
  return { count: row.n, newest: row.newest };
}

/** The build's catalogue (readSiteCatalogue), read once per process (a build); a failed read fails the build. */
export function siteCatalogue(): Promise<SiteCatalogue> {
  buildCatalogue ??= import('../../server/db.ts').then(async ({ db }) => readSiteCatalogue(await db()));
  return buildCatalogue;
}

/**
 * The one destination count every page states (footer, home, sign-in, zone pages, /olympics):
 * the rows of the destinations table, as the admin dashboard's live "Total Destinations" reads
 * them. Counted once per process (a build); there is no fallback figure (decision 043 replaces
 * 019's "700+"). Places approved after the build are added in the browser (lateCatalogue.ts,
 * decision 030).
 */
export async function siteDestinationCount(): Promise<number> {
  return (await siteCatalogue()).count;
}

/** One published destination, or null (a withdrawn place is not found, decision 049). */
export async function findDestination(sql: Sql, id: string): Promise<Destination | null> {
  const rows = await sql<DestinationRow[]>`SELECT ${sql(COLUMNS)} FROM destinations WHERE id = ${id} AND withdrawn_at IS NULL`;
  const row = rows[0];
  return row ? toDestination(row) : null;
}

/**
 * One destination, or NotFoundError: the id may come straight from a URL (`context.params.id`),
 * and one that is not in the catalogue's form (destinationIdSchema) is not looked up.
 */
export async function getDestination(sql: Sql, rawId: string | undefined): Promise<Destination> {
  const id = destinationIdSchema.safeParse(rawId);
  const destination = id.success ? await findDestination(sql, id.data) : null;
  if (!destination) throw new NotFoundError('Destination not found');
  return destination;
}

/** NotFoundError unless the destination exists (cheaper than getDestination when only its existence matters). */
export async function assertDestination(sql: Queryable, id: string): Promise<void> {
  const [row] = await sql`SELECT 1 FROM destinations WHERE id = ${id} AND withdrawn_at IS NULL`;
  if (!row) throw new NotFoundError('Destination not found');
}

/** The catalogue files; SEED_DIR points elsewhere (tests use a small fixture catalogue). */
export function seedDir(): string {
  return path.resolve(env().SEED_DIR);
}

/** Reads and validates every catalogue file; throws naming the first bad or repeated entry. */
export function readCatalogue(dir = seedDir()): CatalogueEntry[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const entries: CatalogueEntry[] = [];
  for (const file of files) {
    const raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown[];
    raw.forEach((item, index) => {
      const result = catalogueEntrySchema.safeParse(item);
      if (!result.success) {
        throw new Error(`${file}[${index}] is not a valid catalogue entry: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      entries.push(result.data);
    });
  }
  const seen = new Map<string, string>();
  for (const e of entries) {
    for (const key of [`id ${e.id}`, `name ${e.name.toLowerCase()}`]) {
      if (seen.has(key)) throw new Error(`The catalogue has the ${key} twice (${seen.get(key)} and ${e.region}).`);
      seen.set(key, e.region);
    }
  }
  return entries;
}

/** The columns of one destination row; everything else about the place lives in `details`. */
interface DestinationColumns {
  id: string;
  name: string;
  category: string;
  subscriptionTier: Destination['subscriptionTier'];
  driveTimeMinutes: number | undefined;
  isOlympicVenue: boolean;
  familyFriendly: boolean;
  coordinates: { lat: number; lng: number } | null;
}

/** The one mapping from a place to its row, used by the seed and by approved submissions alike. */
function rowOf(place: DestinationColumns, details: Record<string, unknown>): DestinationRow {
  return {
    id: place.id,
    name: place.name,
    category: place.category,
    subscriptionTier: place.subscriptionTier,
    driveTimeMinutes: place.driveTimeMinutes ?? 0,
    isOlympicVenue: place.isOlympicVenue,
    familyFriendly: place.familyFriendly,
    lat: place.coordinates?.lat ?? null,
    lng: place.coordinates?.lng ?? null,
    details,
  };
}

function toRow(e: CatalogueEntry): DestinationRow {
  const { id, name, category, subscriptionTier, driveTimeMinutes, isOlympicVenue, familyFriendly, coordinates, ...rest } = e;
  return rowOf({ id, name, category, subscriptionTier, driveTimeMinutes, isOlympicVenue, familyFriendly, coordinates }, rest);
}

/** The catalogue files in the API's shape, without a database (tests of rules on the real catalogue). */
export function catalogueDestinations(entries: CatalogueEntry[] = readCatalogue()): Destination[] {
  return entries.map((e) => toDestination(toRow(e)));
}

/**
 * Loads the catalogue: inserts new ids and refreshes catalogue rows nobody has touched.
 * Rows staff or users changed (touched_at, set by a trigger on any update but the seed's),
 * rows from submissions and ids staff deleted (destination_removals) are left alone; ids are
 * the stable slugs of the files. Skips all work when the files are unchanged since the last run.
 */
export async function seedDestinations(sql: Sql, entries: CatalogueEntry[] = readCatalogue()): Promise<{ applied: boolean; count: number }> {
  const rows = entries.map(toRow);
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [state] = await sql<{ contentHash: string }[]>`SELECT content_hash FROM seed_state WHERE name = 'destinations'`;
  if (state?.contentHash === hash) return { applied: false, count: rows.length };
  await sql.begin(async (tx) => {
    // Tells the triggers this is the seed, not a person (see the 20261123 migration).
    await tx`SELECT set_config('slc.seeding', 'on', true)`;
    const removed = new Set((await tx<{ id: string }[]>`SELECT id FROM destination_removals`).map((r) => r.id));
    const wanted = rows.filter((r) => !removed.has(r.id));
    for (let i = 0; i < wanted.length; i += 200) {
      const chunk = wanted.slice(i, i + 200).map((r) => ({ ...r, details: tx.json(r.details as Parameters<typeof tx.json>[0]) }));
      await tx`
        INSERT INTO destinations ${tx(chunk, ...COLUMNS)}
        ON CONFLICT (id) DO UPDATE SET
          name = excluded.name, category = excluded.category, subscription_tier = excluded.subscription_tier,
          drive_time_minutes = excluded.drive_time_minutes, is_olympic_venue = excluded.is_olympic_venue,
          family_friendly = excluded.family_friendly, lat = excluded.lat, lng = excluded.lng,
          details = excluded.details, updated_at = now()
        WHERE destinations.touched_at IS NULL AND destinations.origin = 'catalogue'
          AND (destinations.name, destinations.category, destinations.subscription_tier, destinations.drive_time_minutes,
               destinations.is_olympic_venue, destinations.family_friendly, destinations.lat, destinations.lng, destinations.details)
            IS DISTINCT FROM (excluded.name, excluded.category, excluded.subscription_tier, excluded.drive_time_minutes,
               excluded.is_olympic_venue, excluded.family_friendly, excluded.lat, excluded.lng, excluded.details)`;
    }
    await tx`
      INSERT INTO seed_state (name, content_hash) VALUES ('destinations', ${hash})
      ON CONFLICT (name) DO UPDATE SET content_hash = excluded.content_hash, applied_at = now()`;
  });
  return { applied: true, count: rows.length };
}

/** A free catalogue id: the name's slug, then -2, -3 … (`fallback` names it when the slug is empty). */
async function freeId(sql: Queryable, name: string, fallback: string): Promise<string> {
  const base = slugify(name) || fallback;
  const taken = new Set((await sql<{ id: string }[]>`SELECT id FROM destinations WHERE id = ${base} OR id LIKE ${`${base}-%`}`).map((r) => r.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Adds a place that did not come from the catalogue files (an approved submission): a free id
 * from its name, origin 'submission' and touched, so the seed leaves it alone. Runs inside the
 * caller's transaction when given one. Returns the id.
 */
export async function addSubmittedDestination(
  sql: Queryable,
  place: Omit<DestinationColumns, 'id'>,
  details: Record<string, unknown>,
  fallbackId: string,
): Promise<string> {
  const row = rowOf({ ...place, id: await freeId(sql, place.name, fallbackId) }, details);
  await sql`
    INSERT INTO destinations (id, name, category, subscription_tier, drive_time_minutes, is_olympic_venue, family_friendly, lat, lng, details, origin, touched_at)
    VALUES (${row.id}, ${row.name}, ${row.category}, ${row.subscriptionTier}, ${row.driveTimeMinutes}, ${row.isOlympicVenue},
            ${row.familyFriendly}, ${row.lat}, ${row.lng}, ${sql.json(row.details as Parameters<typeof sql.json>[0])}, 'submission', now())`;
  return row.id;
}

/** Withdraws a place a submission added (a catalogue place is never removed this way). */
export async function removeSubmittedDestination(sql: Queryable, id: string): Promise<void> {
  await sql`DELETE FROM destinations WHERE id = ${id} AND origin = 'submission'`;
}

/** Where the catalogue's places lie, by street address: what an address without coordinates is placed by. */
export function catalogueAddresses(sql: Queryable): Promise<Array<{ address: string; coordinates: { lat: number; lng: number } }>> {
  return sql<{ address: string; lat: number; lng: number }[]>`
    SELECT details->>'address' AS address, lat, lng FROM destinations
    WHERE origin = 'catalogue' AND lat IS NOT NULL AND lng IS NOT NULL AND details ? 'address'`.then((rows) =>
    rows.map((r) => ({ address: r.address, coordinates: { lat: r.lat, lng: r.lng } })),
  );
}
