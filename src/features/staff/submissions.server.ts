import type { Sql } from '../../server/db.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { purgeCatalogueCdn } from '../destinations/catalogueCache.server.ts';
import { driveFromAirport, formatDistance, formatDriveTime } from '../destinations/driveTime.ts';
import { CATEGORY_TO_DESTINATION, slugify, splitHighlights, type ReviewData, type Submission, type SubmissionData } from './staff.ts';
import { locateAddress } from './towns.ts';

/** Submissions per client address per hour. */
export const SUBMISSIONS_PER_HOUR = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SubmissionRow {
  id: string;
  name: string;
  category: Submission['category'];
  address: string;
  website: string | null;
  phone: string;
  email: string;
  description: string;
  highlights: string | null;
  hours: string | null;
  pricing: string | null;
  seasonality: string | null;
  contact_name: string;
  business_role: Submission['businessRole'];
  status: Submission['status'];
  review_notes: string | null;
  reviewed_at: Date | null;
  destination_id: string | null;
  located: boolean | null;
  created_at: Date;
}

const toSubmission = (r: SubmissionRow): Submission => ({
  id: r.id,
  name: r.name,
  category: r.category,
  address: r.address,
  website: r.website,
  phone: r.phone,
  email: r.email,
  description: r.description,
  highlights: r.highlights,
  hours: r.hours,
  pricing: r.pricing,
  seasonality: r.seasonality,
  contactName: r.contact_name,
  businessRole: r.business_role,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  reviewNotes: r.review_notes,
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
  destinationId: r.destination_id,
  located: r.located,
});

const SELECT = `
  SELECT s.id, s.name, s.category, s.address, s.website, s.phone, s.email, s.description, s.highlights, s.hours,
         s.pricing, s.seasonality, s.contact_name, s.business_role, s.status, s.review_notes, s.reviewed_at,
         s.destination_id, s.created_at,
         CASE WHEN d.id IS NULL THEN NULL ELSE d.lat IS NOT NULL END AS located
  FROM submissions s LEFT JOIN destinations d ON d.id = s.destination_id`;

/**
 * Stores a public submission as pending. Rate-limited per client address; a filled honeypot
 * is answered like a success but nothing is stored, so a bot learns nothing.
 */
export async function createSubmission(sql: Sql, data: SubmissionData, clientKey: string): Promise<{ id: string | null }> {
  await rateLimit(sql, `submit:${clientKey}`, SUBMISSIONS_PER_HOUR, 3600);
  if (data.promoCode) return { id: null };
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO submissions (name, category, address, website, phone, email, description, highlights, hours, pricing,
                             seasonality, contact_name, business_role, client_key)
    VALUES (${data.name}, ${data.category}, ${data.address}, ${data.website ?? null}, ${data.phone}, ${data.email},
            ${data.description}, ${data.highlights ?? null}, ${data.hours ?? null}, ${data.pricing ?? null},
            ${data.seasonality ?? null}, ${data.contactName}, ${data.businessRole}, ${clientKey})
    RETURNING id`;
  return { id: row!.id };
}

/** Every submission, newest first. */
export async function listSubmissions(sql: Sql): Promise<Submission[]> {
  const rows = await sql.unsafe<SubmissionRow[]>(`${SELECT} ORDER BY s.created_at DESC, s.id`);
  return rows.map(toSubmission);
}

/** One submission by id, or NotFoundError (also for a malformed id). */
export async function getSubmission(sql: Sql, id: string): Promise<Submission> {
  const rows = UUID.test(id) ? await sql.unsafe<SubmissionRow[]>(`${SELECT} WHERE s.id = $1`, [id]) : [];
  if (!rows[0]) throw new NotFoundError('Submission not found');
  return toSubmission(rows[0]);
}

/** A free catalogue id: the name's slug, then -2, -3 … */
async function freeId(sql: Sql, name: string, fallback: string): Promise<string> {
  const base = slugify(name) || `submission-${fallback.slice(0, 8)}`;
  const taken = new Set((await sql<{ id: string }[]>`SELECT id FROM destinations WHERE id = ${base} OR id LIKE ${`${base}-%`}`).map((r) => r.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Adds an approved submission to the catalogue (origin 'submission', touched so the seed
 * leaves it alone). The address is placed at its town (no geocoding); when no town is known
 * the destination has no coordinates and no drive time (0, as SPEC §3 reads a missing one).
 */
async function addToCatalogue(sql: Sql, s: Submission): Promise<string> {
  const catalogue = await sql<{ address: string; lat: number; lng: number }[]>`
    SELECT details->>'address' AS address, lat, lng FROM destinations
    WHERE origin = 'catalogue' AND lat IS NOT NULL AND lng IS NOT NULL AND details ? 'address'`;
  const place = locateAddress(
    s.address,
    catalogue.map((c) => ({ address: c.address, coordinates: { lat: c.lat, lng: c.lng } })),
  );
  const drive = place ? driveFromAirport(place) : null;
  const id = await freeId(sql, s.name, s.id);
  const details = {
    description: s.description,
    address: s.address,
    phone: s.phone,
    ...(s.website && { website: s.website }),
    ...(s.hours && { hours: s.hours }),
    ...(s.pricing && { pricing: s.pricing }),
    ...(s.seasonality && { bestTimeToVisit: s.seasonality }),
    highlights: splitHighlights(s.highlights),
    tags: ['Local business', s.category],
    region: place?.town ?? '',
    ...(drive && { driveTimeText: formatDriveTime(drive.minutes), distance: formatDistance(drive.miles) }),
    // How the location was found, so a later editor knows the coordinates are a town's.
    location: place ? { precision: 'town', town: place.town, source: place.source } : { precision: 'unknown' },
    submissionId: s.id,
  };
  await sql`
    INSERT INTO destinations (id, name, category, subscription_tier, drive_time_minutes, family_friendly, lat, lng, details, origin, touched_at)
    VALUES (${id}, ${s.name}, ${CATEGORY_TO_DESTINATION[s.category]}, 'free', ${drive ? Math.round(drive.minutes) : 0},
            ${s.category === 'family'}, ${place?.lat ?? null}, ${place?.lng ?? null}, ${sql.json(details)}, 'submission', now())`;
  return id;
}

/**
 * Sets a submission's status and notes. Approving adds it to the catalogue (once); moving an
 * approved submission back to pending or rejected withdraws the destination it created.
 */
export async function reviewSubmission(sql: Sql, id: string, review: ReviewData): Promise<Submission> {
  const current = await getSubmission(sql, id);
  await sql.begin(async (tx) => {
    // Lock the row so two reviewers approving at once create one destination.
    const [locked] = await tx<{ destination_id: string | null }[]>`SELECT destination_id FROM submissions WHERE id = ${id} FOR UPDATE`;
    let destinationId = locked?.destination_id ?? null;
    if (review.status === 'approved' && !destinationId) destinationId = await addToCatalogue(tx as unknown as Sql, current);
    if (review.status !== 'approved' && destinationId) {
      await tx`DELETE FROM destinations WHERE id = ${destinationId} AND origin = 'submission'`;
      destinationId = null;
    }
    await tx`
      UPDATE submissions SET status = ${review.status}, review_notes = ${review.reviewNotes ?? null},
        reviewed_at = CASE WHEN ${review.status}::text = 'pending' THEN NULL ELSE now() END, destination_id = ${destinationId}
      WHERE id = ${id}`;
  });
  // The API's cached bodies follow the catalogue version by themselves; the CDN needs telling.
  await purgeCatalogueCdn();
  return getSubmission(sql, id);
}
