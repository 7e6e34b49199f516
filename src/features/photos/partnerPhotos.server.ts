import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ConflictError, HttpError, NotFoundError } from '../../lib/errors.ts';
import { text } from '../../lib/text.ts';
import type { Sql } from '../../server/db.ts';
import { rateLimit } from '../../server/rateLimit.ts';
import type { PartnerPhotoStatus, PartnerPhotoView } from './partnerPhotos.ts';
import type { Photo } from './photos.ts';
import { PHOTO_FILE, photoStore } from './photoStore.server.ts';
import { processUpload, UPLOAD_LIMITS } from './upload.server.ts';
import { log } from '../../server/log.ts';

export type { PartnerPhotoStatus, PartnerPhotoView };

/** Uploads per client address an hour (each costs a decode and three encodes). */
export const UPLOADS_PER_HOUR = 20;

/** The query of POST /api/submissions/photos: the status link's token, the photo's words, the rights. */
export const uploadQuerySchema = z.object({
  token: text().min(1, 'The status link has no token').max(200, 'The status link is not valid'),
  alt: text().trim().min(1, 'Describe the photo in a few words (its alt text)').max(200, 'Keep the description under 200 characters'),
  rights: z.literal('yes', { error: 'Confirm that you hold the rights to this photo and let SLC Trips show it' }),
});
export const tokenQuerySchema = uploadQuerySchema.pick({ token: true });

/** A partner photo's id in a path (PUT /api/admin/photos/{id}) and its stored file's name (GET /api/photos/{file}). */
export const photoIdSchema = z.guid();
export const photoFileSchema = z.string().regex(PHOTO_FILE);
export const reviewPhotoSchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']) }).strict();
export const hidePhotoSchema = z
  .object({
    destinationId: text().min(1).max(200),
    photoId: z.string().regex(/^(google|nps|partner):[A-Za-z0-9-]{1,64}$/, 'Not a photo id of GET /api/destinations/{id}/photos'),
    hidden: z.boolean(),
  })
  .strict();

/** A photo's row: view() adds what it does not store (the sizes' addresses). */
interface Row {
  id: string;
  submissionId: string;
  status: PartnerPhotoStatus;
  alt: string;
  widths: number[];
  width: number;
  height: number;
  createdAt: Date;
}

const fileOf = (id: string, width: number) => `${id}-${width}.webp`;
const sizesOf = (r: Pick<Row, 'id' | 'widths'>, query = '') =>
  [...r.widths].sort((a, b) => a - b).map((w) => ({ url: `/api/photos/${fileOf(r.id, w)}${query}`, width: w }));
const view = (r: Row, query = ''): PartnerPhotoView => ({
  id: r.id,
  status: r.status,
  alt: r.alt,
  width: r.width,
  height: r.height,
  sizes: sizesOf(r, query),
  createdAt: r.createdAt.toISOString(),
});

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const NOT_VALID = 'This status link is not valid. If you received a newer e-mail about this submission, use the link in it.';

/** The submission of a status-link token (decision 025: only its SHA-256 is stored), or a 404. */
async function submissionOf(sql: Sql, token: string): Promise<{ id: string; status: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFoundError(NOT_VALID);
  const [row] = await sql<{ id: string; status: string }[]>`
    SELECT id, status FROM submissions WHERE status_token_hash = ${createHash('sha256').update(token).digest('hex')}`;
  if (!row) throw new NotFoundError(NOT_VALID);
  return row;
}

/** Counts an upload against the client's hourly limit (429 beyond it). */
export function limitUploads(sql: Sql, clientKey: string): Promise<void> {
  return rateLimit(sql, `photo-upload:${clientKey}`, UPLOADS_PER_HOUR, 3600);
}

/**
 * A partner's upload through its status link: the submission must exist and not be rejected,
 * hold fewer than three photos, and the body must pass processUpload. The files are written
 * first and removed again when the row is refused, so a refused upload leaves nothing behind.
 */
