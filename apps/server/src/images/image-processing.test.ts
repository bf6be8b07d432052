import { ERR, GALLERY_MAX_SIZE_PX, LOGO_MAX_SIZE_PX } from '@app/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-processing';
import {
  EXIF_SECRETS,
  jpegWithExif,
  PDF_BYTES,
  pngImage,
  TEXT_BYTES,
  webpImage,
  withPngSize,
} from '../test/images';

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; messageKey: string };
  }
  throw new Error('expected a failure');
};

describe('processImage', () => {
  it('re-encodes PNG, JPEG and WebP as WebP', async () => {
    for (const input of [await pngImage(30, 20), await webpImage(30, 20)]) {
      const image = await processImage(input, LOGO_MAX_SIZE_PX);
      expect((await sharp(image.data).metadata()).format).toBe('webp');
      expect([image.width, image.height]).toEqual([30, 20]);
    }
  });

  it('shrinks to fit inside the box, keeps the proportions and never enlarges', async () => {
    const wide = await processImage(await pngImage(1600, 400), LOGO_MAX_SIZE_PX);
    expect([wide.width, wide.height]).toEqual([800, 200]);
    const tall = await processImage(await pngImage(300, 1200), LOGO_MAX_SIZE_PX);
    expect([tall.width, tall.height]).toEqual([100, 400]);
    const small = await processImage(await pngImage(120, 80), GALLERY_MAX_SIZE_PX);
    expect([small.width, small.height]).toEqual([120, 80]);
  });

  it('turns a sideways photo upright and removes EXIF, GPS and every other metadata', async () => {
    const input = await jpegWithExif(40, 20);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain(EXIF_SECRETS.make);
    expect(input.includes(Buffer.from(EXIF_SECRETS.datum))).toBe(true);

    const image = await processImage(input, GALLERY_MAX_SIZE_PX);
    const after = await sharp(image.data).metadata();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(image.data.includes(Buffer.from(EXIF_SECRETS.make))).toBe(false);
    expect(image.data.includes(Buffer.from(EXIF_SECRETS.datum))).toBe(false);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes (415)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const input of [TEXT_BYTES, PDF_BYTES, gif]) {
      expect(await failure(processImage(input, LOGO_MAX_SIZE_PX))).toMatchObject({
        statusCode: 415,
        messageKey: ERR.unsupportedMediaType,
      });
    }
  });

  it('refuses a PNG whose pixel data is broken (415 imageUnreadable)', async () => {
    const png = await pngImage(200, 200);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await failure(processImage(truncated, LOGO_MAX_SIZE_PX))).toMatchObject({
      statusCode: 415,
      messageKey: ERR.imageUnreadable,
    });
  });

  it('refuses an image of too many pixels before decoding it (413)', async () => {
    // A small file whose header announces 10,000 x 6,000 pixels: a decompression bomb.
    const huge = withPngSize(await pngImage(10, 10), 10_000, 6_000);
    expect((await sharp(huge).metadata()).width).toBe(10_000);
    expect(await failure(processImage(huge, GALLERY_MAX_SIZE_PX))).toMatchObject({
      statusCode: 413,
      messageKey: ERR.payloadTooLarge,
    });
  });
});
