import { ERR, fieldErrors, GALLERY_IMAGE_MAX_BYTES, LOGO_MAX_BYTES, MSG } from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError, validationFailed } from '../http-error';

/** The largest file any upload endpoint takes; each endpoint passes its own, smaller or equal, limit. */
const MAX_FILE_BYTES = Math.max(LOGO_MAX_BYTES, GALLERY_IMAGE_MAX_BYTES);

/**
 * Upload forms are small: one file and a few short text fields. Busboy stops counting a file at its
 * limit and discards the rest of the stream, so an oversized upload is never held in memory whole.
 */
const LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024,
  fields: 5,
  files: 1,
  parts: 6,
  headerPairs: 20,
  fileSize: MAX_FILE_BYTES,
};

export const payloadTooLarge = () => new HttpError(413, 'payload_too_large', ERR.payloadTooLarge);
export const unsupportedMediaType = () =>
  new HttpError(415, 'unsupported_media_type', ERR.unsupportedMediaType);

export interface Upload {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** The bytes of the file field `fileField`, or null when the form has none. */
  file: Buffer | null;
}

/**
 * Reads a multipart form: its text fields and the one file of field `fileField`, at most `maxBytes`
 * long (413 beyond, with the API's own body). Call it only after every check that needs no file.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; fileField?: string },
): Promise<Upload> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  const fileField = options.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const limits = { ...LIMITS, fileSize: Math.min(options.maxBytes, MAX_FILE_BYTES) };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        // Read even a file of another name: the stream must be consumed for parsing to go on.
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const limitErrors = [RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError];
    if (limitErrors.some((type) => error instanceof type)) throw payloadTooLarge();
    throw error;
  }
  return { fields, file };
}

/** A file field: the bytes read by readUpload. Browsers send an empty part when nothing was chosen. */
export const UploadedFile = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value) && value.length > 0,
  MSG.required,
);

/**
 * Validates the fields of a multipart form with a zod schema. A failure leaves as the same 400
 * `{ error: "validation", fields }` as a JSON body that fails its contract schema.
 */
export function parseUploadFields<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}

export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
  },
  { name: 'multipart', dependencies: ['errors'] },
);
