import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/errors.ts';
import { UPLOAD_RULES } from './partnerPhotos.ts';

/**
 * Partner photo uploads as hostile input (issue 22, decision 029): the type is read from the
 * bytes and must match what the upload says it is; size, pixel count and a full decode are
 * checked before anything is kept; what is kept is a re-encoding (WebP in up to three widths)
 * with no metadata at all (EXIF, GPS, XMP, ICC comments), never the uploaded bytes.
 */
export const UPLOAD_LIMITS = {
  /** Bytes of one upload; the body is refused past this without being read whole. */
  maxBytes: UPLOAD_RULES.maxBytes,
  /** Pixels of the decoded image (about a 40-megapixel camera); a decompression bomb stops here. */
  maxPixels: 40_000_000,
  /** Neither side longer than this, nor shorter than minSide. */
  maxSide: 12_000,
  minSide: 200,
  /** Photos per submission. */
  perSubmission: UPLOAD_RULES.perSubmission,
} as const;

/** The widths kept (each at most the original's width). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const NAMES: Record<ImageType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** The image type of the bytes by their signature, or null (SVG, HTML, anything else). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

const refuse = (status: number, message: string) => new HttpError(status, message, { field: 'file' });

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: Array<{ width: number; bytes: Buffer }>;
}

/**
 * Checks an upload and re-encodes it. `declaredType` is the upload's Content-Type (the browser
 * takes it from the file's name): a PNG named .jpg, an SVG, a truncated or oversized image is
 * a 4xx naming the file, and nothing is returned to keep.
 */
export async function processUpload(bytes: Uint8Array, declaredType: string): Promise<ProcessedPhoto> {
  if (bytes.byteLength === 0) throw refuse(400, 'The photo is empty.');
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const actual = sniffImageType(bytes);
  if (!actual) throw refuse(415, 'The photo must be a JPEG, PNG or WebP image.');
  if (declared !== actual) {
    const said = declared in NAMES ? NAMES[declared as ImageType] : declared || 'nothing';
    throw refuse(415, `The file says it is ${said} but its content is a ${NAMES[actual]} image. Upload it with its real type.`);
  }
  // The header first: the pixel count is known before a single pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(422, 'The photo could not be read as an image.');
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > UPLOAD_LIMITS.maxPixels || width > UPLOAD_LIMITS.maxSide || height > UPLOAD_LIMITS.maxSide) {
    throw refuse(
      422,
      `The photo is ${width} × ${height} pixels; at most ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels and ${UPLOAD_LIMITS.maxSide} pixels a side, please.`,
    );
  }
  if (width < UPLOAD_LIMITS.minSide || height < UPLOAD_LIMITS.minSide)
    throw refuse(422, `The photo is ${width} × ${height} pixels; at least ${UPLOAD_LIMITS.minSide} a side, please.`);
  if ((meta.pages ?? 1) > 1) throw refuse(422, 'Animated images are not accepted; upload a still photo.');

  // failOn 'truncated' refuses a cut-off file; rotate() applies the EXIF orientation before it is
  // dropped. sharp writes no metadata unless asked (no withMetadata/keepExif): EXIF and GPS go.
  const source = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'truncated', sequentialRead: true }).rotate();
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await source.raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(422, 'The photo could not be read as an image; it may be cut off or damaged.');
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, info.width)))];
  const variants = await Promise.all(
    widths.map(async (w) => ({
      width: w,
      bytes: await sharp(data, raw).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
  return { width: info.width, height: info.height, variants };
}
