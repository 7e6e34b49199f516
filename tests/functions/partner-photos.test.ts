import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerPhotoView } from '../../src/features/photos/partnerPhotos.server.ts';
import type { DestinationPhotos } from '../../src/features/photos/photos.ts';
import { PHOTO_WIDTHS, UPLOAD_LIMITS } from '../../src/features/photos/upload.server.ts';
import { env } from '../../src/server/env.ts';
import { localContext } from '../../src/server/functions.ts';
import { startFakeStorage, type FakeStorage } from '../fakes/supabaseStorage.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { jpegWithGps, png, pngClaiming, SVG } from '../helpers/images.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import adminHiddenPhotos from '../../functions/admin-hidden-photos.mts';
import adminPhoto from '../../functions/admin-photo.mts';
import adminPhotos from '../../functions/admin-photos.mts';
import destinationPhotos from '../../functions/destination-photos.mts';
import photoFile from '../../functions/photo-file.mts';
import submissionPhotos from '../../functions/submission-photos.mts';
import { resetProcessState } from '../../src/server/processState.ts';

// Issue 22, decision 029: partner photos uploaded through a submission's status link, checked as
// hostile input, re-encoded, stored, shown only once staff approve them, and hidden by staff.
let database: TestDatabase;
let staff: string;
let storage: FakeStorage;
withStaffDatabase('partner-photos', (d, s) => {
  database = d;
  staff = s;
});
beforeAll(async () => {
  storage = await startFakeStorage();
});
afterAll(async () => {
  await storage.close();
  delete process.env.PHOTO_STORE;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  resetProcessState();
});

const ORIGIN = 'http://127.0.0.1:4321';
// Temple Square is in the fixture catalogue; the e2e and other tests never see this submission.
const PLACE = 'temple-square';
let token: string;
let submissionId: string;
let client = 0;
const nextIp = () => `198.51.100.${++client}`;

async function newSubmission(status = 'approved', destinationId: string | null = PLACE): Promise<{ token: string; id: string }> {
  const t = `PartnerPhotoToken${Date.now().toString(36)}${(++client).toString(36)}`.padEnd(43, 'x').slice(0, 43);
  const [row] = await database.sql<{ id: string }[]>`
    INSERT INTO submissions (name, category, address, phone, email, description, contact_name, business_role, client_key, status, destination_id, status_token_hash)
    VALUES ('Temple Square Tours', 'cultural', '50 N Temple, Salt Lake City, UT', '(801) 555-0100', 'tours@example.com', 'Guided walks.',
            'Pat Guide', 'owner', 'partner-photos', ${status}, ${destinationId}, ${createHash('sha256').update(t).digest('hex')})
    RETURNING id`;
  return { token: t, id: row!.id };
}

