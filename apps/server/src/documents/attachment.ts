import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a generated file as a download, never kept by a cache (it holds the user's data). The file
 * names are ASCII (a word per language, a code, a date): a plain quoted filename is enough.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; type: string; body: Buffer | Readable },
): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .type(file.type)
    .send(file.body);
}
