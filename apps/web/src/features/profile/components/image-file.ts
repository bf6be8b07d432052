import { ERR, IMAGE_MIME_TYPES } from '@app/contract';

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/**
 * The browser's quick check before an upload, with the server's messages: a file too large or of a
 * type the server refuses is not sent at all. The server still reads the real type from the bytes.
 */
export function imageFileError(file: File, maxBytes: number): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return ERR.unsupportedMediaType;
  if (file.size > maxBytes) return ERR.payloadTooLarge;
  return null;
}

/** Megabytes for the size hint. */
export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;
