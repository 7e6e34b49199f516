import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, png, pngClaiming, SVG } from '../../../tests/helpers/images.ts';
import { PHOTO_WIDTHS, processUpload, sniffImageType } from './upload.server.ts';

describe('processUpload', () => {
  it('re-encodes a JPEG with GPS EXIF as WebP in three widths, without any metadata', async () => {
    const jpeg = await jpegWithGps(2000, 1500);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const photo = await processUpload(jpeg, 'image/jpeg');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2000, height: 1500 });
    expect(photo.variants.map((v) => v.width)).toEqual([...PHOTO_WIDTHS]);
    for (const v of photo.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.bytes.includes(Buffer.from('GPS'))).toBe(false);
      expect(v.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('keeps a smaller photo at its own width, never enlarged', async () => {
    const photo = await processUpload(await jpegWithGps(700, 500), 'image/jpeg');
    expect(photo.variants.map((v) => v.width)).toEqual([480, 700]);
  });

  it('refuses a PNG named as a JPEG, an SVG, a 20,000 × 20,000 pixel image and a truncated file', async () => {
    await expect(processUpload(await png(), 'image/jpeg')).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('its content is a PNG image'),
      details: { field: 'file' },
    });
    await expect(processUpload(SVG, 'image/svg+xml')).rejects.toMatchObject({ status: 415, message: 'The photo must be a JPEG, PNG or WebP image.' });
    await expect(processUpload(pngClaiming(20_000, 20_000), 'image/png')).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('20000 × 20000 pixels'),
    });
    const jpeg = await jpegWithGps(1200, 900);
    await expect(processUpload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'image/jpeg')).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('cut off or damaged'),
    });
    await expect(processUpload(new Uint8Array(), 'image/jpeg')).rejects.toMatchObject({ status: 400 });
  });

  it('knows the types by their first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});