function upload(body: BodyInit | Uint8Array, type: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const q = new URLSearchParams({ token, alt: 'The temple’s spires above the garden', rights: 'yes', ...query });
  const request = new Request(`${ORIGIN}/api/submissions/photos?${q}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: ORIGIN, ...headers },
    body: body as BodyInit,
    duplex: 'half',
  } as RequestInit);
  return submissionPhotos(request, localContext(request, {}, nextIp()));
}
const as = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {});
async function file(name: string, cookie: string | null = null, query = '') {
  const request = new Request(`${ORIGIN}/api/photos/${name}${query}`, { headers: as(cookie) });
  return photoFile(request, localContext(request, { file: name }));
}
async function placePhotos(): Promise<DestinationPhotos> {
  const request = new Request(`${ORIGIN}/api/destinations/${PLACE}/photos`);
  return (await destinationPhotos(request, localContext(request, { id: PLACE }))).json() as Promise<DestinationPhotos>;
}
async function review(id: string, status: string, cookie = staff) {
  const request = new Request(`${ORIGIN}/api/admin/photos/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ status }),
  });
  return adminPhoto(request, localContext(request, { id }));
}
async function hide(photoId: string, hidden: boolean, cookie = staff) {
  const request = new Request(`${ORIGIN}/api/admin/hidden-photos`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ destinationId: PLACE, photoId, hidden }),
  });
  return adminHiddenPhotos(request, localContext(request, {}));
}
async function staffList(id: string, cookie: string | null = staff) {
  const request = new Request(`${ORIGIN}/api/admin/photos?submission=${id}`, { headers: as(cookie) });
  return adminPhotos(request, localContext(request, {}));
}
const photosDir = () => path.join(env().dataDir, 'photos');
const storedFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);
const rowCount = async () => (await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM partner_photos`)[0]!.n;

beforeEach(async () => {
  delete process.env.PHOTO_STORE;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  // No outside photo sources: the partner photos are the whole answer.
  delete process.env.GOOGLE_PLACES_API_KEY;
  delete process.env.NPS_API_KEY;
  resetProcessState();
  ({ token, id: submissionId } = await newSubmission());
  await database.sql`DELETE FROM rate_limits`;
});

describe('POST /api/submissions/photos', () => {
  it('turns a JPEG with GPS EXIF into WebP in three widths without it; staff and the submitter see it, nobody else until approved', async () => {
    const response = await upload(await jpegWithGps(2000, 1500), 'image/jpeg');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const photo = (await response.json()) as PartnerPhotoView;
    expect(photo).toMatchObject({ status: 'pending', alt: 'The temple’s spires above the garden', width: 2000, height: 1500 });
    expect(photo.sizes.map((s) => s.width)).toEqual([...PHOTO_WIDTHS]);
    const names = PHOTO_WIDTHS.map((w) => `${photo.id}-${w}.webp`);
    expect(storedFiles()).toEqual(expect.arrayContaining(names));
    for (const [i, name] of names.entries()) {
      const bytes = fs.readFileSync(path.join(photosDir(), name));
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif, xmp: meta.xmp }).toEqual({
        format: 'webp',
        width: PHOTO_WIDTHS[i],
        exif: undefined,
        xmp: undefined,
      });
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }

    // Unapproved: not on the place, not to the public; to staff and to the submitter's token.
    expect((await placePhotos()).photos).toEqual([]);
    expect((await file(names[0]!)).status).toBe(404);
    const asStaff = await file(names[0]!, staff);
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('content-type')).toBe('image/webp');
    expect(asStaff.headers.get('cache-control')).toBe('private, no-store');
    expect((await file(names[0]!, null, `?token=${token}`)).status).toBe(200);
    expect((await file(names[0]!, null, `?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect(((await (await staffList(submissionId)).json()) as PartnerPhotoView[]).map((p) => [p.id, p.status])).toEqual([[photo.id, 'pending']]);
    expect((await staffList(submissionId, null)).status).toBe(401);

    // Approved by staff: on the place first, credited to the business, public and cached.
    expect((await review(photo.id, 'approved')).status).toBe(200);
    const [shown] = (await placePhotos()).photos;
    expect(shown).toEqual({
      id: `partner:${photo.id}`,
      source: 'partner',
      src: `/api/photos/${names[2]}`,
      sizes: PHOTO_WIDTHS.map((w, i) => ({ url: `/api/photos/${names[i]}`, width: w })),
      alt: 'The temple’s spires above the garden',
      caption: null,
      credits: [{ text: 'Temple Square Tours', url: null }],
    });
    const open = await file(names[1]!);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=86400');

    // Hidden by staff: gone from the place and from the public file, staff still see it.
    expect((await hide(`partner:${photo.id}`, true)).status).toBe(200);
    expect((await placePhotos()).photos).toEqual([]);
    expect((await file(names[1]!)).status).toBe(404);
    expect((await file(names[1]!, staff)).status).toBe(200);
    expect((await hide(`partner:${photo.id}`, false)).status).toBe(200);
    expect((await placePhotos()).photos).toHaveLength(1);
  });

  it.each([
    ['a PNG named as a JPEG', async () => [await png(), 'image/jpeg'] as const, 415, /says it is JPEG but its content is a PNG image/],
    ['an SVG', async () => [SVG, 'image/svg+xml'] as const, 415, /must be a JPEG, PNG or WebP image/],
    ['a 20,000 × 20,000 pixel image', async () => [pngClaiming(20_000, 20_000), 'image/png'] as const, 422, /20000 × 20000 pixels/],
    ['a truncated JPEG', async () => [(await jpegWithGps(1200, 900)).subarray(0, 9000), 'image/jpeg'] as const, 422, /cut off or damaged/],
  ])('refuses %s with a clear 4xx JSON error and stores nothing', async (_what, make, status, message) => {
    const [body, type] = await make();
    const before = { files: storedFiles(), rows: await rowCount() };
    const response = await upload(body, type);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string; field: string };
    expect(answer.error).toMatch(message);
    expect(answer.field).toBe('file');
    expect({ files: storedFiles(), rows: await rowCount() }).toEqual(before);
  });

  it('refuses a 30 MB body with 413 without reading it whole, however it is sent', async () => {
    const before = { files: storedFiles(), rows: await rowCount() };
    const total = 30 * 1024 * 1024;
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024).fill(0xff);
    const stream = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
    // Chunked, no length: cut off just past the limit.
    const chunked = await upload(stream(), 'image/jpeg');
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: string }).error).toMatch(/Body too large/);
    // What was read is the limit plus the chunk that passed it and one the stream read ahead.
    expect(pulled).toBeLessThanOrEqual(UPLOAD_LIMITS.maxBytes + 2 * chunk.length);
    // Declared: refused on the header alone.
    pulled = 0;
    const declared = await upload(stream(), 'image/jpeg', {}, { 'content-length': String(total) });
    expect(declared.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2 * chunk.length);
    expect({ files: storedFiles(), rows: await rowCount() }).toEqual(before);
  });

  it('asks for the rights and a description, a valid link, and takes three photos at most', async () => {
    const jpeg = await jpegWithGps(800, 600);
    const noRights = await upload(jpeg, 'image/jpeg', { rights: 'no' });
    expect(noRights.status).toBe(400);
    expect(JSON.stringify(await noRights.json())).toContain('"path":"rights"');
    const noAlt = await upload(jpeg, 'image/jpeg', { alt: ' ' });
    expect(noAlt.status).toBe(400);
    expect(JSON.stringify(await noAlt.json())).toContain('"path":"alt"');
    expect((await upload(jpeg, 'image/jpeg', { token: 'A'.repeat(43) })).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await upload(jpeg, 'image/jpeg')).status).toBe(201);
    const fourth = await upload(jpeg, 'image/jpeg');
    expect(fourth.status).toBe(409);
    expect(((await fourth.json()) as { error: string }).error).toBe('A submission takes at most 3 photos.');
    const rejected = await newSubmission('rejected', null);
    token = rejected.token;
    expect((await upload(jpeg, 'image/jpeg')).status).toBe(409);
  });

  it('lists a submitter’s own photos through the token, with links that carry it', async () => {
    await upload(await jpegWithGps(800, 600), 'image/jpeg');
    const request = new Request(`${ORIGIN}/api/submissions/photos?token=${token}`);
    const list = (await (await submissionPhotos(request, localContext(request, {}))).json()) as PartnerPhotoView[];
    expect(list).toHaveLength(1);
    expect(list[0]!.sizes[0]!.url).toBe(`/api/photos/${list[0]!.id}-480.webp?token=${token}`);
  });

  it('keeps the files in Supabase Storage when set up for it, and serves them from there', async () => {
    Object.assign(process.env, { PHOTO_STORE: 'supabase', SUPABASE_URL: storage.url, SUPABASE_SERVICE_ROLE_KEY: storage.serviceKey });
    resetProcessState();
    const before = storedFiles();
    const response = await upload(await jpegWithGps(1000, 750), 'image/jpeg');
    expect(response.status).toBe(201);
    const photo = (await response.json()) as PartnerPhotoView;
    expect([...storage.objects.keys()].filter((k) => k.includes(photo.id)).sort()).toEqual(
      [480, 960, 1000].map((w) => `place-photos/${photo.id}-${w}.webp`).sort(),
    );
    expect(storedFiles()).toEqual(before);
    const served = await file(`${photo.id}-960.webp`, staff);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    // A refused upload leaves nothing there either.
    const objects = storage.objects.size;
    expect((await upload(SVG, 'image/svg+xml')).status).toBe(415);
    expect(storage.objects.size).toBe(objects);
  });
});

describe('staff photo routes', () => {
  it('are for staff only, and name what is wrong', async () => {
    const { id } = (await (await upload(await jpegWithGps(800, 600), 'image/jpeg')).json()) as PartnerPhotoView;
    expect((await review(id, 'approved', '')).status).toBe(401);
    expect((await review(id, 'shown')).status).toBe(400);
    expect((await review('00000000-0000-4000-8000-000000000000', 'approved')).status).toBe(404);
    expect((await hide('google:not a photo', true)).status).toBe(400);
    const unknownPlace = new Request(`${ORIGIN}/api/admin/hidden-photos`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: staff },
      body: JSON.stringify({ destinationId: 'no-such-place', photoId: 'nps:abc', hidden: true }),
    });
    expect((await adminHiddenPhotos(unknownPlace, localContext(unknownPlace, {}))).status).toBe(404);
  });
});
