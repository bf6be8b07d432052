import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { PDF_TYPE, sendAttachment } from '../../documents/attachment';
import { translator } from '../../i18n';
import { receiptFileName, valuationReceiptPdf } from '../orders/orders.service';
import { listValuationOrders, orderValuation, valuationOrderOf } from './valuation-orders.service';
import { webhooksSoon } from '../../jobs/send-webhooks.job';
import { listValuations, requestValuation, valuationOf } from './valuations.service';

/** Valuations of private users (issue 12, decision 025). */
export async function valuationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyValuations, async (request) =>
    listValuations(app.db, userOf(request), request.body),
  );
  route(app, endpoints.requestValuation, async (request) => ({
    data: await requestValuation(
      {
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        webhooksSoon: webhooksSoon(app.jobs, app.log),
      },
      userOf(request),
      request.body,
      new Date(),
    ),
  }));
  route(app, endpoints.listMyValuationOrders, async (request) =>
    listValuationOrders(app.db, userOf(request), request.body),
  );
  route(app, endpoints.orderValuation, async (request) => ({
    data: await orderValuation(app.db, userOf(request), request.body, new Date()),
  }));
  route(app, endpoints.getMyValuationOrder, async (request) => ({
    data: await valuationOrderOf(app.db, userOf(request), request.params.orderId),
  }));
  route(app, endpoints.getValuationOrderReceipt, async (request, reply) => {
    const { orderId, lang } = request.params;
    const order = await valuationOrderOf(app.db, userOf(request), orderId);
    return sendAttachment(reply, {
      fileName: receiptFileName(order, translator(lang)('orders:pdf.receipt.file')),
      type: PDF_TYPE,
      body: await valuationReceiptPdf(order, lang),
    });
  });
  route(app, endpoints.getMyValuation, async (request) => ({
    data: await valuationOf(app.db, userOf(request), request.params.id),
  }));
}
