import { PassThrough } from 'node:stream';
import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import type { LogoDeps } from './agency-logo';
import type { ListingPdf } from './property-documents.service';
import { folderOf, posterOf } from './property-documents.service';
import { planExport, writeExport, XLSX_TYPE } from './property-export.service';

/** The file names are ASCII (code, date, a word per language): a plain quoted filename is enough. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * A PDF is a few kilobytes: it is built whole before it is sent, so a failure answers an error
 * instead of a broken file, and Content-Length lets the browser show the progress.
 */
function sendPdf(reply: FastifyReply, pdf: ListingPdf): FastifyReply {
  return reply
    .header('content-disposition', attachment(pdf.fileName))
    .header('cache-control', 'no-store')
    .type('application/pdf')
    .send(pdf.data);
}

/** My properties' documents (issue 4): the Excel export, and the poster and folder of a listing. */
export async function propertyDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const deps = (request: FastifyRequest): LogoDeps => ({
    db: app.db,
    storage: app.storage,
    log: request.log,
  });

  route(app, endpoints.exportMyProperties, async (request, reply) => {
    const user = userOf(request);
    const { lang } = request.params;
    const plan = await planExport(app.db, user.id, request.query, lang, new Date());
    const out = new PassThrough();
    writeExport(app.db, user.id, plan, lang, out).catch((error: unknown) => {
      // The status line is sent already: the download breaks off, and the failure is logged.
      request.log.error({ err: error }, 'property export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-disposition', attachment(plan.fileName))
      .header('cache-control', 'no-store')
      .type(XLSX_TYPE)
      .send(out);
  });

  route(app, endpoints.getPropertyPoster, async (request, reply) =>
    sendPdf(reply, await posterOf(deps(request), userOf(request), request.params.id, request.params.lang)),
  );

  route(app, endpoints.getPropertyFolder, async (request, reply) =>
    sendPdf(reply, await folderOf(deps(request), userOf(request), request.params.id, request.params.lang)),
  );
}
