import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

export const pngImage = (width: number, height: number): Promise<Buffer> =>
  blank(width, height).png().toBuffer();
export const webpImage = (width: number, height: number): Promise<Buffer> =>
  blank(width, height).webp().toBuffer();

/** Values that must not survive an upload: camera, owner and location. */
export const EXIF_SECRETS = { make: 'LeakyCam', datum: 'WGS-84' };

/** A JPEG as a phone writes it: stored sideways with orientation 6, camera and GPS data in EXIF. */
export const jpegWithExif = (width: number, height: number): Promise<Buffer> =>
  blank(width, height)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: EXIF_SECRETS.make, Model: 'Model 7', Copyright: 'Jan Claes' },
      IFD3: { GPSMapDatum: EXIF_SECRETS.datum, GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** The same PNG with other dimensions in its header (IHDR), its checksum fixed: pixels it does not have. */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), ... and its CRC.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** A real PDF header: what a user might rename to logo.png. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const TEXT_BYTES = Buffer.from('This is not an image, whatever its name says.\n'.repeat(20));

/** Every file under a folder, as paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