export async function uploadPartnerPhoto(
  sql: Sql,
  query: z.infer<typeof uploadQuerySchema>,
  readBytes: () => Promise<Uint8Array>,
  contentType: string,
): Promise<PartnerPhotoView> {
  const submission = await submissionOf(sql, query.token);
  if (submission.status === 'rejected') throw new ConflictError('This submission was not accepted, so it takes no photos.');
  const countKept = async (q: Sql) =>
    (await q<{ n: number }[]>`SELECT count(*)::int AS n FROM partner_photos WHERE submission_id = ${submission.id} AND status <> 'rejected'`)[0]!.n;
  const tooMany = () => new ConflictError(`A submission takes at most ${UPLOAD_LIMITS.perSubmission} photos.`);
  if ((await countKept(sql)) >= UPLOAD_LIMITS.perSubmission) throw tooMany();

  const photo = await processUpload(await readBytes(), contentType);
  const id = randomUUID();
  const store = photoStore();
  const files = photo.variants.map((v) => fileOf(id, v.width));
  try {
    for (const v of photo.variants) await store.put(fileOf(id, v.width), v.bytes, 'image/webp');
    const row = await sql.begin(async (tx) => {
      // One upload at a time per submission, so two at once cannot make a fourth photo.
      await tx`SELECT id FROM submissions WHERE id = ${submission.id} FOR UPDATE`;
      if ((await countKept(tx as unknown as Sql)) >= UPLOAD_LIMITS.perSubmission) throw tooMany();
      const [inserted] = await tx<Row[]>`
        INSERT INTO partner_photos (id, submission_id, alt, widths, width, height, bytes, rights_confirmed_at)
        VALUES (${id}, ${submission.id}, ${query.alt}, ${photo.variants.map((v) => v.width)}, ${photo.width}, ${photo.height},
                ${photo.variants.reduce((n, v) => n + v.bytes.length, 0)}, now())
        RETURNING id, submission_id, status, alt, widths, width, height, created_at`;
      return inserted!;
    });
    return view(row, `?token=${encodeURIComponent(query.token)}`);
  } catch (error) {
    await store.remove(files).catch((e: unknown) => log.error('photos', `could not remove the files of a refused upload: ${(e as Error).message}`));
    throw error;
  }
}

/** A submission's photos, oldest first. */
const photosOf = (sql: Sql, submissionId: string) =>
  sql<
    Row[]
  >`SELECT id, submission_id, status, alt, widths, width, height, created_at FROM partner_photos WHERE submission_id = ${submissionId} ORDER BY created_at`;

/** The photos of the submission behind a status-link token (the submitter's own view). */
export async function photosOfToken(sql: Sql, token: string): Promise<PartnerPhotoView[]> {
  const submission = await submissionOf(sql, token);
  const rows = await photosOf(sql, submission.id);
  return rows.map((r) => view(r, `?token=${encodeURIComponent(token)}`));
}

/** The photos of a submission, for staff reviewing it. */
export async function photosOfSubmission(sql: Sql, submissionId: string): Promise<PartnerPhotoView[]> {
  const rows = await photosOf(sql, submissionId);
  return rows.map((r) => view(r));
}

/** Staff approve, reject or put back a partner photo. */
export async function reviewPartnerPhoto(sql: Sql, id: string, status: PartnerPhotoStatus): Promise<PartnerPhotoView> {
  const [row] = await sql<Row[]>`
    UPDATE partner_photos SET status = ${status}, reviewed_at = CASE WHEN ${status}::text = 'pending' THEN NULL ELSE now() END
    WHERE id = ${id} RETURNING id, submission_id, status, alt, widths, width, height, created_at`;
  if (!row) throw new NotFoundError('No such photo');
  return view(row);
}

