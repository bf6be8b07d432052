import type { Language } from '@app/contract';
import { endpoints } from '@app/contract';
import { downloadFile } from '../../../lib/download';
import { buildUrl } from '../../../lib/http';

export type OrderDocument = 'receipt' | 'invoice';

const ENDPOINTS = { receipt: endpoints.getOrderReceipt, invoice: endpoints.getOrderInvoice } as const;

/**
 * Saves the receipt or invoice PDF of an order, in the screen's language; resolves with the file's
 * name. Rejects with an `ApiError`.
 */
export const downloadOrderDocument = (
  kind: OrderDocument,
  target: { listingId: number; orderId: number },
  lang: Language,
): Promise<string> =>
  downloadFile(
    buildUrl(ENDPOINTS[kind], { params: { id: target.listingId, orderId: target.orderId } }, lang),
    {
      fallbackName: `${kind}.pdf`,
    },
  );
