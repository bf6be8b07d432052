import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PDF_TYPE, sendAttachment } from '../../documents/attachment';
import { translator } from '../../i18n';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { invoicePdf } from './invoice-pdf';
import { orderProduct } from './order-product.service';
import { recordOrderPayment } from './order-payment.service';
import {
  invoiceFileName,
  invoiceOf,
  listingOrders,
  productInvoiceOf,
  productOrders,
  receiptFileName,
  receiptOf,
  requestInvoice,
} from './orders.service';
import { orderAccountProduct, orderTerritory } from '../products/products.service';
import { receiptPdf } from './receipt-pdf';

const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply =>
  sendAttachment(reply, { fileName, type: PDF_TYPE, body: pdf });

/** Orders of a listing, their receipts and invoices, and ordering (issue 4, decision 013). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyPropertyOrders, async (request) => ({
    data: await listingOrders(app.db, userOf(request), request.params.id),
  }));

  route(app, endpoints.getOrderReceipt, async (request, reply) => {
    const { id, orderId, lang } = request.params;
    const { order, listing } = await receiptOf(app.db, userOf(request), id, orderId);
    const pdf = await receiptPdf(order, listing, lang);
    return sendPdf(reply, pdf, receiptFileName(order, translator(lang)('orders:pdf.receipt.file')));
  });

  route(app, endpoints.getOrderInvoice, async (request, reply) => {
    const { id, orderId, lang } = request.params;
    const { invoice, order } = await invoiceOf(app.db, userOf(request), id, orderId);
    const pdf = await invoicePdf(invoice, order, lang);
    return sendPdf(reply, pdf, invoiceFileName(invoice, translator(lang)('orders:pdf.invoice.file')));
  });

  route(app, endpoints.requestInvoice, async (request) => ({
    data: await requestInvoice(app.db, userOf(request), request.params.id, request.body),
  }));

  route(app, endpoints.orderProduct, async (request) => {
    const { body } = request;
    const user = userOf(request);
    if (body.type === 'product') return { data: await orderAccountProduct(app.db, user, body, new Date()) };
    if (body.type === 'territory') return { data: await orderTerritory(app.db, user, body, new Date()) };
    return { data: await orderProduct(app.db, user, body) };
  });

  // The back office's call (access 'service'): bearer token, no session.
  route(app, endpoints.setOrderPayment, async (request) => ({
    data: await recordOrderPayment(app.db, request.params.id, request.body.paidAt, new Date()),
  }));

  route(app, endpoints.listMyProductOrders, async (request) => ({
    data: await productOrders(app.db, userOf(request)),
  }));

  route(app, endpoints.getProductOrderInvoice, async (request, reply) => {
    const { orderId, lang } = request.params;
    const { invoice, order } = await productInvoiceOf(app.db, userOf(request), orderId);
    const pdf = await invoicePdf(invoice, order, lang);
    return sendPdf(reply, pdf, invoiceFileName(invoice, translator(lang)('orders:pdf.invoice.file')));
  });
}
