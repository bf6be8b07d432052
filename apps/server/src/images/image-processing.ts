import { ERR, IMAGE_MIME_TYPES } from '@app/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { HttpError } from '../http-error';
import { payloadTooLarge, unsupportedMediaType } from '../plugins/multipart';

/**
 * Decoding needs about 4 bytes per pixel: a small, well-compressed file can still describe a huge
 * image. 50 megapixels covers the photos of current cameras.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface SizeBox {
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** WebP, without any metadata. */
  data: Buffer;
  width: number;
  height: number;
}

const ACCEPTED: readonly string[] = IMAGE_MIME_TYPES;
const imageUnreadable = (cause: unknown) => {
  const error = new HttpError(415, 'image_unreadable', ERR.imageUnreadable);
  error.cause = cause;
  return error;
};

/**
 * Checks an uploaded file and re-encodes it: the type comes from the bytes (never the name or the
 * client's Content-Type), the image is turned upright, shrunk to fit inside `box` (never enlarged)
 * and written as WebP. sharp writes no EXIF, XMP or IPTC unless asked, so location and camera data
 * are gone.
 */
export async function processImage(bytes: Buffer, box: SizeBox): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.includes(type.mime)) throw unsupportedMediaType();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw imageUnreadable(error);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw payloadTooLarge();

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // The header was fine but the pixel data is not (a truncated or corrupt file).
    throw imageUnreadable(error);
  }
}
