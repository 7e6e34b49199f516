import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Sql, Stored } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { escapeHtml, sendMail } from '../../server/mail.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import { purgeCatalogueCdn } from '../destinations/catalogueCache.server.ts';
import { addSubmittedDestination, catalogueAddresses, removeSubmittedDestination } from '../destinations/destinations.server.ts';
import { driveFromAirport, formatDistance, formatDriveTime } from '../roads/driveTime.ts';
import {
  destinationCategory,
  STATUS_EXPLANATIONS,
  STATUS_LABELS,
  splitHighlights,
  type Submission,
  type SubmissionStatus,
  type SubmissionStatusView,
} from './submissions.ts';
import type { ReviewData, SubmissionData } from './submissions.schema.ts';
import { requestSiteBuild } from '../publishing/siteBuild.server.ts';
import { locateAddress } from '../roads/towns.ts';

/** The public contact address named in the submission failure toast (CONTACT_EMAIL). */
export function contactEmail(): string {
  return env().CONTACT_EMAIL;
}

/** Submissions per client address per hour. */
export const SUBMISSIONS_PER_HOUR = 10;
/** Status-page reads per client address (a token is 256 random bits; this stops scripted guessing cold). */
export const STATUS_LOOKUPS = { limit: 60, windowSeconds: 10 * 60 } as const;
/** Corrections sent through status links per client address. */
export const STATUS_EDITS = { limit: 10, windowSeconds: 3600 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SubmissionRow = Stored<Submission, 'createdAt' | 'updatedAt' | 'reviewedAt'>;

const toSubmission = (r: SubmissionRow): Submission => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/**
 * The columns every submission read returns, as a fragment of the caller's query (or
 * transaction): exactly the fields of Submission, in its order (the order of the API's keys).
 */
const selectSubmissions = (sql: Queryable) => sql`
  SELECT s.id, s.name, s.category, s.address, s.website, s.phone, s.email, s.description, s.highlights, s.hours,
         s.pricing, s.seasonality, s.contact_name, s.business_role, s.status, s.created_at, s.updated_at,
         s.review_notes, s.reviewed_at, s.destination_id,
         CASE WHEN d.id IS NULL THEN NULL ELSE d.lat IS NOT NULL END AS located
  FROM submissions s LEFT JOIN destinations d ON d.id = s.destination_id`;

/* ------------------------------------------------------------------ status links (decision 025) */

/** A fresh status-link token: 256 random bits, URL-safe. Only its hash is stored. */
const newStatusToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** randomBytes(32) in base64url: anything else cannot be a token we issued. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The private link of one token, on the site's trusted origin. */
export function statusLink(origin: string, token: string): string {
  return `${origin}/submissions/status?token=${encodeURIComponent(token)}`;
}

type MailKind = 'received' | Exclude<SubmissionStatus, 'pending'>;
const SUBJECTS: Record<MailKind, (name: string) => string> = {
  received: (name) => `We received “${name}”`,
  approved: (name) => `“${name}” is approved`,
  rejected: (name) => `“${name}” was not accepted`,
  needs_changes: (name) => `Changes requested for “${name}”`,
};

/** The e-mail to a submitter: what happened, the reviewer's notes, the place and the private link. */
export function submitterMessage(
  kind: MailKind,
  s: { name: string; contactName: string; reviewNotes: string | null },
  link: string,
  placeUrl: string | null,
): { subject: string; text: string; html: string } {
  const opening =
    kind === 'received'
      ? `Thank you, ${s.contactName}. We received your submission “${s.name}” and will review it within 3-5 business days.`
      : `Hello ${s.contactName}, our team reviewed your submission “${s.name}”. Its status is now: ${STATUS_LABELS[kind]}. ${STATUS_EXPLANATIONS[kind]}`;
  const notes = kind !== 'received' && s.reviewNotes ? s.reviewNotes : null;
  const follow = 'Follow its status, read the reviewer’s notes and, when asked, correct it at your private link:';
  const privacy =
    'Keep this link to yourself: anyone who has it can see the submission. Each new e-mail about it carries a new link, and the older ones stop working.';
  const text = [
    opening,
    notes
      ? `Reviewer’s notes:
${notes}`
      : null,
    placeUrl ? `Its page: ${placeUrl}` : null,
    `${follow}

${link}`,
    privacy,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    `<p>${escapeHtml(opening)}</p>`,
    notes ? `<p><strong>Reviewer’s notes:</strong></p><p style="white-space:pre-line">${escapeHtml(notes)}</p>` : '',
    placeUrl ? `<p>Its page: <a href="${escapeHtml(placeUrl)}">${escapeHtml(placeUrl)}</a></p>` : '',
    `<p>${escapeHtml(follow)}</p><p><a href="${escapeHtml(link)}">See the status of “${escapeHtml(s.name)}”</a></p>`,
    `<p>${escapeHtml(privacy)}</p>`,
  ].join('');
  return { subject: SUBJECTS[kind](s.name), text, html };
}

/**
 * Issues a new token for a submission (retiring the previous one) and mails the submitter.
 * Without an origin (fixtures written straight into a database by tests) nothing is mailed.
 * A mail server that fails is logged and answered as false: the submission or decision is
 * stored either way, and the token it carried is never logged.
 */
async function notifySubmitter(sql: Sql, id: string, kind: MailKind, origin: string | undefined): Promise<boolean> {
  if (origin === undefined) return false;
  const token = newStatusToken();
  const [row] = await sql<{ name: string; contactName: string; email: string; reviewNotes: string | null; destinationId: string | null }[]>`
    UPDATE submissions SET status_token_hash = ${hashToken(token)} WHERE id = ${id}
    RETURNING name, contact_name, email, review_notes, destination_id`;
  if (!row) return false;
  const placeUrl = kind === 'approved' && row.destinationId ? `${origin}/destinations/${row.destinationId}/` : null;
  const message = submitterMessage(kind, row, statusLink(origin, token), placeUrl);
  try {
    await sendMail({ to: row.email, ...message });
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false; // sendMail has logged the mail server's answer
    throw error;
  }
}

/**
 * Stores a public submission as pending and mails the submitter a private status link.
 * Rate-limited per client address; a filled honeypot is answered like a success but nothing is
 * stored or sent, so a bot learns nothing.
 */
export async function createSubmission(sql: Sql, data: SubmissionData, clientKey: string, origin?: string): Promise<{ id: string | null; emailSent: boolean }> {
  await rateLimit(sql, `submit:${clientKey}`, SUBMISSIONS_PER_HOUR, 3600);
  if (data.promoCode) return { id: null, emailSent: true };
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO submissions (name, category, address, website, phone, email, description, highlights, hours, pricing,
                             seasonality, contact_name, business_role, client_key)
    VALUES (${data.name}, ${data.category}, ${data.address}, ${data.website ?? null}, ${data.phone}, ${data.email},
            ${data.description}, ${data.highlights ?? null}, ${data.hours ?? null}, ${data.pricing ?? null},
            ${data.seasonality ?? null}, ${data.contactName}, ${data.businessRole}, ${clientKey})
    RETURNING id`;
  const emailSent = await notifySubmitter(sql, row!.id, 'received', origin);
  return { id: row!.id, emailSent };
}

const NOT_VALID = 'This status link is not valid. If you received a newer e-mail about this submission, use the link in it.';

/** The submission a status token belongs to, or a 404 (wrong, retired or malformed token alike). */
async function byToken(sql: Queryable, token: string, lock = false): Promise<SubmissionRow> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError(NOT_VALID);
  const rows = await sql<SubmissionRow[]>`${selectSubmissions(sql)} WHERE s.status_token_hash = ${hashToken(token)} ${lock ? sql`FOR UPDATE OF s` : sql``}`;
  if (!rows[0]) throw new NotFoundError(NOT_VALID);
  return rows[0];
}

const toStatusView = (r: SubmissionRow): SubmissionStatusView => {
  const { id: _id, destinationId, located: _located, ...view } = toSubmission(r);
  return { ...view, placeUrl: view.status === 'approved' && destinationId ? `/destinations/${destinationId}/` : null };
};

/** GET /api/submissions/status: the token's submission as its submitter sees it, or 404. */
export async function submissionStatus(sql: Sql, token: string): Promise<SubmissionStatusView> {
  return toStatusView(await byToken(sql, token));
}

/** Counts one status-link request of a client against its limit (429 beyond). */
export function limitStatusLookups(sql: Sql, clientKey: string, edit: boolean): Promise<void> {
  const { limit, windowSeconds } = edit ? STATUS_EDITS : STATUS_LOOKUPS;
  return rateLimit(sql, `${edit ? 'status-edit' : 'status'}:${clientKey}`, limit, windowSeconds);
}

/**
 * The submitter's corrections through the status link: allowed only while staff ask for
 * changes (409 otherwise); stores the fields and puts the submission back to pending, so staff
 * see it again in the review list. The honeypot field is ignored here.
 */
export async function correctSubmission(sql: Sql, token: string, data: SubmissionData): Promise<SubmissionStatusView> {
  await sql.begin(async (tx) => {
    const row = await byToken(tx, token, true);
    if (row.status !== 'needs_changes') {
      throw new HttpError(409, `This submission is ${STATUS_LABELS[row.status].toLowerCase()}: it can be corrected only when our team asks for changes.`, {
        status: row.status,
      });
    }
    await tx`
      UPDATE submissions SET name = ${data.name}, category = ${data.category}, address = ${data.address}, website = ${data.website ?? null},
        phone = ${data.phone}, email = ${data.email}, description = ${data.description}, highlights = ${data.highlights ?? null},
        hours = ${data.hours ?? null}, pricing = ${data.pricing ?? null}, seasonality = ${data.seasonality ?? null},
        contact_name = ${data.contactName}, business_role = ${data.businessRole},
        status = 'pending', reviewed_at = NULL, updated_at = now()
      WHERE id = ${row.id}`;
  });
  return toStatusView(await byToken(sql, token));
}

/** Every submission, newest first. */
export async function listSubmissions(sql: Sql): Promise<Submission[]> {
  const rows = await sql<SubmissionRow[]>`${selectSubmissions(sql)} ORDER BY s.created_at DESC, s.id`;
  return rows.map(toSubmission);
}

/** One submission by id, or NotFoundError (also for a malformed id). */
export async function getSubmission(sql: Sql, id: string): Promise<Submission> {
  const rows = UUID.test(id) ? await sql<SubmissionRow[]>`${selectSubmissions(sql)} WHERE s.id = ${id}` : [];
  if (!rows[0]) throw new NotFoundError('Submission not found');
  return toSubmission(rows[0]);
}

/**
 * Adds an approved submission to the catalogue through the destinations folder (it owns the
 * table). The address is placed at its town (no geocoding); when no town is known the
 * destination has no coordinates and no drive time (0, as docs/product.md §3.1 reads a missing one).
 */
async function addToCatalogue(sql: Queryable, s: Submission): Promise<string> {
  const category = destinationCategory(s.category);
  // Only a row written outside the API can hold another value; refuse it rather than guess.
  if (!category) throw new HttpError(409, `This submission's category “${s.category}” is not one of the site's categories.`);
  const place = locateAddress(s.address, await catalogueAddresses(sql));
  const drive = place ? driveFromAirport(place) : null;
  const details = {
    description: s.description,
    address: s.address,
    phone: s.phone,
    ...(s.website && { website: s.website }),
    ...(s.hours && { hours: s.hours }),
    ...(s.pricing && { pricing: s.pricing }),
    ...(s.seasonality && { bestTimeToVisit: s.seasonality }),
    highlights: splitHighlights(s.highlights),
    // A legacy category (e.g. dining) says more than the site category it maps to: keep it as a tag.
    tags: ['Local business', ...(s.category === category ? [] : [s.category])],
    region: place?.town ?? '',
    ...(drive && { driveTimeText: formatDriveTime(drive.minutes), distance: formatDistance(drive.miles) }),
    // How the location was found, so a later editor knows the coordinates are a town's.
    location: place ? { precision: 'town', town: place.town, source: place.source } : { precision: 'unknown' },
    submissionId: s.id,
  };
  const columns = {
    name: s.name,
    category,
    subscriptionTier: 'free' as const,
    driveTimeMinutes: drive ? Math.round(drive.minutes) : 0,
    isOlympicVenue: false,
    familyFriendly: category === 'Family Fun',
    coordinates: place ? { lat: place.lat, lng: place.lng } : null,
  };
  return addSubmittedDestination(sql, columns, details, `submission-${s.id.slice(0, 8)}`);
}

/**
 * Sets a submission's status and notes. Approving adds it to the catalogue (once); moving an
 * approved submission back to pending or rejected withdraws the destination it created.
 */
export async function reviewSubmission(sql: Sql, id: string, review: ReviewData, origin?: string): Promise<Submission & { notified: boolean | null }> {
  const current = await getSubmission(sql, id);
  let catalogueChanged = false;
  await sql.begin(async (tx) => {
    // Lock the row so two reviewers approving at once create one destination.
    const [locked] = await tx<{ destinationId: string | null }[]>`SELECT destination_id FROM submissions WHERE id = ${id} FOR UPDATE`;
    let destinationId = locked?.destinationId ?? null;
    if (review.status === 'approved' && !destinationId) {
      destinationId = await addToCatalogue(tx, current);
      catalogueChanged = true;
    }
    if (review.status !== 'approved' && destinationId) {
      await removeSubmittedDestination(tx, destinationId);
      destinationId = null;
      catalogueChanged = true;
    }
    await tx`
      UPDATE submissions SET status = ${review.status}, review_notes = ${review.reviewNotes ?? null},
        reviewed_at = CASE WHEN ${review.status}::text = 'pending' THEN NULL ELSE now() END, destination_id = ${destinationId},
        updated_at = now()
      WHERE id = ${id}`;
  });
  // The API's cached bodies follow the catalogue version by themselves; the CDN needs telling.
  await purgeCatalogueCdn();
  // The prebuilt pages (lists, counts, the place's own page) follow by a rebuild, debounced.
  if (catalogueChanged) await requestSiteBuild(sql);
  // Every decision mails the submitter a fresh link (the previous one stops working); moving a
  // submission back to pending is staff's own bookkeeping and mails nothing (null).
  const notified = review.status === 'pending' ? null : await notifySubmitter(sql, id, review.status, origin);
  return { ...(await getSubmission(sql, id)), notified };
}
