import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PDF_TYPE, sendAttachment } from '../../documents/attachment';
import { sendXlsx } from '../../documents/xlsx';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import type { LogoDeps } from './agency-logo';
import type { ListingPdf } from './property-documents.service';
import { folderOf, posterOf } from './property-documents.service';
import { planExport, writeExport } from './property-export.service';

/**
 * A PDF is a few kilobytes: it is built whole before it is sent, so a failure answers an error
 * instead of a broken file, and Content-Length lets the browser show the progress.
 */
const sendPdf = (reply: FastifyReply, pdf: ListingPdf): FastifyReply =>
  sendAttachment(reply, { fileName: pdf.fileName, type: PDF_TYPE, body: pdf.data });

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
    return sendXlsx(reply, plan.fileName, (out) => writeExport(app.db, user.id, plan, lang, out));
  });

  route(app, endpoints.getPropertyPoster, async (request, reply) =>
    sendPdf(reply, await posterOf(deps(request), userOf(request), request.params.id, request.params.lang)),
  );

  route(app, endpoints.getPropertyFolder, async (request, reply) =>
    sendPdf(reply, await folderOf(deps(request), userOf(request), request.params.id, request.params.lang)),
  );
}