/** Staff hide (or show again) any photo of any source on a place. */
export async function setPhotoHidden(
  sql: Sql,
  input: z.infer<typeof hidePhotoSchema>,
  staffEmail: string,
): Promise<{ destinationId: string; photoId: string; hidden: boolean }> {
  const [known] = await sql<{ id: string }[]>`SELECT id FROM destinations WHERE id = ${input.destinationId}`;
  if (!known) throw new NotFoundError('No such destination');
  if (input.hidden) {
    await sql`
      INSERT INTO hidden_photos (destination_id, photo_id, hidden_by) VALUES (${input.destinationId}, ${input.photoId}, ${staffEmail})
      ON CONFLICT (destination_id, photo_id) DO NOTHING`;
  } else {
    await sql`DELETE FROM hidden_photos WHERE destination_id = ${input.destinationId} AND photo_id = ${input.photoId}`;
  }
  return { destinationId: input.destinationId, photoId: input.photoId, hidden: input.hidden };
}

/** The ids staff hid on a place. */
export async function hiddenPhotoIds(sql: Sql, destinationId: string): Promise<Set<string>> {
  const rows = await sql<{ photoId: string }[]>`SELECT photo_id FROM hidden_photos WHERE destination_id = ${destinationId}`;
  return new Set(rows.map((r) => r.photoId));
}

/** A place's approved partner photos in the photos API's shape, credited to the submitted business. */
export async function approvedPartnerPhotos(sql: Sql, destinationId: string): Promise<Photo[]> {
  const rows = await sql<(Row & { business: string })[]>`
    SELECT p.id, p.submission_id, p.status, p.alt, p.widths, p.width, p.height, p.created_at, s.name AS business
    FROM partner_photos p JOIN submissions s ON s.id = p.submission_id
    WHERE s.destination_id = ${destinationId} AND p.status = 'approved' ORDER BY p.created_at`;
  return rows.map((r) => {
    const sizes = sizesOf(r);
    return { id: `partner:${r.id}`, source: 'partner', src: sizes.at(-1)!.url, sizes, alt: r.alt, caption: null, credits: [{ text: r.business, url: null }] };
  });
}

/**
 * Who may read one stored file (GET /api/photos/{file}): everyone when the photo is approved,
 * its submission's place is approved and staff have not hidden it; otherwise staff, and the
 * submitter through its status-link token. Anyone else gets the same 404 as for no file.
 */
export async function readPhotoFile(
  sql: Sql,
  file: string,
  who: { isStaff: boolean; token: string | null },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; isPublic: boolean }> {
  if (!PHOTO_FILE.test(file)) throw new NotFoundError('No such photo');
  const id = file.slice(0, 36);
  const width = Number(file.slice(37, -'.webp'.length));
  const [row] = await sql<{ status: PartnerPhotoStatus; widths: number[]; destinationId: string | null; tokenHash: string | null; hidden: boolean }[]>`
    SELECT p.status, p.widths, s.destination_id, s.status_token_hash AS token_hash,
           EXISTS (SELECT 1 FROM hidden_photos h WHERE h.destination_id = s.destination_id AND h.photo_id = 'partner:' || p.id::text) AS hidden
    FROM partner_photos p JOIN submissions s ON s.id = p.submission_id WHERE p.id = ${id}`;
  if (!row?.widths.includes(width)) throw new NotFoundError('No such photo');
  const isPublic = row.status === 'approved' && row.destinationId !== null && !row.hidden;
  const isSubmitter = who.token !== null && row.tokenHash !== null && createHash('sha256').update(who.token).digest('hex') === row.tokenHash;
  if (!isPublic && !who.isStaff && !isSubmitter) throw new NotFoundError('No such photo');
  const bytes = await photoStore().get(file);
  if (!bytes) {
    log.error('photos', `${file} is in the database but not in the ${photoStore().kind} store`);
    throw new HttpError(404, 'No such photo');
  }
  return { bytes, isPublic };
}
