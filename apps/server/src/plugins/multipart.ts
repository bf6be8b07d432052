import {
  ERR,
  fieldErrors,
  forbiddenTextPath,
  GALLERY_IMAGE_MAX_BYTES,
  LOGO_MAX_BYTES,
  MSG,
} from '@app/contract';
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
/** More parts, files or fields than LIMITS allow, or a field (name or value) longer than they allow. */
const uploadLimit = () => new HttpError(413, 'upload_limit', ERR.uploadLimit);
/**
 * No boundary, a truncated body, a forbidden field name (`__proto__`), a JSON part, a body cut off. A
 * part whose headers busboy cannot read is skipped: the form then lacks that field, a 400 of its own.
 */
const uploadMalformed = () => new HttpError(400, 'upload_malformed', ERR.uploadMalformed);

export interface Upload {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** The bytes of the file field `fileField`, or null when the form has none. */
  file: Buffer | null;
}

/**
 * What a failure while reading the form means for the client. Every error raised there comes from the
 * request's body (busboy's parse errors are plain Errors: "Boundary not found", "Unexpected end of
 * multipart data", "Part terminated early"), so none is the server's fault: a limit is a 413, the rest
 * a 400, never the 500 of an unknown error.
 */
function uploadError(request: FastifyRequest, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  request.log.info({ err: error }, 'upload refused');
  if (error instanceof RequestFileTooLargeError) return payloadTooLarge();
  const limits = [FilesLimitError, FieldsLimitError, PartsLimitError];
  if (limits.some((type) => error instanceof type)) return uploadLimit();
  return uploadMalformed();
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
  const fileField = options.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const limits = { ...LIMITS, fileSize: Math.min(options.maxBytes, MAX_FILE_BYTES) };
    // parts() itself throws when the content type has no boundary.
    for await (const part of request.parts({ limits })) {
      // @fastify/busboy takes fieldNameSize but does not apply it: a longer name is refused here.
      if (part.fieldname.length > LIMITS.fieldNameSize) throw uploadLimit();
      if (part.type === 'file') {
        // Read even a file of another name: the stream must be consumed for parsing to go on.
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = bytes;
      } else {
        // Busboy cuts a value at fieldSize and says so: a cut value is not what was sent.
        if (part.fieldnameTruncated || part.valueTruncated) throw uploadLimit();
        // A part declared as JSON arrives parsed: these forms take text only.
        if (typeof part.value !== 'string') throw uploadMalformed();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(request, error);
  }
  // Text fields do not pass the contract hook's check (the body is read here, not by Fastify).
  const forbidden = forbiddenTextPath(fields);
  if (forbidden !== null) throw validationFailed({ [forbidden]: MSG.invalid });
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
